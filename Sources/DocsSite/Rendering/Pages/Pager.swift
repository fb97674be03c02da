/// The previous and next links at the foot of a page.
struct Pager: Sendable {
    let previous: PageLink?
    let next: PageLink?
    let links: LinkContext

    /// The navigation, or nothing when the page has neither neighbour.
    var node: HTMLNode {
        guard previous != nil || next != nil else { return .empty }
        return .element("nav", [.class("pager"), .aria("label", "Previous and next page")]) {
            if let previous {
                card(previous, rel: "prev", label: "Previous")
            }
            if let next {
                card(next, rel: "next", label: "Next")
            }
        }
    }

    private func card(_ page: PageLink, rel: String, label: String) -> HTMLNode {
        .element("a", [.class("pager-\(rel)"), HTMLAttribute("rel", rel), .href(links.href(to: page.path))]) {
            HTMLNode.element("span", [.class("pager-label")], text: label)
            HTMLNode.element("span", [.class("pager-title")], text: page.title)
        }
    }
}
