/// Finds inline syntax in the exact source bytes of a line.
///
/// cmark 0.30 knows where every inline starts, but its columns drift on continuation lines
/// that are indented or hold tabs. The line is right, though, so the finder looks for the
/// syntax on that line and takes the occurrence closest to cmark's column.
enum InlineSourceFinder {
    /// A code span on `line` whose content is `literal`: where its opening backticks start
    /// (an index of `line`) and how many backticks open it. Returns `nil` when the span is
    /// not found as written (a span across lines, or one whose padding spaces cmark removed).
    static func codeSpan(_ literal: String, in line: ArraySlice<UInt8>, near column: Int) -> (
        start: Int, backticks: Int
    )? {
        let needle = Array(literal.utf8)
        guard !needle.isEmpty, needle.count <= line.count else { return nil }
        var backticks = 0
        let match = nearest(in: line, length: needle.count, near: column) { index in
            guard line[index..<(index + needle.count)].elementsEqual(needle) else { return false }
            backticks = backtickRun(endingBefore: index, in: line)
            let closing = line[(index + needle.count)...].prefix { $0 == .backtick }.count
            return backticks > 0 && backticks == closing
        }
        // The search stops at the match, so `backticks` was counted for it.
        return match.map { ($0 - backticks, backticks) }
    }

    /// The index in `line` of the occurrence of `text` closest to `column`, if there is one.
    static func occurrence(of text: String, in line: ArraySlice<UInt8>, near column: Int) -> Int? {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, needle.count <= line.count else { return nil }
        return nearest(in: line, length: needle.count, near: column) { index in
            line[index..<(index + needle.count)].elementsEqual(needle)
        }
    }

    /// Where the destination `url` of a link or image is written on `line`: the index of its
    /// first byte, in an occurrence that follows `](` (spaces and a `<` may come between).
    /// Takes the occurrence closest to `column`.
    static func linkDestination(_ url: String, in line: ArraySlice<UInt8>, near column: Int) -> Int? {
        let needle = Array(url.utf8)
        guard !needle.isEmpty, needle.count <= line.count else { return nil }
        return nearest(in: line, length: needle.count, near: column) { index in
            guard line[index..<(index + needle.count)].elementsEqual(needle) else { return false }
            var before = index
            if before > line.startIndex, line[before - 1] == .lessThan { before -= 1 }
            while before > line.startIndex, line[before - 1].isBlank { before -= 1 }
            return before - line.startIndex >= 2 && line[before - 2] == .closeBracket && line[before - 1] == .openParen
        }
    }

    /// The start index closest to `column` (ties go left) where `matches` holds, searching
    /// outwards from the column so that a line with many links costs little per link.
    private static func nearest(in line: ArraySlice<UInt8>, length: Int, near column: Int, where matches: (Int) -> Bool)
        -> Int?
    {
        let first = line.startIndex
        let last = line.endIndex - length
        guard first <= last else { return nil }
        let target = min(max(first + column - 1, first), last)
        var distance = 0
        while target - distance >= first || target + distance <= last {
            if target - distance >= first, matches(target - distance) { return target - distance }
            if distance > 0, target + distance <= last, matches(target + distance) { return target + distance }
            distance += 1
        }
        return nil
    }

    private static func backtickRun(endingBefore index: Int, in line: ArraySlice<UInt8>) -> Int {
        var start = index
        while start > line.startIndex, line[start - 1] == .backtick { start -= 1 }
        return index - start
    }
}
