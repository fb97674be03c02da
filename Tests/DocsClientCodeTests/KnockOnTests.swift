import DocsCodeBlocks
import DocsMarkup
import Foundation
import Testing

@testable import DocsClientCode

/// A failure caused by another block of the page is charged to that block; a type shown with
/// its body left out is still there for the blocks after it.
@Suite struct KnockOnTests {
    /// Each block's outcome by the line of its fence, and every problem, for one page.
    private func check(_ markdown: String) throws -> (outcomes: [Int: BlockCheckOutcome], problems: [Diagnostic]) {
        let page = ClientPage(markdown: SourceFile(path: "Docs.docc/Guide.md", text: markdown), module: "napkin")
        let check = ClientCheck(
            typeChecker: try SwiftTypeChecker.forBuild(containing: Bundle.main.bundleURL),
            availableModules: ["napkin", "Foundation"])
        let report = try check.check([page])
        let outcomes = Dictionary(
            uniqueKeysWithValues: report.outcomes[0].map { (page.blocks[$0.key].location.line, $0.value) })
        return (outcomes, report.problems)
    }

    /// A type shown with members left out (`// ...`) is a fragment, even where the members it
    /// uses are among those left out; a block that calls what was left out is charged to it,
    /// and its note says where the page declares the type, not that the page lacks it.
    @Test func aFailureOnATypeShownInPartIsChargedToIt() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            let span = Span(name: "request")
            span.end()
            ```

            ```swift
            struct Span {
                // ... the name, and the rest of a span ...
                func end() { print(self.name) }
            }
            ```
            """)
        #expect(outcomes[8] == .fragment(FragmentReason.elided.description))
        #expect(outcomes[3] == .needsContext(["Span"]))
        #expect(problems.allSatisfy { $0.severity == .note }, "\(problems)")
        #expect(
            problems.first?.message
                == "not compiled: the block fails only where it uses 'Span', which the page declares at line 8 in a block that leaves code out: not an error of its own"
        )
    }

    /// A block that fails on what a failed block declares is charged to that block, whose own
    /// error stands; two blocks that fail on each other's declarations both keep their errors.
    @Test func theCauseKeepsItsErrorAndMutualFailuresBothStand() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            let total: Int = [1, 2].sum()
            ```

            ```swift
            let doubled = total.doubledTwice()
            ```
            """)
        guard case .failed? = outcomes[3] else {
            Issue.record("the cause is not an error: \(String(describing: outcomes[3]))")
            return
        }
        #expect(outcomes[7] == .needsContext(["total"]))
        #expect(problems.filter { $0.severity == .error }.map(\.location.line) == [4], "\(problems)")

        let mutual = try check(
            """
            # Guide

            ```swift
            struct First { let second: Second; var size: Int { second.missingSize } }
            ```

            ```swift
            struct Second { let first: First; var size: Int { first.missingSize } }
            ```
            """)
        #expect(
            Set(mutual.problems.filter { $0.severity == .error }.map(\.location.line)) == [4, 8], "\(mutual.problems)")
    }

    /// A type whose body a fragment leaves out (`{ ... }`) is declared for the blocks after it.
    @Test func aTypeWithItsBodyLeftOutIsCarriedForward() throws {
        let (outcomes, _) = try check(
            """
            # Guide

            ```swift
            public struct Settings: Sendable { ... }
            public protocol SettingsKey { ... }
            ```

            ```swift
            let settings: Settings = Settings()
            enum Verbose: SettingsKey {}
            ```
            """)
        #expect(outcomes[3] == .fragment(FragmentReason.elided.description))
        #expect(outcomes[8] == .compiled)
    }
}
