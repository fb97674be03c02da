import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// Sources written by someone else (a pull request, a package being documented) cannot make the
/// site publish files from outside the package, list forever, or run script in a reader's browser.
@Suite struct HostileInputTests {
    /// A package whose `Articles/` holds a landing page and whatever `prepare` adds.
    private func build(_ extra: String = "", prepare: (TemporaryDirectory) throws -> Void) throws -> DiagnosticError {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Articles/Napkin.md", rootPage(extra: extra))
        try prepare(directory)
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url))
        let error = try #require(throws: DiagnosticError.self) { try build.run() }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Site").path))
        return error
    }

    private func link(_ name: String, to destination: String, in directory: TemporaryDirectory) throws {
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    /// `Articles/host.png → /etc/hostname` would publish the machine's file as a resource.
    @Test func aLinkToAFileOutsideThePackageIsAnErrorAtTheLink() throws {
        let outside = try TemporaryDirectory()
        try outside.write("secret.txt", "a machine's secret\n")
        let error = try build("![Host](host.png)\n") {
            try link("Articles/host.png", to: outside.url.appendingPathComponent("secret.txt").path, in: $0)
        }
        #expect(
            error.diagnostics.map { "\($0.location): \($0.message)" }
                == [
                    "Articles/host.png:1:1: the symbolic link leads outside the package, to \(realPath(outside.url.appendingPathComponent("secret.txt")))"
                ])
    }

    @Test func aLinkToAFolderOutsideThePackageIsAnErrorAtTheLink() throws {
        let outside = try TemporaryDirectory()
        try outside.write("Other.md", "# Other\n")
        let error = try build { try link("Articles/more", to: outside.url.path, in: $0) }
        #expect(
            error.diagnostics.map { "\($0.location): \($0.message)" } == [
                "Articles/more:1:1: the symbolic link leads outside the package, to \(realPath(outside.url))"
            ])
    }

    /// A link to a folder that holds it would be listed round its cycle until paths grow too long.
    @Test func aLinkBackToAFolderThatHoldsItIsACycleNamedAtTheLink() throws {
        let error = try build { directory in
            try directory.write("Articles/Guides/Guide.md", "# Guide\n")
            try link("Articles/Guides/again", to: "..", in: directory)
        }
        #expect(
            error.diagnostics.map { "\($0.location): \($0.message)" }
                == [
                    "Articles/Guides/again:1:1: the symbolic link leads back to Articles, a folder that holds it, so its files would be listed forever"
                ])
    }

    /// As cmark's safe mode: a destination that runs script is refused, wherever it is written.
    @Test(arguments: [
        "[click](javascript:alert(3))", "<JavaScript:alert(3)>", "[v](vbscript:msgbox)", "[f](file:///etc/passwd)",
        "[d](data:text/html,<script>alert(1)</script>)",
        "@Metadata {\n    @CallToAction(url: \"javascript:alert(3)\", purpose: link)\n}",
    ])
    func aDestinationThatRunsScriptIsRefused(_ markdown: String) throws {
        let error = try build { try $0.write("Articles/Other.md", "# Other\n\n" + markdown + "\n") }
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.message.contains("is refused: it could run script") == true)
        #expect(error.diagnostics.first?.location.file == "Articles/Other.md")
    }

    /// A doc comment and a documentation extension are pages of the site too.
    @Test func aScriptDestinationInADocCommentOrAnExtensionIsRefused() throws {
        let graphs = try ProjectReference.extractGraphs(of: ["Greeter"])
        let file = graphs.appendingPathComponent("Greeter.symbols.json")
        var graph = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var symbols = try #require(graph["symbols"] as? [[String: Any]])
        let index = try #require(
            symbols.firstIndex { ($0["names"] as? [String: Any])?["title"] as? String == "Greeting" })
        var comment = symbols[index]["docComment"] as? [String: Any] ?? [:]
        comment["lines"] =
            ((comment["lines"] as? [[String: Any]]) ?? []) + [["text": ""], ["text": "[Run](javascript:alert(1))"]]
        symbols[index]["docComment"] = comment
        graph["symbols"] = symbols
        try JSONSerialization.data(withJSONObject: graph).write(to: file)

        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Articles/Greeter.md", "# ``Greeter``\n\nGreetings.\n")
        try directory.write("Articles/Line.md", "# ``Greeter/Greeting/line(for:)``\n\n[Run](vbscript:msgbox)\n")
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(
                    sourceDirectories: [directory.url.appendingPathComponent("Articles")],
                    symbolGraphs: .init(
                        directory: graphs, modules: ["Greeter"], packageDirectory: ProjectReference.packageRoot)),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url))
        let error = try #require(throws: DiagnosticError.self) { try build.run() }
        let refused = error.diagnostics.filter { $0.message.contains("destination is refused") }
        #expect(refused.map { $0.message.prefix(13) }.sorted() == ["a javascript:", "a vbscript: d"])
        #expect(refused.contains { $0.location.file == "Articles/Line.md" && $0.location.line == 3 })
        #expect(refused.contains { $0.location.file.hasSuffix("Greeter.swift") })
    }

    @Test func anImageWrittenAsDataIsKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(extra: "![Dot](data:image/png;base64,iVBORw0KGgo=)\n"))
        try DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url)
        ).run()
        let page = try String(contentsOf: directory.url.appendingPathComponent("Site/index.html"), encoding: .utf8)
        #expect(
            page.contains("src=\"data:image/png;base64,iVBORw0KGgo=\"")
                || page.contains("src=data:image/png;base64,iVBORw0KGgo="))
    }

    private func realPath(_ url: URL) -> String {
        url.resolvingSymlinksInPath().path
    }
}
