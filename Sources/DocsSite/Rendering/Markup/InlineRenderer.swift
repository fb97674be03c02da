import DocsMarkup

/// Turns inline content into HTML nodes for one page.
struct InlineRenderer: Sendable {
    /// The site, for `<doc:>` titles and symbol URLs.
    let index: SiteIndex
    var site: Site { index.site }
    /// Where the page sits, for relative hrefs.
    let links: LinkContext
    /// Whether the page passes its raw HTML through (`@AllowRawHTML`).
    let allowsRawHTML: Bool

    func render(_ inlines: [Inline]) -> [HTMLNode] {
        inlines.map(render)
    }

    func render(_ inline: Inline) -> HTMLNode {
        switch inline {
        case .text(let text):
            return .text(text)
        case .code(let code):
            return .element("code", text: code)
        case .emphasis(let content):
            return .element("em", render(content))
        case .strong(let content):
            return .element("strong", render(content))
        case .link(let destination, let title, let content, _):
            var attributes = [HTMLAttribute.href(LinkDestination.href(destination, index: index, links: links))]
            if let title { attributes.append(HTMLAttribute("title", title)) }
            return .element("a", attributes, render(content))
        case .image(let source, let title, let alt, _):
            var attributes = [HTMLAttribute("src", LinkDestination.href(source, index: index, links: links)), HTMLAttribute("alt", alt)]
            if let title { attributes.append(HTMLAttribute("title", title)) }
            attributes.append(HTMLAttribute("loading", "lazy"))
            return .void("img", attributes)
        case .docLink(let name, _):
            return docLink(named: name)
        case .symbolLink(let name, _):
            return symbolLink(name)
        case .html(let markup):
            if HTMLComment.isOnlyComments(markup) { return .empty }
            return allowsRawHTML ? .trusted(markup) : .text(markup)
        case .softBreak:
            return .text("\n")
        case .lineBreak:
            return .void("br")
        }
    }

    /// A link to the page named `name`, showing its title.
    func docLink(named name: String) -> HTMLNode {
        guard let page = index.page(named: name) else {
            // Resolution rejects unknown names; render the name rather than a dead link.
            return .element("span", [.class("unresolved-link")], text: name)
        }
        return .element("a", [.class("doc-link"), .href(links.href(to: page.path))], text: page.title)
    }

    private func symbolLink(_ name: String) -> HTMLNode {
        let code = HTMLNode.element("code", [.class("symbol")], text: name)
        guard case .some(.some(let url)) = site.symbols[name] else { return code }
        return .element("a", [.class("symbol-link"), .href(links.href(forSiteURL: url))], [code])
    }
}
