/// Finds a GitHub-flavoured pipe table in a paragraph. cmark has no tables, so the converter
/// reads them from the paragraphs cmark found, following GFM's rules: a header row, then a
/// delimiter row (`|---|:--:|`) with as many cells, then body rows until the paragraph ends
/// (cmark ends it at a blank line or another block, as GFM ends a table). Code blocks are
/// never paragraphs, so code that looks like a table is left alone.
enum PipeTable {
    /// A cell as written: its cmark line and its bytes (a slice of that line's bytes).
    struct Cell {
        var line: Int
        var bytes: ArraySlice<UInt8>
    }

    /// A table found in a paragraph.
    struct Found {
        /// The paragraph's lines before the header row (cmark lines), with their content.
        var leadingLines: [(line: Int, content: ArraySlice<UInt8>)]
        /// Where the header row starts.
        var headerLocation: SourceLocation
        var alignments: [Table.Alignment?]
        var header: [Cell]
        /// Each body row with exactly as many cells as the header.
        var rows: [[Cell?]]
    }

    /// The first table of the paragraph `node`, if it holds one.
    static func table(inParagraph node: CmarkNode, in run: MarkdownRun) -> Found? {
        let (firstLine, lastLine, firstColumn) = (node.line, node.endLine, node.column)
        guard lastLine > firstLine else { return nil }
        // The first line starts where cmark says; later ones after their containers' markers.
        let contents = (firstLine...lastLine).map { line in
            let bytes = run.bytes(ofLine: line)
            return (
                line: line,
                content: trimmed(
                    line == firstLine
                        ? bytes.dropFirst(max(firstColumn - 1, 0))
                        : ContainerMarkers.dropped(from: bytes, lists: false).rest)
            )
        }
        for position in contents.indices.dropLast() {
            // Most paragraphs hold no table: a line that cannot be a delimiter row is passed over
            // before any cells are cut.
            guard
                contents[position + 1].content.allSatisfy({ $0 == .pipe || $0 == .colon || $0 == .hyphen || $0.isBlank }
                ),
                let header = cells(contents[position].content), let delimiter = cells(contents[position + 1].content),
                delimiter.count == header.count, isDelimiterRow(delimiter)
            else { continue }
            let rows = contents[(position + 2)...].map { row -> [Cell?] in
                // A body row without a pipe is one cell.
                let found = cells(row.content) ?? [row.content]
                return (0..<header.count).map {
                    $0 < found.count ? Cell(line: row.line, bytes: trimmed(found[$0])) : nil
                }
            }
            return Found(
                leadingLines: Array(contents[..<position]),
                headerLocation: run.location(
                    line: contents[position].line, index: contents[position].content.startIndex),
                alignments: delimiter.map(alignment),
                header: header.map { Cell(line: contents[position].line, bytes: trimmed($0)) },
                rows: rows)
        }
        return nil
    }

    /// The alignment a delimiter cell (`:--`, `:-:`, `--:`, `---`) asks for.
    private static func alignment(_ cell: ArraySlice<UInt8>) -> Table.Alignment? {
        let marker = trimmed(cell)
        switch (marker.first == .colon, marker.last == .colon) {
        case (true, true): return .center
        case (true, false): return .left
        case (false, true): return .right
        case (false, false): return nil
        }
    }

    /// The cells of a row (without surrounding blanks) split at its unescaped `|`s, or `nil`
    /// for a row without one. Pipes at either end close the row rather than separate cells.
    static func cells(_ row: ArraySlice<UInt8>) -> [ArraySlice<UInt8>]? {
        var cells: [ArraySlice<UInt8>] = []
        var lastPipe: Int?
        var cellStart = row.startIndex
        var index = row.startIndex
        while index < row.endIndex {
            if row[index] == .backslash {
                index += 2
                continue
            }
            if row[index] == .pipe {
                cells.append(row[cellStart..<index])
                cellStart = index + 1
                lastPipe = index
            }
            index += 1
        }
        guard !cells.isEmpty else { return nil }
        cells.append(row[min(cellStart, row.endIndex)...])
        if row.first == .pipe { cells.removeFirst() }
        if lastPipe == row.endIndex - 1, !cells.isEmpty { cells.removeLast() }
        return cells
    }

    /// Whether the cells are a delimiter row's: hyphens, each with an optional colon at either end.
    static func isDelimiterRow(_ cells: [ArraySlice<UInt8>]) -> Bool {
        !cells.isEmpty
            && cells.allSatisfy { cell in
                var marker = trimmed(cell)
                if marker.first == .colon { marker = marker.dropFirst() }
                if marker.last == .colon { marker = marker.dropLast() }
                return !marker.isEmpty && marker.allSatisfy { $0 == .hyphen }
            }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let start = bytes.drop { $0.isBlank }
        var end = start.endIndex
        while end > start.startIndex, start[end - 1].isBlank { end -= 1 }
        return start[start.startIndex..<end]
    }
}
