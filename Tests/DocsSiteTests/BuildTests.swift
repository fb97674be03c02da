import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

@Suite struct BuildTests {
    /// A package-like directory with a root page and one article.
    private func package() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["GettingStarted"])]))
        try directory.write("Articles/GettingStarted.md", "# Getting Started\n\nFirst steps.\n\n## Install\n")
        try directory.write("Tutorials/Login/LoginFlow.md", "# Login Flow\n\nA tutorial.\n")
        return directory
    }

    private func build(
        _ directory: TemporaryDirectory, output: String = "Site",
        render: @escaping @Sendable (Site) -> [OutputFile] = outlineRenderer
    ) -> DocumentationBuild {
        DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [
                    directory.url.appendingPathComponent("Articles"), directory.url.appendingPathComponent("Tutorials"),
                ]), outputDirectory: directory.url.appendingPathComponent(output), baseDirectory: directory.url),
            render: render)
    }

    @Test func writesWhatTheRendererReturns() throws {
        let directory = try package()
        let summary = try build(directory).run()
        #expect(summary.pageCount == 3 && summary.fileCount == 5)
        #expect(summary.timings.stages.map(\.name) == ["read", "parse", "resolve", "outcomes", "render", "write"])
        let files = try directory.contents(of: "Site")
        #expect(
            files.keys.sorted() == [
                ".napkin-docs-site", "articles/getting-started.html", "index.html", "sitemap.txt",
                "tutorials/login-flow.html",
            ])
        #expect(
            String(decoding: files["articles/getting-started.html"]!, as: UTF8.self) == """
                title: Getting Started
                summary: First steps.
                group: Essentials
                previous: index.html
                next: tutorials/login-flow.html
                toc: 2#install

                """)
    }

    @Test func sameInputGivesTheSameBytes() throws {
        let directory = try package()
        try build(directory, output: "First").run()
        try build(directory, output: "Second").run()
        let first = try directory.contents(of: "First")
        #expect(!first.isEmpty)
        #expect(first == (try directory.contents(of: "Second")))
    }

    @Test func successfulBuildReplacesTheWholeOutputDirectory() throws {
        let directory = try package()
        try build(directory).run()
        try directory.write("Site/stale.html", "from an old build")
        try build(directory).run()
        let files = try directory.contents(of: "Site")
        #expect(files["stale.html"] == nil)
        #expect(files["index.html"] != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
            $0.hasPrefix(".Site")
        }
        #expect(leftovers.isEmpty)
    }

    /// `--output` pointed at a folder of someone's own files must not delete them.
    @Test func refusesToReplaceADirectoryItDidNotWrite() throws {
        let directory = try package()
        try directory.write("Site/CNAME", "docs.example.org")
        try directory.write("Site/notes/keep.txt", "mine")
        #expect(throws: BuildError.self) { try build(directory).run() }
        #expect(try directory.contents(of: "Site").keys.sorted() == ["CNAME", "notes/keep.txt"])
    }

    @Test func anEmptyExistingDirectoryIsFine() throws {
        let directory = try package()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Site"), withIntermediateDirectories: true)
        try build(directory).run()
        #expect(try directory.contents(of: "Site")["index.html"] != nil)
    }

    @Test func replacingTheOutputDeletesLinksButNotWhatTheyPointAt() throws {
        let directory = try package()
        try directory.write("Elsewhere/keep.txt", "not part of the site")
        try build(directory).run()
        let site = directory.url.appendingPathComponent("Site")
        try FileManager.default.createSymbolicLink(
            at: site.appendingPathComponent("linked"),
            withDestinationURL: directory.url.appendingPathComponent("Elsewhere"))
        try build(directory).run()
        #expect(try directory.contents(of: "Elsewhere") == ["keep.txt": Array("not part of the site".utf8)])
        #expect(
            try directory.contents(of: "Site").keys.sorted() == [
                ".napkin-docs-site", "articles/getting-started.html", "index.html", "sitemap.txt",
                "tutorials/login-flow.html",
            ])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
            $0.hasPrefix(".Site")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func unchangedFilesAreKeptAndChangedOnesRewritten() throws {
        let directory = try package()
        try build(directory).run()
        let site = directory.url.appendingPathComponent("Site")
        func inode(_ path: String) throws -> Int {
            try #require(
                try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent(path).path)[
                    .systemFileNumber] as? Int)
        }
        let unchanged = try inode("tutorials/login-flow.html")
        let changed = try inode("articles/getting-started.html")
        try directory.write("Articles/GettingStarted.md", "# Getting Started\n\nOther first steps.\n")
        try build(directory).run()
        #expect(try inode("tutorials/login-flow.html") == unchanged)
        #expect(try inode("articles/getting-started.html") != changed)
        let files = try directory.contents(of: "Site")
        #expect(
            String(decoding: files["articles/getting-started.html"]!, as: UTF8.self).contains(
                "summary: Other first steps."))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
            $0.hasPrefix(".Site")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func aLinkInThePreviousOutputIsReplacedByAFileEvenWithTheSameBytes() throws {
        let directory = try package()
        try build(directory).run()
        let index = directory.url.appendingPathComponent("Site/index.html")
        let bytes = try #require(FileManager.default.contents(atPath: index.path))
        try directory.write("Elsewhere/index.html", bytes: [UInt8](bytes))
        try FileManager.default.removeItem(at: index)
        try FileManager.default.createSymbolicLink(
            at: index, withDestinationURL: directory.url.appendingPathComponent("Elsewhere/index.html"))
        try build(directory).run()
        let type = try FileManager.default.attributesOfItem(atPath: index.path)[.type] as? FileAttributeType
        #expect(type == .typeRegular)
        #expect(FileManager.default.contents(atPath: index.path) == bytes)
        #expect(try directory.contents(of: "Elsewhere") == ["index.html": [UInt8](bytes)])
    }

    @Test func failingBuildLeavesTheOutputDirectoryUntouched() throws {
        let directory = try package()
        try build(directory).run()
        let before = try directory.contents(of: "Site")
        try directory.write("Articles/Broken.md", "# Broken\n\n@Row {\n")
        #expect(throws: DiagnosticError.self) { try build(directory).run() }
        #expect(try directory.contents(of: "Site") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
            $0.hasPrefix(".Site")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func failingWriteLeavesTheOutputDirectoryUntouched() throws {
        let directory = try package()
        try build(directory).run()
        let before = try directory.contents(of: "Site")
        // A file and a directory of the same name cannot both be written: the write fails midway.
        let conflicting = build(directory) { _ in
            [OutputFile(path: "a", text: "file"), OutputFile(path: "a/b.html", text: "inside")]
        }
        #expect(throws: BuildError.self) { try conflicting.run() }
        #expect(try directory.contents(of: "Site") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
            $0.hasPrefix(".Site")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func rendererPathsMustStayInsideTheOutput() throws {
        let directory = try package()
        let escaping = build(directory) { _ in [OutputFile(path: "../escape.html", text: "no")] }
        #expect(throws: BuildError.invalidOutputPath("../escape.html")) {
            try escaping.run()
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("escape.html").path))
    }

    @Test func refusesToReplaceADirectoryHoldingTheSources() throws {
        let directory = try package()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url, baseDirectory: directory.url), render: outlineRenderer)
        #expect(throws: BuildError.self) { try build.run() }
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Articles/Napkin.md").path))
    }

    @Test func problemsOfReadingParsingAndLinkingAreReportedTogether() throws {
        let directory = try package()
        try directory.write("Articles/Bad.md", bytes: Array("# Bad\n\nx".utf8) + [0xFF] + Array("\n".utf8))
        try directory.write("Articles/Links.md", "# Links\n\nSee <doc:Nowhere>.\n")
        try directory.write("Articles/Unclosed.md", "# Unclosed\n\n@TabNavigator {\n")
        try directory.write("Articles/Untitled.md", "No title here.\n")
        do {
            try build(directory).run()
            Issue.record("the build succeeded")
        } catch let error as DiagnosticError {
            #expect(
                error.diagnostics.map { "\($0.location): \($0.message)" } == [
                    "Articles/Bad.md:3:2: the file is not valid UTF-8"
                ])
        }
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Articles/Bad.md"))
        do {
            try build(directory).run()
            Issue.record("the build succeeded")
        } catch let error as DiagnosticError {
            #expect(
                error.diagnostics.map { "\($0.location): \($0.message)" } == [
                    "Articles/Links.md:3:5: no page is named 'Nowhere'",
                    "Articles/Unclosed.md:3:15: the `{` of @TabNavigator is never closed",
                    "Articles/Untitled.md:1:1: the page has no title",
                ])
        }
    }

    @Test func warningsDoNotStopTheBuildAndAreReportedWithErrors() throws {
        let directory = try package()
        try directory.write("Articles/Table.md", "# Table\n\nSee [Channel](./NIOCore/Channel).\n")
        let summary = try build(directory).run()
        #expect(
            summary.warnings.map { "\($0.location): \($0.severity.rawValue)" } == ["Articles/Table.md:3:15: warning"])
        #expect(try directory.contents(of: "Site")["articles/table.html"] != nil)

        // In a failing build, the warnings of every page come with the errors.
        func failure() -> [String] {
            do {
                try build(directory).run()
                Issue.record("the build succeeded")
                return []
            } catch {
                return (error as? DiagnosticError)?.diagnostics.map { "\($0.location): \($0.severity.rawValue)" } ?? [
                    "\(error)"
                ]
            }
        }
        try directory.write("Articles/Broken.md", "# Broken\n\n@Row {\n")
        #expect(failure() == ["Articles/Broken.md:3:6: error", "Articles/Table.md:3:15: warning"])
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Articles/Broken.md"))
        try directory.write("Articles/Links.md", "# Links\n\n<doc:Nowhere>\n")
        #expect(failure() == ["Articles/Links.md:3:1: error", "Articles/Table.md:3:15: warning"])
    }

    @Test func sourcesWithoutPagesAreAnErrorSayingWhatToDo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/notes.txt", "not a page")
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url))
        #expect(
            throws: BuildError.noPages(searched: ["Articles"])
        ) {
            try build.run()
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Site").path))
    }

    @Test func missingSourceDirectoryIsAnErrorWhenRequired() throws {
        let directory = try package()
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Nope")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url),
            render: outlineRenderer)
        #expect(throws: BuildError.sourceDirectoryMissing("Nope")) { try build.run() }
    }
}

/// Each ``BuildError`` says what failed and what to do, in one sentence written in one place.
@Suite struct BuildErrorTests {
    @Test func theSentencesSayWhatToDo() {
        #expect(
            BuildError.noPages(searched: ["Articles", "Tutorials"]).description
                == "error: no Markdown files found in Articles, Tutorials; add a page (a .md file), or point --source at the directory that holds them"
        )
        #expect(
            BuildError.noSuchModule("Kitt", modules: ["Kit", "App"]).message
                == "the package has no module named Kitt; its modules are App, Kit")
        #expect(
            BuildError.outputUnwritable(step: .moveIn, target: "Site", reason: "No space left on device").message
                == "cannot move the new site into Site: No space left on device")
        #expect(
            BuildError.noPackage(from: "/tmp", needed: "--source").message
                == "no Package.swift in /tmp or above it; run inside a package or pass --source")
    }
}
