/// The site navigation: the root page's topic groups, with the current page marked.
///
/// On a large site (see ``SidebarOutline``) only the current page's group lists its pages;
/// every other group is a link to its first page, and `search.html` lists them all. It is
/// plain links, so it works without JavaScript. On a narrow screen the list hides behind a
/// "Browse" toggle made of a checkbox and its label, so it opens and closes without JavaScript
/// too.
struct Sidebar: Sendable {
    let index: SiteIndex
    let links: LinkContext

    var node: HTMLNode {
        .fragment {
            HTMLNode.void("input", [HTMLAttribute("type", "checkbox"), .id(FrameID.navigationToggle), .class("nav-toggle"), .aria("controls", FrameID.sidebar)])
            HTMLNode.element("label", [HTMLAttribute("for", FrameID.navigationToggle), .class("nav-toggle-label")], text: "Browse the documentation")
            HTMLNode.element("nav", [.id(FrameID.sidebar), .class("sidebar"), .aria("label", "Documentation")]) {
                for (position, section) in index.sidebar.sections.enumerated() {
                    self.section(section, expanded: index.sidebar.expands(position, onPageAt: links.currentPath))
                }
                if index.sidebar.collapsesSections {
                    HTMLNode.element("ul", [.class("sidebar-list sidebar-all")], [link(title: "All pages", path: SiteFiles.searchPage)])
                }
            }
        }
    }

    private func section(_ section: SidebarOutline.Section, expanded: Bool) -> HTMLNode {
        .fragment {
            if let title = section.title {
                if expanded {
                    HTMLNode.element("p", [.class("sidebar-group")], text: title)
                } else if let first = section.pages.first {
                    HTMLNode.element("p", [.class("sidebar-group")], [
                        .element("a", [.class("sidebar-group-link"), .href(links.href(to: first.path))], text: title),
                    ])
                }
            }
            if expanded {
                HTMLNode.element("ul", [.class("sidebar-list")], section.pages.map { link(title: $0.title, path: $0.path) })
            }
        }
    }

    private func link(title: String, path: String) -> HTMLNode {
        var attributes: [HTMLAttribute] = [.href(links.href(to: path))]
        if links.isCurrent(path) { attributes.append(.aria("current", "page")) }
        return .element("li", [.element("a", attributes, text: title)])
    }
}
