import DocsMarkup
import DocsTestSupport
import Testing

/// Hostile but valid Markdown: nesting far past ``NestingLimit`` is an error at the level that
/// goes past it, never a crash, and nesting up to it parses on the smallest stack a build may
/// run on. These run in the debug build, whose frames are the largest.
@Suite struct NestingLimitTests {
    private let page = "# Title\n\n"
    private let limit = NestingLimit.maximumDepth

    @Test func fiftyThousandQuotesOnOneLineStopAtTheLimit() {
        #expect(
            errors(page + DeepMarkdown.quotes(50_000)) == [
                "Articles/Page.md:3:\(limit + 1): error: the content nests more than \(limit) levels deep here"
            ])
    }

    @Test func theLimitIsExact() {
        #expect(errors(page + DeepMarkdown.quotes(limit)) == [])
        #expect(errors(page + DeepMarkdown.quotes(limit + 1)).count == 1)
        #expect(errors(page + DeepMarkdown.mixed(depth: limit)) == [])
        #expect(errors(page + DeepMarkdown.mixed(depth: limit + 1)).count == 1)
    }

    @Test func aThousandNestedListsStopAtTheLimit() {
        // Each list is indented two spaces under the one before: level 101 starts at column 201.
        #expect(
            errors(page + DeepMarkdown.lists(1_000)) == [
                "Articles/Page.md:\(3 + limit):\(2 * limit + 1): error: the content nests more than \(limit) levels deep here"
            ])
    }

    @Test func deepInlinesStopAtTheLimit() {
        #expect(errors(page + DeepMarkdown.strong(25_000) + "\n").count == 1)
        #expect(errors(page + DeepMarkdown.images(10_000) + "\n").count == 1)
        #expect(errors(page + DeepMarkdown.strong(limit) + "\n") == [])
    }

    /// One error at the directive past the limit, none for the braces left unread after it.
    @Test func aThousandNestedDirectivesStopAtTheLimit() {
        #expect(
            errors(page + DeepMarkdown.comments(1_000)) == [
                "Articles/Page.md:\(3 + limit):1: error: the content nests more than \(limit) levels deep here"
            ])
        #expect(
            errors(page + DeepMarkdown.columns(500, around: "Text.\n")) == [
                "Articles/Page.md:\(3 + limit):1: error: the content nests more than \(limit) levels deep here"
            ])
        #expect(errors(page + DeepMarkdown.columns(limit / 2, around: "Text.\n")) == [])
    }

    /// Directives and the Markdown inside them count together.
    @Test func markdownInsideDirectivesCountsTheirLevels() {
        let markdown = page + DeepMarkdown.columns(limit / 2 - 1, around: DeepMarkdown.quotes(3))
        #expect(
            errors(markdown) == [
                "Articles/Page.md:\(3 + limit - 2):3: error: the content nests more than \(limit) levels deep here"
            ])
        #expect(
            hints(markdown) == [
                "napkin-docs reads at most \(limit) levels of block quotes, lists, directives, emphasis, links and images inside one another; flatten the nesting"
            ])
    }

    /// The lenient entry point of the build plugin's extractor reports the same error.
    @Test func theExtractorsEntryPointReportsItToo() {
        let blocks = DocumentParser().blocks(
            of: SourceFile(path: "Articles/Page.md", text: page + DeepMarkdown.quotes(50_000)))
        #expect(blocks.diagnostics.map(\.message) == ["the content nests more than \(limit) levels deep here"])
    }

    /// The deepest page allowed is parsed, walked, compared and freed on a 512 KB stack.
    @Test func theDeepestPageFitsInASmallStack() async {
        let markdown = page + DeepMarkdown.mixed(depth: limit)
        let outcome = await onThread { () -> String in
            do {
                let document = try DocumentParser().parse(SourceFile(path: "Articles/Page.md", text: markdown))
                var inlines = 0
                document.forEachInline { _ in inlines += 1 }
                let again = try DocumentParser().parse(SourceFile(path: "Articles/Page.md", text: markdown))
                return "\(document.codeBlocks.count) code block, \(inlines) inlines, equal: \(document == again)"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome == "1 code block, 8 inlines, equal: true")
    }
}
