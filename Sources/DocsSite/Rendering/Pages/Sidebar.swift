/// The site navigation: the root page's topic groups, with the current page marked.
///
/// On a large site (see ``SidebarOutline``) only the current page's group lists its pages;
/// every other group is a link to its first page (on a site of many groups, the groups nearest
/// the current one, and a count of the others), and `search.html` lists them all. It is
/// plain links, so it works without JavaScript. On a narrow screen the list hides behind a
/// "Browse" toggle made of a checkbox and its label, so it opens and closes without JavaScript
/// too.
///
/// Every page of a directory whose sidebar expands the same section has the same sidebar but
/// for the mark on the current link, so it is written once per build (``SidebarTemplate``)
/// and copied with the mark put in.
struct Sidebar: Sendable {
    let index: SiteIndex
    let links: LinkContext

    func write(to html: inout HTMLWriter) {
        index.sidebarTemplate(for: links).write(marking: links.currentPath, to: &html)
    }
}

/// A sidebar written without its current-page mark, and where that mark goes for each link.
struct SidebarTemplate: Sendable {
    /// The sidebar's markup.
    private let bytes: [UInt8]
    /// For each linked path, the positions in `bytes` where its links' `<a …` tags end, where
    /// ` aria-current=page` goes on the page at that path.
    private let marks: [String: [Int]]

    /// Writes the sidebar as it appears to `outline` from pages that link as `links` does.
    init(outline: SidebarOutline, links: LinkContext) {
        var html = HTMLWriter(capacity: 4096)
        var marks: [String: [Int]] = [:]
        func link(title: String, path: String, to html: inout HTMLWriter) {
            html.navigationItem { html in
                html.openStartTag(.a, [.href(links.href(to: path))])
                marks[path, default: []].append(html.position)
                html.finishStartTag()
                html.text(title)
                html.endTag(.a)
            }
        }
        html.void(
            .input,
            [
                HTMLAttribute("type", "checkbox"), .id(FrameID.navigationToggle), .class("nav-toggle"),
                .aria("controls", FrameID.sidebar),
            ])
        html.element(
            .label, [HTMLAttribute("for", FrameID.navigationToggle), .class("nav-toggle-label")],
            text: "Browse the documentation")
        html.element(.nav, [.id(FrameID.sidebar), .class("sidebar"), .aria("label", "Documentation")]) { html in
            // Collapsed groups in a row share one list of links to their first pages: on a site
            // of a thousand pages, a paragraph and a classed link for each repeated a kilobyte
            // on every page.
            var collapsed: [(title: String, path: String)] = []
            func writeCollapsed() {
                guard !collapsed.isEmpty else { return }
                html.element(.ul, [.class("sidebar-groups")]) { html in
                    for group in collapsed {
                        html.navigationItem { $0.element(.a, [.href(links.href(to: group.path))], text: group.title) }
                    }
                }
                collapsed = []
            }
            let listed = outline.listedSections(onPageAt: links.currentPath)
            // On a site of many groups, the ones beyond those listed are counted, and the count
            // links to the nearest of them, whose pages list the groups around it.
            func countHidden(_ hidden: Range<Int>, _ direction: String, nearest: Int) {
                guard !hidden.isEmpty, let first = outline.sections[nearest].pages.first else { return }
                collapsed.append(
                    (hidden.count == 1 ? "1 \(direction) group" : "\(hidden.count) \(direction) groups", first.path))
            }
            for position in [0] + Array(listed) {
                if position == listed.lowerBound {
                    countHidden(1..<listed.lowerBound, "earlier", nearest: listed.lowerBound - 1)
                }
                let section = outline.sections[position]
                guard outline.expands(position, onPageAt: links.currentPath) else {
                    if let title = section.title, let first = section.pages.first {
                        collapsed.append((title, first.path))
                    }
                    continue
                }
                writeCollapsed()
                if let title = section.title {
                    html.element(.p, [.class("sidebar-group")], text: title)
                }
                html.element(.ul, [.class("sidebar-list")]) { html in
                    for page in section.pages { link(title: page.title, path: page.path, to: &html) }
                }
            }
            countHidden(listed.upperBound..<outline.sections.count, "later", nearest: listed.upperBound)
            writeCollapsed()
            if outline.collapsesSections {
                html.element(.ul, [.class("sidebar-list sidebar-all")]) {
                    link(title: "All pages", path: SiteFiles.searchPage, to: &$0)
                }
            }
        }
        bytes = html.bytes
        self.marks = marks
    }

    /// Writes the sidebar with the links to `currentPath` marked as the current page.
    func write(marking currentPath: String, to html: inout HTMLWriter) {
        var start = 0
        for mark in marks[currentPath] ?? [] {
            html.trusted(bytes: bytes[start..<mark])
            html.trusted(" aria-current=page" as StaticString)
            start = mark
        }
        html.trusted(bytes: bytes[start...])
    }
}
