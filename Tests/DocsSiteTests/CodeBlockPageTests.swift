import DocsMarkup
import DocsSite
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
        let build = DocumentationBuild(options: .init(sourceDirectories: [directory.url.appendingPathComponent("Articles")],
                                                      outputDirectory: directory.url.appendingPathComponent("Site"),
                                                      baseDirectory: directory.url))
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
        let html = try guideHTML("""
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
        #expect(html.contains(#"<div class=code-label>Counter.swift</div>"#))
        #expect(html.contains(#"<div class=code-label>Counter.swift, changed</div>"#))
        #expect(html.contains(#"<del><h-k>let</h-k> first = <h-n>1</h-n></del>"#))
        #expect(html.contains(#"<ins><h-k>let</h-k> second = <h-n>3</h-n></ins>"#))
        #expect(html.contains("\n<h-k>let</h-k> kept = <h-n>2</h-n>\n<ins>"))
    }

    @Test func anExpectedFailureShowsItsErrorAndAShownOnlyBlockItsReason() throws {
        let html = try guideHTML(#"""
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
        #expect(html.contains(#"<div class="code-block code-expected-failure"><div class=code-label>Swift, does not compile</div>"#))
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

    @Test func theBuildCountsSwiftBlocksAndTheLandingPageSaysHowManyAreCompiled() throws {
        let (directory, build) = try guide("# Guide\n\nText.\n\n```swift\nlet a = 1\n```\n\n```swift apple-only\nimport UIKit\n```\n\n```console\n$ ls\n```\n")
        let summary = try build.run()
        #expect(summary.codeCounts.total == 2 && summary.codeCounts.compiled == 1)
        #expect(summary.codeCounts.shownOnly.map(\.location.description) == ["Articles/Guide.md:9:1"])
        #expect(directory.read("Site/index.html")?.contains("1 of the 2 Swift blocks of these articles and tutorials go through the compiler on every swift build and swift test; 1 is shown without being compiled") == true)
    }

    @Test func aPackageThatDoesNotCompileItsPagesClaimsNoCompiledBlock() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Guides", ["Guide"])]))
        try directory.write("Articles/Guide.md", "# Guide\n\nText.\n\n```swift\nlet a = 1\n```\n\n```swift apple-only\nimport UIKit\n```\n")
        let summary = try DocumentationBuild(options: .init(
            sourceDirectories: [directory.url.appendingPathComponent("Articles")], outputDirectory: directory.url.appendingPathComponent("Site"),
            baseDirectory: directory.url, packageCompilesPages: false)).run()
        #expect(summary.codeCounts.total == 2 && summary.codeCounts.compiled == 0 && !summary.codeCounts.packageCompilesPages)
        #expect(directory.read("Site/index.html")?.contains("go through the compiler") == false)
    }
}
