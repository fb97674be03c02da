import DocsQueries
import DocsSupport
import Foundation
@preconcurrency import SymbolKit

/// Symbols decoded from symbol graph files, each kept by the JSON text it was decoded from, so
/// that a symbol written alike in another graph (another release's, in a site of several
/// versions) is decoded once; and, given the symbols an earlier run kept (``seed(_:)``,
/// ``KeptSymbolsFile``), not even once when that run decoded it.
///
/// The files are compared with the package's folder taken out of their `file://` addresses
/// (each release is built in a folder of its own), which the reader puts back as the files'
/// paths relative to the package (``SymbolGraphReader``).
///
/// It holds nothing itself: what it decoded is carried in the build's engine
/// (``SymbolsDecoded``), from one version's reading to the next and one run to the next. It is no
/// query of that engine: a symbol is kept by its text with its line numbers taken out, and one
/// found alike but for them is moved by their distance, so its key does not determine its value.
package struct SymbolDecodingCache: Sendable {
    /// A symbol decoded, as a run keeps it for the next.
    package struct Kept: Sendable {
        /// Its JSON text with its line numbers written `0` (``SymbolGraphJSON/withoutLineNumbers(_:)``).
        package var text: [UInt8]
        /// The line numbers taken out, in order.
        package var lines: [Int]
        package var symbol: SymbolGraph.Symbol
        /// The number of the last run that read it (``seed(_:)``).
        package var lastRun: UInt32
    }

    /// The engine what it decoded is carried in.
    private let engine: QueryEngine

    /// How many symbols a graph has before they are decoded on all cores.
    private static let symbolsWorthThreads = 32

    /// A cache that carries what it decodes in `engine` (the build's), or in an engine of its own.
    package init(keptIn engine: QueryEngine = QueryEngine()) {
        self.engine = engine
    }

    /// Runs `body` with what was decoded so far, which it changes in place.
    private func withDecoded<Result>(_ body: (inout SymbolsDecoded.Value) -> Result) -> Result {
        engine.updateCarried(SymbolsDecoded(), initial: SymbolsDecoded.Value(), body)
    }

    /// How many symbols were decoded, and how many were taken as decoded before.
    package var decodedAndReused: (decoded: Int, reused: Int) {
        withDecoded { ($0.decoded, $0.reused) }
    }

    /// How many of the symbols taken as decoded before an earlier run had kept.
    package var fromEarlierRun: Int { withDecoded(\.fromEarlierRun) }

    /// Takes in the symbols `read` gives, which the run it names kept: this run is the one after
    /// it. `read` runs on another thread, and the first graph read waits for it.
    package func seed(_ read: @escaping @Sendable () -> (run: UInt32, symbols: [Kept])) {
        withDecoded { $0.seed = BackgroundValue(read) }
    }

    /// The symbols to keep for the next run, with this run's number: every one this run read,
    /// and those an earlier run kept that one of the last `runs` runs that kept symbols read.
    /// (A run that decoded none need not keep them again: ``decodedAndReused``.)
    package func kept(readInTheLast runs: UInt32) -> (run: UInt32, symbols: [Kept]) {
        takeSeed()
        return withDecoded { decoded in
            let current = decoded.run
            let symbols = decoded.symbols.compactMap { text, known -> Kept? in
                guard current &- known.lastRun < runs else { return nil }
                return Kept(text: [UInt8](text), lines: known.lines, symbol: known.symbol, lastRun: known.lastRun)
            }
            return (current, symbols)
        }
    }

    /// Files the symbols an earlier run kept, once they are read, with the symbols decoded. A
    /// graph read meanwhile on another thread waits for them (the engine's lock of what it
    /// carries is held until they are in).
    private func takeSeed() {
        withDecoded { decoded in
            guard let seed = decoded.seed else { return }
            decoded.seed = nil
            let (earlierRun, symbols) = seed.value
            decoded.run = earlierRun &+ 1
            for symbol in symbols where decoded.symbols[Data(symbol.text)] == nil {
                decoded.symbols[Data(symbol.text)] = SymbolsDecoded.Known(
                    symbol: symbol.symbol, lines: symbol.lines, lastRun: symbol.lastRun)
            }
        }
    }

    /// The graph of `data`, its symbols decoded one by one (side by side), each only when no
    /// graph had its text.
    func graph(from data: Data) throws -> SymbolGraph {
        takeSeed()
        let bytes = [UInt8](data)
        guard let array = SymbolGraphJSON.symbolsArray(in: bytes) else {
            // Not laid out as the compiler writes graphs: decoded whole, as JSON allows.
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        }
        // The graph without its symbols, then each symbol.
        let skeleton = try JSONDecoder().decode(
            SymbolGraph.self, from: Data(bytes[..<array.open] + Array("[]".utf8) + bytes[(array.close + 1)...]))
        // Each symbol on its own, on all cores: a module's graph is most of a build's symbols (but
        // a graph of a few extensions is not worth the threads).
        let decode: @Sendable (Range<Int>) -> Result<SymbolGraph.Symbol, any Error> = { range in
            Result { try self.symbol(bytes[range]) }
        }
        let decoded =
            array.elements.count < Self.symbolsWorthThreads
            ? array.elements.map(decode) : array.elements.concurrentMap(decode)
        let symbols = try decoded.map { try $0.get() }
        return SymbolGraph(
            metadata: skeleton.metadata, module: skeleton.module, symbols: symbols,
            relationships: skeleton.relationships)
    }

    /// The symbol of `text`: decoded before when a graph had it alike, or alike but for lines
    /// added or removed above it (its declaration and doc comment moved as one), else decoded.
    private func symbol(_ text: ArraySlice<UInt8>) throws -> SymbolGraph.Symbol {
        let (key, lines) = SymbolGraphJSON.withoutLineNumbers(text)
        let keyData = Data(key)
        let (found, current) = withDecoded { decoded -> (SymbolsDecoded.Known?, UInt32) in
            guard let known = decoded.symbols[keyData] else { return (nil, decoded.run) }
            decoded.symbols[keyData]?.lastRun = decoded.run
            return (known, decoded.run)
        }
        if let found, let moved = Self.moved(found.symbol, from: found.lines, to: lines) {
            withDecoded {
                $0.reused += 1
                if found.lastRun != current { $0.fromEarlierRun += 1 }
            }
            return moved
        }
        let symbol = try JSONDecoder().decode(SymbolGraph.Symbol.self, from: Data(text))
        withDecoded { decoded in
            decoded.symbols[keyData] = SymbolsDecoded.Known(symbol: symbol, lines: lines, lastRun: current)
            decoded.decoded += 1
        }
        return symbol
    }

    /// `symbol`, whose JSON had the line numbers `old`, as the JSON with `new` says it: each moved
    /// by one distance, else `nil` (decoded anew).
    private static func moved(_ symbol: SymbolGraph.Symbol, from old: [Int], to new: [Int]) -> SymbolGraph.Symbol? {
        guard old.count == new.count else { return nil }
        guard let first = new.first, let firstBefore = old.first else { return symbol }
        let distance = first - firstBefore
        guard zip(new, old).allSatisfy({ $0 - $1 == distance }) else { return nil }
        guard distance != 0 else { return symbol }
        var symbol = symbol
        let locationKey = SymbolGraph.Symbol.Location.mixinKey
        if var location = symbol.mixins[locationKey] as? SymbolGraph.Symbol.Location {
            location.position.line += distance
            symbol.mixins[locationKey] = location
        }
        if var comment = symbol.docComment {
            for index in comment.lines.indices {
                comment.lines[index].range?.start.line += distance
                comment.lines[index].range?.end.line += distance
            }
            symbol.docComment = comment
        }
        return symbol
    }
}

/// The symbols a ``SymbolDecodingCache`` decoded, carried in the build's engine.
struct SymbolsDecoded: CarriedKey {
    /// A symbol known, with the line numbers of its text and the last run that read it.
    struct Known {
        var symbol: SymbolGraph.Symbol
        var lines: [Int]
        var lastRun: UInt32
    }

    struct Value: Sendable {
        /// Each symbol decoded, by its JSON text with its line numbers taken out.
        var symbols: [Data: Known] = [:]
        /// How many symbols were decoded, taken from the cache, and of those, kept by an earlier run.
        var decoded = 0
        var reused = 0
        var fromEarlierRun = 0
        /// This run's number (one more than that of the run whose symbols it was given).
        var run: UInt32 = 0
        /// The symbols an earlier run kept with its number, until they are taken in.
        var seed: BackgroundValue<(run: UInt32, symbols: [SymbolDecodingCache.Kept])>?
    }
}

/// Where a symbol graph file's symbols are, found by reading its bytes, not decoding them.
enum SymbolGraphJSON {
    /// The `symbols` array of the top-level object: the offsets of its `[` and `]`, and the range
    /// of each element; `nil` when the file has none or is not well formed.
    static func symbolsArray(in bytes: [UInt8]) -> (open: Int, close: Int, elements: [Range<Int>])? {
        var depth = 0
        var index = 0
        var keyStart: Int?
        var lastKey: ArraySlice<UInt8> = []
        var open: Int?
        var elements: [Range<Int>] = []
        var elementStart: Int?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index + 1
                index = start
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if depth == 1, open == nil { keyStart = start }
                if let keyStart, index <= bytes.count { lastKey = bytes[keyStart..<min(index, bytes.count)] }
                keyStart = nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth == 2, byte == UInt8(ascii: "["), open == nil, lastKey.elementsEqual("symbols".utf8) {
                    open = index
                } else if depth == 3, open != nil, elementStart == nil {
                    elementStart = index
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 2, let start = elementStart {
                    elements.append(start..<(index + 1))
                    elementStart = nil
                } else if depth == 1, let open {
                    return (open, index, elements)
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// `text` with the number after each `"line":` written `0`, and those numbers in order: the
    /// lines of its location and of its doc comment's lines, which lines added above move.
    static func withoutLineNumbers(_ text: ArraySlice<UInt8>) -> (text: [UInt8], lines: [Int]) {
        let marker = Array(#""line":"#.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var lines: [Int] = []
        text.withUnsafeBufferPointer { text in
            // The bytes between two markers are copied as one run.
            var copied = 0
            var index = 0
            while let found = text.firstIndex(of: marker, from: index) {
                index = found + marker.count
                var number = 0
                var end = index
                while end < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[end]) {
                    number = number &* 10 &+ Int(text[end] - UInt8(ascii: "0"))
                    end += 1
                }
                guard end > index else { continue }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<index]))
                result.append(UInt8(ascii: "0"))
                lines.append(number)
                (copied, index) = (end, end)
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
        }
        return (result, lines)
    }

    /// `bytes` with every `file://` address of a file inside `root` written as if `root` were
    /// ``placeholderRoot``.
    static func replacingRoot(_ root: String, in bytes: [UInt8]) -> [UInt8] {
        let from = Array(URL(fileURLWithPath: root, isDirectory: true).absoluteString.utf8)
        let to = Array(URL(fileURLWithPath: placeholderRoot, isDirectory: true).absoluteString.utf8)
        guard from.count > "file:///".utf8.count else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { bytes in
            var copied = 0
            while let found = bytes.firstIndex(of: from, from: copied) {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<found]))
                result += to
                copied = found + from.count
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        return result
    }

    /// The folder files inside the package seem to be in, once ``replacingRoot(_:in:)`` took the
    /// package's own out.
    static let placeholderRoot = "/napkin-docs-package"
}
