import DocsMarkup

/// Turns the blocks of a page into HTML nodes.
struct BlockRenderer: Sendable {
    /// Renders the inline content inside the blocks.
    let inlines: InlineRenderer
    /// Highlights Swift code blocks.
    let index: SiteIndex

    /// A renderer for a page of `site` at `links`, honouring the page's raw-HTML setting.
    init(index: SiteIndex, links: LinkContext, allowsRawHTML: Bool) {
        self.index = index
        inlines = InlineRenderer(index: index, links: links, allowsRawHTML: allowsRawHTML)
    }

    func render(_ blocks: [Block]) -> [HTMLNode] {
        blocks.map(render)
    }

    func render(_ block: Block) -> HTMLNode {
        switch block {
        case .paragraph(let content, _):
            return .element("p", inlines.render(content))
        case .heading(let level, let content, let anchor, _):
            return heading(level: level, content: content, anchor: anchor)
        case .codeBlock(let language, _, let code, _):
            return codeBlock(language: language, code: code)
        case .blockQuote(let blocks, _):
            return .element("blockquote", render(blocks))
        case .aside(let kind, let blocks, _):
            return aside(kind, blocks)
        case .list(let style, let items, _):
            return list(style, items)
        case .thematicBreak:
            return .void("hr")
        case .html(let markup, _):
            if HTMLComment.isOnlyComments(markup) { return .empty }
            if inlines.allowsRawHTML { return .trusted(markup) }
            return .element("pre", [.class("escaped-html")], [.element("code", text: markup)])
        case .row(let columns, _):
            return row(columns)
        case .tabNavigator(let tabs, let location):
            return TabNavigatorRenderer(blocks: self).render(tabs, id: "tabs-\(location.line)-\(location.column)")
        case .steps(let steps, _):
            return self.steps(steps)
        }
    }

    private func heading(level: Int, content: [Inline], anchor: String) -> HTMLNode {
        let tag = "h\(min(max(level, 2), 6))"
        return .element(tag, [.id(anchor)]) {
            inlines.render(content)
            HTMLNode.element("a", [.class("anchor"), .href("#" + anchor), .aria("label", "Link to this section: " + content.plainText)], text: "#")
        }
    }

    private func codeBlock(language: String?, code: String) -> HTMLNode {
        let language = language?.lowercased()
        let isSwift = language == "swift"
        // A trailing newline would show as an empty last line.
        let trimmed = code.hasSuffix("\n") ? String(code.dropLast()) : code
        let body: HTMLNode = isSwift ? .trusted(index.highlight(trimmed)) : .text(trimmed)
        var codeAttributes: [HTMLAttribute] = []
        if let language, !language.isEmpty { codeAttributes.append(.class("language-" + language)) }
        return .element("div", [.class("code-block")]) {
            if let language, !language.isEmpty {
                HTMLNode.element("div", [.class("code-label")], text: isSwift ? "Swift" : language)
            }
            HTMLNode.element("pre", [HTMLAttribute("tabindex", "0")], [.element("code", codeAttributes, [body])])
        }
    }

    private func aside(_ kind: AsideKind, _ blocks: [Block]) -> HTMLNode {
        .element("div", [.class("aside aside-\(kind.rawValue.lowercased())"), HTMLAttribute("role", "note")]) {
            HTMLNode.element("p", [.class("aside-label")], text: kind.rawValue)
            render(blocks)
        }
    }

    private func list(_ style: ListStyle, _ items: [[Block]]) -> HTMLNode {
        let children = items.map { HTMLNode.element("li", listItem($0)) }
        switch style {
        case .bullet:
            return .element("ul", children)
        case .ordered(let start):
            return .element("ol", start == 1 ? [] : [HTMLAttribute("start", String(start))], children)
        }
    }

    /// A list item whose only block is a paragraph renders tight, without the `<p>`.
    private func listItem(_ blocks: [Block]) -> [HTMLNode] {
        if blocks.count == 1, case .paragraph(let content, _) = blocks[0] {
            return inlines.render(content)
        }
        return render(blocks)
    }

    private func row(_ columns: [Column]) -> HTMLNode {
        let total = columns.reduce(0) { $0 + max($1.size, 1) }
        return .element("div", [.class("row"), HTMLAttribute("style", "--columns: \(total)")],
                        columns.map { column in
                            .element("div", [.class("column"), HTMLAttribute("style", "--span: \(max(column.size, 1))")], render(column.blocks))
                        })
    }

    private func steps(_ steps: [Step]) -> HTMLNode {
        .element("ol", [.class("steps")], steps.enumerated().map { index, step in
            .element("li", [.class("step")]) {
                HTMLNode.element("p", [.class("step-label")], text: "Step \(index + 1)")
                HTMLNode.element("div", [.class("step-body")], render(step.blocks))
            }
        })
    }
}
