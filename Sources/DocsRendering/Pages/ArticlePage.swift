import DocsMarkup
import DocsSiteModel

/// An article, tutorial or sample-code page: sidebar, title, content, table of contents,
/// previous and next links.
struct ArticlePage: Sendable {
    let index: RenderContext
    let page: Page

    func render() -> [UInt8] {
        let links = LinkContext.page(at: page.path)
        let blocks = BlockRenderer(index: index, page: page, links: links)
        let shell = PageShell(frame: index.frame, links: links)
        let metadata = page.document.metadata
        let kind = metadata.pageKind ?? .article
        let head = PageShell.Head(
            title: "\(page.title) · \(index.frame.siteTitle)",
            description: page.summary,
            canonicalURL: index.frame.configuration.siteURL.map { $0 + page.path.string },
            bodyClass: "page-doc page-\(kind.rawValue.lowercased())"
        )
        return shell.document(head) { html in
            html.element(.div, [.class("layout")]) { html in
                Sidebar(index: index, links: links).write(to: &html)
                html.element(.main, [.id(FrameID.main), .class("content")]) { html in
                    let symbol = page.symbol.map {
                        SymbolSections(
                            details: $0, links: links, holeMarker: index.frame.configuration.versionHoleMarker)
                    }
                    let intro = PageIntro(page: page, blocks: blocks, links: links)
                    html.element(.header, [.class(intro.headerClass("page-header"))]) { html in
                        symbol?.writeBreadcrumbs(to: &html)
                        if let eyebrow = eyebrow(metadata, kind: kind) {
                            html.element(.p, [.class("eyebrow")], text: eyebrow)
                        }
                        intro.writeTitle(symbol == nil ? [] : [.class("symbol-title")], to: &html)
                        intro.writeDetails(to: &html)
                    }
                    TableOfContents(entries: page.tableOfContents).write(to: &html)
                    html.element(.div, [.class("prose")]) { html in
                        // A summary is a paragraph, which hiding the Topics never removes.
                        var prose = page.shownBlocks[...]
                        if let symbol {
                            // The summary, then the declaration, then the rest: DocC's order.
                            if page.symbol?.startsWithSummary == true, let summary = prose.popFirst() {
                                html.element(.div, [.class("symbol-abstract")]) { blocks.write(summary, to: &$0) }
                            }
                            symbol.writeDeclaration(to: &html)
                            symbol.writeUses(to: &html)
                            symbol.writeMentions(to: &html)
                        }
                        blocks.write(Array(prose), to: &html)
                        symbol?.writeGroups(to: &html)
                        // A module's page: its symbols no group lists, after its own Topics.
                        if !metadata.hidesTopics {
                            SymbolGroupList(links: links).write(
                                page.automaticTopics, heading: page.hasTopicsSection ? nil : ("Topics", "topics"),
                                to: &html)
                        }
                    }
                    Pager(previous: page.previous, next: page.next, links: links).write(to: &html)
                }
            }
        }
    }

    /// The small heading above the title: the page's own, else its group, else its kind;
    /// none when `@AutomaticTitleHeading(disabled)` leaves only the page's own.
    private func eyebrow(_ metadata: PageMetadata, kind: PageKind) -> String? {
        if let heading = metadata.titleHeading { return heading }
        guard metadata.showsAutomaticTitleHeading else { return nil }
        if let group = page.groupTitle { return group }
        switch kind {
        case .article: return "Article"
        case .tutorial: return "Tutorial"
        case .sampleCode: return "Sample Code"
        }
    }
}
