import DocsMarkup
import DocsSupport
import DocsSymbols

/// The documentation extensions of a build, matched to what they extend: a symbol, or a module.
struct Extensions: Sendable {
    /// By the identifier of the symbol each extends.
    var bySymbol: [SymbolID: DocumentationExtension] = [:]
    /// By the module each extends.
    var byModule: [ModuleName: DocumentationExtension] = [:]
    /// The source paths of every extension, which are not pages of their own.
    var sourcePaths: Set<SourcePath> = []
    /// Extensions of nothing, or of something already extended.
    var diagnostics: [Diagnostic] = []

    init() {}

    /// Matches `extensions`; one that extends nothing is reported as `policy` says (a warning in
    /// DocC catalogs, which DocC leaves out with a warning too).
    init(
        _ extensions: [DocumentationExtension], links: SymbolLinkResolver, policy: DiagnosticPolicy = DiagnosticPolicy()
    ) {
        let severity = policy.severity(of: .documentationExtension)
        // Where each module or symbol was first extended.
        var extendedAt: [Extended: SourcePath] = [:]
        for addition in extensions.sorted(by: { $0.document.sourcePath.precedesByBytes($1.document.sourcePath) }) {
            sourcePaths.insert(addition.document.sourcePath)
            let location = addition.linkLocation
            let key: Extended
            if links.reference.modules.contains(addition.link) {
                key = .module(ModuleName(addition.link))
                if let first = extendedAt[key] {
                    report(addition, first)
                    continue
                }
                byModule[ModuleName(addition.link)] = addition
            } else {
                switch links.resolve(addition.link) {
                case .success(let symbol):
                    key = .symbol(symbol.id)
                    if let first = extendedAt[key] {
                        report(addition, first)
                        continue
                    }
                    bySymbol[symbol.id] = addition
                case .failure(let problem):
                    let shown = severity == .error ? "" : "; its content is not shown"
                    diagnostics.append(
                        Diagnostic(
                            severity, id: .documentationExtension, at: location,
                            "this page extends ``\(addition.link)``, but " + problem.message + shown,
                            hint: problem.hint))
                    continue
                }
            }
            diagnostics += addition.diagnostics.map { $0.with(policy.severity(of: $0.id)) }
            extendedAt[key] = addition.document.sourcePath
        }
    }

    /// What an extension extends.
    private enum Extended: Hashable {
        case module(ModuleName)
        case symbol(SymbolID)
    }

    private mutating func report(_ addition: DocumentationExtension, _ first: SourcePath) {
        diagnostics.append(
            Diagnostic(
                id: .documentationExtension, at: addition.linkLocation,
                "``\(addition.link)`` is already extended by \(first)",
                hint: "merge the two files; a symbol has one extension file"))
    }
}
