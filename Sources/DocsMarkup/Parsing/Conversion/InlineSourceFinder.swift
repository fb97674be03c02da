/// Finds inline syntax in the exact source bytes of a line.
///
/// cmark 0.30 knows where every inline starts, but its columns drift on continuation lines
/// that are indented or hold tabs. The line is right, though, so the finder looks for the
/// syntax on that line and takes the occurrence closest to cmark's column.
enum InlineSourceFinder {
    /// A code span on `line` whose content is `literal`: where its opening backticks start
    /// (an index of `line`) and how many backticks open it. Returns `nil` when the span is
    /// not found as written (a span across lines, or one whose padding spaces cmark removed).
    static func codeSpan(_ literal: String, in line: ArraySlice<UInt8>, near column: Int) -> (start: Int, backticks: Int)? {
        let needle = Array(literal.utf8)
        guard !needle.isEmpty, needle.count <= line.count else { return nil }
        var best: (start: Int, backticks: Int, distance: Int)?
        var index = line.startIndex
        while index + needle.count <= line.endIndex {
            defer { index += 1 }
            guard line[index..<(index + needle.count)].elementsEqual(needle) else { continue }
            let opening = backtickRun(endingBefore: index, in: line)
            let closing = line[(index + needle.count)...].prefix { $0 == .backtick }.count
            guard opening > 0, opening == closing else { continue }
            let distance = abs((index - line.startIndex + 1) - column)
            if best == nil || distance < best!.distance { best = (index - opening, opening, distance) }
        }
        return best.map { ($0.start, $0.backticks) }
    }

    /// The index in `line` of the occurrence of `text` closest to `column`, if there is one.
    static func occurrence(of text: String, in line: ArraySlice<UInt8>, near column: Int) -> Int? {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, needle.count <= line.count else { return nil }
        var best: (index: Int, distance: Int)?
        for index in line.startIndex...(line.endIndex - needle.count) where line[index..<(index + needle.count)].elementsEqual(needle) {
            let distance = abs((index - line.startIndex + 1) - column)
            if best == nil || distance < best!.distance { best = (index, distance) }
        }
        return best?.index
    }

    private static func backtickRun(endingBefore index: Int, in line: ArraySlice<UInt8>) -> Int {
        var start = index
        while start > line.startIndex, line[start - 1] == .backtick { start -= 1 }
        return index - start
    }
}
