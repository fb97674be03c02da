/// `search.html`: every page, grouped as in the sidebar, each with its summary.
///
/// Without JavaScript this is the site's index, and the header's search form lands here.
/// With JavaScript the script reads `?q=` and shows matching pages above the list.
struct SearchPage: Sendable {
    let index: SiteIndex
    var site: Site { index.site }

    func render() -> String {
        let links = LinkContext.page(at: SiteFiles.searchPage)
        let shell = PageShell(site: site, links: links)
        let head = PageShell.Head(
            title: "All pages · \(site.title)",
            description: "Every page of the \(site.title) documentation.",
            canonicalURL: nil,
            bodyClass: "page-doc page-search"
        )
        return shell.document(head) {
            HTMLNode.element("div", [.class("layout")]) {
                Sidebar(index: index, links: links).node
                HTMLNode.element("main", [.id(FrameID.main), .class("content")]) {
                    HTMLNode.element("header", [.class("page-header")]) {
                        HTMLNode.element("p", [.class("eyebrow")], text: "Index")
                        HTMLNode.element("h1", text: "All pages")
                    }
                    HTMLNode.element("div", [.class("prose")]) {
                        HTMLNode.element("div", [.id(FrameID.searchResults), .class("search-results"), .aria("live", "polite"), HTMLAttribute(flag: "hidden")], [])
                        HTMLNode.element("div", [.id(FrameID.allPages)]) {
                            for (title, pages) in sections {
                                HTMLNode.element("h2", text: title)
                                HTMLNode.element("ul", [.class("page-list")], pages.map { entry($0, links: links) })
                            }
                        }
                    }
                }
            }
        }
    }

    /// The groups of the sidebar, then pages no group lists; the root page first.
    private var sections: [(String, [PageLink])] {
        var sections: [(String, [PageLink])] = [("Overview", [PageLink(site.root)])]
        sections += site.groups.map { ($0.title, $0.pages) }
        if !index.ungrouped.isEmpty { sections.append(("More", index.ungrouped)) }
        return sections
    }

    private func entry(_ link: PageLink, links: LinkContext) -> HTMLNode {
        let summary = index.page(named: link.name)?.summary ?? ""
        return .element("li") {
            HTMLNode.element("a", [.href(links.href(to: link.path))], text: link.title)
            if !summary.isEmpty {
                HTMLNode.element("p", text: summary)
            }
        }
    }
}
