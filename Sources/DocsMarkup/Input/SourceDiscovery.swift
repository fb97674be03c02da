import Foundation

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

        /// Creates a file.
        public init(relativePath: String, url: URL) {
            self.relativePath = relativePath
            self.url = url
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
    public static func isMarkdownFile(_ name: String) -> Bool {
        pageSuffix(of: name) != nil
    }

    /// `.md` or `.tutorial`, the suffix that makes a file of this name a page, if it has one.
    public static func pageSuffix(of name: String) -> String? {
        [".md", ".tutorial"].first { name.hasSuffix($0) && name.count > $0.count }
    }

    /// Every file below `directory`, pages and others, hidden ones skipped, sorted by their
    /// path relative to `directory`, byte by byte.
    ///
    /// Symbolic links that point nowhere are returned too, so that reading them reports an error
    /// instead of the file silently vanishing from the site.
    public func files(in directory: URL) throws -> [File] {
        var found: [File] = []
        try collect(in: directory, relativePath: "", into: &found)
        return found.sorted { $0.relativePath.precedesByBytes($1.relativePath) }
    }

    private func collect(in directory: URL, relativePath: String, into found: inout [File]) throws {
        let fileManager = FileManager.default
        for name in try fileManager.contentsOfDirectory(atPath: directory.path) where Self.isVisible(name) {
            let url = directory.appendingPathComponent(name)
            let path = relativePath.isEmpty ? name : relativePath + "/" + name
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                try collect(in: url, relativePath: path, into: &found)
            } else {
                found.append(File(relativePath: path, url: url))
            }
        }
    }
}
