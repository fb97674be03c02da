import Foundation

/// One source directory and every file below it, as ``SourceDiscovery`` finds them: listed
/// once per build, then read for its pages and catalogued for the files pages link to.
public struct SourceListing: Sendable {
    /// The source directory.
    public var directory: URL
    /// Its files, pages and others, sorted by relative path.
    public var files: [SourceDiscovery.File]

    /// Lists `directory`.
    ///
    /// - Throws: the file system's error when a directory cannot be listed.
    public init(listing directory: URL) throws {
        self.directory = directory
        self.files = try SourceDiscovery().files(in: directory)
    }

    /// The Markdown pages among the files.
    public var markdownFiles: [SourceDiscovery.File] {
        files.filter { SourceDiscovery.isMarkdownFile($0.name) }
    }
}
