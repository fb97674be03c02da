import DocsClientCode
import Foundation
import Testing

/// A saved source whose edit changed only comments is written into the symbol graphs as the
/// compiler would have written it, without a build; any other edit is left to a build.
@Suite struct DocCommentEditTests {
    private let file = URL(fileURLWithPath: "/package/Sources/Kit/Greeter.swift")
    private let other = "file:///package/Sources/Kit/Other.swift"

    private let before = """
        /// A greeter.
        public struct Greeter {
            /// Greets.
            public func greet() {}

            public let name: String
        }

        """

    /// A graph symbol at `line` and `character` (from 0), with a doc comment of `lines` that
    /// starts at `commentLine` in `commentURI`.
    private func symbol(
        _ id: String, at uri: String, _ line: Int, _ character: Int,
        comment lines: [String] = [], commentURI: String? = nil, commentLine: Int = 0, commentCharacter: Int = 0
    ) -> [String: Any] {
        var symbol: [String: Any] = [
            "identifier": ["precise": id],
            "location": ["uri": uri, "position": ["line": line, "character": character]],
        ]
        if !lines.isEmpty {
            symbol["docComment"] = [
                "uri": commentURI ?? uri, "module": "Kit",
                "lines": lines.enumerated().map { offset, text in
                    [
                        "text": text,
                        "range": [
                            "start": ["line": commentLine + offset, "character": commentCharacter],
                            "end": ["line": commentLine + offset, "character": commentCharacter + text.utf8.count],
                        ],
                    ]
                },
            ]
        }
        return symbol
    }

    private func graph() -> [String: Any] {
        let uri = file.absoluteString
        return [
            "module": ["name": "Kit"],
            "symbols": [
                symbol("greeter", at: uri, 1, 14, comment: ["A greeter."], commentLine: 0, commentCharacter: 4),
                symbol("greet", at: uri, 3, 16, comment: ["Greets."], commentLine: 2, commentCharacter: 8),
                symbol("name", at: uri, 5, 15),
                // A conformance's member elsewhere, to which the compiler copied greet()'s comment.
                symbol(
                    "copy", at: other, 9, 4, comment: ["Greets."], commentURI: uri, commentLine: 2, commentCharacter: 8),
                symbol("unrelated", at: other, 12, 4, comment: ["Its own."], commentLine: 11, commentCharacter: 4),
            ],
        ]
    }

    private func symbols(_ graph: [String: Any]) -> [String: [String: Any]] {
        let list = graph["symbols"] as? [[String: Any]] ?? []
        return Dictionary(
            uniqueKeysWithValues: list.map { (($0["identifier"] as? [String: Any])?["precise"] as? String ?? "", $0) })
    }

    private func commentTexts(_ symbol: [String: Any]?) -> [String]? {
        ((symbol?["docComment"] as? [String: Any])?["lines"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
    }

    private func position(_ symbol: [String: Any]?) -> [Int] {
        let position = (symbol?["location"] as? [String: Any])?["position"] as? [String: Any]
        return [position?["line"] as? Int ?? -1, position?["character"] as? Int ?? -1]
    }

    @Test func aCommentEditMovesTheSymbolsAndRewritesTheirComments() throws {
        let after = """
            /// A greeter,
            /// in two lines.
            public struct Greeter {
                public func greet() {}

                /// Who it is.
                public let name: String
            }

            """
        let edit = try #require(DocCommentEdit(file: file, before: before, after: after))
        var graph = graph()
        #expect(edit.apply(to: &graph) == 4)
        let symbols = symbols(graph)
        #expect(position(symbols["greeter"]) == [2, 14])
        #expect(commentTexts(symbols["greeter"]) == ["A greeter,", "in two lines."])
        let range = ((symbols["greeter"]?["docComment"] as? [String: Any])?["lines"] as? [[String: Any]])?.last?[
            "range"]
        #expect(((range as? [String: Any])?["start"] as? [String: Int]) == ["line": 1, "character": 4])
        // Its comment deleted: none left, here and in the copy.
        #expect(position(symbols["greet"]) == [3, 16])
        #expect(symbols["greet"]?["docComment"] == nil)
        #expect(symbols["copy"]?["docComment"] == nil)
        #expect(position(symbols["copy"]) == [9, 4])
        // A comment written where there was none.
        #expect(position(symbols["name"]) == [6, 15])
        #expect(commentTexts(symbols["name"]) == ["Who it is."])
        #expect(commentTexts(symbols["unrelated"]) == ["Its own."])
    }

    @Test func aCopiedCommentFollowsItsOriginal() throws {
        let after = before.replacingOccurrences(of: "/// Greets.", with: "/// Greets everyone.")
        let edit = try #require(DocCommentEdit(file: file, before: before, after: after))
        var graph = graph()
        #expect(edit.apply(to: &graph) == 2)
        #expect(commentTexts(symbols(graph)["greet"]) == ["Greets everyone."])
        #expect(commentTexts(symbols(graph)["copy"]) == ["Greets everyone."])
    }

    /// A member that showed its requirement's comment (copied by the compiler from another file)
    /// shows its own once it has one.
    @Test func aCommentOfItsOwnReplacesACopiedOne() throws {
        let after = before.replacingOccurrences(of: "public let name", with: "/// Its name.\n    public let name")
        let edit = try #require(DocCommentEdit(file: file, before: before, after: after))
        var graph = graph()
        var symbols = graph["symbols"] as? [[String: Any]] ?? []
        symbols[2]["docComment"] = ["uri": other, "module": "Kit", "lines": [["text": "A requirement's."]]]
        graph["symbols"] = symbols
        #expect(edit.apply(to: &graph) == 1)
        #expect(commentTexts(self.symbols(graph)["name"]) == ["Its name."])
    }

    @Test func anEditOfCodeIsLeftToABuild() {
        let renamed = before.replacingOccurrences(of: "func greet()", with: "func greeting()")
        #expect(DocCommentEdit(file: file, before: before, after: renamed) == nil)
        let body = before.replacingOccurrences(of: "{}", with: "{ print(1) }")
        #expect(DocCommentEdit(file: file, before: before, after: body) == nil)
        // A plain comment or whitespace is no change of code.
        let spaced = before.replacingOccurrences(of: "public let", with: "// The name.\n    public  let")
        #expect(DocCommentEdit(file: file, before: before, after: spaced) != nil)
    }
}
