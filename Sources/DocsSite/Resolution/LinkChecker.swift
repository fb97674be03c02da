import DocsMarkup

/// Checks that every `<doc:Name>` link of a page names a page, and every ``` ``Symbol`` ```
/// link a known symbol when a list of symbols was given.
struct LinkChecker {
    /// The names of all pages.
    var pageNames: Set<String>
    /// The known symbol names, or `nil` to accept every symbol link.
    var symbolNames: Set<String>?

    /// The problems among one document's links (see ``DocumentReferences``), in source order.
    func diagnostics(for links: [Inline]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for inline in links {
            switch inline {
            case .docLink(let name, let location) where !pageNames.contains(name):
                let hint = NameSuggestions.closest(to: name, in: Array(pageNames)).map { "did you mean <doc:\($0)>?" }
                    ?? "a page's name is its file name without `.md`"
                diagnostics.append(Diagnostic(at: location, "no page is named '\(name)'", hint: hint))
            case .symbolLink(let name, let location):
                guard let symbolNames, !symbolNames.contains(name) else { continue }
                let hint = NameSuggestions.closest(to: name, in: Array(symbolNames)).map { "did you mean ``\($0)``?" }
                    ?? "write it in single backticks if it is code rather than a symbol of the package"
                diagnostics.append(Diagnostic(at: location, "no symbol is named '\(name)'", hint: hint))
            default:
                continue
            }
        }
        return diagnostics
    }
}
