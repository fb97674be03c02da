import DocsSiteModel

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
    let index: RenderContext
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
    private let marks: [PagePath: [Int]]

    /// Writes the sidebar as it appears to `outline` from pages that link as `links` does.
    init(outline: SidebarOutline, links: LinkContext) {
        var writer = Writer(links: links)
        writer.html.void(
            .input,
            [
                HTMLAttribute("type", "checkbox"), .id(FrameID.navigationToggle), .class("nav-toggle"),
                .aria("controls", FrameID.sidebar),
            ])
        writer.html.element(
            .label, [HTMLAttribute("for", FrameID.navigationToggle), .class("nav-toggle-label")],
            text: "Browse the documentation")
        writer.html.openStartTag(.nav, [.id(FrameID.sidebar), .class("sidebar"), .aria("label", "Documentation")])
        writer.html.finishStartTag()
        writer.writeSections(of: outline)
        writer.html.endTag(.nav)
        bytes = writer.html.bytes
        marks = writer.marks
    }

    /// The sidebar's markup as it is written, with where the marks go.
    private struct Writer {
        let links: LinkContext
        var html = HTMLWriter(capacity: 4096)
        var marks: [PagePath: [Int]] = [:]
        /// Collapsed groups in a row share one list of links to their first pages: on a site of a
        /// thousand pages, a paragraph and a classed link for each repeated a kilobyte on every page.
        var collapsed: [(title: String, path: PagePath)] = []

        init(links: LinkContext) {
            self.links = links
        }

        /// A link in a list, with the place of its mark.
        mutating func link(title: String, path: PagePath) {
            html.navigationItem { html in
                html.openStartTag(.a, [.href(links.href(to: path))])
                marks[path, default: []].append(html.position)
                html.finishStartTag()
                html.text(title)
                html.endTag(.a)
            }
        }

        /// The groups collapsed so far, as one list of links.
        mutating func writeCollapsed() {
            guard !collapsed.isEmpty else { return }
            let groups = collapsed
            let links = links
            html.element(.ul, [.class("sidebar-groups")]) { html in
                for group in groups {
                    html.navigationItem { $0.element(.a, [.href(links.href(to: group.path))], text: group.title) }
                }
            }
            collapsed = []
        }

        /// On a site of many groups, the ones beyond those listed are counted, and the count
        /// links to the nearest of them, whose pages list the groups around it.
        mutating func countHidden(_ hidden: Range<Int>, _ direction: String, nearest: Int, in outline: SidebarOutline) {
            guard !hidden.isEmpty, let first = outline.sections[nearest].pages.first else { return }
            collapsed.append(
                (hidden.count == 1 ? "1 \(direction) group" : "\(hidden.count) \(direction) groups", first.path))
        }

        /// The sections the current page lists, each expanded or collapsed, then the link to all pages.
        mutating func writeSections(of outline: SidebarOutline) {
            let listed = outline.listedSections(onPageAt: links.currentPath)
            for position in [0] + Array(listed) {
                if position == listed.lowerBound {
                    countHidden(1..<listed.lowerBound, "earlier", nearest: listed.lowerBound - 1, in: outline)
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
                html.openStartTag(.ul, [.class("sidebar-list")])
                html.finishStartTag()
                for page in section.pages { link(title: page.title, path: page.path) }
                html.endTag(.ul)
            }
            countHidden(listed.upperBound..<outline.sections.count, "later", nearest: listed.upperBound, in: outline)
            writeCollapsed()
            if outline.collapsesSections {
                html.openStartTag(.ul, [.class("sidebar-list sidebar-all")])
                html.finishStartTag()
                link(title: "All pages", path: SiteFiles.searchPage)
                html.endTag(.ul)
            }
        }
    }

    /// Writes the sidebar with the links to `currentPath` marked as the current page.
    func write(marking currentPath: PagePath?, to html: inout HTMLWriter) {
        var start = 0
        for mark in currentPath.flatMap({ marks[$0] }) ?? [] {
            html.trusted(bytes: bytes[start..<mark])
            html.trusted(" aria-current=page" as StaticString)
            start = mark
        }
        html.trusted(bytes: bytes[start...])
    }
}
