import DocsMarkup
import Foundation

/// Notices when a file below the source directories changes, appears or goes away: a Markdown
/// page, or any other file, which a page may show or link to (an image, a sample).
///
/// It polls: every `interval` it lists the files as the build's ``SourceDiscovery`` finds them
/// (hidden ones skipped), with their modification times and sizes, which is simple and
/// behaves the same on every platform and file system. A burst of
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

    /// The files seen in one listing, by path.
    public typealias Snapshot = [String: Stamp]

    /// The directories watched, searched recursively; one that does not exist yet counts as empty.
    public var directories: [URL]
    /// A directory whose files are never watched: the site's output, should it lie inside a
    /// source directory, which would otherwise rebuild itself for ever.
    public var excluded: URL?
    /// The time between two listings.
    public var interval: Duration

    /// Creates a watcher of `directories`, ignoring everything below `excluded`.
    public init(directories: [URL], excluding excluded: URL? = nil, interval: Duration = .milliseconds(300)) {
        self.directories = directories
        self.excluded = excluded
        self.interval = interval
    }

    /// Lists the files now.
    public func snapshot() -> Snapshot {
        var snapshot: Snapshot = [:]
        let keys: Set<URLResourceKey> = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        let excludedPrefix = excluded.map { $0.standardizedFileURL.path + "/" }
        for directory in directories {
            let directoryPath = directory.standardizedFileURL.path + "/"
            // Only a directory that holds the excluded one needs each file's path checked.
            let excludedHere = excludedPrefix.flatMap { $0.hasPrefix(directoryPath) ? $0 : nil }
            for file in (try? SourceDiscovery().files(in: directory)) ?? [] {
                let url = file.url
                if let excludedHere, (directoryPath + file.relativePath).hasPrefix(excludedHere) { continue }
                guard let values = try? url.resourceValues(forKeys: keys), values.isRegularFile == true else { continue }
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
