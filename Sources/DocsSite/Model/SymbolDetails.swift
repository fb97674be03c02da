import DocsSymbols

/// What a symbol's reference page shows besides its doc comment: the declaration, where the
/// symbol sits, its members and its relationships.
public struct SymbolDetails: Sendable, Equatable {
    /// The symbol.
    public var symbol: APISymbol
    /// The pages of the symbol's parents, outermost first.
    public var parents: [PageLink]
    /// Whether the page's first block is the doc comment's summary, shown above the declaration.
    public var startsWithSummary: Bool
    /// The members, in DocC's automatic groups (Initializers, Instance Methods …).
    public var topics: [SymbolGroup]
    /// Conforms To, Inherits From, Conforming Types, Inherited By.
    public var relationships: [SymbolGroup]
    /// Where the types named in the declaration have pages, by type identifier.
    public var typePaths: [String: String]
    /// The pages whose compiled code uses the symbol.
    public var usedIn: [UsedIn]

    /// Creates details.
    public init(symbol: APISymbol, parents: [PageLink] = [], startsWithSummary: Bool = false, topics: [SymbolGroup] = [],
                relationships: [SymbolGroup] = [], typePaths: [String: String] = [:], usedIn: [UsedIn] = []) {
        self.symbol = symbol
        self.parents = parents
        self.startsWithSummary = startsWithSummary
        self.topics = topics
        self.relationships = relationships
        self.typePaths = typePaths
        self.usedIn = usedIn
    }
}

/// A page whose compiled code uses a symbol.
public struct UsedIn: Sendable, Equatable {
    /// The page's title.
    public var title: String
    /// The page's path, with the anchor of the first use's step or section.
    public var path: String
    /// The tutorial steps that use the symbol, in order; empty on an article.
    public var steps: [Int]

    /// Creates a place.
    public init(title: String, path: String, steps: [Int]) {
        self.title = title
        self.path = path
        self.steps = steps
    }
}

/// A titled list of symbols on a reference page.
public struct SymbolGroup: Sendable, Equatable {
    /// The heading.
    public var title: String
    /// The anchor of the heading, without `#`.
    public var anchor: String
    /// The entries, in order.
    public var entries: [SymbolEntry]

    /// Creates a group.
    public init(title: String, anchor: String, entries: [SymbolEntry]) {
        self.title = title
        self.anchor = anchor
        self.entries = entries
    }
}

/// One symbol in a list: how it is declared, where its page is, and its summary.
public struct SymbolEntry: Sendable, Equatable {
    /// The symbol's name, shown when there is no declaration (a type of another module).
    public var name: String
    /// The short declaration (`func attachChild(any Routing) async`).
    public var declaration: [DeclarationToken]
    /// The page, or `nil` for a symbol documented elsewhere (`Sendable`).
    public var path: String?
    /// The summary as plain text.
    public var summary: String
    /// Whether the symbol is deprecated.
    public var isDeprecated: Bool

    /// Creates an entry.
    public init(name: String, declaration: [DeclarationToken] = [], path: String? = nil, summary: String = "", isDeprecated: Bool = false) {
        self.name = name
        self.declaration = declaration
        self.path = path
        self.summary = summary
        self.isDeprecated = isDeprecated
    }
}
