import DocsSiteModel

/// "On this page": the page's level-2 and level-3 headings as links to their anchors.
struct TableOfContents: Sendable {
    let entries: [TableOfContentsEntry]

    /// Writes the navigation, or nothing when the page has no headings.
    func write(to html: inout HTMLWriter) {
        guard !entries.isEmpty else { return }
        html.element(.nav, [.class("toc"), .aria("labelledby", FrameID.tableOfContentsTitle)]) { html in
            html.element(.p, [.id(FrameID.tableOfContentsTitle), .class("toc-title")], text: "On this page")
            html.element(.ul) { html in
                for entry in entries {
                    html.navigationItem([.class("toc-level-\(entry.level)")]) { html in
                        html.element(.a, [.href("#" + entry.anchor)], text: entry.title)
                    }
                }
            }
        }
    }
}
