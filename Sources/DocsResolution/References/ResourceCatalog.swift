import DocsMarkup
import DocsSupport
import Foundation

/// The files of a build's source directories, pages and others: what a relative link or
/// image of a page may lead to.
///
/// Paths are display paths, as ``SourceFile/path`` and diagnostics print them
/// (`Articles/images/tree.png`), so that a page's `sourcePath` and a link written in it
/// combine into a catalog path.
package struct ResourceCatalog: Sendable {
    /// One source directory.
    struct Directory: Sendable, Equatable {
        /// Its display path (`Articles`).
        var path: String
        /// Where its files go in the site: `resources/` and the directory's name, made
        /// unique when two source directories share a name (`resources/Articles-2`).
        var sitePrefix: String
    }

    private enum Contents: Sendable {
        case bytes([UInt8])
        case file(URL)
    }

    /// The source directories, in the order the build lists them.
    let directories: [Directory]
    private let files: [String: Contents]
    /// Catalog paths by file name, each list sorted, for DocC-style lookup of a bare name.
    private let pathsByName: [String: [String]]

    /// The files of source directories already listed, with the display paths `reader` gives.
    package init(listings: [SourceListing], reader: SourceReader) {
        var files: [String: Contents] = [:]
        var paths: [String] = []
        for listing in listings {
            let path = reader.displayPath(of: listing.directory)
            paths.append(path)
            for file in listing.files {
                files[path + "/" + file.relativePath] = .file(file.url)
            }
        }
        self.init(directoryPaths: paths, files: files)
    }

    /// A catalog of files held in memory: display path → bytes, below the given source
    /// directories (display paths too).
    package init(sourceDirectories: [String], files: [String: [UInt8]]) {
        self.init(directoryPaths: sourceDirectories, files: files.mapValues { .bytes($0) })
    }

    private init(directoryPaths: [String], files: [String: Contents]) {
        var taken: Set<String> = []
        directories = directoryPaths.map { path in
            let name = path.split(separator: "/").last.map(String.init) ?? "files"
            var prefix = "resources/" + name
            var suffix = 2
            while !taken.insert(prefix).inserted {
                prefix = "resources/\(name)-\(suffix)"
                suffix += 1
            }
            return Directory(path: path, sitePrefix: prefix)
        }
        self.files = files
        var byName: [String: [String]] = [:]
        for path in files.keys {
            byName[String(path.split(separator: "/").last ?? ""), default: []].append(path)
        }
        pathsByName = byName.mapValues { $0.sorted { $0.precedesByBytes($1) } }
    }

    /// Whether the catalog holds a file at `path`.
    func contains(_ path: String) -> Bool {
        files[path] != nil
    }

    /// The catalog paths of the files named `name`, sorted.
    func paths(named name: String) -> [String] {
        pathsByName[name] ?? []
    }

    /// The names of all files, for suggestions.
    var fileNames: [String] {
        Array(pathsByName.keys)
    }

    /// The source directory `path` lies below, if any (the innermost, when they nest).
    func directory(containing path: String) -> Directory? {
        directories.filter { path.hasPrefix($0.path + "/") }.max { $0.path.utf8.count < $1.path.utf8.count }
    }

    /// Where the file at `path`, which lies below one of ``directories``, goes in the site.
    func sitePath(of path: String) -> String {
        // Every catalog path lies below one of the catalog's directories.
        let directory = directory(containing: path)!
        return directory.sitePrefix + "/" + path.dropFirst(directory.path.utf8.count + 1)
    }

    /// The file's bytes, or `nil` when it cannot be read.
    func contents(of path: String) -> [UInt8]? {
        switch files[path] {
        case .bytes(let bytes): bytes
        case .file(let url): FileContents.bytes(atPath: url.path)
        case nil: nil
        }
    }
}
