import DocsMarkup
import Foundation

/// Notices when a file below the source directories changes, appears or goes away: a Markdown
/// page, or any other file, which a page may show or link to (an image, a sample).
///
/// What changed is always found the same way: by listing the files as the build's
/// ``SourceDiscovery`` finds them (hidden ones skipped), with their modification times and
/// sizes, and the symbolic links it refuses (stamped as links, not followed), and comparing with
/// the listing before. When to look is the platform's business: on
/// Linux the kernel says when something below the directories changed (inotify), so a save is
/// seen at once, and a burst of events (an editor saving several files, a `git checkout`) is
/// one change once `settle` passes without another. Elsewhere, or when inotify cannot be set up,
/// it polls every `interval`, and a burst is reported once two listings in a row agree.
package struct SourceWatcher: Sendable {
    /// What was seen of one file.
    package struct Stamp: Sendable, Equatable {
        /// The modification time, in seconds since 1970.
        package var modified: Double
        /// The size in bytes.
        package var size: Int
        /// Whether this is a stamp of a symbolic link itself (one the build refuses), not of the
        /// file it leads to.
        package var isLink = false
    }

    /// The files seen in one listing, by path.
    package typealias Snapshot = [String: Stamp]

    /// The directories watched, searched recursively; one that does not exist yet counts as empty.
    package var directories: [URL]
    /// Single files watched besides them (the check's record), wherever they are; one that does
    /// not exist yet is seen when it appears.
    package var files: [URL]
    /// A directory whose files are never watched: the site's output, should it lie inside a
    /// source directory, which would otherwise rebuild itself for ever.
    package var excluded: URL?
    /// How changes are noticed.
    package var detection: Detection
    /// The time between two listings when polling.
    package var interval: Duration
    /// With notifications, how long the sources must stay quiet before a burst of events is
    /// taken as one change.
    package var settle: Duration

    /// How a watcher learns that something may have changed.
    package enum Detection: Sendable, Equatable {
        /// From the kernel where it can tell (inotify on Linux), else by polling.
        case notifications
        /// By listing the files every `interval`, everywhere.
        case polling
    }

    /// Creates a watcher of `directories` and `files`, ignoring everything below `excluded`.
    package init(
        directories: [URL], files: [URL] = [], excluding excluded: URL? = nil, detection: Detection = .notifications,
        interval: Duration = .milliseconds(300), settle: Duration = .milliseconds(15)
    ) {
        self.directories = directories
        self.files = files
        self.excluded = excluded
        self.detection = detection
        self.interval = interval
        self.settle = settle
    }

    /// Lists the files now.
    package func snapshot() -> Snapshot {
        var snapshot: Snapshot = [:]
        let excludedPrefix = excluded.map { $0.standardizedFileURL.path + "/" }
        for directory in directories {
            let directoryPath = directory.standardizedFileURL.path + "/"
            // Only a directory that holds the excluded one needs each file's path checked.
            let excludedHere = excludedPrefix.flatMap { $0.hasPrefix(directoryPath) ? $0 : nil }
            guard let found = try? SourceDiscovery().list(directory) else { continue }
            for file in found.files {
                if let excludedHere, (directoryPath + file.relativePath).hasPrefix(excludedHere) { continue }
                if let stamp = Stamp(ofRegularFileAt: file.path) { snapshot[file.path] = stamp }
            }
            // What a link the build refuses leads to is not watched, but the link itself is: the
            // build that follows its appearance lists the folder again and reports it.
            for path in found.refusedLinks {
                if let excludedHere, path.hasPrefix(excludedHere) { continue }
                if let stamp = Stamp(ofLinkAt: path) { snapshot[path] = stamp }
            }
        }
        for file in files {
            if let stamp = Stamp(ofRegularFileAt: file.path) { snapshot[file.path] = stamp }
        }
        return snapshot
    }

    /// Calls `onChange` after each settled change from `known`, with the paths of the files
    /// that changed, appeared or went away, until the task is cancelled.
    ///
    /// Pass the snapshot taken before the sources were last read, so that nothing changed
    /// since then goes unnoticed. `onChange` runs to its end before the next listing, so a
    /// change made while it runs is reported by the following call.
    package func run(from known: Snapshot, onChange: @Sendable (Set<String>) async -> Void) async {
        var known = known
        if detection == .notifications, await runNotified(known: &known, onChange: onChange) { return }
        await runPolling(from: known, onChange: onChange)
    }

    /// The paths whose files differ between two snapshots: changed, added or gone.
    package static func changedPaths(from old: Snapshot, to new: Snapshot) -> Set<String> {
        var changed = Set(new.compactMap { path, stamp in old[path] == stamp ? nil : path })
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed
    }
}
