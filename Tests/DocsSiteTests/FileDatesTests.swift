import DocsSupport
import DocsTestSupport
import Foundation
import Testing

/// Whether a package's target folders gained or lost a file since its description was read:
/// a folder's date moves when an entry is added to it or taken away.
@Suite struct FileDatesTests {
    /// A tree of folders, every one dated an hour ago.
    private func tree() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Kit/Deep/Deeper/File.swift", "let a = 1\n")
        try directory.write("Sources/Kit/Top.swift", "let b = 2\n")
        let anHourAgo = Date().addingTimeInterval(-3600)
        for folder in ["Sources/Kit/Deep/Deeper", "Sources/Kit/Deep", "Sources/Kit"] {
            try FileManager.default.setAttributes(
                [.modificationDate: anHourAgo], ofItemAtPath: directory.url.appendingPathComponent(folder).path)
        }
        return directory
    }

    @Test func aFileAddedOrTakenAwayAnywhereBelowIsSeen() throws {
        let directory = try tree()
        let kit = directory.url.appendingPathComponent("Sources/Kit").path
        let aMinuteAgo = Date().addingTimeInterval(-60)
        #expect(!FileDates.anyFolder(under: kit, modifiedAfter: aMinuteAgo))
        try directory.write("Sources/Kit/Deep/Deeper/New.swift", "let c = 3\n")
        #expect(FileDates.anyFolder(under: kit, modifiedAfter: aMinuteAgo))
        let removed = try tree()
        try FileManager.default.removeItem(at: removed.url.appendingPathComponent("Sources/Kit/Top.swift"))
        #expect(
            FileDates.anyFolder(
                under: removed.url.appendingPathComponent("Sources/Kit").path, modifiedAfter: aMinuteAgo))
    }

    /// A folder that is not there cannot be said unchanged; a file's own edit is not a folder's.
    @Test func aMissingFolderCountsAsChangedAndAnEditedFileDoesNot() throws {
        let directory = try tree()
        let aMinuteAgo = Date().addingTimeInterval(-60)
        #expect(
            FileDates.anyFolder(under: directory.url.appendingPathComponent("Gone").path, modifiedAfter: aMinuteAgo))
        try directory.write("Sources/Kit/Deep/Deeper/File.swift", "let a = 10\n")
        #expect(
            !FileDates.anyFolder(
                under: directory.url.appendingPathComponent("Sources/Kit").path, modifiedAfter: aMinuteAgo))
    }
}
