import DocsSupport
import Foundation

/// Finds the files of the source directories, in an order that never changes: the Markdown
/// pages, and every other file a page may link to.
///
/// The build, the resource catalog and `serve`'s watcher all see the sources through it, so
/// they agree on which files count.
package struct SourceDiscovery: Sendable {
    /// A file found below a source directory.
    package struct File: Sendable, Equatable {
        /// The path below the source directory, with `/` separators (`images/tree.png`).
        package var relativePath: String
        /// The file's URL.
        package var url: URL
        /// The file's path (`url.path`, kept because the watcher asks for it of every file).
        package var path: String

        /// The file's name, the last component of its path.
        package var name: Substring {
            relativePath.lastIndex(of: "/").map { relativePath[relativePath.index(after: $0)...] } ?? relativePath[...]
        }

        /// Creates a file.
        package init(relativePath: String, url: URL) {
            self.relativePath = relativePath
            self.url = url
            self.path = url.path
        }

        /// Creates a file at `path`.
        init(relativePath: String, path: String) {
            self.relativePath = relativePath
            self.url = URL(fileURLWithPath: path, isDirectory: false)
            self.path = path
        }
    }

    /// The folder the paths of problems are written from (a reader's base directory); `nil`:
    /// the package's folder.
    package var pathsShownFrom: URL?

    /// Creates a discovery that writes the paths of problems from `pathsShownFrom`.
    ///
    /// A listing keeps to the package that holds the listed folder (the nearest folder above
    /// it with a `Package.swift`), else to the listed folder itself: links to files or folders
    /// outside it are refused.
    package init(pathsShownFrom: URL? = nil) {
        self.pathsShownFrom = pathsShownFrom
    }

    /// What a listing found: the files, and the symbolic links it refused to follow.
    package struct Found: Sendable {
        /// The files below the folder, sorted by relative path.
        package var files: [File]
        /// An error at each symbolic link that leads outside the boundary or back into a folder
        /// that holds it; nothing behind such a link is listed.
        package var problems: [Diagnostic]
        /// The paths of those links, as listed: a watcher watches them, so that a link added or
        /// removed is a change even though no listing holds it.
        package var refusedLinks: [String]
    }

    /// Whether a file or directory of this name is looked at: hidden ones (`.git`, an editor's
    /// `.page.md.swp`) are not.
    package static func isVisible(_ name: String) -> Bool {
        !name.hasPrefix(".")
    }

    /// Whether a file of this name is a page: Markdown, whose name ends in `.md`, or a DocC
    /// tutorial, `.tutorial`, in lowercase, since the page's name is the file name without
    /// exactly that suffix.
    package static func isMarkdownFile(_ name: some StringProtocol) -> Bool {
        pageSuffix(of: name) != nil
    }

    /// `.md` or `.tutorial`, the suffix that makes a file of this name a page, if it has one.
    package static func pageSuffix(of name: some StringProtocol) -> String? {
        [".md", ".tutorial"].first { name.hasSuffix($0) && name.count > $0.count }
    }

    /// Every file below `directory`, pages and others, hidden ones skipped, sorted by their
    /// path relative to `directory`, byte by byte.
    ///
    /// Symbolic links that point nowhere are returned too, so that reading them reports an error
    /// instead of the file silently vanishing from the site.
    ///
    /// - Throws: ``ListingError`` when a folder cannot be listed, and a ``DiagnosticError`` when a
    ///   symbolic link leads outside the boundary or round a cycle (``list(_:)`` returns those).
    package func files(in directory: URL) throws -> [File] {
        let found = try list(directory)
        guard found.problems.isEmpty else { throw DiagnosticError(found.problems) }
        return found.files
    }

    /// Lists `directory` as ``files(in:)`` does, and returns the refused links beside the files.
    ///
    /// Inputs stay inside the package: a link to a file outside it would publish that file (a
    /// pull request could link a machine's secrets into the site), and a link back to a folder
    /// that holds it would be listed round and round. Both are refused here, once, for every
    /// reader of the sources: the build, the watcher, the resources, snippets and catalogs.
    /// - Throws: ``ListingError`` when a folder cannot be listed.
    package func list(_ directory: URL) throws -> Found {
        let start = directory.standardizedFileURL.path
        let limit = PackageDirectory.enclosing(directory)?.standardizedFileURL.path ?? start
        var walk = Walk(
            boundary: Self.boundary(of: directory), displayBase: pathsShownFrom?.standardizedFileURL.path ?? limit)
        try walk.collect(in: start, real: Self.realPath(start) ?? start, relativePath: "", ancestors: [])
        return Found(
            files: walk.found.sorted { $0.relativePath.precedesByBytes($1.relativePath) }, problems: walk.problems,
            refusedLinks: walk.refusedLinks)
    }

    /// One listing under way: what it found, and the links it refused.
    private struct Walk {
        /// The boundary's real path, links resolved.
        var boundary: String
        /// The folder problems' paths are written from.
        var displayBase: String
        var found: [File] = []
        var problems: [Diagnostic] = []
        var refusedLinks: [String] = []

        /// Lists with `readdir`, which says what each entry is: asking Foundation for the names
        /// and then whether each is a directory took most of the time `serve` needs to notice a
        /// save on a site of a thousand pages. `real` is the folder's path with links resolved;
        /// `ancestors` the real paths of the folders that hold it.
        mutating func collect(in directory: String, real: String, relativePath: String, ancestors: Set<String>) throws {
            guard let stream = opendir(directory) else {
                throw ListingError(directory: directory, reason: String(cString: strerror(errno)))
            }
            var entries: [(name: String, type: Int32)] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
                }
                guard name != ".", name != "..", SourceDiscovery.isVisible(name) else { continue }
                entries.append((name, Int32(entry.pointee.d_type)))
            }
            closedir(stream)
            let ancestors = ancestors.union([real])
            for (name, type) in entries {
                let path = directory + "/" + name
                let relative = relativePath.isEmpty ? name : relativePath + "/" + name
                // A file system that does not say what an entry is is asked.
                let kind = type == Int32(DT_UNKNOWN) ? SourceDiscovery.kind(atPath: path) : type
                if kind == Int32(DT_DIR) {
                    try collect(in: path, real: real + "/" + name, relativePath: relative, ancestors: ancestors)
                } else if kind == Int32(DT_LNK), let target = SourceDiscovery.realPath(path) {
                    guard SourceDiscovery.isInside(boundary, target) else {
                        refuse(
                            path, .linkLeavesPackage, "the symbolic link leads outside the package, to \(target)",
                            hint:
                                "copy what it points to into the package, or remove the link; nothing outside the package is published"
                        )
                        continue
                    }
                    guard SourceDiscovery.isDirectory(target) else {
                        found.append(File(relativePath: relative, path: path))
                        continue
                    }
                    // A link to a folder that holds this one (in the walk or on the disk) is a cycle.
                    if ancestors.contains(target) || real.hasPrefix(target + "/") {
                        refuse(
                            path, .linkCycle,
                            "the symbolic link leads back to \(display(target)), a folder that holds it, so its files would be listed forever",
                            hint: "remove the link, or point it at a folder beside this one")
                    } else {
                        try collect(in: path, real: target, relativePath: relative, ancestors: ancestors)
                    }
                } else {
                    // A file, or a link that points nowhere: reading it reports that.
                    found.append(File(relativePath: relative, path: path))
                }
            }
        }

        private mutating func refuse(_ path: String, _ id: Diagnostic.ID, _ message: String, hint: String) {
            refusedLinks.append(path)
            problems.append(
                Diagnostic(id: id, at: SourceLocation(file: display(path), line: 1, column: 1), message, hint: hint))
        }

        /// `path` (as listed, or with links resolved) from the folder paths are shown from.
        private func display(_ path: String) -> String {
            for base in [displayBase, SourceDiscovery.realPath(displayBase) ?? displayBase]
            where path.hasPrefix(base + "/") {
                return String(path.dropFirst(base.count + 1))
            }
            return path
        }
    }

    /// The real path of the folder a listing of `directory` keeps to: the package that holds it,
    /// else `directory` itself.
    package static func boundary(of directory: URL) -> String {
        let limit =
            PackageDirectory.enclosing(directory)?.standardizedFileURL.path ?? directory.standardizedFileURL.path
        return realPath(limit) ?? limit
    }

    /// Whether `path` is a symbolic link that leads outside `boundary` (see ``boundary(of:)``),
    /// which a listing refuses.
    package static func isLinkLeaving(_ boundary: String, at path: String) -> Bool {
        guard kind(atPath: path) == Int32(DT_LNK), let target = realPath(path) else { return false }
        return !isInside(boundary, target)
    }

    private static func isInside(_ boundary: String, _ path: String) -> Bool {
        path == boundary || path.hasPrefix(boundary + "/")
    }

    /// `path` with every symbolic link resolved; `nil` when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `DT_DIR`, `DT_LNK` or `DT_REG` for what is at `path`, links not followed.
    private static func kind(atPath path: String) -> Int32 {
        var status = stat()
        guard lstat(path, &status) == 0 else { return Int32(DT_REG) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return Int32(DT_DIR)
        case S_IFLNK: return Int32(DT_LNK)
        default: return Int32(DT_REG)
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}

/// A directory that could not be listed, with the system's reason.
struct ListingError: LocalizedError {
    var directory: String
    var reason: String

    var errorDescription: String? { "\(directory): \(reason)" }
}
