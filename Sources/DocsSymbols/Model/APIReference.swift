/// Every public symbol of the documented modules, with the lookups the site needs: a symbol by
/// identifier, a type's members, and the symbols a link path can name.
package struct APIReference: Sendable, Equatable {
    /// The documented modules, in the order they were given.
    package let modules: [String]
    /// Every symbol, sorted by module, then path, then identifier.
    package let symbols: [APISymbol]
    private let positionByID: [SymbolID: Int]
    private let memberPositions: [SymbolID: [Int]]
    private let subtypePositions: [SymbolID: [Int]]

    /// The same modules with the same symbols: the lookups are made from them.
    package static func == (lhs: APIReference, rhs: APIReference) -> Bool {
        lhs.modules == rhs.modules && lhs.symbols == rhs.symbols
    }

    /// Creates a reference from the symbols of `modules`.
    package init(modules: [String], symbols: [APISymbol]) {
        self.modules = modules
        let moduleOrder = Dictionary(modules.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.symbols = symbols.sorted {
            (moduleOrder[$0.module] ?? modules.count, $0.path, $0.id.string) < (
                moduleOrder[$1.module] ?? modules.count, $1.path, $1.id.string
            )
        }
        var positionByID: [SymbolID: Int] = [:]
        var memberPositions: [SymbolID: [Int]] = [:]
        var subtypePositions: [SymbolID: [Int]] = [:]
        for (position, symbol) in self.symbols.enumerated() {
            positionByID[symbol.id] = position
            if let parent = symbol.parentID { memberPositions[parent, default: []].append(position) }
            for related in symbol.conformances + (symbol.superclass.map { [$0] } ?? []) {
                subtypePositions[related.id, default: []].append(position)
            }
        }
        self.positionByID = positionByID
        self.memberPositions = memberPositions
        self.subtypePositions = subtypePositions
    }

    /// The symbol with this identifier, if it is documented here.
    package func symbol(withID id: SymbolID) -> APISymbol? {
        positionByID[id].map { symbols[$0] }
    }

    /// The members of the type or protocol `id`, in path order.
    package func members(of id: SymbolID) -> [APISymbol] {
        (memberPositions[id] ?? []).map { symbols[$0] }
    }

    /// The documented types that conform to, refine or inherit from `id`.
    package func subtypes(of id: SymbolID) -> [APISymbol] {
        (subtypePositions[id] ?? []).map { symbols[$0] }
    }

    /// The symbols that belong to no type: a module's top level.
    package var topLevelSymbols: [APISymbol] {
        symbols.filter { $0.parentID == nil }
    }

    /// The symbol's parent, then its parent's parent, up to the top level.
    package func ancestors(of symbol: APISymbol) -> [APISymbol] {
        var result: [APISymbol] = []
        var current = symbol.parentID.flatMap(self.symbol(withID:))
        while let parent = current, !result.contains(where: { $0.id == parent.id }) {
            result.append(parent)
            current = parent.parentID.flatMap(self.symbol(withID:))
        }
        return result
    }
}
