import Foundation

/// Finds the Markdown files of the source directories, in an order that never changes.
public struct SourceDiscovery: Sendable {
    /// Creates a discovery.
    public init() {}

    /// Every `.md` file below `directory` (hidden files and directories skipped), sorted by
    /// their path relative to `directory`, byte by byte.
    ///
    /// Symbolic links that point nowhere are returned too, so that reading them reports an error
    /// instead of the file silently vanishing from the site.
    public func markdownFiles(in directory: URL) throws -> [URL] {
        var found: [(relativePath: String, url: URL)] = []
        try collect(in: directory, relativePath: "", into: &found)
        return found.sorted { Array($0.relativePath.utf8).lexicographicallyPrecedes(Array($1.relativePath.utf8)) }.map(\.url)
    }

    private func collect(in directory: URL, relativePath: String, into found: inout [(relativePath: String, url: URL)]) throws {
        let fileManager = FileManager.default
        for name in try fileManager.contentsOfDirectory(atPath: directory.path) where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            let path = relativePath.isEmpty ? name : relativePath + "/" + name
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                try collect(in: url, relativePath: path, into: &found)
            } else if name.hasSuffix(".md") {
                found.append((path, url))
            }
        }
    }
}
