import DocsMarkup

/// Finds where a word of an info string is in the source, so that a diagnostic about it points
/// at the word and not only at the fence.
///
/// It keeps the file's bytes (shared, not copied) and reads the fence's line only when a
/// diagnostic needs it: a page without mistakes costs nothing here.
struct FenceLocator {
    /// The file's bytes; empty when the source is not at hand (the word's location is then the fence's).
    var bytes: [UInt8]

    /// The location of `attribute` on the fence line of the block at `fence`, or the fence itself
    /// when the line does not hold the attribute where the info string says (an info string
    /// with backslash escapes, which cmark removed).
    func location(of attribute: InfoAttribute?, onFenceAt fence: SourceLocation) -> SourceLocation {
        guard let attribute, let found = line(fence.line) else { return fence }
        let line = Array(found)  // indexed from 0, as columns count

        // The info string starts after the fence's run of backticks or tildes and the blanks after it.
        var index = min(fence.column - 1, line.count)
        let fenceCharacter = index < line.count ? line[index] : 0
        while index < line.count, line[index] == fenceCharacter { index += 1 }
        while index < line.count, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") { index += 1 }
        let start = index + attribute.offset
        let spelling = Array(attribute.spelling.utf8)
        guard start + spelling.count <= line.count, Array(line[start..<(start + spelling.count)]) == spelling else {
            return fence
        }
        return SourceLocation(file: fence.file, line: fence.line, column: start + 1)
    }

    /// The bytes of the 1-based line `number`, without its ending; a line ends at `\n`, `\r\n`
    /// or a lone `\r`, as the parser counts them.
    private func line(_ number: Int) -> ArraySlice<UInt8>? {
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index += 1
                continue
            }
            if current == number { return bytes[start..<index] }
            if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                index += 1
            }
            index += 1
            current += 1
            start = index
        }
        return current == number ? bytes[start...] : nil
    }
}
