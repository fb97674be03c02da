/// How serious each kind of problem is in one build, decided by its identifier (``Diagnostic/ID``)
/// rather than by its sentence: DocC's leniency in catalogs, `--warnings-as-errors`, and the
/// per-kind `-Werror ID` and `-Wwarning ID`, as the Swift compiler's warning groups work.
package struct DiagnosticPolicy: Hashable, Sendable {
    /// The kinds that DocC reports as warnings and napkin-docs as errors: a link that names
    /// nothing (DocC shows it as text), a topic entry it cannot place, a documentation extension
    /// of nothing (DocC leaves its content out).
    package static let lenientKinds: Set<Diagnostic.ID> = [.brokenLink, .topics, .documentationExtension]

    /// Whether the site is made only of DocC catalogs, written for DocC: ``lenientKinds`` are
    /// warnings there, unless the rules below make them errors.
    package var followsDocC = false
    /// Whether every warning fails the build (`--warnings-as-errors`).
    package var warningsAreErrors = false
    /// The kinds whose warnings fail the build (`-Werror ID`).
    package var errorKinds: Set<Diagnostic.ID> = []
    /// The kinds kept as warnings (`-Wwarning ID`): `--warnings-as-errors` leaves them warnings,
    /// and those among ``lenientKinds`` are warnings in any site, as in a DocC catalog.
    package var warningKinds: Set<Diagnostic.ID> = []

    /// Creates a policy.
    package init(
        followsDocC: Bool = false, warningsAreErrors: Bool = false, errorKinds: Set<Diagnostic.ID> = [],
        warningKinds: Set<Diagnostic.ID> = []
    ) {
        self.followsDocC = followsDocC
        self.warningsAreErrors = warningsAreErrors
        self.errorKinds = errorKinds
        self.warningKinds = warningKinds
    }

    /// Whether a warning of `kind` fails the build, as an error does.
    package func failsBuild(warningOf kind: Diagnostic.ID) -> Bool {
        !warningKinds.contains(kind) && (warningsAreErrors || errorKinds.contains(kind))
    }

    /// The severity of a problem of `kind` that is an error unless the policy is lenient with its
    /// kind: a warning for ``lenientKinds`` in DocC catalogs or under `-Wwarning`, else an error.
    package func severity(of kind: Diagnostic.ID) -> Diagnostic.Severity {
        guard Self.lenientKinds.contains(kind) else { return .error }
        if warningKinds.contains(kind) { return .warning }
        return followsDocC && !failsBuild(warningOf: kind) ? .warning : .error
    }

    /// `diagnostics` with every warning that fails the build made an error.
    package func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { $0.severity == .warning && failsBuild(warningOf: $0.id) ? $0.with(.error) : $0 }
    }
}
