import Foundation

extension CompiledUses {
    /// A symbol that a line of a page uses, as a compilation's index store records it.
    package struct SymbolOnLine: Sendable, Hashable {
        /// The page, as the generated file's `#sourceLocation` names it.
        package var file: String
        /// The page's line, from 1.
        package var line: Int
        /// The symbol's USR (`s:10RealModule4RealP`).
        package var symbol: String
        /// The compiled line's code, without the spaces around it: what places the use on the
        /// page's line once the page is read again (its indentation and a doc comment's `///` aside).
        package var code: String
        /// The column the name starts at in ``code``, counted in bytes from 1.
        package var column: Int
    }

    /// The symbols that the lines of `files` use, read from `store`, the index store of one
    /// whole-module compilation of them (`-index-store-path`); each generated file maps its
    /// lines to their pages by its `#sourceLocation` lines. Unlike
    /// ``read(indexStore:packageDirectory:)``, the pages are not read again: `napkin-docs
    /// check` wrote the files from them moments before.
    package static func symbols(inStore store: URL, files: [URL]) throws -> [SymbolOnLine] {
        let collector = CheckedFilesCollector(files: Set(files.map(\.path)))
        try walk(store, filesEndingWith: ".swift", byRecordFile: true, into: collector)
        return collector.found.sorted {
            ($0.file, $0.line, $0.column, $0.symbol) < ($1.file, $1.line, $1.column, $1.symbol)
        }
    }
}

/// Gathers the occurrences of one walk over a check's index store. Used from that walk's thread only.
private final class CheckedFilesCollector: OccurrenceCollecting {
    let files: Set<String>
    private var maps: [String: GeneratedFileMap?] = [:]
    var found: Set<CompiledUses.SymbolOnLine> = []

    init(files: Set<String>) {
        self.files = files
    }

    func add(_ id: String, file: String, line: Int, column: Int) {
        guard files.contains(file) else { return }
        if maps[file] == nil { maps[file] = .some(GeneratedFileMap(path: file)) }
        guard let map = maps[file] ?? nil, let page = map.page(atLine: line) else { return }
        let compiled = map.text(atLine: line)
        let code = compiled.drop { $0 == " " || $0 == "\t" }
        let column = column - (compiled.utf8.count - code.utf8.count)
        guard column >= 1 else { return }
        found.insert(
            CompiledUses.SymbolOnLine(
                file: page.file, line: page.line, symbol: id, code: String(code.trimmingTrailingSpaces),
                column: column))
    }
}
