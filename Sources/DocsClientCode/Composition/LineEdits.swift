import DocsCodeBlocks

/// Changes to a block's lines: text blanked out with spaces (columns stay), and words inserted
/// where a declaration's modifiers start (columns after them move, and are moved back when the
/// compiler's diagnostics are read: ``ClientFile/columnInsertions``). A word is never put on a
/// line of its own, since a `#sourceLocation` may not stand inside a declaration.
struct LineEdits {
    private var blanks: [Int: [Range<Int>]] = [:]
    private var insertions: [Int: [(column: Int, text: String)]] = [:]

    mutating func blank(_ ranges: [BlockRange]) {
        for range in ranges where range.start.line == range.end.line {
            blanks[range.start.line, default: []].append((range.start.column - 1)..<(range.end.column - 1))
        }
    }

    mutating func insert(_ word: String, at position: BlockPosition) {
        insertions[position.line, default: []].append((position.column - 1, word + " "))
    }

    /// The line edited, and where text went in: at which column of the page (from 1) and how long.
    func apply(to line: CodeLine, line number: Int) -> (CodeLine, [ColumnInsertion]) {
        // At one column an attribute goes before a modifier (`@MainActor fileprivate var`).
        let inserted = (insertions[number] ?? []).sorted {
            ($0.column, $0.text.hasPrefix("@") ? 0 : 1) < ($1.column, $1.text.hasPrefix("@") ? 0 : 1)
        }
        guard blanks[number] != nil || !inserted.isEmpty else { return (line, []) }
        var bytes = Array(line.compiled.utf8)
        for range in blanks[number] ?? [] {
            for index in range where bytes.indices.contains(index) { bytes[index] = UInt8(ascii: " ") }
        }
        var result: [UInt8] = []
        var start = 0
        var records: [ColumnInsertion] = []
        for insertion in inserted {
            let end = min(max(insertion.column, start), bytes.count)
            result += bytes[start..<end]
            result += Array(insertion.text.utf8)
            records.append(ColumnInsertion(column: line.indentation + end + 1, length: insertion.text.utf8.count))
            start = end
        }
        result += bytes[start...]
        var edited = line
        edited.compiled = String(decoding: result, as: UTF8.self)
        return (edited, records)
    }
}

/// Text put into a line of a page at `column` (from 1, on the page), `length` bytes long.
package struct ColumnInsertion: Sendable, Equatable {
    package var column: Int
    package var length: Int

    /// The page's column of `column` on the edited line, given the line's insertions in order.
    package static func pageColumn(of column: Int, on line: [ColumnInsertion]) -> Int {
        var shift = 0
        for insertion in line {
            let start = insertion.column + shift
            if column >= start + insertion.length {
                shift += insertion.length
            } else if column >= start {
                return insertion.column
            } else {
                break
            }
        }
        return column - shift
    }
}
