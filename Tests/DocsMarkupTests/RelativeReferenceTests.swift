import DocsMarkup
import Testing

@Suite struct RelativeReferenceTests {
    @Test func pathsAndSuffixesAreSplitAndOtherDestinationsAreNotReferences() {
        let reference = RelativeReference("../Resources/sample.swift?v=2#L4")
        #expect(reference?.path == "../Resources/sample.swift")
        #expect(reference?.suffix == "?v=2#L4")
        for destination in ["https://swift.org", "mailto:a@b.c", "doc:Napkin", "/x", "//host/x", "#anchor", ""] {
            #expect(RelativeReference(destination) == nil, "\(destination)")
        }
    }

    /// Percent escapes are decoded; a path whose escapes are broken or do not spell UTF-8 is
    /// kept as written.
    @Test(arguments: [
        ("my%20map.png", "my map.png"),
        ("caf%C3%A9.png", "café.png"),
        ("a+b.png", "a+b.png"),
        ("plain.png", "plain.png"),
        ("100%.png", "100%.png"),
        ("a%2", "a%2"),
        ("a%zz.png", "a%zz.png"),
        ("bad%FF.png", "bad%FF.png"),
    ])
    func decodedPathDecodesPercentEscapes(path: String, decoded: String) throws {
        #expect(try #require(RelativeReference(path)).decodedPath == decoded)
    }
}
