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

    /// The inode number of the file at `path`: a file linked from the previous site keeps it.
    private func inode(_ path: URL) throws -> UInt64 {
        try #require((try FileManager.default.attributesOfItem(atPath: path.path))[.systemFileNumber] as? UInt64)
    }

    /// Given a folder of retired sites, the site a write replaces goes there, and the next write
    /// builds its tree in it: a changed file is written over (keeping its storage), an unchanged
    /// one stays linked to the previous site's, and what the new site lacks is deleted.
    @Test func theSiteAWriteReplacedIsWhereTheNextOneWrites() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        let writer = AtomicDirectoryWriter(destination: site, retiredSites: retired, settleTime: .zero)
        try writer.write([OutputFile(path: "index.html", text: "first"), OutputFile(path: "a/b.html", text: "b")])
        #expect(!FileManager.default.fileExists(atPath: retired.path))
        let (firstIndex, linked) = (
            try inode(site.appendingPathComponent("index.html")), try inode(site.appendingPathComponent("a/b.html"))
        )

        try writer.write([OutputFile(path: "index.html", text: "second"), OutputFile(path: "a/b.html", text: "b")])
        #expect(
            try directory.contents(of: "Site") == ["index.html": Array("second".utf8), "a/b.html": Array("b".utf8)])
        let spares = try FileManager.default.contentsOfDirectory(atPath: retired.path)
        #expect(spares.count == 1)
        #expect(try directory.contents(of: "cache/replaced-sites/\(spares[0])")["index.html"] == Array("first".utf8))
        #expect(try inode(site.appendingPathComponent("a/b.html")) == linked)

        // The first site's files are written over: the changed one keeps its inode, and the
        // unchanged one, a name of the previous site's file already, is left as it is.
        try writer.write([OutputFile(path: "index.html", text: "third"), OutputFile(path: "a/b.html", text: "b")])
        #expect(try directory.contents(of: "Site") == ["index.html": Array("third".utf8), "a/b.html": Array("b".utf8)])
        #expect(try inode(site.appendingPathComponent("index.html")) == firstIndex)
        #expect(try inode(site.appendingPathComponent("a/b.html")) == linked)
        // The previous site, read by the server until the swap, was never written to.
        let second = try FileManager.default.contentsOfDirectory(atPath: retired.path)
        #expect(second.count == 1 && second[0] != spares[0])
        #expect(try directory.contents(of: "cache/replaced-sites/\(second[0])")["index.html"] == Array("second".utf8))

        // A shorter file, a file that becomes a folder, and files and folders the site no longer has.
        try writer.write([OutputFile(path: "index.html", text: "4"), OutputFile(path: "a", text: "a file now")])
        try writer.write([OutputFile(path: "index.html", text: "5"), OutputFile(path: "a/c/d.html", text: "d")])
        #expect(try directory.contents(of: "Site") == ["index.html": Array("5".utf8), "a/c/d.html": Array("d".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("a").path) == ["c"])
    }

    /// A file the live site shares with the spare (unchanged between the two builds before) is
    /// never written over when it changes: the spare's name of it is replaced by a new file.
    @Test func aFileTheLiveSiteSharesIsNotWrittenOver() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        let writer = AtomicDirectoryWriter(destination: site, retiredSites: retired, settleTime: .zero)
        try writer.write([OutputFile(path: "b.html", text: "same")])
        try writer.write([OutputFile(path: "b.html", text: "same")])
        let shared = try inode(site.appendingPathComponent("b.html"))
        try writer.write([OutputFile(path: "b.html", text: "changed")])
        #expect(try directory.contents(of: "Site") == ["b.html": Array("changed".utf8)])
        #expect(try inode(site.appendingPathComponent("b.html")) != shared)
        // The site it replaced, which a server may still read, holds its file as it was.
        let sites = try FileManager.default.contentsOfDirectory(atPath: retired.path)
        #expect(sites.count == 1)
        #expect(try directory.contents(of: "cache/replaced-sites/\(sites[0])") == ["b.html": Array("same".utf8)])
    }

    /// A site replaced moments ago, whose files a server may still hold open, is not written over:
    /// the next write makes a new tree, and the one after takes the older spare no more.
    @Test func aSpareNotSettledIsNotWrittenOver() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        let writer = AtomicDirectoryWriter(destination: site, retiredSites: retired)
        try writer.write([OutputFile(path: "index.html", text: "first")])
        let first = try inode(site.appendingPathComponent("index.html"))
        try writer.write([OutputFile(path: "index.html", text: "second")])
        try writer.write([OutputFile(path: "index.html", text: "third")])
        #expect(try directory.contents(of: "Site") == ["index.html": Array("third".utf8)])
        #expect(try inode(site.appendingPathComponent("index.html")) != first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: retired.path).count == 2)
        RetiredSites.startRemoving(in: retired)
        RetiredSites.waitForRemoval(in: retired)
        let left = try FileManager.default.contentsOfDirectory(atPath: retired.path)
        #expect(left.count == 1)
        #expect(try directory.contents(of: "cache/replaced-sites/\(left[0])") == ["index.html": Array("second".utf8)])
    }

    /// A spare that cannot be written over (a folder in it made read-only) is let go of and the
    /// site written anew; the write succeeds.
    @Test func aSpareThatCannotBeWrittenOverIsLetGo() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        let writer = AtomicDirectoryWriter(destination: site, retiredSites: retired, settleTime: .zero)
        try writer.write([OutputFile(path: "a/x.html", text: "one")])
        try writer.write([OutputFile(path: "a/x.html", text: "two")])
        let spare = try #require(try FileManager.default.contentsOfDirectory(atPath: retired.path).first)
        let locked = retired.appendingPathComponent(spare).appendingPathComponent("a")
        try directory.write("cache/replaced-sites/\(spare)/a/stale.html", "stale")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        try writer.write([OutputFile(path: "a/x.html", text: "three")])
        #expect(try directory.contents(of: "Site") == ["a/x.html": Array("three".utf8)])
    }

    /// The next build deletes the retired sites no write will use: all but the newest of each
    /// output's, and any older than the cache keeps its files, or not named as the writer names them.
    @Test func theRetiredSitesNoWriteWillUseAreDeleted() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        let writer = AtomicDirectoryWriter(destination: site, retiredSites: retired, settleTime: .zero)
        try writer.write([OutputFile(path: "index.html", text: "first")])
        try writer.write([OutputFile(path: "index.html", text: "second")])
        let spare = try FileManager.default.contentsOfDirectory(atPath: retired.path)
        for stale in ["site-abc-1-deadbeef/index.html", "left-over/index.html"] {
            try directory.write("cache/replaced-sites/\(stale)", "stale")
        }
        // An older site of this output, as a build that failed to take it would leave.
        let parts = spare[0].split(separator: "-")
        try directory.write("cache/replaced-sites/site-\(parts[1])-\(UInt64(parts[2])! - 1)-0000aaaa/x.html", "older")
        RetiredSites.startRemoving(in: retired)
        RetiredSites.waitForRemoval(in: retired)
        #expect(try FileManager.default.contentsOfDirectory(atPath: retired.path) == spare)
    }

    /// A folder of retired sites inside the output, or one that cannot be made, retires nothing:
    /// the replaced site is deleted as without one.
    @Test(arguments: ["Site/cache", "blocked/cache"])
    func aSiteThatCannotBeRetiredIsDeleted(cache: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("blocked", "a file where a folder would go")
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent(cache))
        let writer = AtomicDirectoryWriter(destination: site, retiredSites: retired)
        try writer.write([OutputFile(path: "index.html", text: "first")])
        try writer.write([OutputFile(path: "index.html", text: "second")])
        #expect(try directory.contents(of: "Site") == ["index.html": Array("second".utf8)])
        #expect(!FileManager.default.fileExists(atPath: retired.path))
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(entries.sorted() == ["Site", "blocked"])
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
