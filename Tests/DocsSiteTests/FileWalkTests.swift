import DocsSupport
import DocsTestSupport
import Foundation
import Testing

/// The files below a folder as a kept site's key stamps them: visible files only, the folders
/// skipped left out however they are named, links to files followed and links to folders not.
@Suite struct FileWalkTests {
    @Test func visibleFilesLeaveOutHiddenAndSkippedFoldersAndFollowOnlyLinksToFiles() throws {
        let directory = try TemporaryDirectory()
        for path in [
            "Package.swift", "Sources/Kit/Kit.swift", "Sources/Kit/.hidden", ".build/debug/Kit.o",
            "Site/index.html", "Docs/b.md", "Docs/a.md", "Outside/Outside.md",
        ] {
            try directory.write(path, "x\n")
        }
        try directory.link("Docs/Linked.md", to: directory.url.appendingPathComponent("Outside/Outside.md"))
        try directory.link("LinkedFolder", to: directory.url.appendingPathComponent("Outside"))
        try directory.link("Alias", to: directory.url)
        // The output named through a link to the directory: skipped all the same.
        let files = FileWalk.visibleFiles(
            below: directory.url.path, skipping: [directory.url.appendingPathComponent("Alias/Site").path])
        let root = try #require(realpath(directory.url.path, nil).map { String(cString: $0) })
        #expect(
            files.map { String($0.dropFirst(root.count + 1)) } == [
                "Docs/Linked.md", "Docs/a.md", "Docs/b.md", "Outside/Outside.md", "Package.swift",
                "Sources/Kit/Kit.swift",
            ])
        #expect(
            FileWalk.visibleFiles(below: directory.url.appendingPathComponent("Nothing").path, skipping: []).isEmpty)
    }
}
