import DocsCodeBlocks
import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

/// Under `swift build` and `swift test`, the compiler shows the lines around an error from the
/// generated file: they are the author's own Markdown lines, not the generator's directives.
@Suite(.timeLimit(.minutes(2))) struct ErrorExcerptTests {
    /// What `swiftc` prints for the generated file of `markdown`, written to a page on disk.
    private func compilerOutput(of markdown: String) async throws -> (output: String, page: String) {
        let directory = try TemporaryDirectory()
        try directory.write("Kit.md", markdown)
        let path = directory.url.appendingPathComponent("Kit.md").path
        let source = GeneratedSources.mainFile(for: PageCode(source: SourceFile(path: path, text: markdown))).text
        try directory.write("Generated.swift", source)
        let run = try await FinishedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-typecheck", "Generated.swift"], in: directory.url)
        #expect(run.status != 0)
        return (run.standardOutput + run.standardError, path)
    }

    @Test func theLinesAroundAnErrorAreThePages() async throws {
        let markdown = """
            # Kit

            Make a greeting:

            ```swift
            let greeting = salute()
            print(greeting)
            ```

            Then print it.

            ```swift
            print(greeting.count)
            ```
            """
        let (output, page) = try await compilerOutput(of: markdown)
        #expect(output.contains("\(page):6:16: error: cannot find 'salute' in scope"))
        #expect(output.contains("// ```swift"), "\(output)")
        #expect(output.contains("print(greeting)\n") && output.contains("| // ```\n"), "\(output)")
        #expect(!output.contains("#sourceLocation"), "\(output)")
    }

    @Test func aPageThatCannotBeReadIsMappedAsBefore() {
        // No file at the path: no lines around the code, the mapping alone.
        let text = GeneratedSources.mainFile(for: page("# T\n\n```swift\nlet a = 1\n```\n")).text
        #expect(!text.contains("// ```"))
        #expect(text.contains("#sourceLocation(file: \"Page.md\", line: 4)"))
    }

    @Test func blocksAFewLinesApartShareOneMapping() async throws {
        let markdown = "# T\n\n```swift\nlet a = 1\n```\n\n```swift\nlet b: String = a\n```\n"
        let directory = try TemporaryDirectory()
        try directory.write("T.md", markdown)
        let path = directory.url.appendingPathComponent("T.md").path
        let text = GeneratedSources.mainFile(for: PageCode(source: SourceFile(path: path, text: markdown))).text
        // Lines 5 to 7 (the fences and the blank line between) are written as comments, line for line.
        #expect(text.contains("let a = 1\n// ```\n//\n// ```swift\nlet b: String = a\n"), "\(text)")
        #expect(text.components(separatedBy: "#sourceLocation(file:").count == 2)
        let errors = try await typeChecker().typeCheck(text, moduleName: "T").filter { $0.kind == "error" }
        #expect(errors.map { "\($0.location)" } == ["\(path):8:17"])
    }
}
