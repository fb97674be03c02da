import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// A package with modules to document and no pages of its own (no `Articles/`, no catalog) gets a
/// site of its API reference alone, as DocC documents a module from its symbols alone.
@Suite struct ReferenceOnlySiteTests {
    private func build(_ directory: TemporaryDirectory, graphs: URL?) -> DocumentationBuild {
        DocumentationBuild(
            options: .init(
                inputs: BuildInputs(
                    sourceDirectories: ["Articles", "Tutorials"].map { directory.url.appendingPathComponent($0) },
                    requiresSourceDirectories: false,
                    symbolGraphs: graphs.map {
                        .init(
                            directory: $0, modules: ProjectReference.modules,
                            packageDirectory: ProjectReference.packageRoot)
                    }),
                outputDirectory: directory.url.appendingPathComponent("Site"), siteTitle: "Toolkit",
                baseDirectory: directory.url))
    }

    @Test func aPackageWithoutPagesGetsItsAPIReference() throws {
        let directory = try TemporaryDirectory()
        let summary = try build(directory, graphs: try ProjectReference.graphs.get()).run()
        #expect(summary.reference?.symbolCount ?? 0 > 0)
        let root = try #require(directory.read("Site/index.html"))
        #expect(root.contains("<h1 class=hero-title>Toolkit</h1>"))
        #expect(root.contains("The API reference of the modules napkin and NapkinTestSupport."))
        #expect(root.contains("href=reference/index.html"))
        #expect(directory.read("Site/reference/napkin/router.html") != nil)
    }

    /// The doc comments were written for DocC, which shows a link that names nothing as text: so
    /// does this site, with a warning, as it does for a DocC catalog's pages.
    @Test func aBrokenLinkOfADocCommentIsAWarningAsInDocC() throws {
        let directory = try TemporaryDirectory()
        let summary = try build(
            directory,
            graphs: try ProjectReference.graphs(withTheCommentOf: ["Router"], as: ["Routes, unlike ``Nowhere``."])
        ).run()
        #expect(summary.warnings.map(\.id.name).contains("broken-link"), "\(summary.warnings)")
        #expect(directory.read("Site/reference/napkin/router.html")?.contains("Nowhere") == true)
    }

    /// Pages that only extend symbols' pages are no site of their own either: the root is made
    /// as without pages, and the extension shows on its symbol's page.
    @Test func pagesThatOnlyExtendSymbolsGetTheReferenceRootToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Router.md", "# ``napkin/Router``\n\nAn extension of the router's page.\n")
        try build(directory, graphs: try ProjectReference.graphs.get()).run()
        #expect(directory.read("Site/index.html")?.contains("The API reference of the modules") == true)
        #expect(directory.read("Site/reference/napkin/router.html")?.contains("An extension of the router") == true)
    }

    /// Such pages are written for DocC too: a broken link of a doc comment stays a warning, as
    /// without them, and does not fail the build.
    @Test func withPagesThatOnlyExtendSymbolsABrokenLinkOfADocCommentIsStillAWarning() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Router.md", "# ``napkin/Router``\n\nAn extension of the router's page.\n")
        let summary = try build(
            directory,
            graphs: try ProjectReference.graphs(withTheCommentOf: ["Router"], as: ["Routes, unlike ``Nowhere``."])
        ).run()
        #expect(summary.warnings.map(\.id.name).contains("broken-link"), "\(summary.warnings)")
        let page = directory.read("Site/reference/napkin/router.html")
        #expect(page?.contains("Nowhere") == true)
        #expect(page?.contains("An extension of the router") == true)
    }

    /// A module's landing page (`# ``napkin```) is the site's root, a page of the author's own,
    /// not an extension: a link of it that names nothing is an error, as on any page.
    @Test func aModulesLandingPageIsAPageOfItsOwn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/napkin.md", "# ``napkin``\n\nSee <doc:Nowhere>.\n")
        let error = try #require(throws: DiagnosticError.self) {
            try build(directory, graphs: try ProjectReference.graphs.get()).run()
        }
        let brokenLink = try #require(error.diagnostics.first { $0.id.name == "broken-link" }, "\(error)")
        #expect(brokenLink.severity == .error)
        #expect(brokenLink.location.file == "Articles/napkin.md")
    }

    /// Whether the pages only extend symbols is known once every page has parsed: until then a
    /// broken link is an error, so that fixing a page never turns one run's warning into an error.
    @Test func withAPageThatDidNotParseTheLinksAreJudgedStrictly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Guide.md", "No title.\n")
        try directory.write("Articles/Router.md", "# ``napkin/Router``\n\nSee <doc:Nowhere>.\n")
        let error = try #require(throws: DiagnosticError.self) {
            try build(directory, graphs: try ProjectReference.graphs.get()).run()
        }
        let brokenLink = try #require(error.diagnostics.first { $0.id.name == "broken-link" }, "\(error)")
        #expect(brokenLink.severity == .error)
    }

    /// A folder given for pages that holds none is said, so a site of the API reference alone is
    /// no surprise.
    @Test func anEmptyFolderOfPagesIsNamedInANote() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Articles"), withIntermediateDirectories: true)
        let summary = try build(directory, graphs: try ProjectReference.graphs.get()).run()
        let note = try #require(summary.warnings.first { $0.id.name == "generated-root" }, "\(summary.warnings)")
        #expect(note.severity == .note)
        #expect(note.location.file == "Articles")
        #expect(note.message.contains("Articles holds no pages, so the site is the API reference of"))
        #expect(directory.read("Site/index.html")?.contains("The API reference of the modules") == true)
    }

    @Test func withoutPagesOrModulesTheBuildSaysWhereItLooked() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: BuildError.noPages(searched: ["Articles", "Tutorials"])) {
            try build(directory, graphs: nil).run()
        }
    }
}
