import DocsSupport
import Foundation

/// Sites that a build replaced, moved into a folder of the cache instead of being deleted, and
/// deleted by the next build on a thread of its own while it starts.
///
/// Deleting a site of thousands of files was most of the end of a build of several versions,
/// where each new tag changes every page (every page's picker lists it): 8 ms of the 150 of
/// swift-log's build after a new tag. The start of a build, by contrast, reads tags, options
/// and kept files on one core while the other waits: the next build deletes the old site there.
///
/// A site is moved by `rename`, so the folder must be on the output's file system; where it is
/// not, or is inside the output, the writer deletes the old site itself as before. Until the next
/// build the cache holds one site more, which deleting the cache deletes too.
package enum RetiredSites {
    /// The folder of the cache directory `cache` that holds the replaced sites.
    package static func folder(inCache cache: URL) -> URL {
        cache.appendingPathComponent("replaced-sites")
    }

    /// The removals started in this process, by folder.
    private static let removals = LockedValue<[String: BackgroundValue<Void>]>([:])

    /// Starts deleting the sites in `folder` (those earlier builds moved there) on a thread of its
    /// own; a site this process moves there later is left for the next one.
    package static func startRemoving(in folder: URL) {
        let path = folder.standardizedFileURL.path
        let sites = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).map { path + "/" + $0 }
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

    /// Waits until the sites ``startRemoving(in:)`` found in `folder` are deleted: at once if it
    /// started nothing there.
    package static func waitForRemoval(in folder: URL) {
        let path = folder.standardizedFileURL.path
        _ = removals.withLock { $0[path] }?.value
    }

    /// Moves the directory at `path` into `folder`, under a name of its own, and says whether it
    /// could: not when the folder is on another file system or cannot be made, and the caller then
    /// deletes the directory itself.
    static func retire(_ path: String, into folder: URL) -> Bool {
        let folderPath = folder.standardizedFileURL.path
        guard (try? FileManager.default.createDirectory(atPath: folderPath, withIntermediateDirectories: true)) != nil
        else { return false }
        let name = "site-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        return (try? FileSystemCalls.move(path, to: folderPath + "/" + name)) != nil
    }
}
