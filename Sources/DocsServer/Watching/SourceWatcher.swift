import Foundation

/// Notices when a Markdown file below the source directories changes, appears or goes away.
///
/// It polls: every `interval` it lists the `.md` files with their modification times and
/// sizes, which is simple and behaves the same on every platform and file system. A burst of
/// changes (an editor saving several files, a `git checkout`) is reported once, after two
/// listings in a row agree.
public struct SourceWatcher: Sendable {
    /// What was seen of one file.
    public struct Stamp: Sendable, Equatable {
        /// The modification time, in seconds since 1970.
        public var modified: Double
        /// The size in bytes.
        public var size: Int
    }

    /// The Markdown files seen in one listing, by path.
    public typealias Snapshot = [String: Stamp]

    /// The directories watched, searched recursively; one that does not exist yet counts as empty.
    public var directories: [URL]
    /// The time between two listings.
    public var interval: Duration

    /// Creates a watcher of `directories`.
    public init(directories: [URL], interval: Duration = .milliseconds(300)) {
        self.directories = directories
        self.interval = interval
    }

    /// Lists the Markdown files now.
    public func snapshot() -> Snapshot {
        var snapshot: Snapshot = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        for directory in directories {
            guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys) else { continue }
            while let url = enumerator.nextObject() as? URL {
                guard url.pathExtension.lowercased() == "md",
                      let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                snapshot[url.path] = Stamp(modified: values.contentModificationDate?.timeIntervalSince1970 ?? 0,
                                           size: values.fileSize ?? 0)
            }
        }
        return snapshot
    }

    /// Calls `onChange` after each settled change from `known`, until the task is cancelled.
    ///
    /// Pass the snapshot taken before the sources were last read, so that nothing changed
    /// since then goes unnoticed. `onChange` runs to its end before the next listing, so a
    /// change made while it runs is reported by the following call.
    public func run(from known: Snapshot, onChange: @Sendable () async -> Void) async {
        var known = known
        while await pause() {
            var current = snapshot()
            guard current != known else { continue }
            // Wait for the burst to settle.
            while await pause() {
                let next = snapshot()
                if next == current { break }
                current = next
            }
            guard !Task.isCancelled else { return }
            known = current
            await onChange()
        }
    }

    /// Sleeps for one interval; `false` once the task is cancelled.
    private func pause() async -> Bool {
        do {
            try await Task.sleep(for: interval)
            return true
        } catch {
            return false
        }
    }
}
