import DocsMarkup

/// Writes `@Links(visualStyle:)`: the linked pages as a list with summaries, or as a grid of
/// cards (with the pages' `@PageImage(purpose: card)` in the detailed grid).
struct LinksRenderer {
    /// Writes the links, and the card images as the linked page resolved them.
    let inlines: InlineRenderer

    func write(_ items: [Inline], style: LinksStyle, to html: inout HTMLWriter) {
        html.element(.ul, [.class("links links-\(style.rawValue)")]) { html in
            for item in items {
                html.element(.li, [.class("links-item")]) { html in
                    guard case .docLink(let name, _) = item, let target = inlines.docTarget(name) else {
                        return inlines.write(item, to: &html)
                    }
                    let page = target.page
                    if style == .detailedGrid, let card = page.document.metadata.card {
                        // The card is the linked page's, resolved against its own files.
                        var pageInlines = inlines
                        pageInlines.resolved.destinations = page.resolved.destinations
                        pageInlines.resolved.images = page.resolved.images
                        pageInlines.image(card.source, alt: card.alt ?? "", title: nil, to: &html)
                    }
                    html.element(.a, [.class("doc-link links-title"), .href(target.href)], text: target.text)
                    if style != .compactGrid, !page.summary.isEmpty {
                        html.element(.p, [.class("links-summary")], text: page.summary)
                    }
                }
            }
        }
    }
}
