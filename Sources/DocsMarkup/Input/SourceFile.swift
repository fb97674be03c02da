/// A Markdown source file, read and checked to be valid UTF-8: the input of the parsing stage.
package struct SourceFile: Sendable, Equatable {
    /// The path diagnostics print: relative to the directory the build was started in when the
    /// file lies below it, absolute otherwise.
    package var path: String
    /// The directory the file was found in (one of the build's source directories), as given.
    ///
    /// The resolution stage uses it to tell tutorials (found under a `Tutorials` directory)
    /// from articles.
    package var sourceDirectory: String
    /// The file's bytes, known to be valid UTF-8.
    package var bytes: [UInt8]

    /// Creates a source file from bytes that are already known to be valid UTF-8.
    ///
    /// Tests and tools that hold Markdown in memory use this directly; ``SourceReader`` is
    /// the way to get one from disk.
    package init(path: String, sourceDirectory: String = "", bytes: [UInt8]) {
        self.path = path
        self.sourceDirectory = sourceDirectory
        self.bytes = bytes
    }

    /// Creates a source file from text.
    package init(path: String, sourceDirectory: String = "", text: String) {
        self.init(path: path, sourceDirectory: sourceDirectory, bytes: Array(text.utf8))
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
