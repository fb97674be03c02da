import DocsMarkup
import DocsRendering
import DocsSiteModel
import DocsSupport
import DocsSymbols
import DocsTestSupport
import DocsVersions
import Foundation
import Testing

@testable import DocsSite

/// A version's site kept on disk by one run of a build of several versions and filled in by the
/// next for the versions beside it, instead of read, resolved and rendered again: the site the
/// same as a build that keeps nothing, whatever changed among the versions.
@Suite struct KeptVersionSiteTests {
    /// Symbols each version lacks: `load()` came in 1.1.0, `isOccupied` went in 1.1.0, and in 1.2.0
    /// (a tag added later) `attachChild(_:)` went too.
    private static let missing: [String: [[String]]] = [
        "1.0.0": [["Router", "load()"]], "1.1.0": [["ChildRoute", "isOccupied"]],
        "1.2.0": [["ChildRoute", "isOccupied"], ["Router", "attachChild(_:)"]],
        "main": [["ChildRoute", "isOccupied"], ["Router", "attachChild(_:)"]],
    ]

    private struct Package {
        let directory: TemporaryDirectory
        let graphs: [String: URL]

        init() throws {
            directory = try VersionedSiteFixture.pages()
            try VersionedSiteFixture.write("1.2.0", ["GettingStarted"], in: directory)
            graphs = try missing.mapValues { try VersionedSiteFixture.graphs(without: $0) }
        }

        /// Builds `names` (newest first, the working tree first) into `folder`, keeping the
        /// versions' sites in `cache/` when `keeps`; each release made from `sources[name]`, else
        /// from a commit named for it; the working tree made from the files below `main/`, or
        /// below the whole directory (the output and the cache among them) when `wholeDirectory`.
        func build(
            _ names: [String], into folder: String = "Site", keeps: Bool = true, sources: [String: String] = [:],
            policy: DiagnosticPolicy = DiagnosticPolicy(), wholeDirectory: Bool = false, writesWhole: Bool = false
        ) throws -> (summary: VersionedBuild.Summary, files: [String: [UInt8]]) {
            let workingTree = wholeDirectory ? directory.url : directory.url.appendingPathComponent("main")
            let versions = names.map { name in
                var version = VersionedSiteFixture.version(
                    name, in: directory, isRelease: name != "main", graphs: graphs[name],
                    source: name == "main" ? .workingTree(workingTree) : .commit(sources[name] ?? "commit of \(name)"))
                let options = version.options
                version.options = {
                    var made = try options()
                    made.diagnosticPolicy = policy
                    return made
                }
                return version
            }
            var build = VersionedBuild(
                versions: versions, outputDirectory: directory.url.appendingPathComponent(folder),
                configuration: SiteConfiguration(siteURL: "https://example.org/docs/", basePath: "/docs/"),
                highlightCacheDirectory: keeps ? directory.url.appendingPathComponent("cache") : nil)
            // As `napkin-docs build` runs it: once, the site written whole.
            build.keepsFilesForNextRun = !writesWhole
            let summary = try build.run()
            return (summary, try directory.contents(of: folder))
        }
    }

    @Test func aSecondRunFillsInEveryReleaseKeptAndWritesTheSameSite() throws {
        let package = try Package()
        let first = try package.build(["main", "1.1.0", "1.0.0"])
        #expect(first.summary.keptVersions.isEmpty)
        let second = try package.build(["main", "1.1.0", "1.0.0"])
        #expect(second.summary.keptVersions == ["main", "1.1.0", "1.0.0"])
        #expect(second.summary.built.map(\.name) == ["main", "1.1.0", "1.0.0"])
        #expect(second.files == first.files)
        let nothingKept = try package.build(["main", "1.1.0", "1.0.0"], into: "Fresh", keeps: false)
        #expect(nothingKept.files == second.files)
    }

    /// A new tag is built; the versions kept are filled in for it: their pickers list it, their
    /// banners send readers to it, their symbols' histories say what it changed, and the working
    /// tree's changes page compares it with the new tag.
    /// The symbols a run decoded are kept beside the versions' sites: a run that decodes none
    /// leaves their file as it was, and a new tag takes them from there instead of decoding them.
    @Test func aNewTagTakesTheSymbolsEarlierRunsDecoded() throws {
        let package = try Package()
        let first = try package.build(["main", "1.1.0", "1.0.0"])
        #expect(first.summary.symbols.decoded > 100 && first.summary.symbols.fromEarlierRun == 0)
        let cache = package.directory.url.appendingPathComponent("cache")
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasPrefix("decoded-symbols-") })
        let written = try #require(FileContents.bytes(atPath: cache.appendingPathComponent(name).path))
        let kept = try package.build(["main", "1.1.0", "1.0.0"])
        #expect(kept.summary.symbols == (0, 0, 0))
        #expect(FileContents.bytes(atPath: cache.appendingPathComponent(name).path) == written)
        let tagged = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"])
        #expect(
            tagged.summary.symbols.decoded == 0 && tagged.summary.symbols.fromEarlierRun > 100,
            "\(tagged.summary.symbols) \(first.summary.symbols)")
        let fresh = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"], into: "Fresh", keeps: false)
        #expect(fresh.files == tagged.files)
    }

    @Test func aNewTagIsBuiltAndTheVersionsKeptAreFilledInForIt() throws {
        let package = try Package()
        _ = try package.build(["main", "1.1.0", "1.0.0"])
        let (summary, files) = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"])
        #expect(summary.keptVersions == ["main", "1.1.0", "1.0.0"])
        let (_, fresh) = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"], into: "Fresh", keeps: false)
        #expect(files == fresh)
        let page = try #require(
            files["1.0.0/articles/getting-started.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(page.contains("<a href=../../1.2.0/articles/getting-started.html>1.2.0 (latest)</a>"))
        #expect(page.contains("Read this page in 1.2.0, the latest release"))
        let attach = try #require(
            files["1.0.0/reference/napkin/router/attach-child-_.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(attach.contains("Removed in 1.2.0; 1.1.0 is the last release with it."))
        #expect(files["1.2.0/changes.html"] != nil)
        let mainChanges = try #require(files["main/changes.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(mainChanges.contains("Compared with <a href=../1.2.0/>1.2.0</a>"))
        // The record of the working tree, compared anew, holds for the next run.
        let again = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"])
        #expect(again.summary.keptVersions == ["main", "1.2.0", "1.1.0", "1.0.0"])
        #expect(again.files == fresh)
    }

    /// Written whole, as `napkin-docs build` writes it: unchanged, every page is the file it was (a
    /// second name of it); after a new tag, whose pickers list it, the kept versions' pages are
    /// written anew without comparing each with the old, their bytes those of a fresh build; and
    /// latest/ is a second name of the newest release's files.
    @Test func aSiteWrittenWholeKeepsItsUnchangedFilesAndWritesThePagesANewTagChanged() throws {
        let package = try Package()
        let page = "1.0.0/articles/getting-started.html"
        func inode(_ path: String) throws -> UInt64 {
            let url = package.directory.url.appendingPathComponent("Site/" + path)
            return try #require(
                try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
        }
        _ = try package.build(["main", "1.1.0", "1.0.0"], writesWhole: true)
        let before = try inode(page)
        let unchanged = try package.build(["main", "1.1.0", "1.0.0"], writesWhole: true)
        #expect(unchanged.summary.keptVersions == ["main", "1.1.0", "1.0.0"])
        #expect(try inode(page) == before)
        #expect(try inode("latest/index.html") == inode("1.1.0/index.html"))
        let (summary, files) = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"], writesWhole: true)
        #expect(summary.keptVersions == ["main", "1.1.0", "1.0.0"])
        #expect(try inode(page) != before)
        #expect(try inode("latest/index.html") == inode("1.2.0/index.html"))
        let (_, fresh) = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"], into: "Fresh", keeps: false)
        #expect(files == fresh)
        #expect(String(decoding: files[page] ?? [], as: UTF8.self).contains("1.2.0 (latest)"))
    }

    /// A kept site holds only while what it was made from does: a tag moved to another commit is
    /// built again; the release whose changes page compared it with what it was is compared anew,
    /// not built again; a release that became the oldest goes without its changes page.
    @Test func aReleaseIsBuiltAgainWhenItsSourcesChanged() throws {
        let package = try Package()
        _ = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"])
        let moved = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"], sources: ["1.1.0": "another commit"])
        #expect(moved.summary.keptVersions == ["main", "1.2.0", "1.0.0"])
        let (_, freshMoved) = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"], into: "FreshMoved", keeps: false)
        #expect(moved.files == freshMoved)
        // 1.0.0 leaves the window: 1.1.0 becomes the oldest, whose kept page compared it with 1.0.0.
        let (summary, files) = try package.build(
            ["main", "1.2.0", "1.1.0"], sources: ["1.1.0": "another commit"])
        #expect(summary.keptVersions == ["main", "1.2.0", "1.1.0"])
        #expect(files["1.1.0/changes.html"] == nil)
        let (_, fresh) = try package.build(["main", "1.2.0", "1.1.0"], into: "Fresh", keeps: false)
        #expect(files == fresh)
    }

    /// What a release's site is made from includes its sources' files (a `--source` folder outside
    /// the checkout can change) and how diagnostics are treated (`-Wwarning` can make a release
    /// that failed build).
    @Test func aReleaseIsBuiltAgainWhenAFileItReadsOrTheDiagnosticsPolicyChanged() throws {
        let package = try Package()
        _ = try package.build(["main", "1.1.0", "1.0.0"])
        try package.directory.write("1.1.0/Articles/GettingStarted.md", "# GettingStarted\n\nIn 1.1.0, edited.\n")
        let edited = try package.build(["main", "1.1.0", "1.0.0"])
        #expect(edited.summary.keptVersions == ["main", "1.0.0"])
        #expect(
            edited.files["1.1.0/articles/getting-started.html"].map { String(decoding: $0, as: UTF8.self) }?
                .contains("In 1.1.0, edited.") == true)
        var policy = DiagnosticPolicy()
        policy.warningKinds = [.brokenLink]
        let lenient = try package.build(["main", "1.1.0", "1.0.0"], policy: policy)
        #expect(lenient.summary.keptVersions.isEmpty)
        #expect(
            try package.build(["main", "1.1.0", "1.0.0"], policy: policy).summary.keptVersions == [
                "main", "1.1.0", "1.0.0",
            ])
    }

    /// A release whose documentation always fails is left out of every run, and the versions
    /// beside it, kept, are compared with each other, not built again.
    @Test func aReleaseThatAlwaysFailsLeavesItsNeighboursKept() throws {
        let package = try Package()
        try package.directory.write("1.1.0/Articles/Broken.md", "# Broken\n\nSee <doc:Nowhere>.\n")
        let first = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"])
        #expect(first.summary.leftOut.map(\.name) == ["1.1.0"])
        let second = try package.build(["main", "1.2.0", "1.1.0", "1.0.0"])
        #expect(second.summary.leftOut.map(\.name) == ["1.1.0"])
        #expect(second.summary.keptVersions == ["main", "1.2.0", "1.0.0"])
        #expect(second.files == first.files)
        #expect(
            second.files["1.2.0/changes.html"].map { String(decoding: $0, as: UTF8.self) }?
                .contains("Compared with <a href=../1.0.0/>1.0.0</a>") == true)
    }

    /// The working tree is what its files are: any of them changed (a page, or a file its pages
    /// do not read, such as a Swift source whose doc comments the symbol graphs hold) builds it
    /// again; its output and cache, and hidden files, are not among them.
    @Test func theWorkingTreeIsBuiltAgainWhenAnyOfItsFilesChanged() throws {
        let package = try Package()
        try package.directory.write("main/Sources/Kit/Kit.swift", "public struct Kit {}\n")
        _ = try package.build(["main", "1.1.0", "1.0.0"])
        try package.directory.write("main/.build/scratch", "made by a build\n")
        #expect(try package.build(["main", "1.1.0", "1.0.0"]).summary.keptVersions == ["main", "1.1.0", "1.0.0"])
        try package.directory.write("main/Sources/Kit/Kit.swift", "/// A kit.\npublic struct Kit {}\n")
        #expect(try package.build(["main", "1.1.0", "1.0.0"]).summary.keptVersions == ["1.1.0", "1.0.0"])
        try package.directory.write("main/Articles/GettingStarted.md", "# GettingStarted\n\nIn main, edited.\n")
        let edited = try package.build(["main", "1.1.0", "1.0.0"])
        #expect(edited.summary.keptVersions == ["1.1.0", "1.0.0"])
        let (_, fresh) = try package.build(["main", "1.1.0", "1.0.0"], into: "Fresh", keeps: false)
        #expect(edited.files == fresh)
    }

    /// The site's output and cache, which every run writes, are not among the working tree's
    /// files when they lie below its folder, even named through a link: it is kept all the same.
    @Test func theOutputAndCacheBelowTheWorkingTreeAreNotItsFiles() throws {
        let package = try Package()
        _ = try package.build(["main", "1.1.0", "1.0.0"], wholeDirectory: true)
        #expect(
            try package.build(["main", "1.1.0", "1.0.0"], wholeDirectory: true).summary.keptVersions == [
                "main", "1.1.0", "1.0.0",
            ])
        // The same output, named through a link to the directory (another site's name to the store).
        try package.directory.link("Alias", to: package.directory.url)
        _ = try package.build(["main", "1.1.0", "1.0.0"], into: "Alias/Site", wholeDirectory: true)
        #expect(
            try package.build(["main", "1.1.0", "1.0.0"], into: "Alias/Site", wholeDirectory: true).summary
                .keptVersions == ["main", "1.1.0", "1.0.0"])
    }

    /// What is kept of a version's public API compares with another version's as its symbol
    /// graphs do: the same changes, the same step of the histories.
    @Test func theAPIKeptComparesAsTheSymbolGraphsDo() throws {
        let package = try Package()
        let read = { (name: String) throws -> APIReference in
            try SymbolGraphReader(baseDirectory: ProjectReference.packageRoot.path).read(
                modules: ProjectReference.modules, in: try #require(package.graphs[name]))
        }
        for (older, newer) in [("1.0.0", "1.1.0"), ("1.1.0", "1.2.0"), ("1.2.0", "1.0.0")] {
            let (before, after) = (try read(older), try read(newer))
            let whole = APIChanges(from: before, to: after)
            let kept = APIChanges(from: ComparedAPI(before).reference, to: ComparedAPI(after).reference)
            #expect(HistoryStep(kept) == HistoryStep(whole))
            #expect(kept.added.map(\.pathComponents) == whole.added.map(\.pathComponents))
            #expect(
                kept.removed.map(\.declaration)
                    == whole.removed.map { $0.declaration.map { DeclarationToken($0.kind, $0.spelling) } })
            #expect(kept.isSourceBreaking == whole.isSourceBreaking)
            #expect(!whole.added.isEmpty || !whole.removed.isEmpty)
        }
    }

    @Test func aKeptSiteIsReadBackWholeAndOnlyForItsKey() throws {
        let directory = try TemporaryDirectory()
        let store = try #require(
            VersionSiteStore(directory: directory.url, site: directory.url.appendingPathComponent("Site")))
        let site = KeptVersionSite(
            key: "commit 1", previous: "commit 0", pagePaths: ["index.html", "articles/a.html"],
            templates: [
                VersionTemplate(
                    path: "articles/a.html", bytes: SharedBytes(Array("<head>HOLE</head>HOLE<h1>A</h1>HOLE".utf8)),
                    holes: [
                        .init(offset: 6, length: 4, hole: .head(canonicalPath: "articles/a.html")),
                        .init(offset: 17, length: 4, hole: .picker),
                        .init(offset: 31, length: 4, hole: .history("s:4Kit1AV")),
                    ]),
                VersionTemplate(path: "logo.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0xFF, 0x00], holes: []),
            ],
            pageCount: 2,
            warnings: [
                Diagnostic(
                    .warning, id: .brokenLink, at: SourceLocation(file: "A.md", line: 3, column: 1), "no page B",
                    hint: "did you mean A?",
                    notes: [.init(at: SourceLocation(file: "A.md", line: 1, column: 1), "here")])
            ],
            symbolCount: 1, siteTitle: "Kit", language: "en",
            api: KeptPart(
                ComparedAPI(
                    modules: ["Kit"],
                    symbols: [
                        APISymbol(
                            id: "s:4Kit1AV", module: "Kit",
                            kind: APIKind(identifier: "swift.struct", displayName: "Structure"),
                            pathComponents: ["A"],
                            declaration: [
                                DeclarationToken(.keyword, "struct"), DeclarationToken(.text, " "),
                                DeclarationToken(.identifier, "A"),
                            ],
                            availability: [
                                AvailabilityNote(platform: nil, isDeprecated: true, message: "Use B.", renamed: "B"),
                                AvailabilityNote(platform: "macOS", introduced: "14.0"),
                            ])
                    ])),
            step: HistoryStep(
                renamed: [.init(before: "s:old", after: "s:4Kit1AV")], added: ["s:new"],
                changed: [.init(id: "s:4Kit1AV", before: "func a()", after: "func a() async")],
                deprecated: [.init(id: "s:new", replacement: nil)], removed: ["s:gone"], loosened: ["s:gone"]),
            basis: KeptPart(
                ReleaseChangesPages.Basis(
                    symbolPaths: ["s:4Kit1AV": "reference/kit/a.html"],
                    articles: [.init(title: "A", path: "articles/a.html", lines: ["A", "", "Some text."])],
                    isChecked: true,
                    compiled: [["articles/a.html", "let a = 1\n"]],
                    failed: [
                        .init(
                            code: "let b: Int = \"\"\n",
                            entry: .init(
                                title: "A", path: "articles/a.html", location: "A.md:9", error: "cannot convert"))
                    ])),
            changes: Array("<p>Compared with 0.9.0.</p>".utf8))
        #expect(store.save(site, of: "1.0.0") == nil)
        #expect(store.load("1.0.0", key: "commit 1") == site)
        // The API is read when asked for, as it was kept.
        let loaded = try #require(store.load("1.0.0", key: "commit 1"))
        let api = try #require(loaded.api?.value)
        #expect(api == site.api?.value && api.symbols.count == 1 && api.symbols[0].availability.count == 2)
        #expect(loaded.basis.value == site.basis.value && loaded.basis.value?.failed.count == 1)
        // What the next run compares is read once, up front; a part the file does not hold makes the
        // version one to read anew, not a build that stops half-way.
        let read = try #require(loaded.withComparedPartsRead)
        #expect(read == site && read.api?.fields == loaded.api?.fields)
        var unreadable = loaded
        unreadable.api = KeptPart(fields: SharedBytes(Array("not an API".utf8)))
        #expect(unreadable.withComparedPartsRead == nil)
        #expect(unreadable.api != loaded.api && unreadable.api == unreadable.api)
        unreadable = loaded
        unreadable.basis = KeptPart(fields: [0, 0, 0])
        #expect(unreadable.withComparedPartsRead == nil)
        #expect(store.load("1.0.0", key: "commit 2") == nil)
        #expect(store.load("1.1.0", key: "commit 1") == nil)
        // A file cut short or damaged is no site.
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).first)
        let path = directory.url.appendingPathComponent(file)
        let whole = try Data(contentsOf: path)
        var damaged = whole
        damaged[whole.count / 2] ^= 0xFF
        try damaged.write(to: path)
        #expect(store.load("1.0.0", key: "commit 1") == nil)
        try whole.prefix(whole.count - 1).write(to: path)
        #expect(store.load("1.0.0", key: "commit 1") == nil)
        // Releases no longer built are let go of.
        try whole.write(to: path)
        store.removeAll(but: ["1.1.0"])
        #expect(store.load("1.0.0", key: "commit 1") == nil)
    }
}
