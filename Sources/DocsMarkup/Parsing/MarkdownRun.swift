/// A run of Markdown lines cut out of a file, parsed by cmark on its own, with the way back
/// from cmark's positions to the file's.
struct MarkdownRun {
    /// The file the lines come from.
    var file: String
    /// The lines, in order; cmark's line `n` is `lines[n - 1]`.
    var lines: [SourceLine]

    /// The text handed to cmark: the lines joined with `\n`.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.bytes.count + 1 })
        for line in lines {
            bytes.append(contentsOf: line.bytes)
            bytes.append(.newline)
        }
        return bytes
    }

    /// The file location of cmark's `line:column`.
    func location(line: Int, column: Int) -> SourceLocation {
        guard !lines.isEmpty else { return SourceLocation(file: file, line: 1, column: 1) }
        let index = min(max(line, 1), lines.count) - 1
        return SourceLocation(file: file, line: lines[index].line, column: lines[index].columnOffset + max(column, 1))
    }

    /// The file location of the byte at `index` of cmark's line `line` (an index of ``bytes(ofLine:)``).
    func location(line: Int, index: Int) -> SourceLocation {
        location(line: line, column: index - bytes(ofLine: line).startIndex + 1)
    }

    /// The bytes of cmark's line `line`, for checks that need the exact source.
    func bytes(ofLine line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lines.count else { return [] }
        return lines[line - 1].bytes
    }
}
