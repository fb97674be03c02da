#if os(Linux)
    import DocsServer
    import DocsTestSupport
    import Foundation
    import Testing

    /// The watcher on inotify. Every watcher here polls only once an hour, so a change seen within
    /// the test's time was seen through the kernel's notifications.
    /// On a thread of their own, as `SourceWatcherTests` are, for the same reason.
    @Suite(.timeLimit(.minutes(1)), .onOwnThread) struct SourceWatcherNotificationTests {
        /// What the watcher reported: one entry per change, with what `Articles/Napkin.md` held then.
        private actor Changes {
            private(set) var contents: [String?] = []
            var count: Int { contents.count }
            func record(_ text: String?) { contents.append(text) }
        }

        /// Runs a notified watcher of `Articles` (and `extra`) in `directory` while `body` runs.
        private func watching(
            _ directory: TemporaryDirectory, extra: [String] = [], excluding excluded: String? = nil,
            settle: Duration = .milliseconds(15),
            _ body: (Changes) async throws -> Void
        ) async throws {
            let watcher = SourceWatcher(
                directories: (["Articles"] + extra).map { directory.url.appendingPathComponent($0) },
                excluding: excluded.map { directory.url.appendingPathComponent($0) },
                interval: .seconds(3600), settle: settle)
            let changes = Changes()
            let before = watcher.snapshot()
            let running = Task(executorPreference: OwnThreadExecutor.shared) {
                await watcher.run(from: before) { _ in await changes.record(directory.read("Articles/Napkin.md")) }
            }
            defer { running.cancel() }
            try await body(changes)
            running.cancel()
            await running.value
        }

        @Test func aSaveIsSeenAtOnce() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("Articles/Napkin.md", "# napkin\n")
            try await watching(directory) { changes in
                try directory.write("Articles/Napkin.md", "# napkin, saved\n")
                #expect(try await eventually { await changes.count == 1 })
                #expect(await changes.contents == ["# napkin, saved\n"])

                try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Articles/Napkin.md"))
                #expect(try await eventually { await changes.count == 2 })
            }
        }

        /// Forty saves in a row are a few changes at most, and the last one sees the last save.
        @Test func aBurstOfSavesIsFewChangesEndingWithTheLastSave() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("Articles/Napkin.md", "# napkin\n")
            try await watching(directory, settle: .milliseconds(100)) { changes in
                for save in 1...40 {
                    try directory.write("Articles/Napkin.md", "# napkin, save \(save)\n")
                    try directory.write("Articles/Guide \(save % 4).md", "# Guide \(save)\n")
                }
                #expect(try await eventually { await changes.contents.last == "# napkin, save 40\n" })
                let count = await changes.count
                // Fewer changes than saves; how many depends on how the machine schedules the writes.
                #expect(count < 40, "\(count) changes for 40 saves")
            }
        }

        /// A directory made while watching is watched, and so is one made inside it, files and all.
        @Test func newSubdirectoriesAreWatched() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("Articles/Napkin.md", "# napkin\n")
            try await watching(directory) { changes in
                try directory.write("Articles/New/Deeper/Page.md", "# Page\n")
                #expect(try await eventually { await changes.count == 1 })
                // Only the watch of New/Deeper itself sees this one.
                try directory.write("Articles/New/Deeper/Page.md", "# Page, edited and longer\n")
                #expect(try await eventually { await changes.count == 2 })
                try FileManager.default.moveItem(
                    at: directory.url.appendingPathComponent("Articles/New"),
                    to: directory.url.appendingPathComponent("Articles/Moved"))
                #expect(try await eventually { await changes.count == 3 })
                try directory.write("Articles/Moved/Deeper/Page.md", "# Page, edited once more\n")
                #expect(try await eventually { await changes.count == 4 })
            }
        }

        /// A source directory that does not exist yet is watched from the moment it appears.
        @Test func aMissingSourceDirectoryIsWatchedOnceMade() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("Articles/Napkin.md", "# napkin\n")
            try await watching(directory, extra: ["Tutorials"]) { changes in
                try directory.write("Tutorials/Flow.md", "# Flow\n")
                #expect(try await eventually { await changes.count == 1 })
                try directory.write("Tutorials/Flow.md", "# Flow, edited\n")
                #expect(try await eventually { await changes.count == 2 })

                // Removed and made again: watched again.
                try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Tutorials"))
                #expect(try await eventually { await changes.count == 3 })
                try directory.write("Tutorials/Flow.md", "# Flow\n")
                #expect(try await eventually { await changes.count == 4 })
                try directory.write("Tutorials/Flow.md", "# Flow, edited again\n")
                #expect(try await eventually { await changes.count == 5 })
            }
        }

        /// Each change names the files that changed: a file saved in place is stamped again alone,
        /// and a file that appears or goes is found by listing the files again.
        @Test func eachChangeNamesItsFiles() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("Articles/Napkin.md", "# napkin\n")
            try directory.write("Articles/Guide/Routing.md", "# Routing\n")
            let articles = directory.url.appendingPathComponent("Articles").standardizedFileURL.path
            let watcher = SourceWatcher(directories: [URL(fileURLWithPath: articles)], interval: .seconds(3600))
            let seen = ChangedPaths()
            let before = watcher.snapshot()
            let running = Task(executorPreference: OwnThreadExecutor.shared) {
                await watcher.run(from: before) { await seen.record($0) }
            }
            defer { running.cancel() }
            let steps: [(change: () throws -> Void, changed: Set<String>)] = [
                ({ try directory.write("Articles/Guide/Routing.md", "# Routing, saved\n") }, ["/Guide/Routing.md"]),
                ({ try directory.write("Articles/Napkin.md", "# napkin, saved once more\n") }, ["/Napkin.md"]),
                ({ try directory.write("Articles/Guide/Lifecycle.md", "# Lifecycle\n") }, ["/Guide/Lifecycle.md"]),
                (
                    { try FileManager.default.removeItem(atPath: articles + "/Guide/Routing.md") },
                    ["/Guide/Routing.md"]
                ),
            ]
            for (number, step) in steps.enumerated() {
                try step.change()
                #expect(try await eventually { await seen.sets.count == number + 1 })
                #expect(await seen.sets.last == Set(step.changed.map { articles + $0 }))
            }
            // What the watcher knows after saves in place is what listing the files finds.
            try directory.write("Articles/Napkin.md", "# napkin, saved at last, longer\n")
            #expect(try await eventually { await seen.sets.count == steps.count + 1 })
            try directory.write("Articles/New.md", "# New\n")
            #expect(try await eventually { await seen.sets.count == steps.count + 2 })
            #expect(await seen.sets.last == [articles + "/New.md"])
        }

        private actor ChangedPaths {
            private(set) var sets: [Set<String>] = []
            func record(_ paths: Set<String>) { sets.append(paths) }
        }

        /// Many watchers of the same directories, started and stopped over and over while the files
        /// change: each sees the change made while it runs, and each stops when cancelled.
        @Test func manyWatchersStartAndStopCleanly() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("Articles/Napkin.md", "# napkin\n")
            let watcher = SourceWatcher(
                directories: [directory.url.appendingPathComponent("Articles")],
                interval: .seconds(3600))
            for round in 1...5 {
                let counters = (0..<20).map { _ in Counter() }
                let before = watcher.snapshot()
                let tasks = counters.map { counter in
                    Task(executorPreference: OwnThreadExecutor.shared) {
                        await watcher.run(from: before) { _ in await counter.increment() }
                    }
                }
                try directory.write("Articles/Napkin.md", "# napkin, round \(round)\n")
                for counter in counters {
                    #expect(try await eventually { await counter.value >= 1 })
                }
                for task in tasks { task.cancel() }
                for task in tasks { await task.value }
            }
        }
    }
#endif
