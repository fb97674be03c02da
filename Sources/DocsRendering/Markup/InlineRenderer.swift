import DocsMarkup
import DocsSiteModel

/// Writes inline content as HTML for one page.
struct InlineRenderer: Sendable {
    /// The site, for `<doc:>` titles and symbol URLs.
    let index: RenderContext
    /// Where the page sits, for relative hrefs.
    let links: LinkContext
    /// Whether the page passes its raw HTML through (`@AllowRawHTML`).
    let allowsRawHTML: Bool
    /// Where the page's destinations, images, symbol links and `<doc:>` links lead (see ``Page/resolved``).
    var resolved: ResolvedLinks
    /// The name of the page being written, for links to its own headings.
    var currentPage: PageName? = nil

    func write(_ inlines: [Inline], to html: inout HTMLWriter) {
        for inline in inlines { write(inline, to: &html) }
    }

    func write(_ inline: Inline, to html: inout HTMLWriter) {
        switch inline {
        case .text(let text):
            html.text(text)
        case .code(let code):
            html.element(.code, text: code)
        case .emphasis(let content):
            html.element(.em) { write(content, to: &$0) }
        case .strong(let content):
            html.element(.strong) { write(content, to: &$0) }
        case .link(let destination, let title, let content, _):
            var attributes = [HTMLAttribute.href(href(forDestination: destination))]
            if destination.hasPrefix("doc:"), let target = docTarget(String(destination.dropFirst(4))) {
                // `[text](<doc:Page>)`: the page's link with the author's text.
                attributes = [.class("doc-link"), .href(target.href)]
            }
            if let title { attributes.append(HTMLAttribute("title", title)) }
            html.element(.a, attributes) { write(content, to: &$0) }
        case .image(let source, let title, let alt, _):
            image(source, alt: alt, title: title, to: &html)
        case .docLink(let name, _):
            docLink(named: name, to: &html)
        case .symbolLink(let name, _):
            symbolLink(name, to: &html)
        case .html(let markup):
            if HTMLComment.isOnlyComments(markup) { return }
            if allowsRawHTML { html.trusted(markup) } else { html.text(markup) }
        case .softBreak:
            html.trusted("\n" as StaticString)
        case .lineBreak:
            html.void(.br)
        }
    }

    /// An image: one file as `<img>`; one with `@2x` variants with a `srcset` and its size in
    /// CSS pixels, so that a `@2x` file shows at half its pixel size; one with `~dark`
    /// variants as a `<picture>` whose dark source follows the reader's colour scheme.
    func image(_ source: String, alt: String, title: String?, to html: inout HTMLWriter) {
        guard let image = resolved.images[source] else {
            var attributes = [HTMLAttribute("src", href(forDestination: source)), HTMLAttribute("alt", alt)]
            if let title { attributes.append(HTMLAttribute("title", title)) }
            attributes.append(HTMLAttribute("loading", "lazy"))
            return html.void(.img, attributes)
        }
        func sourceSet(_ files: [ResolvedImage.File]) -> String {
            files.map { links.href(to: $0.path) + ($0.scale == 1 ? "" : " \($0.scale)x") }.joined(separator: ", ")
        }
        var attributes = [
            HTMLAttribute("src", links.href(to: image.light[0].path)), HTMLAttribute("srcset", sourceSet(image.light)),
            HTMLAttribute("alt", alt),
        ]
        if let title { attributes.append(HTMLAttribute("title", title)) }
        if let size = image.size {
            attributes += [HTMLAttribute("width", String(size.width)), HTMLAttribute("height", String(size.height))]
        }
        attributes.append(HTMLAttribute("loading", "lazy"))
        guard !image.dark.isEmpty else { return html.void(.img, attributes) }
        html.element(.picture) { html in
            html.void(
                .source,
                [
                    HTMLAttribute("media", "(prefers-color-scheme: dark)"),
                    HTMLAttribute("srcset", sourceSet(image.dark)), .data("dark", ""),
                ])
            html.void(.img, attributes)
        }
    }

    /// A Markdown link or image destination as this page writes it: one that resolution
    /// resolved (a copied file, another page's Markdown) leads to its place in the site;
    /// any other is written as the author wrote it.
    func href(forDestination destination: String) -> String {
        guard let target = resolved.destinations[destination] else { return destination }
        return links.href(to: target)
    }

    /// Where the `<doc:>` link `name` leads, what it shows (a heading's text, else the page's
    /// title), and the page it leads to.
    func docTarget(_ name: String) -> (href: String, text: String, page: Page)? {
        let target = resolved.docLinks[name] ?? DocLinkTarget(page: PageName(name))
        guard let page = index.page(named: target.page) else { return nil }
        let anchor = target.anchor.map { "#" + $0 } ?? ""
        // A heading of this page is linked by its anchor alone.
        let href = target.page == currentPage && !anchor.isEmpty ? anchor : links.href(to: page.path) + anchor
        return (href, target.headingTitle ?? page.title, page)
    }

    /// A link to the page or heading `name` names, showing its title.
    func docLink(named name: String, to html: inout HTMLWriter) {
        if let external = resolved.docLinks[name], let url = external.externalURL {
            return html.element(.a, [.class("doc-link"), .href(url)], text: external.headingTitle ?? url)
        }
        guard let target = docTarget(name) else {
            // Resolution rejects unknown names; write the name rather than a dead link.
            return html.element(.span, [.class("unresolved-link")], text: name)
        }
        html.element(.a, [.class("doc-link"), .href(target.href)], text: target.text)
    }

    private func symbolLink(_ name: String, to html: inout HTMLWriter) {
        if let path = resolved.symbols[name] {
            // As DocC shows it: the symbol's own name, without the path that led to it.
            return html.element(.a, [.class("symbol-link"), .href(links.href(to: path))]) { html in
                html.element(.code, [.class("symbol")], text: index.title(ofPageAt: path) ?? name)
            }
        }
        // A symbol without a page (known from a --symbols list) is shown as code.
        html.element(.code, [.class("symbol")], text: name)
    }
}
