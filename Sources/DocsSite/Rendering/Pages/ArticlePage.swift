import DocsMarkup

/// An article, tutorial or sample-code page: sidebar, title, content, table of contents,
/// previous and next links.
struct ArticlePage: Sendable {
    let index: SiteIndex
    var site: Site { index.site }
    let page: Page

    func render() -> String {
        let links = LinkContext.page(at: page.path)
        let blocks = BlockRenderer(index: index, links: links, allowsRawHTML: page.document.metadata.allowsRawHTML)
        let shell = PageShell(site: site, links: links)
        let metadata = page.document.metadata
        let kind = metadata.pageKind ?? .article
        let head = PageShell.Head(
            title: "\(page.title) · \(site.title)",
            description: page.summary,
            canonicalURL: site.configuration.siteURL + page.path,
            bodyClass: "page-doc page-\(kind.rawValue.lowercased())"
        )
        return shell.document(head) {
            HTMLNode.element("div", [.class("layout")]) {
                Sidebar(index: index, links: links).node
                HTMLNode.element("main", [.id(FrameID.main), .class("content")]) {
                    HTMLNode.element("header", [.class("page-header")]) {
                        HTMLNode.element("p", [.class("eyebrow")], text: eyebrow(metadata, kind: kind))
                        HTMLNode.element("h1", blocks.inlines.render(page.document.title))
                    }
                    TableOfContents(entries: page.tableOfContents).node
                    HTMLNode.element("div", [.class("prose")], blocks.render(page.document.blocks))
                    Pager(previous: page.previous, next: page.next, links: links).node
                }
            }
        }
    }

    /// The small heading above the title: the page's own, else its group, else its kind.
    private func eyebrow(_ metadata: PageMetadata, kind: PageKind) -> String {
        if let heading = metadata.titleHeading { return heading }
        if let group = page.groupTitle { return group }
        switch kind {
        case .article: return "Article"
        case .tutorial: return "Tutorial"
        case .sampleCode: return "Sample Code"
        }
    }
}
