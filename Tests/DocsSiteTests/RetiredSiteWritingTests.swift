import DocsSiteModel
import DocsSupport
import DocsTestSupport
import Foundation
import Testing

@testable import DocsSiteOutput

/// Writing over a retired site at its edges (found in review): names that differ only in how
/// their accents are encoded, a retired "site" that is a link or a file, a removal racing a claim,
/// and many writes in a row against a model of what each must leave.
@Suite struct RetiredSiteWritingTests {
    private func writer(in directory: TemporaryDirectory) -> (AtomicDirectoryWriter, retired: URL, site: URL) {
        let site = directory.url.appendingPathComponent("Site")
        let retired = RetiredSites.folder(inCache: directory.url.appendingPathComponent("cache"))
        return (AtomicDirectoryWriter(destination: site, retiredSites: retired), retired, site)
    }

    /// The file system tells `café` written precomposed from `café` written decomposed, as Swift's
    /// strings do not: the old name does not survive into the new site.
    @Test func aNameThatDiffersOnlyInItsAccentsEncodingIsAnotherName() throws {
        let directory = try TemporaryDirectory()
        let (writer, retired, site) = writer(in: directory)
        let decomposed = "cafe\u{301}/page.html"
        for (path, text) in [(decomposed, "1"), (decomposed, "2"), ("caf\u{E9}/page.html", "3")] {
            RetiredSites.startRemoving(in: retired)
            try writer.write([OutputFile(path: path, text: text)])
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: site.path).map { Array($0.utf8) }
        #expect(names == [Array("caf\u{E9}".utf8)])
        RetiredSites.waitForRemoval(in: retired)
    }

    /// A retired "site" that is a link is deleted, not written through; one that is a file (the
    /// output was a file) does not fail the next build.
    @Test(arguments: [true, false]) func aRetiredSiteThatIsNoFolderIsNotWrittenOver(isLink: Bool) throws {
        let directory = try TemporaryDirectory()
        let (writer, retired, site) = writer(in: directory)
        let outside = directory.url.appendingPathComponent("Outside").path
        if isLink {
            try writer.write([OutputFile(path: "a.html", text: "1")])
            try writer.write([OutputFile(path: "a.html", text: "2")])
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: retired.path).first)
            try FileManager.default.moveItem(atPath: retired.path + "/" + name, toPath: outside)
            try FileManager.default.createSymbolicLink(atPath: retired.path + "/" + name, withDestinationPath: outside)
        } else {
            try directory.write("Site", "a file where the site goes")
            try writer.write([OutputFile(path: "a.html", text: "2")])
        }
        try writer.write([OutputFile(path: "a.html", text: "3"), OutputFile(path: "new/x.html", text: "x")])
        #expect(
            try directory.contents(of: "Site") == ["a.html": Array("3".utf8), "new/x.html": Array("x".utf8)])
        #expect(
            try FileManager.default.attributesOfItem(atPath: site.path)[.type] as? FileAttributeType == .typeDirectory)
        if isLink { #expect(try directory.contents(of: "Outside") == ["a.html": Array("1".utf8)]) }
    }

    /// The sites a build deletes are renamed before it starts: another build sharing the cache
    /// lists them no more, and cannot claim one while it goes.
    @Test func aSiteBeingDeletedIsNoLongerClaimable() throws {
        let directory = try TemporaryDirectory()
        let (writer, retired, _) = writer(in: directory)
        for text in ["1", "2"] { try writer.write([OutputFile(path: "a.html", text: text)]) }
        // A second retired site, retired before the writer's.
        try directory.write("cache/replaced-sites/site-0-1-older/a.html", "0")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3_600)],
            ofItemAtPath: retired.appendingPathComponent("site-0-1-older").path)
        let before = try FileManager.default.contentsOfDirectory(atPath: retired.path).filter { $0.hasPrefix("site-") }
        #expect(before.count == 2)
        RetiredSites.startRemoving(in: retired)
        let claimable = try FileManager.default.contentsOfDirectory(atPath: retired.path).filter {
            $0.hasPrefix("site-")
        }
        #expect(claimable.count == 1 && claimable[0] != "site-0-1-older")
        RetiredSites.waitForRemoval(in: retired)
        #expect(try FileManager.default.contentsOfDirectory(atPath: retired.path) == claimable)
    }

    /// Hundreds of writes of random sites, with second names and files that move between folders:
    /// each leaves exactly its files, and the site it replaces, retired, exactly as it was read.
    @Test func manyWritesInARowLeaveExactlyTheirFiles() throws {
        let directory = try TemporaryDirectory()
        let (writer, retired, site) = writer(in: directory)
        var random = SplitMix(seed: 46)
        let names = (0..<12).map { "p\($0).html" }
        let folders = ["1.0", "1.1", "latest", "x", "x/y", "z"]
        func randomPath() -> String {
            random.next() % 2 == 0
                ? names[Int(random.next() % 12)]
                : folders[Int(random.next() % 6)] + "/" + names[Int(random.next() % 12)]
        }
        for round in 0..<300 {
            RetiredSites.startRemoving(in: retired)
            var used = Set<String>()
            var files: [PendingOutputFile] = []
            var expected: [String: [UInt8]] = [:]
            for _ in 0..<(1 + random.next() % 25) {
                let path = randomPath()
                guard used.insert(path).inserted else { continue }
                let others = (0..<random.next() % 3).map { _ in randomPath() }.filter { used.insert($0).inserted }
                let bytes = Array("c\(random.next() % 3)".utf8)
                var file = PendingOutputFile(path: path, alsoAt: others) { bytes }
                file.expectsChange = random.next() % 6 == 0
                files.append(file)
                for name in [path] + others { expected[name] = bytes }
            }
            let before = try directory.contents(of: "Site")
            try writer.write(files)
            #expect(try directory.contents(of: "Site") == expected, "round \(round)")
            let sites = ((try? FileManager.default.contentsOfDirectory(atPath: retired.path)) ?? []).filter {
                $0.hasPrefix("site-")
            }
            let last = sites.max {
                (FileSystemCalls.modificationTime(of: retired.path + "/" + $0) ?? 0)
                    < (FileSystemCalls.modificationTime(of: retired.path + "/" + $1) ?? 0)
            }
            if round > 0, let last {
                #expect(
                    try directory.contents(of: "cache/replaced-sites/\(last)") == before,
                    "round \(round): the replaced site changed")
            }
            RetiredSites.waitForRemoval(in: retired)
        }
        _ = site
    }
}

/// A small seeded generator, so that a failing round can be run again.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
