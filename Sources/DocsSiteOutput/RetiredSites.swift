import DocsSupport
import Foundation

/// Sites that a build replaced, moved into a folder of the cache instead of being deleted: the
/// newest of each output folder's is where its next build writes, the others are deleted by the
/// next build on a thread of its own while it starts.
///
/// A build of several versions rewrites every page when a tag comes (every page's picker lists
/// it): deleting the old site's thousands of files, then giving each new file storage again, was
/// a fifth of swift-log's build after a new tag. Written over the site replaced the time before,
/// the files keep their storage (``FileSystemCalls/overwrite(_:with:)``) and nothing is deleted
/// but what the new site lacks; the writer still builds the new site beside the output and swaps
/// it in whole (``AtomicDirectoryWriter``).
///
/// A site is moved by `rename`, so the folder must be on the output's file system; where it is
/// not, or is inside the output, the writer deletes the old site itself and writes a new one.
/// The cache so holds a second copy of each output it has written, for 30 days after its last
/// build; deleting the cache deletes them too.
///
/// A site is written over only once it has been retired for ``settleTime``: until a site is
/// replaced a server may open its files, and one that keeps files open (nginx's
/// `open_file_cache`, a slow client's transfer) would serve their new bytes as the old. A build
/// that follows another within that time writes a new tree, as without a spare.
package enum RetiredSites {
    /// The folder of the cache directory `cache` that holds the replaced sites.
    package static func folder(inCache cache: URL) -> URL {
        cache.appendingPathComponent("replaced-sites")
    }

    /// How long the site an output's last build replaced is kept for its next build.
    static let keptFor: Duration = .seconds(30 * 24 * 3600)

    /// How long a replaced site waits before a build writes over it: nginx's `open_file_cache`
    /// checks its open files every 60 seconds, by default.
    package static let settleTime: Duration = .seconds(60)

    /// The removals started in this process, by folder.
    private static let removals = LockedValue<[String: BackgroundValue<Void>]>([:])

    /// Starts deleting the sites in `folder` that no build will write over (all but the newest of
    /// each output folder's, which goes too after ``keptFor``) on a thread of its own.
    package static func startRemoving(in folder: URL) {
        let path = folder.standardizedFileURL.path
        let now = UInt64(Date().timeIntervalSince1970 * 1_000_000_000)
        var newest: [String: RetiredName] = [:]
        var gone: [String] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            guard let retired = RetiredName(name),
                now &- retired.nanoseconds < UInt64(keptFor.components.seconds) * 1_000_000_000
            else {
                gone.append(name)
                continue
            }
            if let kept = newest[retired.output], kept.nanoseconds >= retired.nanoseconds {
                gone.append(name)
            } else {
                newest[retired.output].map { gone.append($0.name) }
                newest[retired.output] = retired
            }
        }
        // Each claimed under a name of its own first, so that no build takes it as its spare while
        // it is being deleted (a rename is all or nothing); a claimed site left by a build that
        // stopped has a name no spare has, and goes the next time.
        let sites = gone.compactMap { name in
            let claimed = path + "/deleting-" + UUID().uuidString.prefix(8)
            return rename(path + "/" + name, claimed) == 0 ? claimed : nil
        }
        guard !sites.isEmpty else { return }
        removals.withLock { removals in
            // After any removal started before in this process (tests start several).
            let earlier = removals[path]
            removals[path] = BackgroundValue {
                _ = earlier?.value
                for site in sites { FileSystemCalls.removeTree(site) }
            }
        }
    }

    /// Waits until the sites ``startRemoving(in:)`` chose in `folder` are deleted: at once if it
    /// started nothing there.
    package static func waitForRemoval(in folder: URL) {
        let path = folder.standardizedFileURL.path
        _ = removals.withLock { $0[path] }?.value
    }

    /// Moves the site last retired from the output at `target`, if it has been retired for
    /// `settled` (and not for longer than ``keptFor``), to `path`, for a writer to write over, and
    /// says whether there was one.
    static func takeSpare(for target: String, in folder: URL, as path: String, settledFor settled: Duration) -> Bool {
        let folderPath = folder.standardizedFileURL.path
        let output = RetiredName.output(of: target)
        let now = UInt64(Date().timeIntervalSince1970 * 1_000_000_000)
        func nanoseconds(_ duration: Duration) -> UInt64 { UInt64(duration.components.seconds) * 1_000_000_000 }
        let spares = ((try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? [])
            .compactMap(RetiredName.init)
            .filter { spare in
                spare.output == output && now &- spare.nanoseconds >= nanoseconds(settled)
                    && now &- spare.nanoseconds < nanoseconds(keptFor)
            }
            .sorted { $0.nanoseconds > $1.nanoseconds }
        // Another build of the same output may take one first: a rename is all or nothing.
        return spares.contains { rename(folderPath + "/" + $0.name, path) == 0 }
    }

    /// Moves the directory at `path`, the output at `target` until now, into `folder`, and says
    /// whether it could: not when the folder is on another file system or cannot be made, and the
    /// caller then deletes the directory itself.
    static func retire(_ path: String, from target: String, into folder: URL) -> Bool {
        let folderPath = folder.standardizedFileURL.path
        guard (try? FileManager.default.createDirectory(atPath: folderPath, withIntermediateDirectories: true)) != nil
        else { return false }
        return rename(path, folderPath + "/" + RetiredName.make(for: target)) == 0
    }
}

/// The name of a retired site: `site-`, the hash of the output's path, when it was retired (in
/// nanoseconds since 1970) and a number of its own, separated by `-`.
private struct RetiredName {
    var name: String
    var output: String
    var nanoseconds: UInt64

    init?(_ name: String) {
        let parts = name.split(separator: "-")
        guard parts.count == 4, parts[0] == "site", let nanoseconds = UInt64(parts[2]) else { return nil }
        (self.name, output, self.nanoseconds) = (name, String(parts[1]), nanoseconds)
    }

    /// The part of the name that says which output the site was.
    static func output(of target: String) -> String {
        String(FNV1a.hash(target.utf8), radix: 16)
    }

    /// A new name for a site retired from `target` now.
    static func make(for target: String) -> String {
        let now = UInt64(Date().timeIntervalSince1970 * 1_000_000_000)
        return "site-\(output(of: target))-\(now)-\(UUID().uuidString.prefix(8))"
    }
}
