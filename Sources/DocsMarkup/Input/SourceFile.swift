/// A Markdown source file, read and checked to be valid UTF-8: the input of the parsing stage.
package struct SourceFile: Sendable, Equatable {
    /// The path diagnostics print: relative to the directory the build was started in when the
    /// file lies below it, absolute otherwise.
    package var path: String
    /// The directory the file was found in (one of the build's source directories), as given.
    package var sourceDirectory: String
    /// Whether that directory is one of the build's tutorial folders, whose pages are tutorials
    /// (``Document/isTutorial``).
    package var isInTutorialFolder: Bool
    /// The file's bytes, known to be valid UTF-8.
    package var bytes: [UInt8]

    /// Creates a source file from bytes that are already known to be valid UTF-8.
    ///
    /// Tests and tools that hold Markdown in memory use this directly; ``SourceReader`` is
    /// the way to get one from disk.
    package init(path: String, sourceDirectory: String = "", isInTutorialFolder: Bool = false, bytes: [UInt8]) {
        self.path = path
        self.sourceDirectory = sourceDirectory
        self.isInTutorialFolder = isInTutorialFolder
        self.bytes = bytes
    }

    /// Creates a source file from text.
    package init(path: String, sourceDirectory: String = "", isInTutorialFolder: Bool = false, text: String) {
        self.init(
            path: path, sourceDirectory: sourceDirectory, isInTutorialFolder: isInTutorialFolder,
            bytes: Array(text.utf8))
    }

    /// Whether the file is a tutorial's: in a tutorial folder, or a DocC tutorial file (a
    /// tutorial, a tutorial article, a table of contents), which DocC puts among the tutorials too.
    package var isTutorialSource: Bool {
        isInTutorialFolder || path.hasSuffix(".tutorial")
    }

    /// The path as the source of a page.
    package var sourcePath: SourcePath { SourcePath(path) }

    /// The page name `<doc:Name>` links use: the file name without its `.md` or `.tutorial` extension.
    package var pageName: PageName {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return PageName(
            SourceDiscovery.pageSuffix(of: fileName).map { String(fileName.dropLast($0.count)) } ?? fileName)
    }
}
