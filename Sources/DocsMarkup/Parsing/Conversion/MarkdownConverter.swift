/// Converts cmark's tree of a ``MarkdownRun`` into ``Block``s and ``Inline``s, recognizing the
/// DocC-flavoured pieces cmark does not know: `<doc:>` links, ``` ``Symbol`` ``` links and asides.
///
/// One converter serves a whole document, so that heading anchors are unique across it.
struct MarkdownConverter {
    /// The anchors handed out so far in this document.
    var anchors = HeadingAnchors()
    /// Problems found while converting.
    var diagnostics: [Diagnostic] = []
    /// Where the level-1 headings converted so far are, in the order of the page, nested ones
    /// included: every block converted ends up in the page, so these are the page's.
    var levelOneHeadings: [SourceLocation] = []
    /// The link reference definitions of the run being converted, once a link needed them.
    private var definitions: LinkDefinitions?
    /// The nesting levels (see ``NestingLimit``) around the node being converted.
    private var depth = 0
    /// Whether the run being converted went past the nesting limit (reported once per run).
    private var wentTooDeep = false

    /// Parses a run with cmark and converts it.
    ///
    /// - Parameter depth: the nesting levels around the run (its directives). Content nested
    ///   past ``NestingLimit`` in all is an error and is left out, so the conversion, which
    ///   recurses, goes no deeper than the limit however deep cmark's tree is.
    mutating func blocks(of run: MarkdownRun, depth: Int = 0) -> [Block] {
        definitions = nil
        self.depth = depth
        wentTooDeep = false
        return CmarkDocument.withParsed(run.bytes) { root in
            blocks(root.children, in: run)
        }
    }

    /// Converts what is inside `node`, a node that opens a nesting level, one level deeper; past
    /// the limit, reports the run's first such node and gives `nil`.
    private mutating func nested<Content>(_ node: CmarkNode, in run: MarkdownRun, _ convert: (inout Self) -> Content)
        -> Content?
    {
        guard depth < NestingLimit.maximumDepth else {
            if !wentTooDeep {
                diagnostics.append(NestingLimit.diagnostic(at: run.location(line: node.line, column: node.column)))
            }
            wentTooDeep = true
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return convert(&self)
    }

    private mutating func block(_ node: CmarkNode, in run: MarkdownRun) -> [Block] {
        switch node.kind {
        case .paragraph:
            guard let table = PipeTable.table(inParagraph: node, in: run) else { break }
            return tableBlocks(table, in: run)
        default:
            break
        }
        return singleBlock(node, in: run).map { [$0] } ?? []
    }

    private mutating func singleBlock(_ node: CmarkNode, in run: MarkdownRun) -> Block? {
        let location = run.location(line: node.line, column: node.column)
        switch node.kind {
        case .paragraph:
            return .paragraph(inlines(node.children, in: run), location)
        case .heading:
            let content = inlines(node.children, in: run)
            // The title (level 1) gets no anchor: the document parser takes it out of the blocks.
            if node.headingLevel == 1 { levelOneHeadings.append(location) }
            let anchor = node.headingLevel == 1 ? "" : anchors.anchor(for: content.plainText)
            return .heading(level: node.headingLevel, content: content, anchor: anchor, location)
        case .codeBlock:
            let info = node.fenceInfo
            let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
            return .codeBlock(language: language, info: info, code: node.literal, location)
        case .blockQuote:
            guard let content = nested(node, in: run, { $0.blocks(node.children, in: run) }) else { return nil }
            if let aside = AsideRecognizer.aside(from: content) { return .aside(aside.kind, aside.blocks, location) }
            return .blockQuote(content, location)
        case .list:
            guard
                let items = nested(
                    node, in: run, { converter in node.children.map { converter.blocks($0.children, in: run) } })
            else {
                return nil
            }
            return .list(node.isOrderedList ? .ordered(start: node.listStart) : .bullet, items: items, location)
        case .thematicBreak:
            return .thematicBreak(location)
        case .htmlBlock:
            return .html(node.literal, location)
        default:
            return nil
        }
    }

    private mutating func blocks(_ nodes: CmarkNode.Children, in run: MarkdownRun) -> [Block] {
        nodes.flatMap { block($0, in: run) }
    }

    /// A paragraph that holds a pipe table: the paragraph's lines before it, if any, then the
    /// table, whose cells are read as inline Markdown each on its own (a cell holds no blocks).
    private mutating func tableBlocks(_ found: PipeTable.Found, in run: MarkdownRun) -> [Block] {
        var result: [Block] = []
        if !found.leadingLines.isEmpty {
            let lead = MarkdownRun(
                file: run.file,
                lines: found.leadingLines.map { line, content in
                    let start = run.location(line: line, index: content.startIndex)
                    return SourceLine(bytes: content, line: start.line, columnOffset: start.column - 1)
                })
            result += CmarkDocument.withParsed(lead.bytes) { root in blocks(root.children, in: lead) }
        }
        func cell(_ cell: PipeTable.Cell?) -> [Inline] {
            guard let cell, !cell.bytes.isEmpty else { return [] }
            return inlines(ofCell: cell, in: run)
        }
        let table = Table(
            alignments: found.alignments, header: found.header.map(cell), rows: found.rows.map { $0.map(cell) })
        result.append(.table(table, found.headerLocation))
        return result
    }

    /// A cell's text as inline Markdown, at its place in the file. A `\\|` is a `|` of the
    /// content, as GFM reads it. A cell holds no blocks: one that cmark reads as a block (`# x`,
    /// `- x`, `1. x`, `<div>`) is read again with its first character escaped, then as text.
    private mutating func inlines(ofCell cell: PipeTable.Cell, in run: MarkdownRun) -> [Inline] {
        let start = run.location(line: cell.line, index: cell.bytes.startIndex)
        var bytes: [UInt8] = []
        var index = cell.bytes.startIndex
        while index < cell.bytes.endIndex {
            if cell.bytes[index] == .backslash, index + 1 < cell.bytes.endIndex, cell.bytes[index + 1] == .pipe {
                index += 1
                continue
            }
            bytes.append(cell.bytes[index])
            index += 1
        }
        if let content = paragraphInlines(bytes, at: start) { return content }
        // `1. x` is escaped after its digits, anything else before its first character.
        var escaped = bytes
        escaped.insert(
            .backslash, at: bytes.first?.isASCIIDigit == true ? bytes.firstIndex { !$0.isASCIIDigit } ?? 0 : 0)
        var shifted = start
        shifted.column -= 1
        return paragraphInlines(escaped, at: shifted) ?? [.text(String(decoding: bytes, as: UTF8.self))]
    }

    /// The inlines of `bytes` when cmark reads them as one paragraph, with locations from `start`.
    private mutating func paragraphInlines(_ bytes: [UInt8], at start: SourceLocation) -> [Inline]? {
        let cellRun = MarkdownRun(
            file: start.file, lines: [SourceLine(bytes: bytes[...], line: start.line, columnOffset: start.column - 1)])
        return CmarkDocument.withParsed(cellRun.bytes) { root -> [Inline]? in
            let children = Array(root.children)
            guard children.count == 1, children[0].kind == .paragraph else { return nil }
            return inlines(children[0].children, in: cellRun)
        }
    }

    private mutating func inlines(_ nodes: CmarkNode.Children, in run: MarkdownRun) -> [Inline] {
        // Made at its size: grown an element at a time, a paragraph's list was reallocated a
        // hundred thousand times in a site of a thousand pages.
        var result: [Inline] = []
        result.reserveCapacity(nodes.count)
        for node in nodes {
            if let inline = inline(node, in: run) { result.append(inline) }
        }
        return result
    }

    /// The inlines inside `node`, one level deeper, or `nil` past the limit.
    private mutating func nestedInlines(_ node: CmarkNode, in run: MarkdownRun) -> [Inline]? {
        nested(node, in: run) { $0.inlines(node.children, in: run) }
    }

    private mutating func inline(_ node: CmarkNode, in run: MarkdownRun) -> Inline? {
        switch node.kind {
        case .text: return .text(node.literal)
        case .softBreak: return .softBreak
        case .lineBreak: return .lineBreak
        case .htmlInline: return .html(node.literal)
        case .emphasis: return nestedInlines(node, in: run).map { .emphasis($0) }
        case .strong: return nestedInlines(node, in: run).map { .strong($0) }
        case .image:
            guard let alt = nestedInlines(node, in: run) else { return nil }
            let title = node.title
            let url = node.url
            return .image(
                source: url, title: title.isEmpty ? nil : title, alt: alt.plainText,
                location: destinationLocation(of: node, url: url, in: run))
        case .code: return codeSpan(node, in: run)
        case .link: return nestedInlines(node, in: run).map { link(node, content: $0, in: run) }
        default: return nil
        }
    }

    /// ``` ``Name`` ``` is a symbol link; a code span with any other number of backticks is code.
    private func codeSpan(_ node: CmarkNode, in run: MarkdownRun) -> Inline {
        let literal = node.literal
        let isName = !literal.isEmpty && !literal.utf8.contains(.space) && !literal.utf8.contains(.backtick)
        let line = run.bytes(ofLine: node.line)
        guard isName, let span = InlineSourceFinder.codeSpan(literal, in: line, near: node.column),
            span.backticks == 2
        else { return .code(literal) }
        return .symbolLink(name: literal, run.location(line: node.line, index: span.start))
    }

    /// `<doc:Name>` is a page link; `[text](<doc:Name>)` a link to the page with its own text;
    /// anything else is a link.
    private mutating func link(_ node: CmarkNode, content: [Inline], in run: MarkdownRun) -> Inline {
        let url = node.url
        guard url.hasPrefix("doc:") else {
            let title = node.title
            return .link(
                destination: url, title: title.isEmpty ? nil : title, content: content,
                location: destinationLocation(of: node, url: url, in: run))
        }
        let name = String(url.dropFirst(4))
        var location = run.location(line: node.line, column: node.column)
        guard content == [.text(url)] else {
            // `[text](<doc:Page>)`: a page link with the author's text, checked and resolved
            // like `<doc:Page>` by the resolution stage.
            return .link(destination: url, title: nil, content: content, location: location)
        }
        let line = run.bytes(ofLine: node.line)
        if let index = InlineSourceFinder.occurrence(of: "<\(url)>", in: line, near: node.column) {
            location = run.location(line: node.line, index: index)
        }
        return .docLink(name: name, location)
    }

    /// Where the destination `url` of a link or image is written, so that a relative destination
    /// that leads nowhere is reported on it: after `](` on the node's line (cmark gives a link
    /// the line it closes on) or the next, else, for a relative reference, in the run's link
    /// reference definition (`[x]: url`), else at the node itself.
    private mutating func destinationLocation(of node: CmarkNode, url: String, in run: MarkdownRun) -> SourceLocation {
        let (nodeLine, nodeColumn) = (node.line, node.column)
        for line in [nodeLine, nodeLine + 1] {
            let bytes = run.bytes(ofLine: line)
            if let index = InlineSourceFinder.linkDestination(url, in: bytes, near: nodeColumn) {
                return run.location(line: line, index: index)
            }
        }
        let start = run.location(line: nodeLine, column: nodeColumn)
        guard RelativeReference(url) != nil else { return start }
        if definitions == nil { definitions = LinkDefinitions(of: run) }
        return definitions?.location(of: url) ?? start
    }
}
