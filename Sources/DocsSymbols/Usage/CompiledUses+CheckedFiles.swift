import CIndexStoreReader
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
    }

    /// The symbols that the lines of `files` use, read from `store`, the index store of one
    /// whole-module compilation of them (`-index-store-path`); each generated file maps its
    /// lines to their pages by its `#sourceLocation` lines. Unlike
    /// ``read(indexStore:packageDirectory:)``, the pages are not read again: `napkin-docs
    /// check` wrote the files from them moments before.
    package static func symbols(inStore store: URL, files: [URL]) throws -> [SymbolOnLine] {
        try IndexStoreLibrary.load()
        let collector = CheckedFilesCollector(files: Set(files.map(\.path)))
        let context = Unmanaged.passRetained(collector)
        defer { context.release() }
        var error = [CChar](repeating: 0, count: 512)
        let read = napkin_index_store_file_occurrences(
            store.path, ".swift", context.toOpaque(),
            { context, file, fileLength, usr, usrLength, line, _ in
                guard let context, let file, let usr else { return }
                let collector = Unmanaged<CheckedFilesCollector>.fromOpaque(context).takeUnretainedValue()
                let path = String(decoding: UnsafeRawBufferPointer(start: file, count: fileLength), as: UTF8.self)
                let id = String(decoding: UnsafeRawBufferPointer(start: usr, count: usrLength), as: UTF8.self)
                collector.add(id, file: path, line: Int(line))
            }, &error, error.count)
        guard read else {
            throw Failure(description: "cannot read the index store \(store.path): \(Self.message(error))")
        }
        return collector.found.sorted { ($0.file, $0.line, $0.symbol) < ($1.file, $1.line, $1.symbol) }
    }
}

/// Gathers the occurrences of one walk over a check's index store. Used from that walk's thread only.
private final class CheckedFilesCollector {
    let files: Set<String>
    private var maps: [String: GeneratedFileMap?] = [:]
    var found: Set<CompiledUses.SymbolOnLine> = []

    init(files: Set<String>) {
        self.files = files
    }

    func add(_ id: String, file: String, line: Int) {
        guard files.contains(file) else { return }
        if maps[file] == nil { maps[file] = .some(GeneratedFileMap(path: file)) }
        guard let map = maps[file] ?? nil, let page = map.page(atLine: line) else { return }
        found.insert(CompiledUses.SymbolOnLine(file: page.file, line: page.line, symbol: id))
    }
}
