import DocsSiteModel

/// A page in a list of pages: its title as a link, then its summary when it has one. The
/// landing page's topic cards and `search.html`'s index are made of these.
struct PageListItem {
    let index: RenderContext
    let links: LinkContext

    /// Writes `<li>` (with `attributes`) for the page `link` names.
    func write(_ link: PageLink, _ attributes: [HTMLAttribute] = [], to html: inout HTMLWriter) {
        let summary = index.summary(ofPageNamed: link.name) ?? ""
        html.element(.li, attributes) { html in
            html.element(.a, [.href(links.href(to: link.path))], text: link.title)
            if !summary.isEmpty {
                html.element(.p, text: summary)
            }
        }
    }
}
