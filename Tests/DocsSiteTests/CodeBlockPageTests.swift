import DocsCodeBlocks
import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// Pages show what each code block is, and a misused block fails the site build as it fails
/// `swift build`.
@Suite struct CodeBlockPageTests {
    /// A package of a root page and `Articles/Guide.md`, and the build of its site into `Site/`.
    private func guide(_ markdown: String) throws -> (TemporaryDirectory, DocumentationBuild) {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Guides", ["Guide"])]))
        try directory.write("Articles/Guide.md", markdown)
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url))
        return (directory, build)
    }

    /// Builds the site of a guide and returns the guide's HTML.
    private func guideHTML(_ markdown: String) throws -> String {
        let (directory, build) = try guide(markdown)
        try build.run()
        return try #require(directory.read("Site/articles/guide.html"))
    }

    @Test func hiddenLinesAreNotShownAndTheRestLosesTheirSharedIndentation() throws {
        let html = try guideHTML("# Guide\n\nText.\n\n```swift\n# func setup() {\n    let visible = 1\n# }\n```\n")
        #expect(!html.contains("setup"))
        #expect(html.contains(#"<code class=language-swift><h-k>let</h-k> visible"#))
    }

    @Test func aReplacementShowsItsFileAndTheLinesItAddedAndRemoved() throws {
        let html = try guideHTML(
            """
            # Guide

            Text.

            ```swift file=Counter.swift
            let first = 1
            let kept = 2
            ```

            ```swift file=Counter.swift replace
            let kept = 2
            let second = 3
            ```
            """)
        #expect(
            html.contains(#"<div class=code-label>Counter.swift<span class=code-state> · not checked</span></div>"#))
        #expect(
            html.contains(
                #"<div class=code-label>Counter.swift, changed<span class=code-state> · not checked</span></div>"#))
        #expect(html.contains(#"<del><h-k>let</h-k> first = <h-n>1</h-n></del>"#))
        #expect(html.contains(#"<ins><h-k>let</h-k> second = <h-n>3</h-n></ins>"#))
        #expect(html.contains("\n<h-k>let</h-k> kept = <h-n>2</h-n>\n<ins>"))
    }

    @Test func anExpectedFailureShowsItsErrorAndAShownOnlyBlockItsReason() throws {
        let html = try guideHTML(
            #"""
            # Guide

            Text.

            ```swift compile-error="cannot find 'x' in scope"
            let y = x
            ```

            ```swift ignore="needs <UIKit>"
            let view = UIView()
            ```

            ```text output=printAll
            hello
            ```
            """#)
        #expect(
            html.contains(
                #"<div class="code-block code-expected-failure"><div class=code-label>Swift, does not compile<span class=code-state> · not checked</span></div>"#
            ))
        #expect(html.contains(#"<p class="code-note code-error"><strong>error: </strong>cannot find 'x' in scope</p>"#))
        #expect(html.contains(#"<p class=code-note><strong>Not compiled: </strong>needs &lt;UIKit&gt;</p>"#))
        #expect(html.contains(#"<div class=code-label>Output of printAll()</div>"#))
    }

    @Test func aMisusedBlockFailsTheBuildAtItsWord() throws {
        let (directory, build) = try guide("# Guide\n\nText.\n\n```swift file=A.swift contnue\nlet a = 1\n```\n")
        #expect {
            try build.run()
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map { "\($0.location): \($0.message)" }
                == ["Articles/Guide.md:5:23: unknown code block attribute 'contnue'"]
        }
        #expect(directory.read("Site/index.html") == nil)
    }

    @Test func withoutACheckNoBlockIsClaimedCompiled() throws {
        let (directory, build) = try guide(
            "# Guide\n\nText.\n\n```swift\nlet a = 1\n```\n\n```swift apple-only\nimport UIKit\n```\n\n```console\n$ ls\n```\n"
        )
        let summary = try build.run()
        #expect(summary.codeCounts.total == 2 && summary.codeCounts.checked == 0 && summary.codeCounts.notChecked == 1)
        #expect(summary.codeCounts.shownOnly.map(\.location.description) == ["Articles/Guide.md:9:1"])
        let landing = try #require(directory.read("Site/index.html"))
        #expect(!landing.contains("compiled in the last"))
        let page = try #require(directory.read("Site/articles/guide.html"))
        #expect(page.contains("<div class=code-label>Swift<span class=code-state> · not checked</span></div>"))
        #expect(!page.contains("· compiled"))
    }

    @Test func theRecordOfTheLastCheckIsWhatThePagesAndCountsSay() throws {
        let markdown =
            "# Guide\n\nText.\n\n```swift\nlet a = 1\n```\n\n```swift\nlet b = a +\n```\n\n```swift\nfoo(...)\n```\n\n```swift apple-only\nimport UIKit\n```\n"
        let (directory, build) = try guide(markdown)
        let code = PageCode(source: SourceFile(path: "Articles/Guide.md", text: markdown))
        let file = directory.url.appendingPathComponent("Articles/Guide.md").standardizedFileURL.path
        let outcomes: [BlockCheckOutcome] = [
            .compiled, .failed("expected expression after operator"), .fragment("leaves code out with '...'"),
            .shownOnly("x"),
        ]
        let record = BlockCheckRecord(
            entries: zip(zip(code.blocks, BlockFingerprint.of(page: code.blocks)), outcomes).map { block, outcome in
                BlockCheckRecord.Entry(file: file, line: block.0.location.line, fingerprint: block.1, outcome: outcome)
            })
        var options = build.options
        options.inputs.checkRecord = record
        let summary = try DocumentationBuild(options: options).run()
        #expect(
            summary.codeCounts.checked == 1 && summary.codeCounts.failed == 1 && summary.codeCounts.fragments == 1
                && summary.codeCounts.notChecked == 0)
        #expect(
            directory.read("Site/index.html")?.contains(
                "1 of the 4 Swift blocks of these pages compiled in the last napkin-docs check; 1 did not compile; "
                    + "1 is an excerpt that cannot compile alone; 1 is shown without being compiled, with its reason.")
                == true)
        let page = try #require(directory.read("Site/articles/guide.html"))
        #expect(page.contains("Swift<span class=code-state> · compiled</span>"))
        #expect(page.contains("<strong>error: </strong>expected expression after operator"))
        #expect(page.contains("<strong>Not compiled: </strong>it leaves code out with '...'."))

        // One block is edited: the record speaks for no block of the page, since each was
        // compiled with the others.
        try directory.write("Articles/Guide.md", markdown.replacingOccurrences(of: "let a = 1", with: "let a = 2"))
        let edited = try DocumentationBuild(options: options).run()
        #expect(edited.codeCounts.checked == 0 && edited.codeCounts.notChecked == 3)
        #expect(directory.read("Site/index.html")?.contains("compiled in the last napkin-docs check") == false)
        #expect(directory.read("Site/articles/guide.html")?.contains("· compiled") == false)
    }
}
