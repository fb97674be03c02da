import DocsClientCode
import Testing

/// The doc comments of a module's public declarations, read from its source with their lines
/// at their places in the `.swift` file.
@Suite struct DocCommentReaderTests {
    private func pages(_ source: String) -> [ClientPage] {
        DocCommentReader(module: "Kit").pages(inSource: source, path: "Sources/Kit/Kit.swift")
    }

    private let example = "/// ```swift\n/// let value = 1\n/// ```\n"

    @Test func onlyPublicDeclarationsThatClientsSeeAreRead() {
        let source = """
            \(example)public struct Shown {
            \(example.replacingOccurrences(of: "///", with: "    ///"))    public func member() {}
            \(example.replacingOccurrences(of: "///", with: "    ///"))    func internalMember() {}
            }
            \(example)struct Hidden {
            \(example.replacingOccurrences(of: "///", with: "    ///"))    public func inHidden() {}
            }
            public extension Shown {
            \(example.replacingOccurrences(of: "///", with: "    ///"))    func fromPublicExtension() {}
            }
            public protocol Service {
            \(example.replacingOccurrences(of: "///", with: "    ///"))    func requirement()
            }
            \(example)public func _underscored() {}
            \(example)@_spi(Private) public func spi() {}
            """
        #expect(
            pages(source).map(\.name) == [
                "Shown", "Shown.member()", "Shown.fromPublicExtension()", "Service.requirement()",
            ])
    }

    @Test func aBlockKeepsItsPlaceInTheSwiftFile() throws {
        let page = try #require(
            pages(
                "public enum Kit {\n    /// Makes one.\n    ///\n    /// ```swift\n    /// let kit = Kit.make()\n    /// ```\n    public static func make() {}\n}\n"
            ).first)
        let block = try #require(page.blocks.first)
        #expect(block.location.description == "Sources/Kit/Kit.swift:4:9")
        #expect(block.lines.map(\.sourceLine) == [5])
        // Put back at its column: the compiler reports the block's errors where the file has them.
        #expect(
            block.lines.map { String(repeating: " ", count: $0.indentation) + $0.compiled } == [
                "        let kit = Kit.make()"
            ])
    }
}
