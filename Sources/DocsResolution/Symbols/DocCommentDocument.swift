import DocsHighlighting
import DocsMarkup
import DocsSymbols

/// A symbol's doc comment read as a page: its Markdown parsed by the same stage as the
/// articles, with locations in the Swift file, and DocC's callouts (`- Parameters:`,
/// `- Returns:`, `- Throws:`, `- Note:` …) made into sections and asides.
struct DocCommentDocument: Sendable {
    /// The page's document: the summary first, then Parameters, Return Value, Throws and
    /// Discussion sections.
    let document: Document
    /// Whether the document's first block is the summary.
    let startsWithSummary: Bool
    /// What parsing the comment found, at their places in the Swift file.
    let diagnostics: [Diagnostic]

    init(symbol: APISymbol, pageName: PageName) {
        let comment = symbol.docComment ?? DocComment(lines: [])
        let file = comment.lines.first?.start?.file ?? symbol.location?.file ?? "\(symbol.module).symbols.json"
        // Each line is read at its place in the Swift file (after its `///`), so that every
        // location of the page, a link's included, points there. A line the graph does not
        // place follows the one before it.
        var next = (line: 1, column: 1)
        let lines = comment.lines.map { commentLine -> PlacedLine in
            let start = commentLine.start.map { (line: $0.line, column: $0.column) } ?? next
            next = (start.line + 1, start.column)
            return PlacedLine(text: commentLine.text, line: start.line, column: start.column)
        }
        let parsed = DocumentParser().blocks(ofLines: lines, file: file)
        let sections = DocCommentSections(
            DocCommentCode.labelingSwift(parsed.blocks),
            at: SourceLocation(file: file, line: symbol.location?.line ?? 1, column: 1),
            discussionTitle: symbol.kind.discussionTitle)
        startsWithSummary = sections.summary != nil
        let titleLocation = SourceLocation(
            file: file, line: symbol.location?.line ?? 1, column: symbol.location?.column ?? 1)
        var metadata = PageMetadata()
        metadata.titleHeading = symbol.kind.displayName
        document = Document(
            name: pageName, sourcePath: SourcePath(file), title: [.text(symbol.name)], titleLocation: titleLocation,
            metadata: metadata, blocks: sections.blocks, warnings: parsed.diagnostics.warnings)
        diagnostics = parsed.diagnostics.errors
    }
}

/// The blocks of a doc comment sorted into DocC's sections.
struct DocCommentSections {
    /// The first paragraph.
    var summary: [Inline]?
    /// Every block of the page, in order: the summary, then the sections.
    var blocks: [Block] = []

    /// Sorts `blocks`, a comment's, into sections; the discussion is titled `discussionTitle`
    /// unless it starts with a heading of its own, as DocC titles it.
    init(_ blocks: [Block], at location: SourceLocation, discussionTitle: String = "Discussion") {
        var rest = blocks[...]
        if case .paragraph(let inlines, _)? = rest.first {
            summary = inlines
            self.blocks.append(rest.removeFirst())
        }
        var parameters: [[Block]] = []
        var returns: [Block] = []
        var throwing: [Block] = []
        var discussion: [Block] = []
        for block in rest {
            guard case .list(.bullet, let items, let listLocation) = block else {
                discussion.append(block)
                continue
            }
            var kept: [[Block]] = []
            for item in items {
                switch Callout(item) {
                case .parameters(let nested): parameters += nested
                case .parameter(let entry): parameters.append(entry)
                case .returns(let content): returns += content
                case .throws(let content): throwing += content
                case .aside(let kind, let content):
                    if !kept.isEmpty {
                        discussion.append(.list(.bullet, items: kept, listLocation))
                        kept = []
                    }
                    discussion.append(.aside(kind, content, item.first?.location ?? listLocation))
                case nil: kept.append(item)
                }
            }
            if !kept.isEmpty { discussion.append(.list(.bullet, items: kept, listLocation)) }
        }
        func section(_ title: String, _ anchor: String, _ content: [Block]) {
            guard !content.isEmpty else { return }
            self.blocks.append(
                .heading(level: 2, content: [.text(title)], anchor: anchor, content.first?.location ?? location))
            self.blocks += content
        }
        section(
            "Parameters", "parameters",
            parameters.isEmpty ? [] : [.list(.bullet, items: parameters, parameters[0].first?.location ?? location)])
        section("Return Value", "return-value", returns)
        section("Throws", "throws", throwing)
        if case .heading? = discussion.first {
            self.blocks += discussion
        } else {
            section(discussionTitle, PagePaths.kebabCase(discussionTitle), discussion)
        }
        anchorTopLevelHeadings()
    }

    /// A `#` heading of a comment is a section of the discussion, not the page's title: it is
    /// shown at the sections' level, with an anchor of its own (the parser leaves a title's empty).
    private mutating func anchorTopLevelHeadings() {
        var anchors = HeadingAnchors(
            taken: Set(
                blocks.compactMap { block -> String? in
                    guard case .heading(_, _, let anchor, _) = block, !anchor.isEmpty else { return nil }
                    return anchor
                }))
        for index in blocks.indices {
            guard case .heading(1, let content, "", let location) = blocks[index] else { continue }
            blocks[index] = .heading(
                level: 2, content: content, anchor: anchors.anchor(for: content.plainText), location)
        }
    }
}

/// A list item of a doc comment that DocC reads as a callout.
private enum Callout {
    case parameters([[Block]])
    case parameter([Block])
    case returns([Block])
    case `throws`([Block])
    case aside(AsideKind, [Block])

    init?(_ item: [Block]) {
        guard case .paragraph(let inlines, let location)? = item.first, case .text(let text)? = inlines.first else {
            return nil
        }
        let rest = Array(item.dropFirst())
        func remainder(after count: Int) -> [Block] {
            var inlines = inlines
            let trimmed = String(text.dropFirst(count).drop { $0 == " " })
            if trimmed.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(trimmed) }
            return (inlines.isEmpty ? [] : [.paragraph(inlines, location)]) + rest
        }
        // DocC reads the callouts' names in any letter case (`- parameters:`, `- Returns:`,
        // `- parameter count:`, `- note:`).
        let name = CalloutName(at: text)
        if name?.key == "parameters" {
            let nested = rest.flatMap { block -> [[Block]] in
                guard case .list(_, let items, _) = block else { return [] }
                return items.compactMap(Self.namedParameter)
            }
            self = .parameters(nested)
        } else if text.prefix(10).lowercased() == "parameter ",
            let entry = Self.namedParameter(remainder(after: "parameter ".count))
        {
            self = .parameter(entry)
        } else if let name, name.key == "returns" {
            self = .returns(remainder(after: name.length))
        } else if let name, name.key == "throws" {
            self = .throws(remainder(after: name.length))
        } else if let name, let kind = AsideKind.named(name) {
            self = .aside(kind, remainder(after: name.length))
        } else {
            return nil
        }
    }

    /// `name: what it is` as an item that shows the name as code.
    private static func namedParameter(_ item: [Block]) -> [Block]? {
        guard case .paragraph(let inlines, let location)? = item.first, case .text(let text)? = inlines.first,
            let colon = text.firstIndex(of: ":")
        else { return nil }
        let name = String(text[..<colon].drop { $0 == " " })
        guard !name.isEmpty, !name.contains(" ") else { return nil }
        var rest = inlines
        let after = String(text[text.index(after: colon)...].drop { $0 == " " })
        if after.isEmpty { rest.removeFirst() } else { rest[0] = .text(after) }
        return [.paragraph([.code(name), .text(": ")] + rest, location)] + item.dropFirst()
    }
}
