import Testing

@testable import DocsMarkup

/// How serious a problem is follows its kind: DocC's leniency, `--warnings-as-errors`, `-Werror`
/// and `-Wwarning`.
@Suite struct DiagnosticPolicyTests {
    private func warning(_ kind: Diagnostic.ID) -> Diagnostic {
        Diagnostic(.warning, id: kind, at: SourceLocation(file: "A.md", line: 1, column: 1), "something")
    }

    @Test func aLenientKindIsAWarningOnlyInDocCCatalogsOrWhenKeptOne() {
        #expect(DiagnosticPolicy().severity(of: .brokenLink) == .error)
        #expect(DiagnosticPolicy(followsDocC: true).severity(of: .brokenLink) == .warning)
        #expect(DiagnosticPolicy(followsDocC: true).severity(of: .topics) == .warning)
        #expect(DiagnosticPolicy(followsDocC: true).severity(of: .documentationExtension) == .warning)
        #expect(DiagnosticPolicy(warningKinds: [.brokenLink]).severity(of: .brokenLink) == .warning)
        // A kind DocC is not lenient with stays an error, even when kept a warning.
        #expect(
            DiagnosticPolicy(followsDocC: true, warningKinds: [.unknownDirective]).severity(of: .unknownDirective)
                == .error)
    }

    @Test func makingWarningsErrorsEndsTheCatalogsLeniency() {
        #expect(DiagnosticPolicy(followsDocC: true, warningsAreErrors: true).severity(of: .brokenLink) == .error)
        #expect(DiagnosticPolicy(followsDocC: true, errorKinds: [.brokenLink]).severity(of: .brokenLink) == .error)
        #expect(DiagnosticPolicy(followsDocC: true, errorKinds: [.topics]).severity(of: .brokenLink) == .warning)
        let kept = DiagnosticPolicy(followsDocC: true, warningsAreErrors: true, warningKinds: [.brokenLink])
        #expect(kept.severity(of: .brokenLink) == .warning)
    }

    @Test func onlyTheChosenKindsOfWarningsFailTheBuild() {
        let warnings = [warning(.uncheckedLink), warning(.themeFile)]
        #expect(DiagnosticPolicy().applied(to: warnings) == warnings)
        let chosen = DiagnosticPolicy(errorKinds: [.themeFile]).applied(to: warnings)
        #expect(chosen.map(\.severity) == [.warning, .error])
        let all = DiagnosticPolicy(warningsAreErrors: true, warningKinds: [.uncheckedLink]).applied(to: warnings)
        #expect(all.map(\.severity) == [.warning, .error])
        #expect(all.map(\.id) == [.uncheckedLink, .themeFile])
    }

    @Test func everyIdentifierIsFoundByItsName() {
        for kind in Diagnostic.ID.all {
            #expect(Diagnostic.ID.named(kind.name) == kind)
        }
        #expect(Diagnostic.ID.named("no-such-kind") == nil)
    }
}
