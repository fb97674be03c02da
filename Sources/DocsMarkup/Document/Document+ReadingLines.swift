extension Document {
    /// The text of the page as readers read it, a line for each heading, paragraph, list item,
    /// table row and line of code, without the Markdown it is written in: what two releases of
    /// an article are compared by, so that a paragraph wrapped anew or a link that now leads
    /// elsewhere with the same words is no change, and a changed sentence shows as itself.
    ///
    /// Links read as their text, `<doc:>` links as the page's name (not its title, which another
    /// page's change would change), code as written; a directive reads as what it shows (an
    /// image by its description, a step by its number); spaces ending a line are left out.
    package var readingLines: [String] {
        var lines = ["# " + title.plainText]
        for block in blocks { block.appendReadingLines(to: &lines) }
        // Spaces at the end of a line, a blank line of code's among them, are not read.
        return lines.map { line in
            guard let last = line.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
            return String(line[...last])
        }
    }
}

extension Block {
    /// Appends the lines this block reads as (``Document/readingLines``) to `lines`.
    fileprivate func appendReadingLines(to lines: inout [String]) {
        switch self {
        case .paragraph(let inlines, _): lines.append(inlines.plainText)
        case .heading(let level, let content, _, _):
            lines.append(String(repeating: "#", count: level) + " " + content.plainText)
        case .codeBlock(_, _, let code, _):
            var codeLines = Self.lines(of: code)
            if codeLines.last?.isEmpty == true { codeLines.removeLast() }  // The block's last line ending.
            lines += codeLines.map { "    " + $0 }
        case .blockQuote(let blocks, _): lines += Self.lines(of: blocks).map { "> " + $0 }
        case .aside(let kind, let blocks, _): lines += Self.lines(of: blocks, first: kind.rawValue + ": ", rest: "  ")
        case .list(let style, let items, _):
            for (offset, item) in items.enumerated() {
                let marker: String
                switch style {
                case .bullet: marker = "- "
                case .ordered(let start): marker = "\(start + offset). "
                }
                lines += Self.lines(of: item, first: marker, rest: String(repeating: " ", count: marker.count))
            }
        case .thematicBreak: lines.append("---")
        case .html(let html, _): lines += html.split(separator: "\n").map(String.init)
        case .panels(_, let panels, _):
            for panel in panels {
                guard let title = panel.title else {
                    lines += Self.lines(of: panel.blocks)
                    continue
                }
                lines += Self.lines(of: panel.blocks, first: title + ": ", rest: "  ")
            }
        case .steps(let steps, _):
            for (offset, step) in steps.enumerated() {
                lines += Self.lines(of: step.blocks, first: "Step \(offset + 1): ", rest: "  ")
            }
        case .table(let table, _):
            for row in [table.header] + table.rows { lines.append(row.map(\.plainText).joined(separator: " | ")) }
        case .media(let media, _):
            lines.append("[\(media.kind.rawValue): \(media.alt ?? media.source)]")
            lines += Self.lines(of: media.caption)
        case .links(_, let links, _): lines += links.map { "- " + $0.plainText }
        case .box(_, let blocks, _): lines += Self.lines(of: blocks)
        case .snippet(let snippet, _): lines.append("[snippet: \(snippet.path)]")
        case .codeFile(let file, _): lines.append("[code: \(file.name)]")
        }
    }

    /// `text` split at each line feed, as `split(separator: "\n", omittingEmptySubsequences: false)`
    /// splits it, but by its bytes (a line feed is a character of its own unless a carriage return
    /// comes before it, with which Swift reads it as one; such a text is split as characters).
    private static func lines(of text: String) -> [Substring] {
        let bytes = text.utf8
        guard !bytes.contains(UInt8(ascii: "\r")) else {
            return text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        var lines: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                lines.append(Substring(text[start..<index]))
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        lines.append(Substring(text[start...]))
        return lines
    }

    /// The lines `blocks` read as, the first one after `first` and each other after `rest`.
    private static func lines(of blocks: [Block], first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        for block in blocks { block.appendReadingLines(to: &lines) }
        return lines.enumerated().map { ($0 == 0 ? first : rest) + $1 }
    }
}
