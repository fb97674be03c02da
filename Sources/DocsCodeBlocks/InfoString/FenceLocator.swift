import DocsMarkup

/// Finds where a word of an info string is in the source, so that a diagnostic about it points
/// at the word and not only at the fence.
struct FenceLocator {
    /// The file's lines, as text (cmark's info string is unescaped, so the raw line is searched).
    var lines: [Substring]

    /// Splits a file's text into lines.
    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The location of `word` on the fence line of the block at `fence`, or the fence itself
    /// when the word cannot be found as written.
    func location(of word: String?, onFenceAt fence: SourceLocation) -> SourceLocation {
        guard let word, !word.isEmpty, fence.line >= 1, fence.line <= lines.count,
              let range = lines[fence.line - 1].utf8.firstRange(of: word.utf8) else { return fence }
        let column = lines[fence.line - 1].utf8.distance(from: lines[fence.line - 1].utf8.startIndex, to: range.lowerBound) + 1
        return SourceLocation(file: fence.file, line: fence.line, column: column)
    }
}
