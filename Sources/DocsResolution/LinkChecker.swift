import DocsMarkup
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// Checks that every `<doc:Name>` link of a page names a page, and every ``` ``Symbol`` ```
/// link a symbol: one of the API reference when the site has one, else one of the given list.
struct LinkChecker: Sendable {
    /// The pages and their headings, which `<doc:>` links name.
    var pages: DocLinkResolver
    /// The known symbol names, or `nil` to accept every symbol link the reference does not know.
    var symbolNames: Set<String>?
    /// The API reference's symbols and their pages, if the site has a reference.
    var symbols: SymbolLinkResolver?
    /// How serious a link that names nothing is (``DiagnosticPolicy/severity(of:)`` of
    /// `broken-link`: an error, or a warning in DocC catalogs, where DocC shows it as text).
    var policy = DiagnosticPolicy()

    /// What one document's links came to.
    struct Outcome: Sendable {
        /// The problems, in source order.
        var diagnostics: [Diagnostic] = []
        /// Where each symbol link with a page leads: the link as written → the page's path.
        var symbolTargets: [String: PagePath] = [:]
        /// Where each `<doc:>` link leads: the text after `doc:` → the page or heading.
        var docTargets: [String: DocLinkTarget] = [:]
        /// How many symbol links name each symbol's page, which DocC's "Mentioned In" orders by.
        var mentions: [PagePath: Int] = [:]
    }

    /// Checks one document's links (see ``DocumentReferences``), written on the page `page` (in
    /// `catalog`, whose module's symbols its symbol links name first); symbol links are read from
    /// the doc comment of `scope`, or from an article when it is `nil`.
    func check(_ links: [Inline], scope: APISymbol? = nil, page: PageName? = nil, catalog: DocCCatalog? = nil)
        -> Outcome
    {
        var outcome = Outcome()
        // An article of a module's catalog names that module's symbols first.
        let module = scope == nil ? catalog.flatMap { symbols?.documentedModule(of: $0) } : nil
        for inline in links {
            switch inline {
            case .docLink(let name, let location):
                switch pages.resolve(name, from: page) {
                case .success(let target): outcome.docTargets[name] = target
                case .failure(let problem):
                    // As in DocC, `<doc:Router>` and `<doc:/documentation/napkin/Router>` may name a symbol.
                    if let symbols, let symbolPage = symbols.pageName(ofDocLink: name, from: scope) {
                        outcome.docTargets[name] = DocLinkTarget(page: symbolPage)
                    } else {
                        outcome.diagnostics.append(
                            Diagnostic(
                                policy.severity(of: .brokenLink), id: .brokenLink, at: location, problem.message,
                                hint: problem.hint))
                    }
                }
            case .symbolLink(let name, let location):
                let resolved = symbols?.resolve(name, from: scope, in: module)
                if case .success(let symbol)? = resolved, let symbols {
                    let path = symbols.names.paths[symbol.id]
                    outcome.symbolTargets[name] = path
                    if let path { outcome.mentions[path, default: 0] += 1 }
                } else if let modulePage = symbols?.modulePage(name) {
                    // A module is no symbol of its graph; a symbol of its name comes first.
                    outcome.symbolTargets[name] = modulePage
                } else if symbolNames?.contains(name) == true {
                    continue  // Known from the list, without a page.
                } else if case .failure(let problem)? = resolved {
                    outcome.diagnostics.append(
                        Diagnostic(
                            policy.severity(of: .brokenLink), id: .brokenLink, at: location, problem.message,
                            hint: problem.hint))
                } else if let symbolNames {
                    let hint =
                        NameSuggestions.closest(to: name, in: Array(symbolNames)).map { "did you mean ``\($0)``?" }
                        ?? "write it in single backticks if it is code rather than a symbol of the package"
                    outcome.diagnostics.append(
                        Diagnostic(
                            policy.severity(of: .brokenLink), id: .brokenLink, at: location,
                            "no symbol is named '\(name)'", hint: hint))
                }
            default:
                continue
            }
        }
        return outcome
    }
}
