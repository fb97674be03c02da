import DocsCodeBlocks
import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

@testable import DocsRendering
@testable import DocsResolution
@testable import DocsSite

/// `@Snippet(path:slice:)`: code from the package's `Snippets/` folder, as swift-docc-plugin cuts it.
@Suite struct SnippetTests {
    private let greeting = """
        // Greets the reader.
        //
        // Shows `greet()`.

        import Foundation
        // snippet.hide
        let hidden = 1
        // snippet.show

        // snippet.setup
        struct Greeter {
            func greet() -> String { "Hello" }
        }
        // snippet.end

        func run() {
            // snippet.call
            print(Greeter().greet())
            // snippet.end
        }
        """

    private var catalog: SnippetCatalog {
        SnippetCatalog(files: ["Snippets/Greeting.swift": ("Snippets/Greeting.swift", greeting)])
    }

    @Test func hiddenLinesAndMarkersAreLeftOutAndSlicesLoseTheirIndentation() {
        let file = SnippetFile(greeting)
        #expect(file.explanation.map(\.text) == ["Greets the reader.", "", "Shows `greet()`."])
        #expect(
            file.code(slice: nil) == """
                import Foundation

                struct Greeter {
                    func greet() -> String { "Hello" }
                }

                func run() {
                    print(Greeter().greet())
                }

                """)
        #expect(file.code(slice: "setup") == "struct Greeter {\n    func greet() -> String { \"Hello\" }\n}\n")
        #expect(file.code(slice: "call") == "print(Greeter().greet())\n")
        #expect(file.code(slice: "nothing") == nil)
    }

    @Test func aSnippetIsShownHighlightedWithItsExplanation() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(
                extra:
                    "@Snippet(path: \"Pkg/Snippets/Greeting\")\n\n@Snippet(path: \"Pkg/Snippets/Greeting\", slice: \"call\")\n"
            )
        ]
        let site = try resolveCatalog(pages, snippets: catalog)
        #expect(site.root.resolved.code.count == 2)
        let html = SiteRenderer().render(site).text("index.html")
        #expect(html.contains("<p>Shows <code>greet()</code>.</p>"))
        #expect(html.contains(#"<code class=language-swift><h-k>import</h-k>"#))
        #expect(html.contains(#"<code class=language-swift>print(<h-t>Greeter</h-t>().greet())\#n</code>"#))
        #expect(!html.contains(" hidden = "), "a hidden line is shown")
        #expect(!html.contains("snippet."))
    }

    @Test func aMissingSnippetOrSliceIsAnErrorWithAHint() {
        let pages = [
            "Doc.docc/Root.md": rootPage(
                extra:
                    "@Snippet(path: \"Pkg/Snippets/Greting\")\n\n@Snippet(path: \"Pkg/Snippets/Greeting\", slice: \"cal\")\n"
            )
        ]
        #expect(
            catalogProblems(pages, snippets: catalog) == [
                "Doc.docc/Root.md:8:10: error: no snippet at 'Pkg/Snippets/Greting' (did you mean `Snippets/Greeting`? The path is the package's name, then the file's path below the package without .swift)",
                "Doc.docc/Root.md:10:41: error: the snippet Snippets/Greeting.swift has no slice 'cal' (Snippets/Greeting.swift has the slices call, setup)",
            ])
        #expect(
            catalogProblems(pages).first?.hasPrefix(
                "Doc.docc/Root.md:8:10: error: no Snippets folder to find 'Pkg/Snippets/Greting' in") == true)
    }

    @Test func aProblemInTheExplanationIsReportedInTheSnippetFile() {
        let broken = SnippetCatalog(files: [
            "Snippets/Broken.swift": ("Snippets/Broken.swift", "// Uses\n//   @Bogus\nlet x = 1\n")
        ])
        #expect(
            catalogProblems(
                ["Doc.docc/Root.md": rootPage(extra: "@Snippet(path: \"Pkg/Snippets/Broken\")\n")], snippets: broken
            ).first?
            .hasPrefix("Snippets/Broken.swift:2:6: error: unknown directive @Bogus") == true)
    }

    @Test func theBuildFindsTheSnippetsFolderBesideThePackage() throws {
        let package = try TemporaryDirectory()
        try package.write("Package.swift", "// swift-tools-version:6.0\n")
        try package.write("Snippets/Greeting.swift", greeting)
        try package.write(
            "Sources/Pkg/Pkg.docc/Pkg.md",
            rootPage(extra: "@Snippet(path: \"Pkg/Snippets/Greeting\", slice: \"setup\")\n"))
        let output = package.url.appendingPathComponent("site")
        try DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [package.url.appendingPathComponent("Sources/Pkg/Pkg.docc")]),
                outputDirectory: output, baseDirectory: package.url)
        ).run()
        #expect(package.read("site/index.html")?.contains("Greeter") == true)
    }

    @Test func aSnippetSaysWhatTheLastCheckDidWithItsFile() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(extra: "@Snippet(path: \"Pkg/Snippets/Greeting\", slice: \"call\")\n")
        ]
        let site = try resolveCatalog(pages, snippets: catalog)
        #expect(
            SiteRenderer().render(site).text("index.html").contains(
                "<div class=code-label>Snippet<span class=code-state> · not checked</span></div>"))

        let file = CodeBlock.snippet(text: greeting, path: "Snippets/Greeting.swift")
        let record = BlockCheckRecord(entries: [
            BlockCheckRecord.Entry(
                file: "/package/Snippets/Greeting.swift", line: 1,
                fingerprint: BlockFingerprint.of(page: [file])[0], outcome: .compiled)
        ])
        let checked = site.withOutcomes(from: CheckedBlocks(record, baseDirectory: URL(fileURLWithPath: "/package")))
        #expect(
            SiteRenderer().render(checked).text("index.html").contains(
                "<div class=code-label>Snippet<span class=code-state> · compiled</span></div>"))
    }
}
