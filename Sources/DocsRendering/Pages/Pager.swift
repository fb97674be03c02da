import DocsSiteModel

/// The previous and next links at the foot of a page.
struct Pager: Sendable {
    let previous: PageLink?
    let next: PageLink?
    let links: LinkContext

    /// Writes the navigation, or nothing when the page has neither neighbour.
    func write(to html: inout HTMLWriter) {
        guard previous != nil || next != nil else { return }
        html.element(.nav, [.class("pager"), .aria("label", "Previous and next page")]) { html in
            if let previous {
                card(previous, rel: "prev", label: "Previous", to: &html)
            }
            if let next {
                card(next, rel: "next", label: "Next", to: &html)
            }
        }
    }

    private func card(_ page: PageLink, rel: String, label: String, to html: inout HTMLWriter) {
        html.element(.a, [.class("pager-\(rel)"), HTMLAttribute("rel", rel), .href(links.href(to: page.path))]) {
            html in
            html.element(.span, [.class("pager-label")], text: label)
            html.element(.span, [.class("pager-title")], text: page.title)
        }
    }
}
