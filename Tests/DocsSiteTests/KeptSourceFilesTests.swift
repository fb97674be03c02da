import DocsMarkup
import DocsSupport
import DocsTestSupport
import Foundation
import Testing

@testable import DocsSite
@testable import DocsSiteModel

/// A build that keeps its source files between runs (`serve`) reads again every file whose stamp
/// changed, and never trusts a stamp taken within a clock tick of the file's last change.
@Suite struct KeptSourceFilesTests {
    private func read(_ directory: TemporaryDirectory, keeping kept: ParseMemo) throws -> String {
        let listing = try SourceListing(listing: directory.url.appendingPathComponent("Docs"))
        let files = try SourceReader(baseDirectory: directory.url).readSources(of: [listing], keeping: kept)
        return String(decoding: try #require(files.first).bytes, as: UTF8.self)
    }

    @Test func aFileRewrittenAtOnceWithTheSameSizeIsReadAgain() throws {
        let directory = try TemporaryDirectory()
        let kept = ParseMemo()
        try directory.write("Docs/Page.md", "# AAAA\n")
        #expect(try read(directory, keeping: kept) == "# AAAA\n")
        // Within one clock tick: the stamp may be the same, so the first read was not kept.
        try directory.write("Docs/Page.md", "# BBBB\n")
        #expect(try read(directory, keeping: kept) == "# BBBB\n")

        // Settled, the file is kept; a later write of the same size changes its stamp.
        Thread.sleep(forTimeInterval: 0.15)
        #expect(try read(directory, keeping: kept) == "# BBBB\n")
        #expect(
            kept.file(
                "Docs/Page.md",
                stampedAs: try #require(FileStamp(path: directory.url.appendingPathComponent("Docs/Page.md").path)))
                != nil)
        try directory.write("Docs/Page.md", "# CCCC\n")
        #expect(try read(directory, keeping: kept) == "# CCCC\n")
    }

    @Test func aStampSettlesAfterTheSettlingTime() throws {
        let directory = try TemporaryDirectory()
        // Taken as of a moment before the write: on a loaded machine the stamp itself may come
        // later than the settling time after it.
        var beforeTheWrite = timespec()
        clock_gettime(CLOCK_REALTIME, &beforeTheWrite)
        try directory.write("file.md", "text")
        let path = directory.url.appendingPathComponent("file.md").path
        let fresh = try #require(FileStamp(path: path, takenAt: beforeTheWrite))
        #expect(!fresh.isSettled)
        Thread.sleep(forTimeInterval: 0.15)
        let settled = try #require(FileStamp(path: path))
        #expect(settled.isSettled)
        #expect(settled == fresh, "the same file, unchanged")
        #expect(FileStamp(path: directory.url.path) == nil, "a directory has no stamp")
    }
}
