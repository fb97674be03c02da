import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the files of the source directories, in an order that never changes: the Markdown
/// pages, and every other file a page may link to.
///
/// The build, the resource catalog and `serve`'s watcher all see the sources through it, so
/// they agree on which files count.
public struct SourceDiscovery: Sendable {
    /// A file found below a source directory.
    public struct File: Sendable, Equatable {
        /// The path below the source directory, with `/` separators (`images/tree.png`).
        public var relativePath: String
        /// The file's URL.
        public var url: URL
        /// The file's path (`url.path`, kept because the watcher asks for it of every file).
        public var path: String

        /// The file's name, the last component of its path.
        public var name: Substring {
            relativePath.lastIndex(of: "/").map { relativePath[relativePath.index(after: $0)...] } ?? relativePath[...]
        }

        /// Creates a file.
        public init(relativePath: String, url: URL) {
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

    /// Creates a discovery.
    public init() {}

    /// Whether a file or directory of this name is looked at: hidden ones (`.git`, an editor's
    /// `.page.md.swp`) are not.
    public static func isVisible(_ name: String) -> Bool {
        !name.hasPrefix(".")
    }

    /// Whether a file of this name is a page: Markdown, whose name ends in `.md`, or a DocC
    /// tutorial, `.tutorial`, in lowercase, since the page's name is the file name without
    /// exactly that suffix.
    public static func isMarkdownFile(_ name: some StringProtocol) -> Bool {
        pageSuffix(of: name) != nil
    }

    /// `.md` or `.tutorial`, the suffix that makes a file of this name a page, if it has one.
    public static func pageSuffix(of name: some StringProtocol) -> String? {
        [".md", ".tutorial"].first { name.hasSuffix($0) && name.count > $0.count }
    }

    /// Every file below `directory`, pages and others, hidden ones skipped, sorted by their
    /// path relative to `directory`, byte by byte.
    ///
    /// Symbolic links that point nowhere are returned too, so that reading them reports an error
    /// instead of the file silently vanishing from the site.
    public func files(in directory: URL) throws -> [File] {
        var found: [File] = []
        try collect(in: directory.path, relativePath: "", into: &found)
        return found.sorted { $0.relativePath.precedesByBytes($1.relativePath) }
    }

    /// Lists with `readdir`, which says what each entry is: asking Foundation for the names and
    /// then whether each is a directory took most of the time `serve` needs to notice a save on
    /// a site of a thousand pages.
    private func collect(in directory: String, relativePath: String, into found: inout [File]) throws {
        guard let stream = opendir(directory) else {
            throw ListingError(directory: directory, reason: String(cString: strerror(errno)))
        }
        defer { closedir(stream) }
        var entries: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name != ".", name != "..", Self.isVisible(name) else { continue }
            let type = Int32(entry.pointee.d_type)
            // A link (or a file system that does not say) is followed, as to a directory.
            let isDirectory = type == Int32(DT_DIR) || (type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN)) && Self.isDirectory(directory + "/" + name)
            entries.append((name, isDirectory))
        }
        for (name, isDirectory) in entries {
            let path = directory + "/" + name
            let relative = relativePath.isEmpty ? name : relativePath + "/" + name
            if isDirectory {
                try collect(in: path, relativePath: relative, into: &found)
            } else {
                found.append(File(relativePath: relative, path: path))
            }
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
