import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel
import DocsSupport
import Foundation

/// Everything a build reads, described once: the folders of pages (DocC catalogs, a package's
/// `Tutorials/`, folders of articles), the symbol graphs of the API reference, a file of known
/// symbol names and the record of the last `napkin-docs check`.
///
/// The command line makes it (``SourceFolder`` tells the kinds of folder apart); the build
/// reads through it, and `serve`'s watcher follows exactly the folders and files it names.
package struct BuildInputs: Sendable {
    /// The folders whose `.md` files are the pages, in the order given, each with its kind.
    package var folders: [SourceFolder]
    /// Whether a folder that does not exist is an error (`true`) or is skipped, as the default
    /// `Tutorials/` of a package without tutorials is.
    package var requiresFolders: Bool
    /// The symbol graphs of the modules to document, which give the site its API reference.
    package var symbolGraphs: SymbolGraphs?
    /// A file of known symbol names, one per line, that ``` ``Symbol`` ``` links are checked against.
    package var symbolsFile: URL?
    /// What the last `napkin-docs check` recorded of the package's Swift blocks: the only
    /// source of what a page or the build's report calls checked. `nil` (no check ran) shows
    /// every block as not checked.
    package var checkRecord: BlockCheckRecord?
    /// The file the check writes its record to, read again by every run (`serve` shows a
    /// check made while it serves at once); it takes the place of ``checkRecord``.
    package var checkRecordFile: URL?

    /// Where the symbol graphs of the documented modules are.
    package struct SymbolGraphs: Sendable {
        /// The directory of `Module.symbols.json` files.
        package var directory: URL
        /// The modules to document.
        package var modules: [String]
        /// The directory the graphs' source paths are shown relative to (the package's).
        package var packageDirectory: URL
        /// The compiler's index store of the package's build, where the compiled pages' uses of
        /// the symbols are read (`.build/debug/index/store`); `nil` to show none.
        package var indexStore: URL?
        /// The Swift files of the documented modules, which `serve` follows: a saved doc comment
        /// is written into the graphs and its pages rebuilt. Empty when the graphs were given.
        package var sourceFiles: [URL]

        /// Creates an input.
        package init(
            directory: URL, modules: [String], packageDirectory: URL, indexStore: URL? = nil, sourceFiles: [URL] = []
        ) {
            self.directory = directory
            self.modules = modules
            self.packageDirectory = packageDirectory
            self.indexStore = indexStore
            self.sourceFiles = sourceFiles
        }
    }

    /// The inputs of a site built from the folders at `sourceDirectories`.
    package init(
        sourceDirectories: [URL], requiresSourceDirectories: Bool = true, symbolGraphs: SymbolGraphs? = nil,
        symbolsFile: URL? = nil, checkRecordFile: URL? = nil
    ) {
        self.folders = sourceDirectories.map(SourceFolder.init)
        self.requiresFolders = requiresSourceDirectories
        self.symbolGraphs = symbolGraphs
        self.symbolsFile = symbolsFile
        self.checkRecordFile = checkRecordFile
    }

    /// The folders of pages.
    package var directories: [URL] { folders.map(\.url) }

    /// The files besides the folders that a build reads and a rebuild must follow: the check's
    /// record (a `napkin-docs check` made while `serve` runs changes the pages) and the
    /// documented modules' sources.
    package var watchedFiles: [URL] { [checkRecordFile].compactMap { $0 } + (symbolGraphs?.sourceFiles ?? []) }

    /// Whether every folder is a DocC catalog: a site DocC would build, as leniently as DocC.
    var isOnlyCatalogs: Bool { folders.allSatisfy { $0.kind == .catalog } }

    /// The folders of tutorials.
    var tutorialDirectories: [URL] { folders.filter { $0.kind == .tutorials }.map(\.url) }

    /// The folders that exist, in order.
    ///
    /// - Throws: ``BuildError/sourceDirectoryMissing(_:)`` for a missing folder, when
    ///   ``requiresFolders``.
    func existingDirectories(shownBy reader: SourceReader) throws -> [URL] {
        try directories.filter { directory in
            if FileSystemCalls.isDirectory(directory.path) { return true }
            if requiresFolders { throw BuildError.sourceDirectoryMissing(reader.displayPath(of: directory)) }
            return false
        }
    }

    /// The check's record as its file holds it now, else the one given.
    func currentCheckRecord() -> BlockCheckRecord? {
        checkRecordFile.flatMap(BlockCheckRecord.read(from:)) ?? checkRecord
    }

    /// The names in the symbols file, one per line, blank lines skipped; `nil` without one.
    func knownSymbols() throws -> Set<String>? {
        guard let file = symbolsFile else { return nil }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw BuildError.symbolsFileUnreadable(file.path)
        }
        let names = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return Set(names)
    }
}
