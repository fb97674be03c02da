import DocsCodeBlocks
import DocsMarkup
import Testing

/// The compiler reports an error in an extracted block at the Markdown line and column it was
/// written on, wherever the block sits: no line arithmetic may drift.
@Suite(.timeLimit(.minutes(2))) struct SourceMappingTests {
    func errors(in markdown: String) async throws -> [String] {
        let code = page(markdown, name: "Mapped")
        #expect(code.diagnostics.isEmpty)
        let source = GeneratedSources.mainFile(for: code).text
        return try await typeChecker().typeCheck(source, moduleName: "Mapped").filter { $0.kind == "error" }.map {
            "\($0.location)"
        }
    }

    @Test func anErrorOnTheFirstLineOfABlock() async throws {
        #expect(try await errors(in: "# T\n\n```swift\nlet a: Int = \"no\"\n```\n") == ["Mapped.md:4:14"])
    }

    @Test func anErrorAfterHiddenLines() async throws {
        let markdown = "# T\n\n```swift\n# let hidden = 1\n# let other = 2\nlet a: Int = hidden + missing\n```\n"
        #expect(try await errors(in: markdown) == ["Mapped.md:6:23"])
    }

    @Test func anErrorOnAHiddenLineKeepsItsColumn() async throws {
        #expect(try await errors(in: "# T\n\n```swift\n# let a: Int = \"no\"\n```\n") == ["Mapped.md:4:16"])
    }

    @Test func anErrorInsideAContinuedFile() async throws {
        let markdown = """
            # T

            ```swift file=A.swift
            let a = 1
            ```

            Some prose between the two blocks.

            ```swift file=B.swift
            let b = 2
            ```

            ```swift file=A.swift continue
            let c = a + b
            let d: String = c
            ```
            """
        #expect(try await errors(in: markdown) == ["Mapped.md:15:17"])
    }

    @Test func anErrorInAReplacedFileIsReportedInTheNewVersionOnly() async throws {
        let markdown =
            "# T\n\n```swift file=A.swift\nlet a = missing\n```\n\n```swift file=A.swift replace\nlet a = 1\nlet b: String = a\n```\n"
        #expect(try await errors(in: markdown) == ["Mapped.md:9:17"])
    }

    @Test func anErrorInABlockInsideAListItemKeepsItsColumn() async throws {
        let markdown = "# T\n\n- An item:\n\n  ```swift\n  let a: Int = \"no\"\n  ```\n"
        #expect(try await errors(in: markdown) == ["Mapped.md:6:16"])
    }

    @Test func anErrorInATutorialStep() async throws {
        let markdown =
            "# T\n\n@Steps {\n    @Step {\n        Text.\n\n        ```swift\n        let a: Int = \"no\"\n        ```\n    }\n}\n"
        #expect(try await errors(in: markdown) == ["Mapped.md:8:22"])
    }
}
