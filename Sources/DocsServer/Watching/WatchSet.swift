#if canImport(Glibc)
    import DocsMarkup
    import Foundation
    import Glibc

    /// The directories an inotify instance watches: every visible directory below the source
    /// directories (through symbolic links only where ``SourceDiscovery`` follows them, inside the
    /// package), the excluded one and those below it left out, and for a source directory that
    /// does not exist, its nearest existing ancestor (to see it appear); for a single file watched,
    /// its folder.
    struct WatchSet: Sendable {
        /// The watch descriptors held now, each with the path of the directory it watches (the
        /// first path it was reached by).
        private(set) var directories: [Int32: String] = [:]

        /// What a watch reports: anything that changes a file's bytes, name or times, or a
        /// directory's entries, and the watched directory itself going away.
        static let mask = UInt32(
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
                | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

        /// Watches the directories there are now below `roots` and stops watching those that went.
        ///
        /// Adding a watch that exists is harmless (the kernel returns the same descriptor), which
        /// also stops a symbolic link from leading the walk in circles. A directory that goes away
        /// during the walk is skipped.
        ///
        /// - Returns: `false` when the kernel refuses a watch for another reason (its limit of
        ///   watches reached, say), and inotify cannot see everything.
        mutating func update(
            watching roots: [URL], files: [URL] = [], excluding excludedPath: String?, inotify: Int32
        ) -> Bool {
            var found: [Int32: String] = [:]
            // Each folder with the boundary of its root's listing, past which links are not followed.
            var pending: [(directory: String, boundary: String)] = []
            for root in roots {
                if Self.isDirectory(root.path) {
                    pending.append((root.path, SourceDiscovery.boundary(of: root)))
                } else if let ancestor = Self.nearestExistingAncestor(of: root.path) {
                    guard Self.watch(ancestor, inotify: inotify, into: &found) != .refused else { return false }
                }
            }
            while let (directory, boundary) = pending.popLast() {
                switch Self.watch(directory, inotify: inotify, into: &found) {
                case .refused: return false
                case .gone, .seen: continue
                case .added: break
                }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                for name in names where SourceDiscovery.isVisible(name) {
                    let path = directory + "/" + name
                    if let excludedPath, path == excludedPath || path.hasPrefix(excludedPath + "/") { continue }
                    // A link the listing refuses is watched through its folder, not followed.
                    if Self.isDirectory(path), !SourceDiscovery.isLinkLeaving(boundary, at: path) {
                        pending.append((path, boundary))
                    }
                }
            }
            // A single file is seen through its folder alone (after the roots: a folder seen
            // already would stop a root's walk), or, while that does not exist, the
            // folder's nearest existing ancestor.
            for folder in files.map({ $0.deletingLastPathComponent().path }) {
                guard let watched = Self.isDirectory(folder) ? folder : Self.nearestExistingAncestor(of: folder),
                    Self.watch(watched, inotify: inotify, into: &found) != .refused
                else { return false }
            }
            for gone in directories.keys where found[gone] == nil { inotify_rm_watch(inotify, gone) }
            directories = found
            return true
        }

        private enum Outcome {
            case added, seen, gone, refused
        }

        private static func watch(_ path: String, inotify: Int32, into found: inout [Int32: String]) -> Outcome {
            let descriptor = inotify_add_watch(inotify, path, mask)
            if descriptor < 0 {
                return [ENOENT, ENOTDIR, EACCES].contains(errno) ? .gone : .refused
            }
            guard found[descriptor] == nil else { return .seen }
            found[descriptor] = path
            return .added
        }

        /// Whether `path` is a directory, or a symbolic link to one (as ``SourceDiscovery`` follows them).
        private static func isDirectory(_ path: String) -> Bool {
            var status = stat()
            return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        }

        private static func nearestExistingAncestor(of path: String) -> String? {
            var url = URL(fileURLWithPath: path)
            while url.path != "/" {
                url.deleteLastPathComponent()
                if isDirectory(url.path) { return url.path }
            }
            return nil
        }
    }
#endif
