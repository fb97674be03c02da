import DocsMarkup

/// One public declaration of a documented module, as the compiler's symbol graph describes it.
package struct APISymbol: Sendable, Equatable, Identifiable {
    /// The compiler's unique identifier (a USR such as `s:6napkin6RouterC`).
    package var id: SymbolID
    /// The module that declares it.
    package var module: String
    /// What sort of declaration it is.
    package var kind: APIKind
    /// Its path inside the module: `["Router", "attachChild(_:)"]`.
    package var pathComponents: [String]
    /// The declaration as the compiler prints it, token by token.
    package var declaration: [DeclarationToken]
    /// The short form shown in lists of members (`func attachChild(any Routing) async`).
    package var subHeading: [DeclarationToken]
    /// The documentation comment, if the declaration has one of its own.
    package var docComment: DocComment?
    /// Where it is declared, if the graph says.
    package var location: SourceLocation?
    /// The type or protocol it belongs to, if any.
    package var parentID: SymbolID?
    /// Whether it is a protocol's requirement (as opposed to a member of a type or an extension).
    package var isRequirement: Bool
    /// The requirement it implements by default, for a member of a protocol extension.
    package var defaultImplementationOf: SymbolID?
    /// The protocols it conforms to (classes, structures, enumerations) or refines (protocols).
    package var conformances: [RelatedSymbol]
    /// The class it inherits from.
    package var superclass: RelatedSymbol?
    /// Deprecation and platform availability.
    package var availability: [AvailabilityNote]
    /// For a member a type gets from a protocol extension or the compiler (`!=` of an
    /// `Equatable` type, DocC's "Equatable Implementations"), the declaration it comes from;
    /// its own doc comment only says so.
    package var inheritedFrom: RelatedSymbol?
    /// For a member a type declares to fulfil a protocol's requirement (`next()` of an
    /// `IteratorProtocol` type), the requirement: DocC lists it under "IteratorProtocol
    /// Implementations" with the members the type gets from the protocol.
    package var implements: RelatedSymbol?
    /// The constraints of the extension that declares it beyond the type's own
    /// (`Element: Equatable`): what DocC shows as "Available when …".
    package var constraints: [GenericConstraint] = []

    /// Creates a symbol.
    package init(
        id: SymbolID, module: String, kind: APIKind, pathComponents: [String], declaration: [DeclarationToken] = [],
        subHeading: [DeclarationToken] = [], docComment: DocComment? = nil, location: SourceLocation? = nil,
        parentID: SymbolID? = nil, isRequirement: Bool = false, defaultImplementationOf: SymbolID? = nil,
        conformances: [RelatedSymbol] = [], superclass: RelatedSymbol? = nil, availability: [AvailabilityNote] = [],
        inheritedFrom: RelatedSymbol? = nil
    ) {
        self.id = id
        self.module = module
        self.kind = kind
        self.pathComponents = pathComponents
        self.declaration = declaration
        self.subHeading = subHeading
        self.docComment = docComment
        self.location = location
        self.parentID = parentID
        self.isRequirement = isRequirement
        self.defaultImplementationOf = defaultImplementationOf
        self.conformances = conformances
        self.superclass = superclass
        self.availability = availability
        self.inheritedFrom = inheritedFrom
    }

    /// The last path component: `attachChild(_:)`.
    package var name: String { pathComponents.last ?? "" }

    /// The path links write: `Router/attachChild(_:)`.
    package var path: String { pathComponents.joined(separator: "/") }

    /// The protocol requirement the member comes from or fulfils (``inheritedFrom``, else
    /// ``implements``), by which DocC groups a type's members into "… Implementations".
    package var protocolOrigin: RelatedSymbol? { inheritedFrom ?? implements }

    /// Whether the declaration is deprecated everywhere.
    package var isDeprecated: Bool { availability.contains { $0.isDeprecated } }
}

/// A symbol another one relates to: by identifier when it is documented here, and by name.
package struct RelatedSymbol: Sendable, Equatable {
    /// The compiler's identifier.
    package var id: SymbolID
    /// The name to show (`Routing`, `Sendable`).
    package var name: String

    /// Creates a related symbol.
    package init(id: SymbolID, name: String) {
        self.id = id
        self.name = name
    }
}

/// What the declaration's `@available` attributes say about one platform, or about all of them.
package struct AvailabilityNote: Sendable, Equatable {
    /// The platform (`iOS`, `macOS`), or `nil` for every platform (`@available(*, deprecated)`).
    package var platform: String?
    /// The version it appeared in.
    package var introduced: String?
    /// The version it was deprecated in.
    package var deprecated: String?
    /// Whether it is deprecated, in a version or unconditionally.
    package var isDeprecated: Bool
    /// The attribute's message.
    package var message: String?
    /// What replaces it, from `renamed:`.
    package var renamed: String?

    /// Creates a note.
    package init(
        platform: String?, introduced: String? = nil, deprecated: String? = nil, isDeprecated: Bool = false,
        message: String? = nil, renamed: String? = nil
    ) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
        self.isDeprecated = isDeprecated
        self.message = message
        self.renamed = renamed
    }
}
