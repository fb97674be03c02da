import DocsCodeBlocks
import DocsMarkup
import DocsSymbols
import Foundation

/// What the last `napkin-docs check` recorded of the documented API's uses in the blocks it
/// compiled (a catalog's articles, doc comments, snippets): beside the index store of the
/// package's own build, what links those blocks' names to their reference pages and lists the
/// blocks on the symbols' pages.
enum RecordedUses {
    /// The uses `record` holds of the blocks that are as the check compiled them, whose file
    /// still has, at their place, the compiled code from the name to the line's end; by paths
    /// relative to `packageDirectory` (as ``CompiledUses`` names pages). A page's block is as
    /// compiled when `checked` says so of its code (`code`, else read from `documents`), by its
    /// fingerprint: an edit anywhere in the page's code makes every block of the page one the
    /// check did not see. A doc comment's is while the module it is written in is as it was built
    /// for the check (`checked` speaks for no block once a module is built again).
    static func of(
        _ record: BlockCheckRecord, packageDirectory: String, checked: CheckedBlocks, documents: [Document],
        code: [SourcePath: PageCode], baseDirectory: URL
    ) -> CompiledUses {
        guard checked.isCurrent else { return CompiledUses() }
        let withUses = record.entries.filter { $0.uses?.isEmpty == false }
        let pageFiles = Set(withUses.map(\.file).filter { !$0.hasSuffix(".swift") })
        var asChecked: Set<PageLine> = []
        // Only the pages whose blocks' uses the record holds are fingerprinted.
        for document in documents {
            let file = CheckedBlocks.absolutePath(of: document.sourcePath.string, in: baseDirectory)
            guard pageFiles.contains(file) else { continue }
            let page = code[document.sourcePath] ?? PageCode(document: document)
            for (index, outcome) in checked.outcomes(of: page.blocks) where outcome == .compiled {
                asChecked.insert(PageLine(file: file, line: page.blocks[index].location.line))
            }
        }
        let base = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
        var uses: [SymbolID: Set<CompiledUses.Use>] = [:]
        var occurrences: [SourcePath: [Int: Set<CompiledUses.Occurrence>]] = [:]
        var files: [String: [ArraySlice<UInt8>]] = [:]
        for entry in withUses {
            guard let lineUses = entry.uses,
                entry.file.hasSuffix(".swift") || asChecked.contains(PageLine(file: entry.file, line: entry.line))
            else { continue }
            if files[entry.file] == nil { files[entry.file] = lines(of: entry.file) }
            let lines = files[entry.file] ?? []
            let file = entry.file.hasPrefix(base) ? String(entry.file.dropFirst(base.count)) : entry.file
            for onLine in lineUses where onLine.line >= 1 && onLine.line <= lines.count {
                for use in onLine.symbols {
                    guard
                        let column = CompiledLine.pageColumn(
                            ofNameAt: use.column, in: onLine.code, onPageLine: lines[onLine.line - 1])
                    else { continue }
                    uses[SymbolID(use.symbol), default: []].insert(CompiledUses.Use(file: file, line: onLine.line))
                    occurrences[SourcePath(file), default: [:]][onLine.line, default: []].insert(
                        CompiledUses.Occurrence(column: column, symbol: SymbolID(use.symbol)))
                }
            }
        }
        var result = CompiledUses(uses: uses.mapValues { $0.sorted() })
        result.occurrences = occurrences.mapValues { $0.mapValues { $0.sorted() } }
        return result
    }

    /// The lines of `file`, as bytes: split without reading the text as characters.
    private static func lines(of file: String) -> [ArraySlice<UInt8>] {
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        return Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }
}
