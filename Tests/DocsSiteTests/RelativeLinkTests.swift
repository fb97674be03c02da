import DocsMarkup
import DocsRendering
import DocsResolution
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// Resolves in-memory pages against a catalog that holds them and `files` (display path → bytes),
/// below the given source directories.
private func resolve(
    _ pages: [String: String], files: [String: [UInt8]] = [:],
    directories: [String] = ["Articles", "Tutorials"]
) throws -> Site {
    let catalog = ResourceCatalog(
        sourceDirectories: directories, files: files.merging(pages.mapValues { Array($0.utf8) }) { $1 })
    return try SiteResolver(resources: catalog).resolve(documents(pages))
}

/// The diagnostics of such a resolution, as `location: severity: message` and then the hints.
private func problems(_ pages: [String: String], files: [String: [UInt8]] = [:]) throws -> (
    lines: [String], hints: [String?]
) {
    do {
        _ = try resolve(pages, files: files)
        return ([], [])
    } catch let error as DiagnosticError {
        return (
            error.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" },
            error.diagnostics.map(\.hint)
        )
    }
}

private let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF]

@Suite struct RelativeLinkTests {
    @Test func aRelativeDestinationResolvesAgainstThePagesDirectoryAndIsCopiedOnce() throws {
        let site = try resolve(
            [
                "Articles/Root.md": rootPage(groups: [("Essentials", ["Guide"])], extra: "![Map](images/tree.png)\n"),
                "Articles/Guides/Guide.md":
                    "# Guide\n\n![Map](../images/tree.png \"A tree\") and [the sample](Resources/sample.swift#L4).\n",
            ],
            files: [
                "Articles/images/tree.png": png, "Articles/Guides/Resources/sample.swift": Array("let x = 1\n".utf8),
            ])
        #expect(
            site.resources.map(\.path) == [
                "resources/Articles/Guides/Resources/sample.swift", "resources/Articles/images/tree.png",
            ])
        #expect(site.resources.last?.contents == png)
        #expect(site.resources.last?.sourcePath == "Articles/images/tree.png")
        #expect(site.root.resolved.destinations == ["images/tree.png": "resources/Articles/images/tree.png"])
        #expect(
            site.pages[0].resolved.destinations == [
                "../images/tree.png": "resources/Articles/images/tree.png",
                "Resources/sample.swift#L4": "resources/Articles/Guides/Resources/sample.swift#L4",
            ])
    }

    @Test func aBareFileNameIsAlsoFoundAnywhereInTheSourcesWhenUnique() throws {
        let site = try resolve(
            [
                "Articles/Root.md": rootPage(groups: [("Essentials", ["Guide"])]),
                "Articles/Guide.md": "# Guide\n\n![Flow](login-flow.png) and [code](LoginView.swift).\n",
            ],
            files: [
                "Articles/Images/login-flow.png": png, "Tutorials/Login/LoginView.swift": Array("struct V {}\n".utf8),
            ])
        #expect(
            site.pages[0].resolved.destinations == [
                "login-flow.png": "resources/Articles/Images/login-flow.png",
                "LoginView.swift": "resources/Tutorials/Login/LoginView.swift",
            ])
    }

    @Test func aMarkdownDestinationLeadsToThatPage() throws {
        let site = try resolve([
            "Articles/Root.md": rootPage(groups: [("Essentials", ["Guide", "Lifecycle"])]),
            "Articles/Guide.md": "# Guide\n\nRead [the lifecycle](Lifecycle.md#races) and [this](./Guide.md).\n",
            "Articles/Lifecycle.md": "# Lifecycle\n",
        ])
        #expect(
            site.pages[0].resolved.destinations == [
                "Lifecycle.md#races": "articles/lifecycle.html#races", "./Guide.md": "articles/guide.html",
            ])
        #expect(site.resources.isEmpty)
    }

    @Test func destinationsThatAreNotRelativePathsAreLeftAlone() throws {
        let site = try resolve([
            "Articles/Root.md": rootPage(
                extra: """
                    [a](https://swift.org) [b](mailto:x@example.org) [c](/absolute/path.png) [d](#topics) \
                    [e](//cdn.example.org/x.png) ![f](data:image/png;base64,AAAA) <https://example.org>

                    """)
        ])
        #expect(site.root.resolved.destinations.isEmpty)
        #expect(site.resources.isEmpty)
    }

    @Test func percentEscapesAreDecodedToFindTheFileAndWrittenForTheURL() throws {
        let site = try resolve(
            [
                "Articles/Root.md": rootPage(extra: "![a](my%20map.png) ![b](<my map.png>) ![c](caf%C3%A9.png)\n")
            ], files: ["Articles/my map.png": png, "Articles/café.png": png])
        #expect(
            site.root.resolved.destinations == [
                "my%20map.png": "resources/Articles/my%20map.png",
                "my map.png": "resources/Articles/my%20map.png",
                "caf%C3%A9.png": "resources/Articles/caf%C3%A9.png",
            ])
        #expect(site.resources.map(\.path) == ["resources/Articles/café.png", "resources/Articles/my map.png"])
    }

    @Test func aMissingFileIsAnErrorAtItsDestinationWithAHint() throws {
        let result = try problems(
            [
                "Articles/Root.md": rootPage(groups: [("Essentials", ["Guide"])]),
                "Articles/Guide.md":
                    "# Guide\n\nSee the ![map](images/tre.png)\nand [a\nsample](Resources/none.swift).\n\n[ref]: gone.txt\n\nA [reference][ref].\n",
            ], files: ["Articles/images/tree.png": png])
        #expect(
            result.lines == [
                "Articles/Guide.md:3:16: error: 'images/tre.png' leads to no file: Articles/images/tre.png does not exist",
                "Articles/Guide.md:5:9: error: 'Resources/none.swift' leads to no file: Articles/Resources/none.swift does not exist",
                "Articles/Guide.md:7:8: error: 'gone.txt' leads to no file: Articles/gone.txt does not exist",
            ])
        #expect(result.hints[0] == "did you mean images/tree.png?")
        #expect(
            result.hints[1]
                == "a relative path is read from the page's directory, Articles/; a bare file name is also looked up in all source directories"
        )
    }

    @Test func aHiddenFileIsNotPartOfTheSite() throws {
        let result = try problems(["Articles/Root.md": rootPage(extra: "![a](.drafts/a.png)\n")])
        #expect(
            result.lines == [
                "Articles/Root.md:8:6: error: '.drafts/a.png' leads to a hidden file or directory, which the site leaves out"
            ])
    }

    @Test func anAmbiguousBareNameIsAnErrorListingTheCandidates() throws {
        let result = try problems(
            [
                "Articles/Root.md": rootPage(extra: "![Logo](logo.png)\n")
            ], files: ["Articles/a/logo.png": png, "Tutorials/Login/logo.png": png])
        #expect(
            result.lines == [
                "Articles/Root.md:8:9: error: 'logo.png' names 2 files: Articles/a/logo.png, Tutorials/Login/logo.png"
            ])
        #expect(result.hints == ["write the path relative to this page, such as a/logo.png"])
    }

    @Test func anImageOutsideTheSourceDirectoriesIsAnError() throws {
        let result = try problems(
            [
                "Articles/Root.md": rootPage(extra: "![secrets](../../etc/passwd.png) and ![package](../logo.png)\n")
            ], files: ["logo.png": png])
        #expect(
            result.lines == [
                "Articles/Root.md:8:12: error: '../../etc/passwd.png' leads outside the source directories",
                "Articles/Root.md:8:49: error: '../logo.png' leads outside the source directories",
            ])
        #expect(
            result.hints.first
                == "a page may link only to files below Articles, Tutorials; copy the file there, or link to it with a full URL"
        )
    }

    @Test func aLinkOutsideTheSourceDirectoriesIsKeptWithAWarning() throws {
        // swift-protobuf's catalog links `../Protos/…/module_mappings.proto`, a file of its
        // repository; swift-case-paths' `../casepathscore`, another module's documentation.
        let pages = [
            "Articles/Root.md": rootPage(extra: "[mappings](../Protos/mappings.proto) and [core](../casepathscore)\n")
        ]
        let site = try SiteResolver(
            resources: ResourceCatalog(sourceDirectories: ["Articles"], files: pages.mapValues { Array($0.utf8) })
        ).resolve(documents(pages))
        #expect(
            site.warnings.map(\.message) == [
                "'../Protos/mappings.proto' is not a file of the sources; it is kept as a link that cannot be checked",
                "'../casepathscore' is not a file of the sources; it is kept as a link that cannot be checked",
            ])
        let html = SiteRenderer().render(site).text("index.html")
        #expect(html.contains(#"href=../Protos/mappings.proto"#) && html.contains(#"href=../casepathscore"#))
    }

    @Test func withoutACatalogRelativeDestinationsAreNeitherCheckedNorRewritten() throws {
        let site = try SiteResolver().resolve(documents(["Articles/Root.md": rootPage(extra: "![a](nowhere.png)\n")]))
        #expect(site.root.resolved.destinations.isEmpty)
        #expect(site.resources.isEmpty)
    }
}

@Suite struct RelativeLinkBuildTests {
    @Test func theSiteHoldsTheFilesAndEachPageLinksToThemFromItsOwnDepth() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Articles/Napkin.md", rootPage(groups: [("Essentials", ["Guide"])], extra: "![Tree](images/tree.png)\n"))
        try directory.write(
            "Articles/Guide.md",
            "# Guide\n\n![Tree](images/tree.png) [Sample](Resources/sample.swift) [Home](Napkin.md)\n")
        try directory.write("Articles/images/tree.png", bytes: png)
        try directory.write("Articles/Resources/sample.swift", "let x = 1\n")
        try directory.write("Articles/unused.png", bytes: png)
        try DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url)
        ).run()
        let files = try directory.contents(of: "Site")
        #expect(files["resources/Articles/images/tree.png"] == png)
        #expect(files["resources/Articles/Resources/sample.swift"] == Array("let x = 1\n".utf8))
        #expect(files.keys.filter { $0.hasPrefix("resources/") }.count == 2)
        let landing = String(decoding: files["index.html"] ?? [], as: UTF8.self)
        #expect(landing.contains(#"<img src=resources/Articles/images/tree.png alt=Tree loading=lazy>"#))
        let guide = String(decoding: files["articles/guide.html"] ?? [], as: UTF8.self)
        #expect(guide.contains(#"<img src=../resources/Articles/images/tree.png alt=Tree loading=lazy>"#))
        #expect(guide.contains(#"<a href=../resources/Articles/Resources/sample.swift>Sample</a>"#))
        #expect(guide.contains(#"<a href=../index.html>Home</a>"#))
    }

    @Test func aLinkedFileThatCannotBeReadIsAnErrorAtTheLink() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(extra: "See ![Tree](tree.png).\n"))
        // A link that points nowhere is listed with the sources but cannot be read.
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("Articles/tree.png").path,
            withDestinationPath: "missing.png")
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url),
            render: outlineRenderer)
        let error = try #require(throws: DiagnosticError.self) { try build.run() }
        #expect(
            error.diagnostics.map { "\($0.location): \($0.message)" } == [
                "Articles/Napkin.md:8:13: cannot read Articles/tree.png, which this links to"
            ])
        #expect(error.diagnostics.first?.hint?.contains("symbolic link") == true)
    }

    @Test func brokenDestinationsAreReportedWithTheOtherProblemsOfTheRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Guide"])]))
        try directory.write("Articles/Guide.md", "# Guide\n\n![Tree](images/tree.png) and <doc:Nowhere>.\n")
        try directory.write("Articles/Broken.md", "# Broken\n\n@Row {\n")
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url),
            render: outlineRenderer)
        do {
            try build.run()
            Issue.record("the build succeeded")
        } catch let error as DiagnosticError {
            #expect(
                error.diagnostics.map { "\($0.location): \($0.message)" } == [
                    "Articles/Broken.md:3:6: the `{` of @Row is never closed",
                    "Articles/Guide.md:3:9: 'images/tree.png' leads to no file: Articles/images/tree.png does not exist",
                    "Articles/Guide.md:3:30: no page is named 'Nowhere'",
                ])
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Site").path))
    }
}

/// Relative links to the hosted documentation of other modules, as DocC catalogs write them.
@Suite struct HostedDocumentationLinkTests {
    @Test func aModuleLinkIsKeptWithOneWarningPerPlace() throws {
        let pages = [
            "Articles/Root.md": rootPage(
                extra: "See [NIOCore][core] and [again][core], and [Channel](./NIOCore/Channel).\n\n[core]: ./NIOCore\n"
            )
        ]
        let site = try SiteResolver(
            resources: ResourceCatalog(sourceDirectories: ["Articles"], files: pages.mapValues { Array($0.utf8) })
        ).resolve(documents(pages))
        #expect(
            site.warnings.map(\.message) == [
                "'./NIOCore' is not a file of the sources; it is kept as a link that cannot be checked",
                "'./NIOCore/Channel' is not a file of the sources; it is kept as a link that cannot be checked",
            ])
    }
}
