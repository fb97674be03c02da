import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

@testable import DocsServer

/// On a thread of their own: a watcher must notice a change within seconds, which it cannot do
/// while other tests' synchronous work holds every one of Swift Concurrency's threads.
@Suite(.timeLimit(.minutes(1)), .onOwnThread) struct SourceWatcherTests {
    /// Pages and the files they may show are watched; hidden files and the output are not.
    @Test func listsTheVisibleFilesRecursivelyButNotTheOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", "# napkin\n")
        try directory.write("Tutorials/Login/Flow.md", "# Flow\n")
        try directory.write("Articles/images/tree.png", "png")
        try directory.write("Articles/.Napkin.md.swp", "editor state")
        try directory.write("Articles/.git/HEAD", "ref")
        try directory.write("Articles/Site/index.html", "output")
        let watcher = SourceWatcher(
            directories: [
                directory.url.appendingPathComponent("Articles"),
                directory.url.appendingPathComponent("Tutorials"),
                directory.url.appendingPathComponent("Missing"),
            ],
            excluding: directory.url.appendingPathComponent("Articles/Site"))
        let paths = watcher.snapshot().keys.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
        #expect(paths == ["Flow.md", "Napkin.md", "tree.png"])
    }

    /// The watcher sees the sources as the build does: the same files, by the same rules for
    /// hidden names and letter case (`Guide.MD` is no page, but may be shown by one).
    @Test func watchesExactlyWhatDiscoveryFinds() throws {
        let directory = try TemporaryDirectory()
        for path in ["Napkin.md", "Guide.MD", "notes.txt", ".hidden.md", ".drafts/Draft.md", "Nested/Deep.md"] {
            try directory.write("Articles/" + path, "# X\n")
        }
        let articles = directory.url.appendingPathComponent("Articles")
        let discovered = try SourceDiscovery().files(in: articles)
        #expect(discovered.map(\.relativePath) == ["Guide.MD", "Napkin.md", "Nested/Deep.md", "notes.txt"])
        #expect(try SourceListing(listing: articles).markdownFiles.map(\.name) == ["Napkin.md", "Deep.md"])
        #expect(Set(SourceWatcher(directories: [articles]).snapshot().keys) == Set(discovered.map(\.url.path)))
    }

    /// A symbolic link the build refuses (it leads outside the package) is watched itself, not
    /// what it leads to: its appearance and its removal are changes, so that the build after a
    /// save that adds one lists the folder again and reports it instead of keeping the listing.
    @Test func aRefusedLinkIsWatchedItself() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Articles/Napkin.md", "# napkin\n")
        let outside = try TemporaryDirectory()
        try outside.write("secret.txt", "a secret")
        let watcher = SourceWatcher(directories: [directory.url.appendingPathComponent("Articles")])
        let before = watcher.snapshot()
        let link = directory.url.appendingPathComponent("Articles/secret.png")
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: outside.url.appendingPathComponent("secret.txt"))
        let withLink = watcher.snapshot()
        #expect(SourceWatcher.changedPaths(from: before, to: withLink) == [link.path])
        // Told the link was touched (`touch -h`), the watcher stamps the link again, not its target.
        var known = withLink
        #expect(watcher.update(&known, after: [link.path]).isEmpty)
        #expect(known == withLink)
        // What it leads to is not read: a change there is none here.
        try outside.write("secret.txt", "another secret, longer")
        #expect(SourceWatcher.changedPaths(from: withLink, to: watcher.snapshot()).isEmpty)
        try FileManager.default.removeItem(at: link)
        #expect(SourceWatcher.changedPaths(from: withLink, to: watcher.snapshot()) == [link.path])
    }

    /// Polling, as on platforms without notifications.
    @Test func aChangedResourceIsAChange() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", "# napkin\n")
        try directory.write("Articles/images/tree.png", "png, first")
        let watcher = SourceWatcher(
            directories: [directory.url.appendingPathComponent("Articles")], detection: .polling,
            interval: .milliseconds(50))
        let (counter, watching) = countingChanges(of: watcher)
        try directory.write("Articles/images/tree.png", "png, second and longer")
        #expect(try await eventually { await counter.value == 1 })
        watching.cancel()
        await watching.value
    }

    /// A single file watched besides the folders (the check's record, in a hidden folder that
    /// does not exist yet) is a change when it appears and when it changes, by either detection.
    @Test(arguments: [SourceWatcher.Detection.notifications, .polling])
    func aWatchedFileOutsideTheFoldersIsAChange(detection: SourceWatcher.Detection) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", "# napkin\n")
        let watcher = SourceWatcher(
            directories: [directory.url.appendingPathComponent("Articles")],
            files: [directory.url.appendingPathComponent(".build/napkin-docs/checked-blocks.json")],
            detection: detection, interval: .milliseconds(50))
        let (counter, watching) = countingChanges(of: watcher)
        try directory.write(".build/napkin-docs/checked-blocks.json", "{}")
        #expect(try await eventually { await counter.value == 1 })
        try directory.write(".build/napkin-docs/checked-blocks.json", "{\"entries\": []}")
        #expect(try await eventually { await counter.value == 2 })
        watching.cancel()
        await watching.value
    }

    /// A watched file in a source folder itself leaves the folder's subfolders watched.
    @Test func aWatchedFileInASourceFolderLeavesItsSubfoldersWatched() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Deep/Page.md", "# Page\n")
        let watcher = SourceWatcher(
            directories: [directory.url], files: [directory.url.appendingPathComponent("record.json")],
            interval: .seconds(60))
        let (counter, watching) = countingChanges(of: watcher)
        try await Task.sleep(for: .milliseconds(200))
        try directory.write("Articles/Deep/Page.md", "# Page, longer\n")
        #expect(try await eventually(within: .seconds(10)) { await counter.value == 1 })
        watching.cancel()
        await watching.value
    }

    @Test func aBurstOfChangesIsReportedOnce() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", "# napkin\n")
        let watcher = SourceWatcher(
            directories: [directory.url.appendingPathComponent("Articles")], detection: .polling,
            interval: .milliseconds(100))
        let (counter, watching) = countingChanges(of: watcher)

        // Three writes well within one interval: one change.
        try directory.write("Articles/Napkin.md", "# napkin, edited\n")
        try directory.write("Articles/Guide.md", "# Guide\n")
        try directory.write("Articles/Other.md", "# Other\n")
        #expect(try await eventually { await counter.value == 1 })
        try await Task.sleep(for: .milliseconds(500))
        #expect(await counter.value == 1)

        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Articles/Other.md"))
        #expect(try await eventually { await counter.value == 2 })
        try await Task.sleep(for: .milliseconds(300))
        #expect(await counter.value == 2)
        watching.cancel()
        await watching.value
    }

    @Test func stopsWhenCancelled() async throws {
        let watcher = SourceWatcher(directories: [], detection: .polling, interval: .seconds(30))
        let stopped = Counter()
        let watching = Task(executorPreference: OwnThreadExecutor.shared) {
            await watcher.run(from: [:]) { _ in }
            await stopped.increment()
        }
        watching.cancel()
        // Well before the next listing, 30 s away: a watcher that ignores cancellation fails
        // here instead of hanging the test.
        #expect(try await eventually(within: .seconds(10)) { await stopped.value == 1 })
    }
}

/// Runs `watcher` from what it lists now, on the tests' own thread, counting the changes it
/// reports; cancel the task to stop it.
func countingChanges(of watcher: SourceWatcher) -> (changes: Counter, task: Task<Void, Never>) {
    let counter = Counter()
    let before = watcher.snapshot()
    let task = Task(executorPreference: OwnThreadExecutor.shared) {
        await watcher.run(from: before) { _ in await counter.increment() }
    }
    return (counter, task)
}

actor Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}
