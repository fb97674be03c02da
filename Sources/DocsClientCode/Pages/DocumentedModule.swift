import DocsCodeBlocks
import DocsMarkup
import DocsSupport
import Foundation

/// A module whose documentation is checked as client code: its DocC catalogs and its Swift
/// sources (for the doc comments of its public declarations).
package struct DocumentedModule: Sendable, Equatable {
    /// The module's name, which each of its pages imports.
    package var name: String
    /// Its DocC catalogs (`Sources/Logging/Docs.docc`).
    package var catalogs: [URL]
    /// Its Swift source files.
    package var sourceFiles: [URL]

    package init(name: String, catalogs: [URL], sourceFiles: [URL]) {
        self.name = name
        self.catalogs = catalogs
        self.sourceFiles = sourceFiles
    }

}

/// The pages of a documented module, read: its catalog's articles and its doc comments, which
/// are checked as client code, and its catalog's tutorials, whose `@Code` files are checked as
/// the files of a program of their own.
package struct ModulePages: Sendable {
    /// The articles (and extension files) of the catalogs, then the doc comments, in path order.
    package var pages: [ClientPage] = []
    /// The `.tutorial` files, each with the files its `@Code` directives show.
    package var tutorials: [PageCode] = []
    /// Files that could not be read (catalog pages, source files), and `@Code` files that could not be found.
    package var problems: [Diagnostic] = []
    /// What the module's files with a code block in a doc comment declare publicly.
    package var api = ModuleAPI()
    /// The module's other Swift files, read but not parsed: only those the pages' blocks may be
    /// about are parsed for their API (``APIReadingFilter``), once every page is read.
    package var otherSources: [(text: String, path: String)] = []

    /// Reads `module`'s pages; paths are shown as `reader` shows them.
    package init(reading module: DocumentedModule, reader: SourceReader) {
        for catalog in module.catalogs {
            guard let listing = try? SourceListing(listing: catalog, pathsShownFrom: reader.baseDirectory) else {
                problems.append(
                    Diagnostic(
                        id: .unreadableFile,
                        at: SourceLocation(file: reader.displayPath(of: catalog), line: 1, column: 1),
                        "cannot list the catalog",
                        hint: "check that it is a readable directory"))
                continue
            }
            problems += listing.problems
            for file in listing.markdownFiles {
                switch reader.read(file.url) {
                case .failure(let problem):
                    problems.append(problem)
                case .success(let source) where file.name.hasSuffix(".tutorial"):
                    let code = PageCode(source: source, codeFilesFoundBy: CodeFileFinder())
                    problems += code.diagnostics.errors
                    tutorials.append(code)
                case .success(let source):
                    pages.append(ClientPage(markdown: source, module: module.name))
                }
            }
        }
        // Only a file with a fenced block can hold a Swift block in a doc comment: those are
        // parsed, on all cores, for their comments and what they declare publicly; the others
        // are kept for the API, should the pages' blocks be about what they declare.
        let comments = DocCommentReader(module: module.name)
        var withExamples: [(text: String, path: String)] = []
        for file in module.sourceFiles.sorted(by: { $0.path < $1.path }) {
            switch reader.read(file) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let source):
                let text = String(decoding: source.bytes, as: UTF8.self)
                if text.contains("```") || text.contains("~~~") {
                    withExamples.append((text, source.path))
                } else {
                    otherSources.append((text, source.path))
                }
            }
        }
        let read = withExamples.concurrentMap { comments.read(source: $0.text, path: $0.path) }
        pages += read.flatMap { $0.pages }
        for file in read { api.add(file.api) }
    }
}
