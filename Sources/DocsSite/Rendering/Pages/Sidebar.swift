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

    func write(to html: inout HTMLWriter) {
        html.void(.input, [HTMLAttribute("type", "checkbox"), .id(FrameID.navigationToggle), .class("nav-toggle"), .aria("controls", FrameID.sidebar)])
        html.element(.label, [HTMLAttribute("for", FrameID.navigationToggle), .class("nav-toggle-label")], text: "Browse the documentation")
        html.element(.nav, [.id(FrameID.sidebar), .class("sidebar"), .aria("label", "Documentation")]) { html in
            for (position, section) in index.sidebar.sections.enumerated() {
                self.section(section, expanded: index.sidebar.expands(position, onPageAt: links.currentPath), to: &html)
            }
            if index.sidebar.collapsesSections {
                html.element(.ul, [.class("sidebar-list sidebar-all")]) { link(title: "All pages", path: SiteFiles.searchPage, to: &$0) }
            }
        }
    }

    private func section(_ section: SidebarOutline.Section, expanded: Bool, to html: inout HTMLWriter) {
        if let title = section.title {
            if expanded {
                html.element(.p, [.class("sidebar-group")], text: title)
            } else if let first = section.pages.first {
                html.element(.p, [.class("sidebar-group")]) { html in
                    html.element(.a, [.class("sidebar-group-link"), .href(links.href(to: first.path))], text: title)
                }
            }
        }
        if expanded {
            html.element(.ul, [.class("sidebar-list")]) { html in
                for page in section.pages { link(title: page.title, path: page.path, to: &html) }
            }
        }
    }

    private func link(title: String, path: String, to html: inout HTMLWriter) {
        var attributes: [HTMLAttribute] = [.href(links.href(to: path))]
        if links.isCurrent(path) { attributes.append(.aria("current", "page")) }
        html.element(.li) { $0.element(.a, attributes, text: title) }
    }
}
