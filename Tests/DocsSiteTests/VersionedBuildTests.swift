import DocsCodeBlocks
import DocsHighlighting
import DocsMarkup
import DocsRendering
import DocsResolution
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

@testable import DocsSite

/// A site of several versions: each in its folder, the newest release again at `latest/`, a picker
/// on every page, a banner on every version but the newest release, and only the newest release
/// offered to search engines.
@Suite struct VersionedBuildTests {
    private func build(_ directory: TemporaryDirectory, versions names: [String] = ["main", "1.1.0", "1.0.0"])
        throws -> (VersionedBuild.Summary, [String: String])
    {
        let versions = names.map { VersionedSiteFixture.version($0, in: directory, isRelease: $0 != "main") }
        let summary = try VersionedBuild(
            versions: versions, outputDirectory: directory.url.appendingPathComponent("Site"),
            configuration: SiteConfiguration(siteURL: "https://example.org/docs/", basePath: "/docs/")
        ).run()
        let files = try directory.contents(of: "Site").mapValues { String(decoding: $0, as: UTF8.self) }
        return (summary, files)
    }

    @Test func eachVersionHasItsFolderAndTheNewestReleaseIsAlsoAtLatest() throws {
        let (summary, files) = try build(try VersionedSiteFixture.pages())
        #expect(summary.built.map(\.name) == ["main", "1.1.0", "1.0.0"] && summary.leftOut.isEmpty)
        for folder in ["main", "1.1.0", "1.0.0", "latest"] {
            #expect(files["\(folder)/index.html"] != nil, "\(folder)")
            #expect(files["\(folder)/articles/getting-started.html"] != nil, "\(folder)")
            #expect(files["\(folder)/sitemap.xml"] == nil, "no version keeps a sitemap of its own: \(folder)")
        }
        #expect(files["1.0.0/articles/removed.html"] != nil && files["latest/articles/removed.html"] == nil)
        #expect(files["main/articles/upcoming.html"] != nil && files["1.1.0/articles/upcoming.html"] == nil)
        #expect(files["latest/articles/getting-started.html"]?.contains("In 1.1.0.") == true)
        // latest/ holds the newest release's files, byte for byte.
        for (path, text) in files where path.hasPrefix("1.1.0/") {
            #expect(files["latest/" + path.dropFirst("1.1.0/".count)] == text, "\(path)")
        }
        // The root sends readers to latest/, lists every version, and has the newest release's 404 page.
        #expect(files["index.html"]?.contains(#"content="0; url=latest/""#) == true)
        let list = try #require(files["versions.html"])
        #expect(list.contains("<a href=main/>main</a>") && list.contains("<a href=1.0.0/>1.0.0</a>"))
        #expect(files["404.html"] == files["1.1.0/404.html"] && files["404.html"]?.contains("/docs/1.1.0/") == true)
        #expect(files[".napkin-docs-site"] != nil)
    }

    @Test func theSitemapListsTheNewestReleaseAtLatest() throws {
        let (_, files) = try build(try VersionedSiteFixture.pages())
        let sitemap = try #require(files["sitemap.xml"])
        #expect(sitemap.contains("<loc>https://example.org/docs/latest/articles/getting-started.html</loc>"))
        #expect(!sitemap.contains("1.0.0") && !sitemap.contains("main/") && !sitemap.contains("removed"))
    }

    @Test func thePickerLinksTheSamePageInEachVersionOrItsFrontPage() throws {
        let (_, files) = try build(try VersionedSiteFixture.pages())
        let page = try #require(files["1.0.0/articles/removed.html"])
        #expect(page.contains("<details class=version-picker>"))
        // Main and 1.1.0 have no Removed: their front pages; 1.0.0 is this page, marked current.
        #expect(page.contains("<a href=../../main/>main (unreleased)</a>"))
        #expect(page.contains("<a href=../../1.1.0/>1.1.0 (latest)</a>"))
        #expect(page.contains("<a href=../../1.0.0/articles/removed.html aria-current=page>1.0.0</a>"))
        #expect(page.contains("<a href=../../versions.html>All versions</a>"))
        let kept = try #require(files["1.0.0/articles/getting-started.html"])
        #expect(kept.contains("<a href=../../main/articles/getting-started.html>main (unreleased)</a>"))
    }

    @Test func anOlderVersionSaysSoAndLinksTheSamePageAtLatest() throws {
        let (_, files) = try build(try VersionedSiteFixture.pages())
        let kept = try #require(files["1.0.0/articles/getting-started.html"])
        #expect(kept.contains("These pages are of 1.0.0, an older release."))
        #expect(kept.contains("<a href=../../latest/articles/getting-started.html>Read this page in 1.1.0"))
        let removed = try #require(files["1.0.0/articles/removed.html"])
        #expect(removed.contains("This page is not in the latest release: it went away in 1.1.0."))
        #expect(removed.contains("<a href=../../latest/>Read 1.1.0, the latest release</a>"))
        let upcoming = try #require(files["main/articles/upcoming.html"])
        #expect(upcoming.contains("These pages are of main, which is not released yet."))
        for newest in ["1.1.0/articles/getting-started.html", "latest/articles/getting-started.html"] {
            #expect(files[newest]?.contains("version-banner") == false, "\(newest)")
        }
    }

    @Test func onlyTheNewestReleaseIsOfferedToSearchEngines() throws {
        let (_, files) = try build(try VersionedSiteFixture.pages())
        let noindex = "<meta name=robots content=noindex>"
        #expect(files["1.0.0/articles/getting-started.html"]?.contains(noindex) == true)
        #expect(files["main/articles/getting-started.html"]?.contains(noindex) == true)
        #expect(files["latest/articles/getting-started.html"]?.contains(noindex) == false)
        #expect(files["1.1.0/articles/getting-started.html"]?.contains(noindex) == false)
        // Every copy of a page names the one at latest/ as canonical; a page latest/ lacks names none.
        let canonical = "<link rel=canonical href=https://example.org/docs/latest/articles/getting-started.html>"
        for folder in ["1.0.0", "1.1.0", "latest", "main"] {
            #expect(files["\(folder)/articles/getting-started.html"]?.contains(canonical) == true, "\(folder)")
        }
        #expect(files["1.0.0/articles/removed.html"]?.contains("rel=canonical") == false)
    }

    @Test func aReleaseWhoseDocumentationFailsIsLeftOutAndTheOthersBuild() throws {
        let directory = try VersionedSiteFixture.pages()
        try directory.write("1.0.0/Articles/Broken.md", "# Broken\n\nSee <doc:Nowhere>.\n")
        let (summary, files) = try build(directory)
        #expect(summary.built.map(\.name) == ["main", "1.1.0"])
        #expect(summary.leftOut.map(\.name) == ["1.0.0"])
        #expect(summary.leftOut.first?.reason.contains("1.0.0/Articles/Broken.md:3") == true)
        #expect(files["1.0.0/index.html"] == nil && files["latest/index.html"] != nil)
        #expect(files["latest/index.html"]?.contains("1.0.0") == false)
    }

    /// The code every version highlighted is kept on disk for the next run of `build`, in one
    /// file named by the site (a new tag finds it), as a build of one version keeps its own; a
    /// run that highlights nothing new leaves the file as it was.
    @Test func theHighlightedCodeOfEveryVersionIsKeptForTheNextRun() throws {
        let directory = try VersionedSiteFixture.pages()
        for name in ["main", "1.1.0"] {
            try directory.write("\(name)/Articles/Code.md", "# Code\n\n```swift\nlet version = \"\(name)\"\n```\n")
            try directory.write(
                "\(name)/Articles/Napkin.md", rootPage(groups: [("Essentials", ["GettingStarted", "Code"])]))
        }
        let cache = directory.url.appendingPathComponent("cache")
        func run() throws -> VersionedBuild.Summary {
            try VersionedBuild(
                versions: ["main", "1.1.0", "1.0.0"].map {
                    VersionedSiteFixture.version($0, in: directory, isRelease: $0 != "main")
                },
                outputDirectory: directory.url.appendingPathComponent("Site"), configuration: SiteConfiguration(),
                highlightCacheDirectory: cache
            ).run()
        }
        #expect(try run().highlightCacheProblem == nil)
        let stored = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        try #require(stored.count == 1, "\(stored)")
        let file = cache.appendingPathComponent(stored[0])
        let store = try #require(
            HighlightStore(
                directory: cache,
                sourceDirectories: [directory.url.appendingPathComponent("Site/" + SiteVersions.listFile)]))
        #expect(store.file.lastPathComponent == stored[0])
        #expect(Set(store.load().keys) == ["let version = \"main\"", "let version = \"1.1.0\""])
        let written = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        _ = try run()
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == written)
    }

    /// Under serve the same build runs after every save of the working tree, keeping the releases
    /// it resolved and rendered: what it writes is what a build from nothing writes, the releases'
    /// pickers included when the working tree gains a page they have.
    @Test func aSecondRunAfterTheWorkingTreeChangedWritesWhatAFreshBuildWrites() throws {
        let directory = try VersionedSiteFixture.pages()
        let names = ["main", "1.1.0", "1.0.0"]
        let kept = VersionedBuild(
            versions: names.map { VersionedSiteFixture.version($0, in: directory, isRelease: $0 != "main") },
            outputDirectory: directory.url.appendingPathComponent("Site"),
            configuration: SiteConfiguration(siteURL: "https://example.org/docs/", basePath: "/docs/"))
        #expect(try kept.run().releasesKeptInMemory.isEmpty)
        try directory.write(
            "main/Articles/Napkin.md", rootPage(groups: [("Essentials", ["GettingStarted", "Removed"])]))
        try directory.write("main/Articles/Removed.md", "# Removed\n\nBack in main.\n")
        #expect(try kept.run().releasesKeptInMemory == ["1.1.0", "1.0.0"])
        let second = try directory.contents(of: "Site")
        let (_, fresh) = try build(directory)
        #expect(second.mapValues { String(decoding: $0, as: UTF8.self) } == fresh)
        #expect(fresh["1.0.0/articles/removed.html"]?.contains("<a href=../../main/articles/removed.html>") == true)
    }

    @Test func theWorkingTreesErrorsStopTheBuildAndKeepTheLastSite() throws {
        let directory = try VersionedSiteFixture.pages()
        _ = try build(directory)
        try directory.write("main/Articles/Broken.md", "# Broken\n\nSee <doc:Nowhere>.\n")
        #expect(throws: DiagnosticError.self) { try build(directory) }
        #expect(directory.read("Site/main/articles/upcoming.html") != nil)
    }

    @Test func withoutAReleaseTheWorkingTreeIsTheFrontAndIndexed() throws {
        let (_, files) = try build(try VersionedSiteFixture.pages(), versions: ["main"])
        #expect(files["index.html"]?.contains(#"content="0; url=main/""#) == true)
        #expect(files["latest/index.html"] == nil)
        let page = try #require(files["main/articles/getting-started.html"])
        #expect(!page.contains("noindex") && !page.contains("version-banner"))
        #expect(page.contains("href=https://example.org/docs/main/articles/getting-started.html>"))
        #expect(files["sitemap.xml"]?.contains("https://example.org/docs/main/articles/") == true)
    }

    /// Builds the three versions, each with the API of its graphs.
    private func buildWithAPI(_ directory: TemporaryDirectory, graphs: [String: URL]) throws {
        _ = try VersionedBuild(
            versions: ["main", "1.1.0", "1.0.0"].map {
                VersionedSiteFixture.version($0, in: directory, isRelease: $0 != "main", graphs: graphs[$0])
            },
            outputDirectory: directory.url.appendingPathComponent("Site"), configuration: SiteConfiguration()
        ).run()
    }

    /// Each symbol page says in which release its symbol appeared and went away, read from the
    /// versions' symbol graphs.
    @Test func aSymbolsPageSaysInWhichReleaseItAppearedAndWentAway() throws {
        let directory = try VersionedSiteFixture.pages()
        let load = ["Router", "load()"]
        let isOccupied = ["ChildRoute", "isOccupied"]
        let graphs: [String: URL] = [
            "1.0.0": try VersionedSiteFixture.graphs(without: [load]),
            "1.1.0": try VersionedSiteFixture.graphs(without: [isOccupied]),
            "main": try VersionedSiteFixture.graphs(without: [isOccupied]),
        ]
        try buildWithAPI(directory, graphs: graphs)
        for folder in ["1.1.0", "latest", "main"] {
            let page = try #require(directory.read("Site/\(folder)/reference/napkin/router/load.html"), "\(folder)")
            #expect(page.contains("<p class=symbol-history>Introduced in 1.1.0.</p>"), "\(folder)")
        }
        #expect(directory.read("Site/1.0.0/reference/napkin/router/load.html") == nil)
        let gone = try #require(directory.read("Site/1.0.0/reference/napkin/child-route/is-occupied.html"))
        #expect(gone.contains("Removed in 1.1.0; 1.0.0 is the last release with it."))
        // A symbol of every version has no history to tell.
        let router = try #require(directory.read("Site/latest/reference/napkin/router.html"))
        #expect(!router.contains("symbol-history"))
    }

    /// Each version but the oldest has a page of what changed since the one before it: symbols,
    /// source-breaking ones marked, and articles, a changed one with the lines that differ.
    @Test func eachVersionSaysWhatChangedSinceTheOneBefore() throws {
        let directory = try VersionedSiteFixture.pages()
        let graphs: [String: URL] = [
            "1.0.0": try VersionedSiteFixture.graphs(without: [["Router", "load()"]]),
            "1.1.0": try VersionedSiteFixture.graphs(without: [["ChildRoute", "isOccupied"]]),
            "main": try VersionedSiteFixture.graphs(without: [["ChildRoute", "isOccupied"]]),
        ]
        try buildWithAPI(directory, graphs: graphs)
        #expect(directory.read("Site/1.0.0/changes.html") == nil, "nothing older to compare with")
        let page = try #require(directory.read("Site/1.1.0/changes.html"))
        #expect(page.contains("<h1>What changed in 1.1.0</h1>"))
        #expect(page.contains("Compared with <a href=../1.0.0/>1.0.0</a>. Public symbols: 1 added, 1 removed."))
        #expect(page.contains("<p class=\"changes-verdict breaking\">Source-breaking:"))
        #expect(
            page.contains("<a href=reference/napkin/router/load.html><code>Router.load()</code></a> · Instance Method"))
        #expect(
            page.contains(
                "<a href=../1.0.0/reference/napkin/child-route/is-occupied.html><code>ChildRoute.isOccupied</code></a>"
                    + " · Instance Property<strong class=breaking> · source-breaking</strong>"))
        #expect(page.contains("<a href=../1.0.0/articles/removed.html>Removed</a> · removed"))
        #expect(page.contains("<del>- In 1.0.0.\n</del><ins>+ In 1.1.0.\n</ins>"))
        let main = try #require(directory.read("Site/main/changes.html"))
        #expect(main.contains("No public symbol changed."))
        #expect(main.contains("<p class=changes-verdict>No source-breaking change"))
        #expect(main.contains("<a href=articles/upcoming.html>Upcoming</a> · added"))
        // The list of versions links each version's changes.
        #expect(directory.read("Site/versions.html")?.contains("<a href=1.1.0/changes.html>what changed</a>") == true)
    }

    @Test func aDifferenceShowsTheChangedLinesWithTwoKeptAround() {
        let old = ["# Title", "", "one", "two", "three", "four", "five", "six", "seven"]
        var new = old
        new[5] = "FOUR"
        #expect(
            LineDifference.lines(from: old, to: new) == [
                "…", "  two", "  three", "- four", "+ FOUR", "  five", "  six", "…",
            ])
        #expect(LineDifference.lines(from: old, to: old).isEmpty)
        #expect(LineDifference.lines(from: [], to: ["new"]) == ["+ new"])
    }

    /// An article is compared as readers read it: rewrapped Markdown is no change, and a changed
    /// line of code shows as that line alone.
    @Test func anArticleWrittenAnewToReadTheSameIsNoChange() throws {
        func site(_ guide: String) throws -> Site {
            let sources = [
                SourceFile(path: "Articles/Napkin.md", text: rootPage(groups: [("Essentials", ["Guide"])])),
                SourceFile(path: "Articles/Guide.md", text: guide),
            ]
            return try SiteResolver().resolve(try sources.map { try DocumentParser().parse($0) })
        }
        let before = try site("# Guide\n\nAttach a child\nto its router.\n\n```swift\nlet a = 1\nlet b = 2\n```\n")
        let rewrapped = try site("# Guide\n\nAttach a child to\nits router.\n\n```swift\nlet a = 1\nlet b = 2\n```\n")
        #expect(try #require(changes(now: rewrapped, before: before)).changedArticles.isEmpty)
        let newCode = try site("# Guide\n\nAttach a child to its router.\n\n```swift\nlet a = 1\nlet b = 3\n```\n")
        let changed = try #require(changes(now: newCode, before: before)).changedArticles
        #expect(
            changed.map(\.lines) == [
                ["…", "  Attach a child to its router.", "      let a = 1", "-     let b = 2", "+     let b = 3"]
            ])
    }

    /// A site of one guide whose Swift blocks are `blocks`, each with the outcome given (none for
    /// a site no check recorded).
    private func guideSite(_ blocks: [(code: String, outcome: BlockCheckOutcome?)]) throws -> Site {
        let sources = [
            SourceFile(path: "Articles/Napkin.md", text: rootPage(groups: [("Essentials", ["Guide"])])),
            SourceFile(
                path: "Articles/Guide.md",
                text: "# Guide\n\nSteps.\n\n" + blocks.map { "```swift\n\($0.code)\n```\n\n" }.joined()),
        ]
        let documents = try sources.map { try DocumentParser().parse($0) }
        let code = Dictionary(
            uniqueKeysWithValues: zip(sources, documents).map {
                ($1.sourcePath, PageCode(document: $1, source: $0.bytes))
            })
        var site = try SiteResolver().resolve(documents, code: code)
        site.pages = site.pages.map { page in
            var page = page
            var outcomes: [Int: BlockCheckOutcome] = [:]
            for (index, block) in blocks.enumerated() { outcomes[index] = block.outcome }
            page.code.outcomes = outcomes
            return page
        }
        return site
    }

    private func changes(now: Site, before: Site) -> ReleaseChanges? {
        let versions = [("1.1.0", now), ("1.0.0", before)].map { name, site in
            ReleaseChangesPages.Version(
                name: name, folder: name + "/", basis: KeptPart(ReleaseChangesPages.Basis(site)), needsChanges: true)
        }
        return ReleaseChangesPages.changes(of: versions, api: { _, _ in nil }).first ?? nil
    }

    /// A block written alike in both versions that compiled against the older and fails against
    /// the newer is the release's doing: the changes page lists it.
    @Test func aBlockThatCompiledBeforeAndFailsNowIsListed() throws {
        let before = try guideSite([("let a = 1", .compiled), ("let b = old()", .compiled), ("let c = 3", .compiled)])
        let now = try guideSite([
            ("let a = 1", .compiled), ("let b = old()", .failed("cannot find 'old' in scope")),
            ("let c = 4", .failed("a new mistake")),
        ])
        let found = try #require(changes(now: now, before: before))
        #expect(found.bothChecked)
        #expect(found.brokenBlocks.map(\.error) == ["cannot find 'old' in scope"])
        #expect(found.brokenBlocks.first?.path == "articles/guide.html")
        #expect(found.brokenBlocks.first?.location == "Articles/Guide.md:9", "the block's fence")
        let unchecked = try #require(changes(now: now, before: try guideSite([("let b = old()", nil)])))
        #expect(!unchecked.bothChecked && unchecked.brokenBlocks.isEmpty)
    }

    /// The pages a picker links are the HTML files the renderer makes, its changes page included.
    @Test func theRenderersPagePathsAreItsHTMLFiles() throws {
        var site = try guideSite([("let a = 1", nil)])
        for changes in [nil, ReleaseChanges(version: "1.1.0", previous: "1.0.0", previousFolder: "1.0.0/")] {
            site.changes = changes
            let html = SiteRenderer().render(site).map(\.path).filter { $0.hasSuffix(".html") }
            #expect(Set(html) == Set(SiteRenderer.pagePaths(of: site).map(\.string)))
            #expect(html.contains("changes.html") == (changes != nil))
        }
    }
}
