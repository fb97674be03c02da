import DocsSupport
import Foundation

/// The file a build of several versions keeps the symbols it decoded in, for the next run to
/// take instead of decoding them again (``SymbolDecodingCache/seed(_:)``): a new tag's
/// symbols are mostly those of the release before it and of the working tree, decoded by the run
/// before. It lies in the cache directory, which is safe to delete at any time, and is read only
/// when this very tool wrote it (its identity), whole (its checksum).
package struct KeptSymbolsFile: Sendable {
    /// Where it is.
    package let path: String
    /// Who wrote it and in which layout: the tool's identity and ``formatVersion``.
    private let identity: String

    /// The version of the file's layout, part of its identity.
    static let formatVersion = 1
    /// How many runs that keep symbols (those that decode one) a symbol is kept after the last
    /// run that read it.
    package static let runsKept: UInt32 = 16
    /// The beginning of the name of every such file.
    private static let filePrefix = "decoded-symbols-"
    private static let layout = FramedFile(magic: "napkin-docs decoded symbols")

    /// The file of the symbols of the site written to `site`, in the cache `directory`, written by
    /// the tool whose identity is `tool`.
    package init(directory: URL, site: URL, tool: String) {
        let name = Self.filePrefix + String(FNV1a.hash(site.standardizedFileURL.path.utf8), radix: 16)
        path = directory.appendingPathComponent(name).path
        identity = "\(tool) format \(Self.formatVersion)"
    }

    /// Whether the file is there, whoever wrote it.
    package var exists: Bool { FileSystemCalls.exists(path) }

    /// The number of the run that wrote the file and the symbols it kept; none when there is no
    /// file this tool wrote whole. The file counts as written now (``removeUnused(olderThan:)``).
    package func load() -> (run: UInt32, symbols: [SymbolDecodingCache.Kept]) {
        // Mapped, not read: each symbol's text is copied out of it once.
        guard let bytes = SharedBytes(mappingFileAt: path),
            var reader = Self.layout.reader(of: bytes, identity: identity),
            let run = reader.integer(), let count = reader.integer()
        else { return (0, []) }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        var symbols: [SymbolDecodingCache.Kept] = []
        symbols.reserveCapacity(min(Int(count), 1 << 16))
        for _ in 0..<count {
            guard let text = reader.field(), let lineCount = reader.integer() else { return (run, []) }
            var lines: [Int] = []
            for _ in 0..<lineCount {
                guard let line = reader.integer() else { return (run, []) }
                lines.append(Int(line))
            }
            guard let lastRun = reader.integer(), let symbol = SymbolFields.symbol(&reader) else { return (run, []) }
            symbols.append(.init(text: text.array, lines: lines, symbol: symbol, lastRun: lastRun))
        }
        return reader.isAtEnd ? (run, symbols) : (run, [])
    }

    /// Keeps `symbols` as those of run `run`, replacing the file in one step; what went wrong if
    /// it could not.
    package func save(_ symbols: [SymbolDecodingCache.Kept], run: UInt32) -> String? {
        var writer = Self.layout.writer(
            identity: identity, capacity: symbols.reduce(0) { $0 + $1.text.count + 4 * $1.lines.count + 256 })
        writer.append(run)
        writer.append(UInt32(symbols.count))
        for symbol in symbols {
            writer.append(symbol.text)
            writer.append(UInt32(symbol.lines.count))
            for line in symbol.lines { writer.append(UInt32(clamping: line)) }
            writer.append(symbol.lastRun)
            SymbolFields.append(symbol.symbol, to: &writer)
        }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try FileSystemCalls.replaceFile(path, writer.finish())
            return nil
        } catch {
            let reason = (error as? FileSystemError)?.message ?? error.localizedDescription
            return "cannot keep the decoded symbols in \(directory): \(reason); the next build decodes them again"
        }
    }

    /// Deletes the other sites' files of decoded symbols that no run has read or written for
    /// `lifetime` (an output folder no longer built), and any half-written one as old.
    package func removeUnused(olderThan lifetime: TimeInterval) {
        let directory = (path as NSString).deletingLastPathComponent
        let oldest = Date().addingTimeInterval(-lifetime)
        // A half-written one is named as `FileSystemCalls.replaceFile` names what it writes.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where name.hasPrefix(Self.filePrefix) || name.hasPrefix(".napkin-new-" + Self.filePrefix) {
            let file = directory + "/" + name
            guard file != path, FileDates.modified(URL(fileURLWithPath: file)) ?? .distantPast < oldest else {
                continue
            }
            _ = FileSystemCalls.removeTree(file)
        }
    }
}
