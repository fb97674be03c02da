/// The site navigation: the root page's topic groups, with the current page marked.
///
/// On a narrow screen the list hides behind a "Browse" toggle made of a checkbox and its
/// label, so it opens and closes without JavaScript.
struct Sidebar: Sendable {
    let index: SiteIndex
    var site: Site { index.site }
    let links: LinkContext

    var node: HTMLNode {
        .fragment {
            HTMLNode.void("input", [HTMLAttribute("type", "checkbox"), .id("nav-toggle"), .class("nav-toggle"), .aria("controls", "sidebar")])
            HTMLNode.element("label", [HTMLAttribute("for", "nav-toggle"), .class("nav-toggle-label")], text: "Browse the documentation")
            HTMLNode.element("nav", [.id("sidebar"), .class("sidebar"), .aria("label", "Documentation")]) {
                HTMLNode.element("ul", [.class("sidebar-list")], [link(title: "Overview", path: site.root.path)])
                for group in site.groups {
                    HTMLNode.element("p", [.class("sidebar-group")], text: group.title)
                    HTMLNode.element("ul", [.class("sidebar-list")], group.pages.map { link(title: $0.title, path: $0.path) })
                }
                if !index.ungrouped.isEmpty {
                    HTMLNode.element("p", [.class("sidebar-group")], text: "More")
                    HTMLNode.element("ul", [.class("sidebar-list")], index.ungrouped.map { link(title: $0.title, path: $0.path) })
                }
            }
        }
    }

    private func link(title: String, path: String) -> HTMLNode {
        var attributes: [HTMLAttribute] = [.href(links.href(to: path))]
        if links.isCurrent(path) { attributes.append(.aria("current", "page")) }
        return .element("li", [.element("a", attributes, text: title)])
    }
}
