import DocsSupport
import Foundation

/// Sites that a build replaced, moved into a folder of the cache instead of being deleted: the
/// next build of the same output writes its site over the one retired last
/// (``claim(in:for:onDevice:)``), and deletes the others on a thread of its own while it starts.
///
/// Deleting a site of thousands of files was most of the end of a build of several versions,
/// where each new tag changes every page (every page's picker lists it): 8 ms of the 150 of
/// swift-log's build after a new tag. The start of a build, by contrast, reads tags, options
/// and kept files on one core while the other waits: the next build deletes the old site there.
///
/// A site is moved by `rename`, so the folder must be on the output's file system; where it is
/// not, or is inside the output, the writer deletes the old site itself as before. The cache holds
/// one site more, which deleting the cache deletes too.
///
/// Writing over a replaced site costs half what making every file anew and deleting the old ones
/// does (a new tag rewrites every page of every version of a site of several versions): a file
/// only it names is written over in place; one it shares with the site being read is made anew.
/// So a reader that opened a file of the site before last, and reads it still while the next
/// build writes, may read new bytes: a file served is kept as it was for one whole build after
/// the one that replaced its site, not for ever.
package enum RetiredSites {
    /// The folder of the cache directory `cache` that holds the replaced sites.
    package static func folder(inCache cache: URL) -> URL {
        cache.appendingPathComponent("replaced-sites")
    }

    /// The removals started in this process, by folder.
    private static let removals = LockedValue<[String: BackgroundValue<Void>]>([:])

    /// What a retired site is named: `site-<output>-<process>-<token>`, `<output>` standing for
    /// the directory it was the site of (a package's cache serves every output built from it).
    private static let sitePrefix = "site-"
    /// What a site a build is writing over is named while it writes: `.claimed-<process>-<token>`.
    private static let claimedPrefix = ".claimed-"
    /// What a site a build is deleting is named while it goes: `.removing-<process>-<token>`.
    /// A site is renamed before it is written over or deleted, so that of two builds sharing the
    /// cache only one does either.
    private static let removingPrefix = ".removing-"

    /// Starts deleting the sites in `folder` (those earlier builds moved there) on a thread of its
    /// own, but the one retired last, which the next write of the same output claims; a site this
    /// process moves there later is left for the next one. A site claimed by a build that ended
    /// before it was done is deleted too. So the cache holds one site more, as it did when every
    /// replaced site was deleted by the next build.
    package static func startRemoving(in folder: URL) {
        let path = folder.standardizedFileURL.path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        let retired = names.filter { $0.hasPrefix(sitePrefix) }.map { name in
            (name: name, retiredAt: FileSystemCalls.modificationTime(of: path + "/" + name) ?? 0)
        }
        let last = retired.max { $0.retiredAt < $1.retiredAt }?.name
        let extra = retired.map(\.name).filter { $0 != last }
        let abandoned = names.filter { name in
            [claimedPrefix, removingPrefix].contains { name.hasPrefix($0) && !isTakenByALiveProcess(name, prefix: $0) }
        }
        // Taken now, by a rename only one process can make: another's claim or removal fails on it.
        let sites = (extra + abandoned).compactMap { name -> String? in
            let taken = path + "/" + removingPrefix + uniqueName
            return (try? FileSystemCalls.move(path + "/" + name, to: taken)) == nil ? nil : taken
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

    /// Waits until the sites ``startRemoving(in:)`` found in `folder` are deleted: at once if it
    /// started nothing there.
    package static func waitForRemoval(in folder: URL) {
        let path = folder.standardizedFileURL.path
        _ = removals.withLock { $0[path] }?.value
    }

    /// Moves the directory at `path` into `folder`, under a name of its own, and says whether it
    /// could: not when the folder is on another file system or cannot be made, and the caller then
    /// deletes the directory itself.
    static func retire(_ path: String, of target: String, into folder: URL) -> Bool {
        let folderPath = folder.standardizedFileURL.path
        guard (try? FileManager.default.createDirectory(atPath: folderPath, withIntermediateDirectories: true)) != nil
        else { return false }
        // Stamped as retired before it is named so: the next build keeps the site retired last.
        FileSystemCalls.touch(path)
        let retired = folderPath + "/" + sitePrefix + outputKey(target) + "-" + uniqueName
        return (try? FileSystemCalls.move(path, to: retired)) != nil
    }

    /// Takes a retired site of `folder` that was the site at `target` for this process to write its
    /// site over, once the removals started there are done, and gives its path: renamed, so that no
    /// other build takes or deletes it meanwhile. `nil` when there is none, or none on the file
    /// system of `device`. What is not a folder there (a link, the file an output was) is deleted.
    static func claim(in folder: URL, for target: String, onDevice device: UInt64?) -> String? {
        waitForRemoval(in: folder)
        let path = folder.standardizedFileURL.path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        let key = Substring(outputKey(target))
        for name in names where name.hasPrefix(sitePrefix) && output(ofRetired: name) == key {
            let claimed = path + "/" + claimedPrefix + uniqueName
            guard (try? FileSystemCalls.move(path + "/" + name, to: claimed)) != nil else { continue }
            guard FileSystemCalls.isDirectoryItself(claimed) else {
                FileSystemCalls.removeTree(claimed)
                continue
            }
            if let device, FileSystemCalls.identity(of: claimed)?.first != device {
                FileSystemCalls.removeTree(claimed)
                return nil
            }
            return claimed
        }
        return nil
    }

    /// What stands for the output directory `target` in the names of its retired sites.
    private static func outputKey(_ target: String) -> String {
        String(FNV1a.hash(target.utf8), radix: 16)
    }

    /// The part of a retired site's name that stands for its output.
    private static func output(ofRetired name: String) -> Substring {
        name.dropFirst(sitePrefix.count).prefix { $0 != "-" }
    }

    /// A name no other build gives: this process's number and a random token.
    private static var uniqueName: String {
        "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    }

    /// Whether the process that took the site `name` (named with `prefix`) still runs, and may be
    /// writing or deleting it. (A process of another machine or container sharing the cache looks
    /// ended: builds sharing a cache are to run on one machine.)
    private static func isTakenByALiveProcess(_ name: String, prefix: String) -> Bool {
        guard let process = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { return false }
        return process == ProcessInfo.processInfo.processIdentifier || kill(process, 0) == 0 || errno == EPERM
    }
}
