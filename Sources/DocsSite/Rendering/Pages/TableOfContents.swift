/// "On this page": the page's level-2 and level-3 headings as links to their anchors.
struct TableOfContents: Sendable {
    let entries: [TableOfContentsEntry]

    /// The navigation, or nothing when the page has no headings.
    var node: HTMLNode {
        guard !entries.isEmpty else { return .empty }
        return .element("nav", [.class("toc"), .aria("labelledby", FrameID.tableOfContentsTitle)]) {
            HTMLNode.element("p", [.id(FrameID.tableOfContentsTitle), .class("toc-title")], text: "On this page")
            HTMLNode.element("ul", entries.map { entry in
                .element("li", [.class("toc-level-\(entry.level)")], [.element("a", [.href("#" + entry.anchor)], text: entry.title)])
            })
        }
    }
}
