import DocsSiteModel
import DocsSupport
import DocsTestSupport
import Foundation
import Synchronization
import Testing

@testable import DocsSiteOutput

/// How a site's files reach the disk: the paths a writer accepts, files whose bytes are made as
/// they are written, the old tree deleted on every core, and files read whole.
@Suite struct SiteWritingTests {
    @Test(arguments: [
        "", "/index.html", "a//b.html", "a/", ".", "..", "a/./b.html", "a/../b.html", "../x.html", "a/..",
    ])
    func aPathThatLeavesTheFolderOrHasAnEmptyPartIsRefused(path: String) {
        #expect(throws: BuildError.invalidOutputPath(path)) { try AtomicDirectoryWriter.validate(path) }
    }

    @Test(arguments: ["...", "a.", ".hidden", "a/..b/c.html", "x/y.html", "a/.../b", "index.html"])
    func aPathOfOrdinaryPartsIsAccepted(path: String) throws {
        try AtomicDirectoryWriter.validate(path)
    }

    @Test func aPathGivenTwiceIsRefusedAndTheOutputLeftAsItWas() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        try AtomicDirectoryWriter(destination: site).write([OutputFile(path: "index.html", text: "old")])
        let twice = ["b.html", "a/index.html", "b.html"].map { OutputFile(path: $0, text: "new") }
        #expect(throws: BuildError.duplicateOutputPath("b.html")) {
            try AtomicDirectoryWriter(destination: site).write(twice)
        }
        #expect(try directory.contents(of: "Site") == ["index.html": Array("old".utf8)])
    }

    @Test func pendingFilesAreMadeOnceEachAndWrittenWithTheirFolders() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        try AtomicDirectoryWriter(destination: site).write([OutputFile(path: "kept.html", text: "same")])
        let made = Mutex<[String: Int]>([:])
        // Folders in an order that sorting interleaves: a/b.html, a/b/c.html, a/c.html.
        let paths = ["a/c.html", "kept.html", "a/b/c.html", "a/b.html", "z/y/x/w.html"]
        let files = paths.map { path in
            PendingOutputFile(path: path) {
                made.withLock { $0[path, default: 0] += 1 }
                return Array((path == "kept.html" ? "same" : "page \(path)").utf8)
            }
        }
        try AtomicDirectoryWriter(destination: site).write(files)
        #expect(made.withLock { $0 } == Dictionary(uniqueKeysWithValues: paths.map { ($0, 1) }))
        var expected = Dictionary(uniqueKeysWithValues: paths.map { ($0, Array("page \($0)".utf8)) })
        expected["kept.html"] = Array("same".utf8)
        #expect(try directory.contents(of: "Site") == expected)
    }

    @Test func aTreeIsDeletedOnEveryCoreWithEverythingInIt() throws {
        let directory = try TemporaryDirectory()
        for folder in 0..<6 {
            for file in 0..<40 { try directory.write("Tree/v\(folder)/docs/page-\(file).html", "\(folder) \(file)") }
            try directory.write("Tree/v\(folder)/deeper/still/index.html", "deep")
        }
        try directory.write("Tree/index.html", "root")
        let tree = directory.url.appendingPathComponent("Tree").path
        #expect(FileSystemCalls.removeTreeOnAllCores(tree))
        #expect(!FileManager.default.fileExists(atPath: tree))
        // A file is deleted as it is; nothing there is a failure.
        try directory.write("file.html", "x")
        #expect(FileSystemCalls.removeTreeOnAllCores(directory.url.appendingPathComponent("file.html").path))
        #expect(!FileSystemCalls.removeTreeOnAllCores(tree))
    }

    @Test func onlyARegularFileWithOneNameAndTheSameBytesHoldsThem() throws {
        // What the writer links to instead of writing again.
        let directory = try TemporaryDirectory()
        let same = Array("<p>same</p>".utf8)
        try directory.write("page.html", bytes: same)
        try directory.write("other.html", bytes: Array("<p>othr</p>".utf8))
        try directory.write("twice.html", bytes: same)
        try FileManager.default.linkItem(
            at: directory.url.appendingPathComponent("twice.html"),
            to: directory.url.appendingPathComponent("second-name.html"))
        try directory.link("link.html", to: directory.url.appendingPathComponent("page.html"))
        let path = { (name: String) in directory.url.appendingPathComponent(name).path }
        #expect(FileSystemCalls.holds(path("page.html"), exactly: same))
        #expect(!FileSystemCalls.holds(path("page.html"), exactly: same + [0x0A]))
        #expect(!FileSystemCalls.holds(path("other.html"), exactly: same))  // Same size, other bytes.
        #expect(!FileSystemCalls.holds(path("twice.html"), exactly: same))  // Two names.
        // Unless the other is named: one file at two paths of the site.
        #expect(FileSystemCalls.holds(path("twice.html"), exactly: same, alsoNamed: [path("second-name.html")]))
        #expect(!FileSystemCalls.holds(path("twice.html"), exactly: same, alsoNamed: [path("page.html")]))
        #expect(!FileSystemCalls.holds(path("link.html"), exactly: same))  // A symbolic link.
        #expect(!FileSystemCalls.holds(path("missing.html"), exactly: same))
        #expect(!FileSystemCalls.holds(directory.url.path, exactly: []))
    }

    /// A file at several paths (`latest/` and the newest release's folder) is one file with a name
    /// at each, made once; written again unchanged, it keeps its inode at both; changed, both names
    /// lead to the new bytes; and a path given twice, as a file's or another's, is refused.
    @Test func aFileAtSeveralPathsIsWrittenOnceAndNamedAtEach() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        let writer = AtomicDirectoryWriter(destination: site, retiredSites: retired)
        let made = Mutex(0)
        func files(_ text: String) -> [PendingOutputFile] {
            [
                PendingOutputFile(path: "1.4.0/a/page.html", alsoAt: ["latest/a/page.html"]) {
                    made.withLock { $0 += 1 }
                    return Array(text.utf8)
                },
                PendingOutputFile(OutputFile(path: "index.html", text: "root")),
            ]
        }
        try writer.write(files("one"))
        #expect(made.withLock { $0 } == 1)
        #expect(
            try directory.contents(of: "Site") == [
                "1.4.0/a/page.html": Array("one".utf8), "latest/a/page.html": Array("one".utf8),
                "index.html": Array("root".utf8),
            ])
        let page = try inode(site.appendingPathComponent("1.4.0/a/page.html"))
        #expect(try inode(site.appendingPathComponent("latest/a/page.html")) == page)

        RetiredSites.startRemoving(in: retired)
        try writer.write(files("one"))
        #expect(try inode(site.appendingPathComponent("1.4.0/a/page.html")) == page)
        #expect(try inode(site.appendingPathComponent("latest/a/page.html")) == page)

        RetiredSites.startRemoving(in: retired)
        try writer.write(files("two"))
        #expect(try directory.contents(of: "Site/latest") == ["a/page.html": Array("two".utf8)])
        #expect(directory.read("Site/1.4.0/a/page.html") == "two")
        #expect(try inode(site.appendingPathComponent("latest/a/page.html")) != page)
        RetiredSites.waitForRemoval(in: retired)

        let clash = [
            PendingOutputFile(path: "a.html", alsoAt: ["b.html"]) { [] }, PendingOutputFile(path: "b.html") { [] },
        ]
        #expect(throws: BuildError.duplicateOutputPath("b.html")) { try writer.write(clash) }
        #expect(throws: BuildError.invalidOutputPath("../b.html")) {
            try writer.write([PendingOutputFile(path: "a.html", alsoAt: ["../b.html"]) { [] }])
        }
        #expect(directory.read("Site/1.4.0/a/page.html") == "two")
    }

    /// A file expected to change is written anew though its bytes are the same: the writer does not
    /// compare it with the old one; the others with the same bytes are kept.
    @Test func aFileExpectedToChangeIsWrittenWithoutAComparison() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let writer = AtomicDirectoryWriter(destination: site)
        try writer.write([OutputFile(path: "a.html", text: "a"), OutputFile(path: "b.html", text: "b")])
        let (a, b) = (
            try inode(site.appendingPathComponent("a.html")), try inode(site.appendingPathComponent("b.html"))
        )
        var expected = PendingOutputFile(OutputFile(path: "a.html", text: "a"))
        expected.expectsChange = true
        try writer.write([expected, PendingOutputFile(OutputFile(path: "b.html", text: "b"))])
        #expect(try inode(site.appendingPathComponent("a.html")) != a)
        #expect(try inode(site.appendingPathComponent("b.html")) == b)
        #expect(try directory.contents(of: "Site") == ["a.html": Array("a".utf8), "b.html": Array("b".utf8)])
    }

    /// The inode number of the file at `path`: a file linked from the previous site keeps it.
    private func inode(_ path: URL) throws -> UInt64 {
        try #require((try FileManager.default.attributesOfItem(atPath: path.path))[.systemFileNumber] as? UInt64)
    }

    /// Given a folder of retired sites, the site a write replaces goes there, and the next build's
    /// removal deletes it; the files of an unchanged site are still linked, not written again.
    @Test func aReplacedSiteIsRetiredAndDeletedByTheNextRemoval() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        let writer = AtomicDirectoryWriter(destination: site, retiredSites: retired)
        try writer.write([OutputFile(path: "index.html", text: "first"), OutputFile(path: "a/b.html", text: "b")])
        #expect(!FileManager.default.fileExists(atPath: retired.path))
        let linked = try inode(site.appendingPathComponent("a/b.html"))
        try writer.write([OutputFile(path: "index.html", text: "second"), OutputFile(path: "a/b.html", text: "b")])
        #expect(
            try directory.contents(of: "Site") == ["index.html": Array("second".utf8), "a/b.html": Array("b".utf8)])
        let sites = try FileManager.default.contentsOfDirectory(atPath: retired.path)
        #expect(sites.count == 1)
        #expect(try directory.contents(of: "cache/replaced-sites/\(sites[0])")["index.html"] == Array("first".utf8))
        #expect(try inode(site.appendingPathComponent("a/b.html")) == linked)

        RetiredSites.startRemoving(in: retired)
        // The writer waits for the removal before it links to the previous site's files: with the
        // retired site gone, the unchanged file has one name again and is linked a second time.
        try writer.write([OutputFile(path: "index.html", text: "third"), OutputFile(path: "a/b.html", text: "b")])
        #expect(try inode(site.appendingPathComponent("a/b.html")) == linked)
        let left = try FileManager.default.contentsOfDirectory(atPath: retired.path)
        #expect(left.count == 1 && left[0] != sites[0])
        RetiredSites.waitForRemoval(in: retired)
    }

    /// A write builds its site over the retired one: what has no place in it goes (a file that
    /// became a folder too), a file unchanged since the site being read is linked to it, one only
    /// the retired site names is written over in place, and the site being read, retired in turn,
    /// is left as it was, its files shared with the new site or not.
    @Test func aWriteBuildsItsSiteOverTheRetiredOne() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        let writer = AtomicDirectoryWriter(destination: site, retiredSites: retired)
        func write(_ files: [String: String]) throws {
            RetiredSites.startRemoving(in: retired)
            try writer.write(files.map { OutputFile(path: $0.key, text: $0.value) })
        }
        func inode(_ path: String) throws -> UInt64 { try self.inode(site.appendingPathComponent(path)) }
        try write(["a.html": "1", "keep.html": "k", "dir/x.html": "x", "gone.html": "g", "swap": "s"])
        let (a, keep) = (try inode("a.html"), try inode("keep.html"))
        let second = ["a.html": "2", "keep.html": "k", "dir/x.html": "x2", "gone.html": "g", "swap": "s"]
        try write(second)
        let x = try inode("dir/x.html")
        #expect(try inode("keep.html") == keep)

        let third = [
            "a.html": "3", "keep.html": "k", "dir/x.html": "x2", "swap/inner.html": "i", "new/deep/n.html": "n",
        ]
        try write(third)
        #expect(try directory.contents(of: "Site") == third.mapValues { Array($0.utf8) })
        #expect(try inode("keep.html") == keep)
        #expect(try inode("dir/x.html") == x)
        #expect(try inode("a.html") == a, "the retired site's own file is written over")
        let sites = try FileManager.default.contentsOfDirectory(atPath: retired.path)
        #expect(sites.count == 1)
        #expect(
            try directory.contents(of: "cache/replaced-sites/\(sites[0])") == second.mapValues { Array($0.utf8) })
        RetiredSites.waitForRemoval(in: retired)
    }

    /// Outputs built from one package share its cache: the next build keeps the site retired last,
    /// and a write goes over a retired site of its own output only, never another's.
    @Test func aWriteGoesOverARetiredSiteOfItsOwnOutputOnly() throws {
        let directory = try TemporaryDirectory()
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        let first = directory.url.appendingPathComponent("First")
        let second = directory.url.appendingPathComponent("Second")
        let writers = [first, second].map { AtomicDirectoryWriter(destination: $0, retiredSites: retired) }
        try writers[0].write([OutputFile(path: "a.html", text: "1")])
        try writers[0].write([OutputFile(path: "a.html", text: "2")])
        try writers[1].write([OutputFile(path: "b/c.html", text: "x")])
        let page = try inode(second.appendingPathComponent("b/c.html"))
        try writers[1].write([OutputFile(path: "b/c.html", text: "y")])
        RetiredSites.startRemoving(in: retired)
        RetiredSites.waitForRemoval(in: retired)
        #expect(try FileManager.default.contentsOfDirectory(atPath: retired.path).count == 1)

        // The site retired last is the second output's: the first's write makes its tree anew.
        try writers[0].write([OutputFile(path: "a.html", text: "3")])
        #expect(try directory.contents(of: "First") == ["a.html": Array("3".utf8)])
        try writers[1].write([OutputFile(path: "b/c.html", text: "z")])
        #expect(try inode(second.appendingPathComponent("b/c.html")) == page)
        #expect(try directory.contents(of: "Second") == ["b/c.html": Array("z".utf8)])
    }

    /// A folder of retired sites inside the output (also when the output is named through a
    /// link), or one that cannot be made, retires nothing: the replaced site is deleted as
    /// without one.
    @Test(arguments: [("Site", "Site/cache"), ("Site", "blocked/cache"), ("Link", "Link/cache")])
    func aSiteThatCannotBeRetiredIsDeleted(output: String, cache: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("blocked", "a file where a folder would go")
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Site"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("Link").path, withDestinationPath: "Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent(cache))
        let writer = AtomicDirectoryWriter(
            destination: directory.url.appendingPathComponent(output), retiredSites: retired)
        try writer.write([OutputFile(path: "index.html", text: "first")])
        try writer.write([OutputFile(path: "index.html", text: "second")])
        #expect(try directory.contents(of: "Site") == ["index.html": Array("second".utf8)])
        #expect(!FileManager.default.fileExists(atPath: retired.path))
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(entries.sorted() == ["Link", "Site", "blocked"])
    }

    @Test(arguments: [0, 1, 4_095, 4_096, 70_000, 1 << 20])
    func aFileIsReadWholeWhateverSizeWasExpected(size: Int) throws {
        let directory = try TemporaryDirectory()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        try directory.write("file.bin", bytes: bytes)
        let path = directory.url.appendingPathComponent("file.bin").path
        #expect(FileContents.bytes(atPath: path) == bytes)
        // A size that was wrong (the file grew or shrank since) still reads to the end.
        for expected in [0, size / 2, size + 1, size * 2 + 3] {
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            #expect(FileContents.bytes(readingToEndOf: descriptor, expectedCount: expected) == bytes)
        }
    }
}
