import DocsMarkup
import DocsSiteModel
import DocsSymbols

/// Which names of each page's compiled code link to a reference page: the uses the compiler's
/// index recorded of the documented modules' symbols, each named as the code writes it.
enum CodeSymbolLinks {
    /// The links of each page's code, by the page's source path, then Markdown line.
    static func byPage(_ uses: CompiledUses, reference: APIReference, names: SymbolPageNames) -> [SourcePath: [Int:
        [CodeSymbolLink]]]
    {
        uses.occurrences.mapValues { lines in
            lines.compactMapValues { occurrences -> [CodeSymbolLink]? in
                let links = occurrences.compactMap { occurrence -> CodeSymbolLink? in
                    guard let symbol = reference.symbol(withID: occurrence.symbol), let path = names.paths[symbol.id],
                        let name = writtenName(of: symbol)
                    else { return nil }
                    return CodeSymbolLink(column: occurrence.column, name: name, path: path)
                }
                return links.isEmpty ? nil : links
            }
        }
    }

    /// The name code writes for `symbol` (`attachChild` for `attachChild(_:)`); `nil` for one code
    /// does not write by name (an initializer, a subscript, an operator).
    static func writtenName(of symbol: APISymbol) -> String? {
        let base = symbol.name.prefix { $0 != "(" }
        guard let first = base.first, first.isLetter || first == "_",
            base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), base != "init", base != "subscript"
        else { return nil }
        return String(base)
    }
}
