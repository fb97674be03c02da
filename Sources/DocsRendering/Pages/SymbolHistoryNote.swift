import DocsSiteModel

/// A symbol's release history under its declaration, in a site of several versions: "Introduced
/// in 1.10.0. Changed in 1.13.0. Deprecated in 1.14.0: use `log(level:_:)` instead."; each change
/// opens to the declaration before and after, without JavaScript (a `<details>`).
struct SymbolHistoryNote: Sendable {
    let history: SymbolReleaseHistory

    func write(to html: inout HTMLWriter) {
        let changes = history.events.compactMap { event -> (String, String, String)? in
            guard case .changed(let version, let before, let after) = event else { return nil }
            return (version, before, after)
        }
        guard !changes.isEmpty else {
            html.element(.p, [.class("symbol-history")]) { writeSentences(to: &$0) }
            return
        }
        html.element(.details, [.class("symbol-history")]) { html in
            html.element(.summary) { writeSentences(to: &$0) }
            for (version, before, after) in changes {
                html.element(.p, text: "In \(label(version)), the declaration")
                declaration(before, label: "before", to: &html)
                html.element(.p, text: "became")
                declaration(after, label: "after", to: &html)
            }
        }
    }

    /// One sentence per event, oldest first.
    private func writeSentences(to html: inout HTMLWriter) {
        for (position, event) in history.events.enumerated() {
            if position > 0 { html.text(" ") }
            switch event {
            case .introduced(let version):
                html.text("Introduced in \(label(version)).")
            case .changed(let version, _, _):
                html.text("Changed in \(label(version)).")
            case .deprecated(let version, let replacement):
                html.text("Deprecated in \(label(version))")
                if let replacement {
                    html.text(": use ")
                    html.element(.code, text: replacement)
                    html.text(" instead.")
                } else {
                    html.text(".")
                }
            case .removed(let version, let lastWith):
                html.text("Removed in \(label(version)); \(label(lastWith)) is the last release with it.")
            case .loosened(let version, let lastWith):
                html.text(
                    "Replaced in \(label(version)) by an overload with fewer constraints, which accepts every call of this one; \(label(lastWith)) is the last release with it."
                )
            }
        }
    }

    private func declaration(_ text: String, label: String, to html: inout HTMLWriter) {
        html.element(.div, [.class("code-block declaration-code"), .aria("label", "Declaration \(label)")]) { html in
            html.element(.pre) { $0.element(.code, [.class("language-swift")], text: text) }
        }
    }

    /// A version's name, the working tree's said to be unreleased.
    private func label(_ version: String) -> String {
        version == history.unreleased ? "\(version) (not released yet)" : version
    }
}
