extension Block {
    /// The blocks directly inside this one: a quote's or aside's content, every list item's
    /// blocks, every panel and step, in order.
    package var childBlocks: [Block] {
        var blocks: [Block] = []
        forEachChildBlockList { blocks += $0 }
        return blocks
    }

    /// Calls `body` with each list of blocks directly inside this one, in order (a quote's
    /// content, each list item, panel and step), without gathering them into one array:
    /// what a walk over every block of a document calls, for each of its blocks.
    package func forEachChildBlockList(_ body: ([Block]) -> Void) {
        switch self {
        case .blockQuote(let blocks, _), .aside(_, let blocks, _), .box(_, let blocks, _):
            body(blocks)
        case .list(_, let items, _): items.forEach(body)
        case .panels(_, let panels, _): for panel in panels { body(panel.blocks) }
        case .steps(let steps, _): for step in steps { body(step.blocks) }
        case .media(let media, _): body(media.caption)
        case .paragraph, .heading, .codeBlock, .thematicBreak, .html, .table, .links, .snippet, .codeFile: break
        }
    }

    /// This block with `transform` applied to every block inside it, nested ones first, and
    /// then to itself.
    package func mappingBlocks(_ transform: (Block) -> Block) -> Block {
        func all(_ blocks: [Block]) -> [Block] { blocks.map { $0.mappingBlocks(transform) } }
        let mapped: Block
        switch self {
        case .blockQuote(let blocks, let location): mapped = .blockQuote(all(blocks), location)
        case .aside(let kind, let blocks, let location): mapped = .aside(kind, all(blocks), location)
        case .list(let style, let items, let location): mapped = .list(style, items: items.map(all), location)
        case .panels(let style, var panels, let location):
            for index in panels.indices { panels[index].blocks = all(panels[index].blocks) }
            mapped = .panels(style, panels, location)
        case .steps(var steps, let location):
            for index in steps.indices { steps[index].blocks = all(steps[index].blocks) }
            mapped = .steps(steps, location)
        case .media(var media, let location):
            media.caption = all(media.caption)
            mapped = .media(media, location)
        case .box(let style, let blocks, let location): mapped = .box(style, all(blocks), location)
        case .paragraph, .heading, .codeBlock, .thematicBreak, .html, .table, .links, .snippet, .codeFile:
            mapped = self
        }
        return transform(mapped)
    }

    /// The inline content directly in this block (a paragraph's or heading's, a table's cells
    /// one after another, the links of `@Links`), empty otherwise.
    package var inlineContent: [Inline] {
        var inlines: [Inline] = []
        forEachInlineList { inlines += $0 }
        return inlines
    }

    /// Calls `body` with each list of inlines directly in this block, in order (a paragraph's
    /// or heading's, each table cell's, the links of `@Links`), without gathering them.
    package func forEachInlineList(_ body: ([Inline]) -> Void) {
        switch self {
        case .paragraph(let inlines, _), .heading(_, let inlines, _, _): body(inlines)
        case .table(let table, _):
            // Row by row, without gathering every cell into one array first.
            table.header.forEach(body)
            for row in table.rows { row.forEach(body) }
        case .links(_, let links, _): body(links)
        case .codeBlock, .blockQuote, .aside, .list, .thematicBreak, .html, .panels, .steps, .media,
            .box, .snippet, .codeFile:
            break
        }
    }
}

extension Inline {
    /// The inlines directly inside this one (of emphasis, strong and links).
    package var childInlines: [Inline] {
        switch self {
        case .emphasis(let content), .strong(let content), .link(_, _, let content, _): content
        case .text, .code, .image, .docLink, .symbolLink, .html, .softBreak, .lineBreak: []
        }
    }
}

/// A code block found anywhere in a document, for tools that work on code (the tutorial extractor).
package struct CodeBlockReference: Sendable, Equatable {
    /// The first word of the info string, if any.
    package var language: String?
    /// The whole info string.
    package var info: String
    /// The code, ending with a newline.
    package var code: String
    /// Where the block starts: the opening fence of a fenced block.
    package var location: SourceLocation

    /// Creates a reference.
    package init(language: String?, info: String, code: String, location: SourceLocation) {
        self.language = language
        self.info = info
        self.code = code
        self.location = location
    }
}

extension Document {
    /// Calls `body` with each list of inlines directly in a block of the document (the title,
    /// each paragraph, heading, table cell and `@Links`), in source order: what the walks over
    /// every inline start from.
    package func forEachInlineList(_ body: ([Inline]) -> Void) {
        func visit(_ blocks: [Block]) {
            for index in blocks.indices {
                blocks[index].forEachInlineList(body)
                blocks[index].forEachChildBlockList(visit)
            }
        }
        body(title)
        visit(blocks)
    }

    /// Calls `body` with every inline of the document, the title's included, in source order;
    /// an inline comes before the inlines inside it.
    package func forEachInline(_ body: (Inline) -> Void) {
        func visit(_ inlines: [Inline]) {
            for inline in inlines {
                body(inline)
                visit(inline.childInlines)
            }
        }
        forEachInlineList(visit)
    }

    /// Calls `body` with every inline of the document that leads somewhere (a link, an image, a
    /// `<doc:>` or symbol link), the title's included, in source order: what resolution checks
    /// and resolves of every page.
    ///
    /// Each inline is looked at where it lies in its list, and only these are handed to `body`:
    /// handing every inline on (``forEachInline(_:)``) copies each one, a reference count for
    /// each string it holds, and prose is mostly text.
    package func forEachReference(_ body: (Inline) -> Void) {
        func visit(_ inlines: [Inline]) {
            for index in inlines.indices {
                switch inlines[index] {
                case .text, .code, .html, .softBreak, .lineBreak: break
                case .emphasis(let content), .strong(let content): visit(content)
                case .link(_, _, let content, _):
                    body(inlines[index])
                    visit(content)
                case .image, .docLink, .symbolLink: body(inlines[index])
                }
            }
        }
        forEachInlineList(visit)
    }

    /// Calls `body` with every block of the document, nested ones included, in source order;
    /// a block comes before the blocks inside it.
    package func forEachBlock(_ body: (Block) -> Void) {
        func visit(_ blocks: [Block]) {
            for block in blocks {
                body(block)
                block.forEachChildBlockList(visit)
            }
        }
        visit(blocks)
    }

    /// Every code block of the document, nested ones included, in source order.
    package var codeBlocks: [CodeBlockReference] {
        var found: [CodeBlockReference] = []
        forEachBlock { block in
            if case .codeBlock(let language, let info, let code, let location) = block {
                found.append(CodeBlockReference(language: language, info: info, code: code, location: location))
            }
        }
        return found
    }
}
