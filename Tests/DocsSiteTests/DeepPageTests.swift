import DocsCodeBlocks
import DocsMarkup
import DocsRendering
import DocsResolution
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// Pages nested far past ``NestingLimit`` stop the whole build with an error and write nothing;
/// a page nested up to it goes through every stage, on the smallest stack a build may run on.
@Suite struct DeepPageTests {
    private static let limit = NestingLimit.maximumDepth

    /// What crashed the tool before the limit: each one is a page of its own.
    static let hostilePages: [(name: String, markdown: String, error: String)] = [
        ("quotes", DeepMarkdown.quotes(50_000), "Articles/Deep.md:3:\(limit + 1)"),
        ("lists", DeepMarkdown.lists(1_000), "Articles/Deep.md:\(3 + limit):\(2 * limit + 1)"),
        ("directives", DeepMarkdown.columns(500, around: "Text.\n"), "Articles/Deep.md:\(3 + limit):1"),
        ("strong", DeepMarkdown.strong(25_000) + "\n", "Articles/Deep.md:3:1"),
    ]

    @Test(arguments: hostilePages.map(\.name))
    func aPageNestedTooDeepFailsTheBuildAndWritesNothing(_ name: String) throws {
        let page = try #require(Self.hostilePages.first { $0.name == name })
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Deep"])]))
        try directory.write("Articles/Deep.md", "# Deep\n\n" + page.markdown)
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url))
        let error = try #require(throws: DiagnosticError.self) { try build.run() }
        #expect(
            error.diagnostics.map { "\($0.location): \($0.message)" }
                == ["\(page.error): the content nests more than \(Self.limit) levels deep here"])
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Site").path))
    }

    /// Parse, code blocks, resolution (outline, links), rendering (highlighting, search index)
    /// and freeing, on a 512 KB stack, in the debug build.
    @Test func theDeepestPageAllowedGoesThroughEveryStageOnASmallStack() async throws {
        let deep = SourceFile(path: "Articles/Deep.md", text: "# Deep\n\n" + DeepMarkdown.mixed(depth: Self.limit))
        let root = SourceFile(path: "Articles/Napkin.md", text: rootPage(groups: [("Essentials", ["Deep"])]))
        let html = await onThread { () -> String in
            do {
                let documents = try [root, deep].map { try DocumentParser().parse($0) }
                let code = Dictionary(
                    uniqueKeysWithValues: zip([root, deep], documents).map {
                        ($1.sourcePath, PageCode(document: $1, source: $0.bytes))
                    })
                let site = try SiteResolver().resolve(documents, code: code)
                let files = SiteRenderer().render(site)
                return files.first { $0.path.hasSuffix("deep.html") }.map {
                    String(decoding: $0.contents, as: UTF8.self)
                } ?? "no page"
            } catch {
                return "\(error)"
            }
        }
        #expect(html.contains("Deep heading"))
        #expect(html.contains(#"<h-k>let</h-k>"#))
        #expect(html.contains(#"<img src=https://example.org/i.png alt=alt loading=lazy>"#))
        #expect(html.components(separatedBy: "<blockquote").count - 1 == Self.limit - 2 * ((Self.limit - 5) / 4) - 6)
    }
}
