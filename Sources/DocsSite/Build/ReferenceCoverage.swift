import DocsMarkup
import DocsSymbols

/// What a build's API reference covers: the public symbols of the documented modules, those
/// without a doc comment, and those no compiled page uses.
public struct ReferenceCoverage: Sendable, Equatable {
    /// A public symbol, by its path in its module, and where it is declared.
    public struct Symbol: Sendable, Equatable {
        /// `napkin/Router/load()`.
        public var path: String
        /// Its declaration, when the graph says.
        public var location: SourceLocation?

        /// Creates a symbol.
        public init(path: String, location: SourceLocation?) {
            self.path = path
            self.location = location
        }
    }

    /// The documented modules.
    public var modules: [String]
    /// How many public symbols they have.
    public var symbolCount: Int
    /// Each public symbol without a doc comment.
    public var undocumented: [Symbol]
    /// How many public symbols the compiled pages use, when the build read their uses.
    public var usedCount: Int?
    /// The public types no compiled page uses, when the build read the uses.
    public var typesWithoutExample: [String]
    /// The other public symbols (members, functions) no compiled page uses.
    public var membersWithoutExample: [String]
    /// Pages changed since their code was last compiled, whose uses were left out.
    public var stalePages: [String]

    /// Creates a coverage report.
    public init(modules: [String], symbolCount: Int, undocumented: [Symbol], usedCount: Int? = nil,
                typesWithoutExample: [String] = [], membersWithoutExample: [String] = [], stalePages: [String] = []) {
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
        let symbols = reference.symbols.filter { $0.inheritedFrom == nil }
        let undocumented = symbols.filter { $0.docComment?.isEmpty ?? true }.map { Symbol(path: path($0), location: $0.location) }
        let unused = uses.map { uses in symbols.filter { (uses.uses[$0.id] ?? []).isEmpty } } ?? []
        let isType = { (symbol: APISymbol) in symbol.kind.isType && symbol.parentID == nil }
        self.init(modules: reference.modules, symbolCount: symbols.count, undocumented: undocumented,
                  usedCount: uses.map { _ in symbols.count - unused.count },
                  typesWithoutExample: unused.filter(isType).map(path), membersWithoutExample: unused.filter { !isType($0) }.map(path),
                  stalePages: uses?.stalePages ?? [])
    }
}
