extension Block {
    /// The blocks directly inside this one: a quote's or aside's content, every list item's
    /// blocks, every column, tab and step, in order.
    package var childBlocks: [Block] {
        switch self {
        case .blockQuote(let blocks, _), .aside(_, let blocks, _): blocks
        case .list(_, let items, _): items.flatMap { $0 }
        case .row(let columns, _): columns.flatMap(\.blocks)
        case .tabNavigator(let tabs, _): tabs.flatMap(\.blocks)
        case .steps(let steps, _): steps.flatMap(\.blocks)
        case .small(let blocks, _), .deprecationSummary(let blocks, _): blocks
        case .media(let media, _): media.caption
        case .paragraph, .heading, .codeBlock, .thematicBreak, .html, .table, .links, .snippet, .codeFile: []
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
        case .row(var columns, let location):
            for index in columns.indices { columns[index].blocks = all(columns[index].blocks) }
            mapped = .row(columns, location)
        case .tabNavigator(var tabs, let location):
            for index in tabs.indices { tabs[index].blocks = all(tabs[index].blocks) }
            mapped = .tabNavigator(tabs, location)
        case .steps(var steps, let location):
            for index in steps.indices { steps[index].blocks = all(steps[index].blocks) }
            mapped = .steps(steps, location)
        case .media(var media, let location):
            media.caption = all(media.caption)
            mapped = .media(media, location)
        case .small(let blocks, let location): mapped = .small(all(blocks), location)
        case .deprecationSummary(let blocks, let location): mapped = .deprecationSummary(all(blocks), location)
        case .paragraph, .heading, .codeBlock, .thematicBreak, .html, .table, .links, .snippet, .codeFile:
            mapped = self
        }
        return transform(mapped)
    }

    /// The inline content directly in this block (a paragraph's or heading's, a table's cells
    /// one after another, the links of `@Links`), empty otherwise.
    package var inlineContent: [Inline] {
        switch self {
        case .paragraph(let inlines, _), .heading(_, let inlines, _, _): inlines
        case .table(let table, _): table.cells.flatMap { $0 }
        case .links(_, let links, _): links
        case .codeBlock, .blockQuote, .aside, .list, .thematicBreak, .html, .row, .tabNavigator, .steps, .media,
            .small, .snippet, .deprecationSummary, .codeFile:
            []
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
    /// Calls `body` with every inline of the document, the title's included, in source order;
    /// an inline comes before the inlines inside it.
    package func forEachInline(_ body: (Inline) -> Void) {
        func visit(_ inline: Inline) {
            body(inline)
            inline.childInlines.forEach(visit)
        }
        func visit(_ block: Block) {
            block.inlineContent.forEach(visit)
            block.childBlocks.forEach(visit)
        }
        title.forEach(visit)
        blocks.forEach(visit)
    }

    /// Calls `body` with every block of the document, nested ones included, in source order;
    /// a block comes before the blocks inside it.
    package func forEachBlock(_ body: (Block) -> Void) {
        func visit(_ block: Block) {
            body(block)
            block.childBlocks.forEach(visit)
        }
        blocks.forEach(visit)
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
