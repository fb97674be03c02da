import DocsSiteModel

/// `search.html`: every page, grouped as in the sidebar, each with its summary.
///
/// Without JavaScript this is the site's index, and the header's search form lands here.
/// With JavaScript the script reads `?q=` and shows matching pages above the list.
///
/// It shows what `listing` holds and what it reads through `index`, nothing else of the site.
struct SearchPage: Sendable {
    let listing: SiteListing
    let index: RenderContext

    func render() -> [UInt8] {
        let links = LinkContext.page(at: SiteFiles.searchPage)
        let shell = PageShell(frame: index.frame, links: links)
        let title = index.frame.siteTitle
        let head = PageShell.Head(
            title: "All pages · \(title)",
            description: "Every page of the \(title) documentation.",
            canonicalURL: nil,
            bodyClass: "page-doc page-search"
        )
        return shell.document(head) { html in
            html.element(.div, [.class("layout")]) { html in
                Sidebar(index: index, links: links).write(to: &html)
                html.element(.main, [.id(FrameID.main), .class("content")]) { html in
                    html.element(.header, [.class("page-header")]) { html in
                        html.element(.p, [.class("eyebrow")], text: "Index")
                        html.element(.h1, text: "All pages")
                    }
                    html.element(.div, [.class("prose")]) { html in
                        html.emptyElement(
                            .div,
                            [
                                .id(FrameID.searchResults), .class("search-results"), .aria("live", "polite"),
                                HTMLAttribute(flag: "hidden"),
                            ])
                        html.element(.div, [.id(FrameID.allPages)]) { html in
                            for (title, pages) in sections {
                                html.element(.h2, text: title)
                                html.element(.ul, [.class("page-list")]) { html in
                                    for page in pages {
                                        PageListItem(index: index, links: links).write(page, to: &html)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The groups of the sidebar, then pages no group lists; the root page first.
    private var sections: [(String, [PageLink])] {
        var sections: [(String, [PageLink])] = [("Overview", [PageLink(listing.root)])]
        sections += listing.groups.map { ($0.title, $0.pages) }
        if !listing.ungrouped.isEmpty { sections.append(("More", listing.ungrouped)) }
        return sections
    }
}
