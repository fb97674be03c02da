import DocsMarkup
import DocsResolution
import DocsSiteModel
import DocsSupport
import Foundation

/// Finds the `Snippets/` folder of the package the sources belong to, for `@Snippet`.
enum PackageSnippets {
    /// The snippets of the package around the first source directory that lies in one (the
    /// nearest directory above it with a `Package.swift`), or `nil` when that package has no
    /// `Snippets/` folder.
    static func catalog(for sourceDirectories: [URL], reader: SourceReader) throws -> SnippetCatalog? {
        guard let folder = folder(for: sourceDirectories) else { return nil }
        var files: [String: (displayPath: String, text: String)] = [:]
        for file in try SourceDiscovery(pathsShownFrom: reader.baseDirectory).files(in: folder)
        where file.relativePath.hasSuffix(".swift") {
            guard let bytes = FileContents.bytes(atPath: file.url.path) else {
                throw BuildError.snippetUnreadable(reader.displayPath(of: file.url))
            }
            files["Snippets/" + file.relativePath] = (
                reader.displayPath(of: file.url), String(decoding: bytes, as: UTF8.self)
            )
        }
        return SnippetCatalog(files: files)
    }

    /// The `Snippets/` folder whose snippets the pages of `sourceDirectories` show, if any: the
    /// first beside the `Package.swift` nearest above one of them.
    static func folder(for sourceDirectories: [URL]) -> URL? {
        sourceDirectories.lazy.compactMap(snippetsFolder).first
    }

    /// The `Snippets/` folder beside the `Package.swift` nearest above `directory`.
    private static func snippetsFolder(above directory: URL) -> URL? {
        guard let folder = PackageDirectory.enclosing(directory)?.appendingPathComponent("Snippets") else { return nil }
        return FileSystemCalls.isDirectory(folder.path) ? folder : nil
    }
}
