import DocsMarkup
import DocsSymbols

/// What a build's API reference covers: the public symbols of the documented modules, those
/// without a doc comment, and those no compiled page uses.
package struct ReferenceCoverage: Sendable, Equatable {
    /// A public symbol, by its path in its module, and where it is declared.
    package struct Symbol: Sendable, Equatable {
        /// `napkin/Router/load()`.
        package var path: String
        /// Its declaration, when the graph says.
        package var location: SourceLocation?

        /// Creates a symbol.
        package init(path: String, location: SourceLocation?) {
            self.path = path
            self.location = location
        }
    }

    /// The documented modules.
    package var modules: [String]
    /// How many public symbols they have.
    package var symbolCount: Int
    /// Each public symbol without a doc comment.
    package var undocumented: [Symbol]
    /// How many public symbols the compiled pages use, when the build read their uses.
    package var usedCount: Int?
    /// The public types no compiled page uses, when the build read the uses.
    package var typesWithoutExample: [String]
    /// The other public symbols (members, functions) no compiled page uses.
    package var membersWithoutExample: [String]
    /// Pages changed since their code was last compiled, whose uses were left out.
    package var stalePages: [String]

    /// Creates a coverage report.
    package init(
        modules: [String], symbolCount: Int, undocumented: [Symbol], usedCount: Int? = nil,
        typesWithoutExample: [String] = [], membersWithoutExample: [String] = [], stalePages: [String] = []
    ) {
        self.modules = modules
        self.symbolCount = symbolCount
        self.undocumented = undocumented
        self.usedCount = usedCount
        self.typesWithoutExample = typesWithoutExample
        self.membersWithoutExample = membersWithoutExample
        self.stalePages = stalePages
    }

    /// The coverage of `reference`, and of `uses` when the build read them.
    init(_ reference: APIReference, uses: CompiledUses?) {
        func path(_ symbol: APISymbol) -> String { symbol.module + "/" + symbol.path }
        // What a type gets from a protocol extension is the extension's to document and show.
        // An extended module's or type's page has nothing of its own to document or use.
        let symbols = reference.symbols.filter { $0.inheritedFrom == nil && !$0.kind.isExtension }
        let undocumented = symbols.filter { $0.docComment?.isEmpty ?? true }.map {
            Symbol(path: path($0), location: $0.location)
        }
        let unused = uses.map { uses in symbols.filter { (uses.uses[$0.id] ?? []).isEmpty } } ?? []
        let isType = { (symbol: APISymbol) in symbol.kind.isType && symbol.parentID == nil }
        self.init(
            modules: reference.modules, symbolCount: symbols.count, undocumented: undocumented,
            usedCount: uses.map { _ in symbols.count - unused.count },
            typesWithoutExample: unused.filter(isType).map(path),
            membersWithoutExample: unused.filter { !isType($0) }.map(path),
            stalePages: uses?.stalePages ?? [])
    }
}
