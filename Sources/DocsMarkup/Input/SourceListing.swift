import Foundation

/// One source directory and every file below it, as ``SourceDiscovery`` finds them: listed
/// once per build, then read for its pages and catalogued for the files pages link to.
package struct SourceListing: Sendable {
    /// The source directory.
    package let directory: URL
    /// Its files, pages and others, sorted by relative path.
    package let files: [SourceDiscovery.File]
    /// The Markdown pages among the files: found once, since every build of `serve` reads them.
    package let markdownFiles: [SourceDiscovery.File]
    /// The symbolic links that were not followed, since they lead outside the package or round
    /// a cycle: errors the reader of the listing reports.
    package let problems: [Diagnostic]
    /// Whether the directory is a tutorial folder, whose pages are tutorials.
    package let isTutorialFolder: Bool

    /// Lists `directory`, keeping to its package (``SourceDiscovery/init(pathsShownFrom:)``); problems'
    /// paths are written from `pathsShownFrom`.
    ///
    /// - Throws: the file system's error when a directory cannot be listed.
    package init(listing directory: URL, pathsShownFrom: URL? = nil, isTutorialFolder: Bool = false) throws {
        self.directory = directory
        self.isTutorialFolder = isTutorialFolder
        let found = try SourceDiscovery(pathsShownFrom: pathsShownFrom).list(directory)
        self.files = found.files
        self.markdownFiles = found.files.filter { SourceDiscovery.isMarkdownFile($0.name) }
        self.problems = found.problems
    }
}
