import DocsTestSupport
import Testing

@testable import DocsMarkup

/// A file cut into lines (`SourceLine.lines`): every line ending (`\n`, `\r\n`, `\r`), a
/// byte-order mark skipped, and the same lines whether the file has a `\r` or not.
@Suite struct SourceLineTests {
    private func lines(_ text: String) -> [String] {
        SourceLine.lines(of: Array(text.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    @Test func everyLineEndingEndsALine() {
        #expect(lines("") == [])
        #expect(lines("a") == ["a"])
        #expect(lines("a\n") == ["a"])
        #expect(lines("\n") == [""])
        #expect(lines("a\n\nb") == ["a", "", "b"])
        #expect(lines("a\r\nb\rc\nd") == ["a", "b", "c", "d"])
        #expect(lines("a\r\r\n") == ["a", ""])
        #expect(lines("\u{FEFF}a\nb") == ["a", "b"])
        #expect(lines("\u{FEFF}") == [])
    }

    @Test func linesKnowTheirNumbersAndTheirBytesInTheFile() {
        let bytes = Array("\u{FEFF}first\n\nthird\n".utf8)
        let cut = SourceLine.lines(of: bytes)
        #expect(cut.map(\.line) == [1, 2, 3])
        #expect(cut.map(\.bytes.startIndex) == [3, 9, 10])
        #expect(cut.allSatisfy { $0.columnOffset == 0 })
    }

    @Test func aFileWithoutCarriageReturnsIsCutAsOneWithThem() {
        // The same text with `\n` and with `\r\n` endings gives the same lines, numbered alike.
        var generator = SeededRandomNumberGenerator(seed: 2026)
        for _ in 0..<200 {
            let pieces = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                ["a", "bc", " ", "\n", "\n", "é"].randomElement(using: &generator)!
            }
            let text = pieces.joined()
            let withReturns = text.replacingOccurrences(of: "\n", with: "\r\n")
            let plain = SourceLine.lines(of: Array(text.utf8))
            let returned = SourceLine.lines(of: Array(withReturns.utf8))
            #expect(plain.map { Array($0.bytes) } == returned.map { Array($0.bytes) }, "\(text.debugDescription)")
            #expect(plain.map(\.line) == returned.map(\.line))
            #expect(
                lines(text)
                    == text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                        text.hasSuffix("\n") || text.isEmpty ? 1 : 0
                    ).map(String.init))
        }
    }
}
