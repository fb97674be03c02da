import DocsSymbols

/// What changed in a package's public API from one release to the next, read from the two
/// releases' symbol graphs: the symbols added, removed, changed (their declarations before and
/// after) and newly deprecated.
///
/// A symbol is the same in both when it has the same precise identifier; a symbol whose
/// declaration changed so that its identifier did (a parameter's type, say, which is in the
/// mangled name) is matched by its module, kind and path when no other symbol of the release
/// has them, as `swift-api-digester` matches a declaration whose type changed.
package struct APIChanges: Sendable {
    /// A symbol of both releases whose declaration differs.
    package struct Change: Sendable, Equatable {
        package var before: APISymbol
        package var after: APISymbol
    }

    /// A symbol deprecated in the newer release and not in the older.
    package struct Deprecation: Sendable, Equatable {
        package var symbol: APISymbol
        /// What the deprecation names in its place (`renamed:`), if anything.
        package var replacement: String?
        /// The deprecation's message, if any.
        package var message: String?
    }

    /// The symbols only the newer release has, in its order.
    package var added: [APISymbol] = []
    /// The symbols only the older release has, in its order.
    package var removed: [APISymbol] = []
    /// The symbols of both whose declarations differ, in the newer release's order.
    package var changed: [Change] = []
    /// The symbols of both deprecated in the newer release only, in its order.
    package var deprecated: [Deprecation] = []
    /// The removed symbols each of whose calls a symbol of the newer release at the same place
    /// still accepts: the same declaration under fewer generic constraints (swift-log 1.13.1
    /// dropped `T: Sendable` from four `appendInterpolation` overloads, which `swift-api-digester`
    /// calls no break either). By identifier; they are in ``removed`` too.
    package var loosened: Set<SymbolID> = []
    /// The symbols of both whose identifier changed (matched by their place), older identifier →
    /// newer, whether or not their declarations as callers see them differ.
    package var newIdentifiers: [SymbolID: SymbolID] = [:]

    /// The changes from `older` to `newer`.
    package init(from older: APIReference, to newer: APIReference) {
        let olderByID = Dictionary(older.symbols.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newerIDs = Set(newer.symbols.map(\.id))
        // The symbols of each side without a counterpart of the same identifier, by place.
        let unmatchedOlder = Self.uniqueByPlace(older.symbols.filter { !newerIDs.contains($0.id) })
        let unmatchedNewer = Self.uniqueByPlace(newer.symbols.filter { olderByID[$0.id] == nil })
        var movedIDs = Set<SymbolID>()
        for symbol in newer.symbols {
            let before: APISymbol
            if let same = olderByID[symbol.id] {
                before = same
            } else if let place = Self.place(of: symbol), unmatchedNewer[place]?.id == symbol.id,
                let moved = unmatchedOlder[place]
            {
                before = moved
                movedIDs.insert(moved.id)
                newIdentifiers[moved.id] = symbol.id
            } else {
                added.append(symbol)
                continue
            }
            if Self.callersSee(before) != Self.callersSee(symbol) {
                changed.append(Change(before: before, after: symbol))
            }
            if !before.isDeprecated, let note = symbol.availability.first(where: \.isDeprecated) {
                deprecated.append(Deprecation(symbol: symbol, replacement: note.renamed, message: note.message))
            }
        }
        removed = older.symbols.filter { !newerIDs.contains($0.id) && !movedIDs.contains($0.id) }
        loosened = Self.loosened(removed, in: newer)
    }

    /// Whether code that compiled against the older release may not compile against the newer:
    /// a symbol removed (but for one ``loosened``), or a declaration changed.
    package var isSourceBreaking: Bool { removed.contains { !loosened.contains($0.id) } || !changed.isEmpty }

    /// The identifiers of the symbols of `removed` that a symbol of `newer` at the same place (the
    /// same name, labels included) declares alike with some of their constraints.
    private static func loosened(_ removed: [APISymbol], in newer: APIReference) -> Set<SymbolID> {
        guard !removed.isEmpty else { return [] }
        var byPlace: [[String]: [Generics]] = [:]
        for symbol in newer.symbols {
            byPlace[[symbol.module, symbol.kind.identifier] + symbol.pathComponents, default: []].append(
                Generics(symbol))
        }
        return Set(
            removed.filter { symbol in
                let before = Generics(symbol)
                return byPlace[[symbol.module, symbol.kind.identifier] + symbol.pathComponents, default: []].contains {
                    $0.declaration == before.declaration && $0.constraints.isSubset(of: before.constraints)
                }
            }.map(\.id))
    }

    /// A declaration as callers see it without its `where` clause, and that clause's constraints.
    /// (Constraints written in the generic parameters, `<T: Sendable>`, stay in the declaration.)
    private struct Generics {
        var declaration: String
        var constraints: Set<String>

        init(_ symbol: APISymbol) {
            let text = symbol.declaration.filter { $0.kind != .internalParameter }.map(\.spelling).joined()
            let parts = text.split(separator: " where ", maxSplits: 1, omittingEmptySubsequences: false)
            declaration = String(parts[0]).filter { !$0.isWhitespace }
            constraints = Set(
                parts.dropFirst().first.map { clause in
                    clause.split(separator: ",").map { String($0).filter { !$0.isWhitespace } }
                } ?? [])
        }
    }

    /// A declaration as its callers see it: without the names of parameters inside the function
    /// (`metadata explicitMetadata:` and `metadata:` are one API, as `swift-api-digester` says
    /// too), without spacing, and a `var` with `{ get set }` the same as a stored one (swift-log
    /// 1.13.0 made `LogEvent.metadata` stored).
    private static func callersSee(_ symbol: APISymbol) -> String {
        var bytes: [UInt8] = []
        for token in symbol.declaration where token.kind != .internalParameter { bytes += token.spelling.utf8 }
        // ASCII, as declarations nearly always are, is read byte by byte: filtering the text's
        // Characters asked Unicode about each (a third of comparing two releases' APIs).
        let text =
            bytes.allSatisfy { $0 < 0x80 }
            ? String(decoding: bytes.filter { $0 != 0x20 && !(0x09...0x0D).contains($0) }, as: UTF8.self)
            : String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }
        return text.hasSuffix("{getset}") ? String(text.dropLast("{getset}".count)) : text
    }

    /// Where a symbol is declared, whatever its signature: module, kind and path.
    private struct Place: Hashable {
        var module: String
        var kind: String
        var path: [String]
    }

    private static func place(of symbol: APISymbol) -> Place? {
        Place(
            module: symbol.module, kind: symbol.kind.identifier,
            path: Array(symbol.pathComponents.dropLast()) + [baseName(symbol.name)])
    }

    /// A function's name without its argument labels (`attach(_:)` → `attach`), so that a change
    /// of labels is a change of declaration too.
    private static func baseName(_ name: String) -> String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }

    /// The symbols of `symbols` alone at their place: overloads, which cannot be told apart by
    /// place, are left out.
    private static func uniqueByPlace(_ symbols: [APISymbol]) -> [Place: APISymbol] {
        var byPlace: [Place: APISymbol?] = [:]
        for symbol in symbols {
            guard let place = place(of: symbol) else { continue }
            byPlace[place] = byPlace[place] == nil ? .some(symbol) : .some(nil)
        }
        return byPlace.compactMapValues { $0 }
    }
}
