import DocsMarkup
import DocsSymbols

/// What a symbol's reference page shows besides its doc comment: the declaration, where the
/// symbol sits, its members and its relationships.
package struct SymbolDetails: Sendable, Equatable {
    /// The symbol.
    package var symbol: APISymbol
    /// The pages of the symbol's parents, outermost first.
    package var parents: [PageLink]
    /// The page of the symbol's module (its landing page, else the reference's index), which
    /// leads the breadcrumbs as in DocC.
    package var module: PageLink?
    /// Whether the page's first block is the doc comment's summary, shown above the declaration.
    package var startsWithSummary: Bool
    /// The members, in DocC's automatic groups (Initializers, Instance Methods …).
    package var topics: [SymbolGroup]
    /// For a protocol's requirement, its default implementations, a group per protocol whose
    /// extension provides them (DocC's Default Implementations section).
    package var defaultImplementations: [SymbolGroup]
    /// Conforms To, Inherits From, Conforming Types, Inherited By.
    package var relationships: [SymbolGroup]
    /// The other entries of the group that lists the symbol (on its parent's page, or the
    /// reference's index), as DocC's See Also shows them.
    package var seeAlso: [SymbolGroup] = []
    /// For a protocol's requirement, DocC's note: `Required.`, with `Default implementation
    /// provided.` when a protocol extension provides one.
    package var requirement: String?
    /// The articles whose symbol links name the symbol, the one that names it most often first
    /// (DocC's "Mentioned In").
    package var mentionedIn: [PageLink] = []
    /// Where the types named in the declaration have pages, by type identifier.
    package var typePaths: [SymbolID: PagePath]
    /// The pages whose compiled code uses the symbol.
    package var usedIn: [UsedIn]

    /// Creates details.
    package init(
        symbol: APISymbol, parents: [PageLink] = [], startsWithSummary: Bool = false, topics: [SymbolGroup] = [],
        defaultImplementations: [SymbolGroup] = [], relationships: [SymbolGroup] = [],
        typePaths: [SymbolID: PagePath] = [:], usedIn: [UsedIn] = []
    ) {
        self.symbol = symbol
        self.parents = parents
        self.startsWithSummary = startsWithSummary
        self.topics = topics
        self.defaultImplementations = defaultImplementations
        self.relationships = relationships
        self.typePaths = typePaths
        self.usedIn = usedIn
    }
}

/// A page whose compiled code uses a symbol.
package struct UsedIn: Sendable, Equatable {
    /// The page's title.
    package var title: String
    /// The page's path, with the anchor of the first use's step or section.
    package var path: String
    /// The tutorial steps that use the symbol, in order; empty on an article.
    package var steps: [Int]

    /// Creates a place.
    package init(title: String, path: String, steps: [Int]) {
        self.title = title
        self.path = path
        self.steps = steps
    }
}

/// A titled list of symbols on a reference page.
package struct SymbolGroup: Sendable, Equatable {
    /// The heading.
    package var title: String
    /// The anchor of the heading, without `#`.
    package var anchor: String
    /// The entries, in order.
    package var entries: [SymbolEntry]
    /// The heading the group sits under, with the groups after it that share it (DocC's
    /// "Default Implementations", which holds a group per protocol); `nil` for a group of its own.
    package var section: String?

    /// The anchor of a ``section``'s heading.
    package static func anchor(of section: String) -> String { HeadingAnchors.slug(section) }

    /// Creates a group.
    package init(title: String, anchor: String, entries: [SymbolEntry]) {
        self.title = title
        self.anchor = anchor
        self.entries = entries
    }
}

/// One symbol in a list: how it is declared, where its page is, and its summary.
package struct SymbolEntry: Sendable, Equatable {
    /// The symbol's name, shown when there is no declaration (a type of another module).
    package var name: String
    /// The short declaration (`func attachChild(any Routing) async`).
    package var declaration: [DeclarationToken]
    /// The page, or `nil` for a symbol documented elsewhere (`Sendable`).
    package var path: PagePath?
    /// The summary as plain text.
    package var summary: String
    /// Whether the symbol is deprecated.
    package var isDeprecated: Bool
    /// The constraints of the extension that declares it (DocC's "Available when …").
    package var constraints: [GenericConstraint] = []
    /// For a protocol's requirement, DocC's note (``SymbolDetails/requirement``).
    package var requirement: String?

    /// Creates an entry.
    package init(
        name: String, declaration: [DeclarationToken] = [], path: PagePath? = nil, summary: String = "",
        isDeprecated: Bool = false
    ) {
        self.name = name
        self.declaration = declaration
        self.path = path
        self.summary = summary
        self.isDeprecated = isDeprecated
    }
}
