import DocsSymbols

/// What comparing two versions' public APIs (``APIChanges``) reads of one: each symbol's
/// identifier, module, kind, path, declaration and availability, and nothing else (no doc
/// comment, no relationships). Small enough to keep on disk with a version's site, so that a
/// version kept from an earlier run is compared with a new one without its symbol graphs being
/// read again.
package struct ComparedAPI: Sendable, Equatable {
    /// The documented modules, in the order they were given.
    package var modules: [String]
    /// Its symbols, in the reference's order, each with only what a comparison reads.
    package var symbols: [APISymbol]

    /// What a comparison reads of `reference`.
    package init(_ reference: APIReference) {
        modules = reference.modules
        symbols = reference.symbols.map { symbol in
            APISymbol(
                id: symbol.id, module: symbol.module, kind: symbol.kind, pathComponents: symbol.pathComponents,
                declaration: symbol.declaration.map { DeclarationToken($0.kind, $0.spelling) },
                availability: symbol.availability)
        }
    }

    /// An API of its parts (as kept on disk).
    package init(modules: [String], symbols: [APISymbol]) {
        (self.modules, self.symbols) = (modules, symbols)
    }

    /// The API as a reference, which ``APIChanges`` compares.
    package var reference: APIReference { APIReference(modules: modules, symbols: symbols) }
}
