import DocsSymbols

/// What a symbol's history (``SymbolHistory``) reads of the changes between two consecutive
/// releases (``APIChanges``): identifiers and declarations only, small enough to keep on disk
/// with a release's site, so that a release kept from an earlier run needs its symbol graphs read
/// for no history.
package struct HistoryStep: Sendable, Equatable {
    /// A symbol whose identifier changed.
    package struct Renamed: Sendable, Equatable {
        package var before: SymbolID
        package var after: SymbolID

        package init(before: SymbolID, after: SymbolID) {
            (self.before, self.after) = (before, after)
        }
    }

    /// A symbol whose declaration changed.
    package struct Changed: Sendable, Equatable {
        package var id: SymbolID
        package var before: String
        package var after: String

        package init(id: SymbolID, before: String, after: String) {
            (self.id, self.before, self.after) = (id, before, after)
        }
    }

    /// A symbol deprecated, and what the deprecation names in its place.
    package struct Deprecated: Sendable, Equatable {
        package var id: SymbolID
        package var replacement: String?

        package init(id: SymbolID, replacement: String?) {
            (self.id, self.replacement) = (id, replacement)
        }
    }

    /// The symbols whose identifier changed, in the order of their older identifiers.
    package var renamed: [Renamed]
    package var added: [SymbolID]
    package var changed: [Changed]
    package var deprecated: [Deprecated]
    package var removed: [SymbolID]
    /// The removed symbols an overload with fewer constraints took the place of.
    package var loosened: Set<SymbolID>

    /// A step of its parts (as kept on disk).
    package init(
        renamed: [Renamed], added: [SymbolID], changed: [Changed], deprecated: [Deprecated], removed: [SymbolID],
        loosened: Set<SymbolID>
    ) {
        (self.renamed, self.added, self.changed) = (renamed, added, changed)
        (self.deprecated, self.removed, self.loosened) = (deprecated, removed, loosened)
    }

    /// What the history reads of `changes`.
    package init(_ changes: APIChanges) {
        self.init(
            renamed: changes.newIdentifiers.map { Renamed(before: $0.key, after: $0.value) }.sorted {
                $0.before.precedesByBytes($1.before)
            },
            added: changes.added.map(\.id),
            changed: changes.changed.map {
                Changed(id: $0.after.id, before: $0.before.declaration.text, after: $0.after.declaration.text)
            },
            deprecated: changes.deprecated.map { Deprecated(id: $0.symbol.id, replacement: $0.replacement) },
            removed: changes.removed.map(\.id), loosened: changes.loosened)
    }
}
