import DocsMarkup
import Testing

/// Code that CommonMark keeps as code must never be read as directives, and code that it does
/// not keep as code must not hide the directives after it.
@Suite struct CodeFenceEdgeCaseTests {
    @Test func tabIndentedCodeIsCodeNotDirectives() {
        #expect(errors("# T\n\nSome code:\n\n\t@Available(iOS 13, *)\n\tfunc f() {\n\t}\n") == [])
    }

    @Test func aTabIndentedFenceIsIndentedCodeAndDoesNotHideLaterDirectives() {
        #expect(
            errors("# T\n\nx\n\n\t```swift\n\n@Bogus\n") == ["Articles/Page.md:7:1: error: unknown directive @Bogus"])
    }

    @Test func aFenceOpenedOnAListItemLineIsTracked() {
        #expect(errors("# T\n\n- Example:\n- ```swift\n  @MainActor\n  final class X {\n  }\n  ```\n") == [])
        #expect(errors("# T\n\n1. ```swift\n   @MainActor final class X {\n   }\n   ```\n") == [])
    }

    @Test func aClosingFenceIndentedFourColumnsDoesNotClose() {
        #expect(errors("# T\n\n```text\n    ```\n}\n```\n") == [])
    }

    /// A fence opened inside a block quote is closed by a fence inside the same quote: the
    /// directive after it is a directive, and cmark still sees a quote holding the code.
    @Test func aFenceInsideABlockQuoteClosesInsideIt() throws {
        let document = try parse("# T\n\n> ```swift\n> let x = 1\n> ```\n\n@Row {\n  @Column { A }\n}\n")
        #expect(
            document.blocks == [
                .blockQuote([.codeBlock(language: "swift", info: "swift", code: "let x = 1\n", at(3, 3))], at(3, 1)),
                .panels(.columns, [Panel(blocks: [.paragraph([.text("A")], at(8, 13))])], at(7, 1)),
            ])
    }

    /// A line without the quote's `>` ends the quote, and cmark ends the fence in it there too.
    @Test func aFenceInsideABlockQuoteEndsWithTheQuote() {
        #expect(
            errors("# T\n\n> ```swift\n> let x = 1\n\n@Bogus\n") == [
                "Articles/Page.md:6:1: error: unknown directive @Bogus"
            ])
    }

    /// In a fence outside any quote, `> ```` is code, not the fence's end.
    @Test func aQuotedFenceLineInsideAnOpenFenceIsCode() {
        #expect(errors("# T\n\n```markdown\n> ```swift\n> ```\n@Bogus {\n```\n") == [])
        #expect(errors("# T\n\n> ```markdown\n> > ```\n> @Bogus {\n> ```\n") == [])
    }

    @Test func columnsOnTheFirstLineIgnoreAByteOrderMark() {
        #expect(errors("\u{FEFF}@Foo\n# T\n") == ["Articles/Page.md:1:1: error: unknown directive @Foo"])
    }

    /// Thousands of links on one line: each link gets the right column. (How long the search
    /// takes is the documentation benchmark's to measure: a time limit here counted the minutes
    /// the test waited for a thread under the thread sanitizer.)
    @Test func manyLinksOnOneLineKeepTheirColumns() throws {
        let links = Array(repeating: "<doc:Other>", count: 3_000).joined(separator: " ")
        let document = try parse("# T\n\n\(links)\n")
        guard case .paragraph(let inlines, _) = document.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        let columns = inlines.compactMap { inline -> Int? in
            if case .docLink(_, let location) = inline { return location.column }
            return nil
        }
        #expect(columns.count == 3_000)
        #expect(columns.first == 1)
        #expect(columns.last == 1 + 2_999 * 12)
    }
}
