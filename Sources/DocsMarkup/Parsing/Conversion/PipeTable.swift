/// Finds the shape of a GitHub-flavoured pipe table in a paragraph. cmark has no tables, so
/// such a table would silently show as a paragraph of `|` characters; the parser warns instead.
///
/// The shape is GFM's: a header row, then a delimiter row (`|---|:--:|`) with as many cells,
/// both holding a `|`. Code blocks are never paragraphs, so code that looks like a table is
/// left alone.
enum PipeTable {
    /// Where the header row of the first table in the paragraph `node` starts, if it holds one.
    static func headerRow(ofParagraph node: CmarkNode, in run: MarkdownRun) -> SourceLocation? {
        let (firstLine, lastLine, firstColumn) = (node.line, node.endLine, node.column)
        guard lastLine > firstLine else { return nil }
        var header: (location: SourceLocation, cells: Int)?
        for line in firstLine...lastLine {
            let bytes = run.bytes(ofLine: line)
            // The first line starts where cmark says; later ones after their containers' markers.
            let content = trimmed(line == firstLine ? bytes.dropFirst(max(firstColumn - 1, 0)) : ContainerMarkers.dropped(from: bytes, lists: false).rest)
            let row = cells(content)
            if let header, let row, row.count == header.cells, isDelimiterRow(row) { return header.location }
            header = row.map { (run.location(line: line, index: content.startIndex), $0.count) }
        }
        return nil
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
        !cells.isEmpty && cells.allSatisfy { cell in
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
