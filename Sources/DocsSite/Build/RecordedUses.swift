import DocsCodeBlocks
import DocsSymbols
import Foundation

/// What the last `napkin-docs check` recorded of the documented API's uses in the blocks it
/// compiled (a catalog's articles, doc comments, snippets): beside the index store of the
/// package's own build, what links those blocks' names to their reference pages and lists the
/// blocks on the symbols' pages.
enum RecordedUses {
    /// The uses `record` holds whose file still has, at their place, the compiled code from the
    /// name to the line's end, by paths relative to `packageDirectory` (as ``CompiledUses`` names pages). A
    /// record whose modules were built again since holds none.
    static func of(_ record: BlockCheckRecord, packageDirectory: String) -> CompiledUses {
        guard record.modulesAreAsChecked else { return CompiledUses() }
        let base = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
        var uses: [String: Set<CompiledUses.Use>] = [:]
        var occurrences: [String: [Int: Set<CompiledUses.Occurrence>]] = [:]
        var files: [String: [Substring]] = [:]
        for entry in record.entries {
            guard let lineUses = entry.uses, !lineUses.isEmpty else { continue }
            if files[entry.file] == nil { files[entry.file] = lines(of: entry.file) }
            let lines = files[entry.file] ?? []
            let file = entry.file.hasPrefix(base) ? String(entry.file.dropFirst(base.count)) : entry.file
            for onLine in lineUses where onLine.line >= 1 && onLine.line <= lines.count {
                for use in onLine.symbols {
                    guard
                        let column = CompiledLine.pageColumn(
                            ofNameAt: use.column, in: onLine.code, onPageLine: lines[onLine.line - 1])
                    else { continue }
                    uses[use.symbol, default: []].insert(CompiledUses.Use(file: file, line: onLine.line))
                    occurrences[file, default: [:]][onLine.line, default: []].insert(
                        CompiledUses.Occurrence(column: column, symbol: use.symbol))
                }
            }
        }
        var result = CompiledUses(uses: uses.mapValues { $0.sorted() })
        result.occurrences = occurrences.mapValues { $0.mapValues { $0.sorted() } }
        return result
    }

    private static func lines(of file: String) -> [Substring] {
        FileManager.default.contents(atPath: file)
            .map { String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) } ?? []
    }
}
