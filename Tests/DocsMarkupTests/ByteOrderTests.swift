import DocsSupport
import Testing

@testable import DocsMarkup

/// File lists and output are sorted by UTF-8 bytes, the same order on every machine.
@Suite struct ByteOrderTests {
    @Test func ordersByUTF8BytesNotByLocaleOrCharacters() {
        let paths = ["b.md", "a/b.md", "a.md", "é.md", "Z.md", "a", "", "e\u{301}.md", "ab.md"]
        let expected = paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        #expect(paths.sorted { $0.precedesByBytes($1) } == expected)
        // A prefix sorts first; upper case (0x5A) before lower case; "." (0x2E) before "/" (0x2F).
        #expect(expected == ["", "Z.md", "a", "a.md", "a/b.md", "ab.md", "b.md", "e\u{301}.md", "é.md"])
        #expect(!"a".precedesByBytes("a"))
    }
}
