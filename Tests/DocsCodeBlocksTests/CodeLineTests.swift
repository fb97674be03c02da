import DocsCodeBlocks
import DocsTestSupport
import Testing

/// `CodeLine.lines` cuts a block's code into lines on its UTF-8 bytes; they must be the lines
/// the plain reading gives: cut at each `\n`, a `\r` before it dropped, the last line ending
/// ignored, and a line whose first non-blank character is a lone `#` or `# ` hidden, its `#`
/// made a space.
@Suite struct CodeLineTests {
    /// The plain reading, on an array of bytes, that the lines are checked against.
    private func expectedLines(of code: String, firstLine: Int, hidesMarkedLines: Bool) -> [CodeLine] {
        var bytes = Array(code.utf8)
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        guard !code.isEmpty else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated().map {
            offset, raw in
            var line = Array(raw)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            let marker = line.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? line.endIndex
            let isHidden =
                hidesMarkedLines && marker < line.endIndex && line[marker] == UInt8(ascii: "#")
                && (marker + 1 == line.endIndex || line[marker + 1] == UInt8(ascii: " "))
            if isHidden { line[marker] = UInt8(ascii: " ") }
            return CodeLine(
                compiled: String(decoding: line, as: UTF8.self), isHidden: isHidden, sourceLine: firstLine + offset,
                indentation: 2)
        }
    }

    @Test func linesAreThoseOfThePlainReading() {
        let pieces = [
            "let a = 1", "# hidden()", "#if os(Linux)", "  #", "\t# x", "#expect(a)", "é\u{301}", "🙂 // emoji", "", " ",
            "\r", "\u{301}x", "end",
        ]
        var generator = SeededRandomNumberGenerator(seed: 2026)
        for _ in 0..<300 {
            let count = Int.random(in: 0...8, using: &generator)
            let separators = ["\n", "\r\n"]
            var code = (0..<count).map { _ in
                pieces.randomElement(using: &generator)! + separators.randomElement(using: &generator)!
            }.joined()
            if Bool.random(using: &generator), !code.isEmpty { code.removeLast() }
            for hides in [true, false] {
                let lines = CodeLine.lines(of: code, firstLine: 7, indentation: 2, hidesMarkedLines: hides)
                #expect(lines == expectedLines(of: code, firstLine: 7, hidesMarkedLines: hides), "\(Array(code.utf8))")
                // Byte for byte, not only as equal strings (which compare canonically equivalent text).
                #expect(
                    lines.map { Array($0.compiled.utf8) }
                        == expectedLines(of: code, firstLine: 7, hidesMarkedLines: hides).map {
                            Array($0.compiled.utf8)
                        })
            }
        }
    }

    @Test func aHiddenLineKeepsItsColumns() {
        let lines = CodeLine.lines(of: "  # setup()\nshown()\n#\n", firstLine: 1)
        #expect(lines.map(\.compiled) == ["    setup()", "shown()", " "])
        #expect(lines.map(\.isHidden) == [true, false, true])
        #expect(lines.map(\.sourceLine) == [1, 2, 3])
    }
}
