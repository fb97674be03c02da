import DocsSiteModel

/// What changed in a version of a site of several since the version before it, as its changes
/// page (``ChangesPage``) shows it: symbols added, changed (the declaration before and after),
/// deprecated and removed, those that break source marked, then the articles added, changed (the
/// lines that differ) and removed, and the Swift blocks that compiled before and fail now.
package struct ChangesSummary: Sendable {
    let changes: ReleaseChanges

    /// The summary of `changes`.
    package init(changes: ReleaseChanges) {
        self.changes = changes
    }

    /// The summary's HTML, as it stands in its page.
    package func render() -> [UInt8] {
        var html = HTMLWriter(capacity: 16_384)
        write(to: &html)
        return html.bytes
    }

    func write(to html: inout HTMLWriter) {
        let links = LinkContext.page(at: ChangesPage.path)
        writeVerdict(to: &html, links: links)
        writeSymbols(to: &html, links: links)
        writeArticles(to: &html, links: links)
        writeBrokenBlocks(to: &html, links: links)
    }

    /// The href of `path` in the version compared with.
    private func previousHref(_ path: String, links: LinkContext) -> String {
        links.root + "../" + changes.previousFolder + path
    }

    private func writeVerdict(to html: inout HTMLWriter, links: LinkContext) {
        html.element(.p) { html in
            html.text("Compared with ")
            html.element(.a, [.href(previousHref("", links: links))], text: changes.previous)
            html.text(". ")
            let counts = [
                (changes.added.count, "added"), (changes.changed.count, "changed"),
                (changes.deprecated.count, "deprecated"), (changes.removed.count, "removed"),
            ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            html.text(
                counts.isEmpty
                    ? "No public symbol changed."
                    : "Public symbols: " + counts.joined(separator: ", ") + ".")
        }
        html.element(.p, [.class(changes.isSourceBreaking ? "changes-verdict breaking" : "changes-verdict")]) { html in
            html.text(
                changes.isSourceBreaking
                    ? "Source-breaking: code written against \(changes.previous) may not compile against \(changes.version); the symbols marked below are why."
                    : "No source-breaking change: every symbol \(changes.previous) had is there, declared as before or accepting every call it did."
            )
        }
    }

    private func writeSymbols(to html: inout HTMLWriter, links: LinkContext) {
        let sections: [(String, String, [ReleaseChanges.Symbol], removed: Bool)] = [
            ("Added", "added", changes.added, false), ("Changed", "changed", changes.changed, false),
            ("Deprecated", "deprecated", changes.deprecated, false), ("Removed", "removed", changes.removed, true),
        ]
        for (title, anchor, symbols, removed) in sections where !symbols.isEmpty {
            html.element(.h2, [.id(anchor)], text: "\(title) (\(symbols.count))")
            html.element(.ul, [.class("changes-list")]) { html in
                for symbol in symbols {
                    html.element(.li) { html in
                        let href = symbol.path.map { removed ? previousHref($0, links: links) : links.href(to: $0) }
                        if let href {
                            html.element(.a, [.href(href)]) { $0.element(.code, text: symbol.title) }
                        } else {
                            html.element(.code, text: symbol.title)
                        }
                        html.text(" · \(symbol.kind)")
                        if symbol.breaksSource {
                            html.element(.strong, [.class("breaking")], text: " · source-breaking")
                        }
                        if removed, !symbol.breaksSource {
                            html.text(
                                " · replaced by an overload with fewer constraints, which accepts every call of it")
                        }
                        if let replacement = symbol.replacement {
                            html.text(" · use ")
                            html.element(.code, text: replacement)
                            html.text(" instead")
                        }
                        if let before = symbol.before, let after = symbol.after {
                            html.element(.p, [.class("declaration-label")], text: "Before:")
                            declaration(before, label: "before", to: &html)
                            html.element(.p, [.class("declaration-label")], text: "After:")
                            declaration(after, label: "after", to: &html)
                        }
                    }
                }
            }
        }
    }

    private func declaration(_ text: String, label: String, to html: inout HTMLWriter) {
        html.element(.div, [.class("code-block declaration-code"), .aria("label", "Declaration \(label)")]) { html in
            html.element(.pre) { $0.element(.code, [.class("language-swift")], text: text) }
        }
    }

    private func writeArticles(to html: inout HTMLWriter, links: LinkContext) {
        let none = changes.addedArticles.isEmpty && changes.changedArticles.isEmpty && changes.removedArticles.isEmpty
        html.element(.h2, [.id("articles")], text: "Articles")
        guard !none else {
            html.element(.p, text: "No article changed.")
            return
        }
        html.element(.ul, [.class("changes-list")]) { html in
            for article in changes.addedArticles {
                html.element(.li) { html in
                    html.element(.a, [.href(links.href(to: article.path))], text: article.title)
                    html.text(" · added")
                }
            }
            for article in changes.changedArticles {
                html.element(.li) { html in
                    html.element(.a, [.href(links.href(to: article.path))], text: article.title)
                    html.text(" · changed")
                    html.element(.details) { html in
                        let count = article.lines.filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.count
                        html.element(.summary, text: "\(count) line\(count == 1 ? "" : "s") read differently")
                        html.element(.pre, [.class("line-difference")]) { html in
                            for line in article.lines {
                                let tag: HTMLTag = line.hasPrefix("+") ? .ins : line.hasPrefix("-") ? .del : .span
                                html.element(tag, text: line + "\n")
                            }
                        }
                    }
                }
            }
            for article in changes.removedArticles {
                html.element(.li) { html in
                    html.element(.a, [.href(previousHref(article.path, links: links))], text: article.title)
                    html.text(" · removed")
                }
            }
        }
    }

    /// The documentation's Swift blocks that compiled against the version before and fail now.
    private func writeBrokenBlocks(to html: inout HTMLWriter, links: LinkContext) {
        html.element(.h2, [.id("examples")], text: "Examples")
        guard changes.bothChecked else {
            html.element(.p) { html in
                html.text("Run ")
                html.element(.code, text: "napkin-docs check --versions")
                html.text(" to compare what the examples of \(changes.previous) and \(changes.version) compile.")
            }
            return
        }
        guard !changes.brokenBlocks.isEmpty else {
            html.element(
                .p,
                text: "Every Swift block that compiled against \(changes.previous) and is written alike here compiles.")
            return
        }
        html.element(
            .p, [.class("changes-verdict breaking")],
            text:
                "These Swift blocks compiled against \(changes.previous), and fail against \(changes.version) as written:"
        )
        html.element(.ul, [.class("changes-list")]) { html in
            for block in changes.brokenBlocks {
                html.element(.li) { html in
                    html.element(.a, [.href(links.href(to: block.path))], text: block.title)
                    html.text(" · ")
                    html.element(.code, text: block.location)
                    html.text(": \(block.error)")
                }
            }
        }
    }
}
