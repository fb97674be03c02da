import CIndexStoreReader
import DocsMarkup
import Foundation

/// Where the compiled documentation uses each public symbol, read from the compiler's index
/// store: the code that really compiled, so a comment or a local of the same name counts for
/// nothing.
///
/// The build plugin writes each page's Swift with a `#sourceLocation` for every run of lines,
/// so a use in a generated file maps back to its line of the page.
package struct CompiledUses: Sendable, Equatable {
    /// A line of a page that uses a symbol.
    package struct Use: Sendable, Hashable, Comparable {
        /// The page's Markdown file, relative to the package.
        package var file: String
        /// The line, from 1.
        package var line: Int

        /// Creates a use.
        package init(file: String, line: Int) {
            self.file = file
            self.line = line
        }

        package static func < (lhs: Use, rhs: Use) -> Bool { (lhs.file, lhs.line) < (rhs.file, rhs.line) }
    }

    /// The uses of each symbol, by the compiler's identifier, in page and line order.
    package var uses: [SymbolID: [Use]]
    /// Where, on each line of each page that uses the package's symbols, each use starts: by
    /// page (its Markdown file, relative to the package), then line. What links the names in
    /// the pages' compiled code to their reference pages.
    package var occurrences: [SourcePath: [Int: [Occurrence]]] = [:]
    /// The pages whose Markdown changed after their code was last compiled: their uses are
    /// left out until `swift build` compiles them again.
    package var stalePages: [String]

    /// One use of a symbol on a line of a page.
    package struct Occurrence: Sendable, Hashable, Comparable {
        /// The column the name starts at, counted in bytes from 1, as the Markdown file has it
        /// (the compiled line keeps the file's columns).
        package var column: Int
        /// The symbol's identifier.
        package var symbol: SymbolID

        /// Creates an occurrence.
        package init(column: Int, symbol: SymbolID) {
            self.column = column
            self.symbol = symbol
        }

        package static func < (lhs: Occurrence, rhs: Occurrence) -> Bool {
            (lhs.column, lhs.symbol.string) < (rhs.column, rhs.symbol.string)
        }
    }

    /// Creates uses.
    package init(uses: [SymbolID: [Use]] = [:], stalePages: [String] = []) {
        self.uses = uses
        self.stalePages = stalePages
    }

    /// These uses and `other`'s, each once: the uses of the pages the package's build compiled
    /// and of those `napkin-docs check` compiled.
    package func merging(_ other: CompiledUses) -> CompiledUses {
        var merged = self
        merged.uses.merge(other.uses) { Array(Set($0 + $1)).sorted() }
        merged.occurrences.merge(other.occurrences) { mine, theirs in
            mine.merging(theirs) { Array(Set($0 + $1)).sorted() }
        }
        merged.stalePages = Array(Set(stalePages + other.stalePages)).sorted()
        return merged
    }

    /// Why the index store could not be read.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong.
        package var description: String

        /// Creates a failure.
        package init(description: String) {
            self.description = description
        }
    }

    /// The text of a NUL-terminated C message buffer.
    static func message(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Reads the uses recorded in the index store at `store` (SwiftPM writes one to
    /// `.build/debug/index/store`), with paths made relative to `packageDirectory`.
    package static func read(indexStore store: URL, packageDirectory: String) throws -> CompiledUses {
        let collector = Collector(
            packageDirectory: packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/")
        for suffix in [".md.swift", ".md.tests.swift"] {
            try walk(store, filesEndingWith: suffix, byRecordFile: false, into: collector)
        }
        return collector.result()
    }

    /// Hands every occurrence of a symbol in `store`, in the files that end with `suffix`, to
    /// `collector`: by each unit's main file, or (`byRecordFile`, for whole-module compilations)
    /// by each record's own file.
    static func walk(
        _ store: URL, filesEndingWith suffix: String, byRecordFile: Bool, into collector: any OccurrenceCollecting
    ) throws {
        try IndexStoreLibrary.load()
        let context = Unmanaged.passRetained(CollectorBox(collector))
        defer { context.release() }
        var error = [CChar](repeating: 0, count: 512)
        let walk = byRecordFile ? napkin_index_store_file_occurrences : napkin_index_store_occurrences
        let read = walk(
            store.path, suffix, context.toOpaque(),
            { context, file, fileLength, usr, usrLength, line, column in
                guard let context, let file, let usr else { return }
                let box = Unmanaged<CollectorBox>.fromOpaque(context).takeUnretainedValue()
                let path = String(decoding: UnsafeRawBufferPointer(start: file, count: fileLength), as: UTF8.self)
                let id = String(decoding: UnsafeRawBufferPointer(start: usr, count: usrLength), as: UTF8.self)
                box.collector.add(id, file: path, line: Int(line), column: Int(column))
            }, &error, error.count)
        guard read else {
            throw Failure(description: "cannot read the index store \(store.path): \(Self.message(error))")
        }
    }
}

/// What gathers the occurrences of one walk over an index store, on that walk's thread.
protocol OccurrenceCollecting: AnyObject {
    /// One occurrence of the symbol `id`, at `line` and `column` of `file` (the file the compiler compiled).
    func add(_ id: String, file: String, line: Int, column: Int)
}

/// The collector a walk's C callback reaches through its context pointer.
private final class CollectorBox {
    let collector: any OccurrenceCollecting
    init(_ collector: any OccurrenceCollecting) { self.collector = collector }
}

/// Gathers the occurrences of one walk over the index store. Used from that walk's thread only.
private final class Collector: OccurrenceCollecting {
    let packageDirectory: String
    private var maps: [String: GeneratedFileMap?] = [:]
    private var pageLines: [String: [Substring]] = [:]
    private var uses: [SymbolID: Set<CompiledUses.Use>] = [:]
    private var occurrences: [SourcePath: [Int: Set<CompiledUses.Occurrence>]] = [:]
    private var stale: Set<SourcePath> = []

    init(packageDirectory: String) {
        self.packageDirectory = packageDirectory
    }

    func add(_ id: String, file: String, line: Int, column: Int) {
        if maps[file] == nil { maps[file] = .some(GeneratedFileMap(path: file)) }
        guard let map = maps[file] ?? nil, let page = map.page(atLine: line) else { return }
        let relative =
            page.file.hasPrefix(packageDirectory) ? String(page.file.dropFirst(packageDirectory.count)) : page.file
        guard !stale.contains(SourcePath(relative)) else { return }
        // The page may have changed since its code was compiled: the use counts only if the
        // page still has, at that line, the line that was compiled.
        if pageLines[page.file] == nil {
            pageLines[page.file] =
                FileManager.default.contents(atPath: page.file)
                .map { String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) }
                ?? []
        }
        let lines = pageLines[page.file] ?? []
        // Code the plugin writes itself (an output check's test) points at the block's fence.
        if page.line <= lines.count, Self.isFence(lines[page.line - 1]) { return }
        guard page.line <= lines.count, Self.sameCode(lines[page.line - 1], map.text(atLine: line)) else {
            stale.insert(SourcePath(relative))
            uses = uses.mapValues { $0.filter { $0.file != relative } }
            occurrences[SourcePath(relative)] = nil
            return
        }
        uses[SymbolID(id), default: []].insert(CompiledUses.Use(file: relative, line: page.line))
        occurrences[SourcePath(relative), default: [:]][page.line, default: []].insert(
            CompiledUses.Occurrence(column: column, symbol: SymbolID(id)))
    }

    /// Whether a page's line is the compiled line: the same code once indentation and a hidden
    /// line's `#` marker are set aside.
    private static func sameCode(_ pageLine: Substring, _ compiled: Substring) -> Bool {
        var page = pageLine.drop { $0 == " " || $0 == "\t" }
        if page.hasPrefix("# ") { page = page.dropFirst(2) } else if page == "#" { page = "" }
        return page.drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpaces
            == compiled.drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpaces
    }

    /// Whether a page's line opens or closes a fenced code block.
    private static func isFence(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return text.hasPrefix("```") || text.hasPrefix("~~~")
    }

    func result() -> CompiledUses {
        var result = CompiledUses(uses: uses.mapValues { $0.sorted() }, stalePages: stale.map(\.string).sorted())
        result.occurrences = occurrences.mapValues { $0.mapValues { $0.sorted() } }
        return result
    }
}

/// Which line of which page each line of a generated Swift file comes from, read from its
/// `#sourceLocation(file:line:)` directives.
struct GeneratedFileMap {
    /// For each line of the file (index 0 is line 1), its page and line, if it comes from one.
    private var lines: [(file: String, line: Int)?] = []
    /// The file's lines.
    private let texts: [Substring]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        texts = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var current: (file: String, line: Int)?
        for text in texts {
            if text.hasPrefix("#sourceLocation(") {
                lines.append(nil)
                current = Self.directive(text)
                continue
            }
            lines.append(current)
            if let value = current { current = (value.file, value.line + 1) }
        }
    }

    func page(atLine line: Int) -> (file: String, line: Int)? {
        line >= 1 && line <= lines.count ? lines[line - 1] : nil
    }

    /// The text of a line of the file.
    func text(atLine line: Int) -> Substring {
        line >= 1 && line <= texts.count ? texts[line - 1] : ""
    }

    /// `#sourceLocation(file: "/p/A.md", line: 12)` → (`/p/A.md`, 12); `#sourceLocation()` → nil.
    private static func directive(_ text: Substring) -> (file: String, line: Int)? {
        guard let fileStart = text.range(of: "file: \"")?.upperBound,
            let fileEnd = text[fileStart...].firstIndex(of: "\""),
            let lineStart = text.range(of: "line: ")?.upperBound
        else { return nil }
        let digits = text[lineStart...].prefix { $0.isNumber }
        return Int(digits).map { (String(text[fileStart..<fileEnd]), $0) }
    }
}

extension Substring {
    /// The text without the spaces and tabs at its end.
    var trimmingTrailingSpaces: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }
}

/// libIndexStore, loaded once from the toolchain.
enum IndexStoreLibrary {
    static let loading: Result<Void, CompiledUses.Failure> = {
        guard let library = Toolchain.library("IndexStore") else {
            return .failure(
                CompiledUses.Failure(description: "libIndexStore was not found beside the toolchain's swiftc"))
        }
        var error = [CChar](repeating: 0, count: 512)
        guard napkin_index_store_load(library.path, &error, error.count) else {
            return .failure(
                CompiledUses.Failure(description: "cannot load \(library.path): \(CompiledUses.message(error))"))
        }
        return .success(())
    }()

    static func load() throws {
        try loading.get()
    }
}
