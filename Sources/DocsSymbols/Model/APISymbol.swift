import DocsMarkup

/// One public declaration of a documented module, as the compiler's symbol graph describes it.
public struct APISymbol: Sendable, Equatable, Identifiable {
    /// The compiler's unique identifier (a USR such as `s:6napkin6RouterC`).
    public var id: String
    /// The module that declares it.
    public var module: String
    /// What sort of declaration it is.
    public var kind: APIKind
    /// Its path inside the module: `["Router", "attachChild(_:)"]`.
    public var pathComponents: [String]
    /// The declaration as the compiler prints it, token by token.
    public var declaration: [DeclarationToken]
    /// The short form shown in lists of members (`func attachChild(any Routing) async`).
    public var subHeading: [DeclarationToken]
    /// The documentation comment, if the declaration has one of its own.
    public var docComment: DocComment?
    /// Where it is declared, if the graph says.
    public var location: SourceLocation?
    /// The type or protocol it belongs to, if any.
    public var parentID: String?
    /// Whether it is a protocol's requirement (as opposed to a member of a type or an extension).
    public var isRequirement: Bool
    /// The requirement it implements by default, for a member of a protocol extension.
    public var defaultImplementationOf: String?
    /// The protocols it conforms to (classes, structures, enumerations) or refines (protocols).
    public var conformances: [RelatedSymbol]
    /// The class it inherits from.
    public var superclass: RelatedSymbol?
    /// Deprecation and platform availability.
    public var availability: [AvailabilityNote]
    /// For a member a type gets from a protocol extension or the compiler (`!=` of an
    /// `Equatable` type, DocC's "Equatable Implementations"), the declaration it comes from;
    /// its own doc comment only says so.
    public var inheritedFrom: RelatedSymbol?

    /// Creates a symbol.
    public init(id: String, module: String, kind: APIKind, pathComponents: [String], declaration: [DeclarationToken] = [],
                subHeading: [DeclarationToken] = [], docComment: DocComment? = nil, location: SourceLocation? = nil,
                parentID: String? = nil, isRequirement: Bool = false, defaultImplementationOf: String? = nil,
                conformances: [RelatedSymbol] = [], superclass: RelatedSymbol? = nil, availability: [AvailabilityNote] = [],
                inheritedFrom: RelatedSymbol? = nil) {
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
    public var name: String { pathComponents.last ?? "" }

    /// The path links write: `Router/attachChild(_:)`.
    public var path: String { pathComponents.joined(separator: "/") }

    /// Whether the declaration is deprecated everywhere.
    public var isDeprecated: Bool { availability.contains { $0.isDeprecated } }
}

/// A symbol another one relates to: by identifier when it is documented here, and by name.
public struct RelatedSymbol: Sendable, Equatable {
    /// The compiler's identifier.
    public var id: String
    /// The name to show (`Routing`, `Sendable`).
    public var name: String

    /// Creates a related symbol.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// What the declaration's `@available` attributes say about one platform, or about all of them.
public struct AvailabilityNote: Sendable, Equatable {
    /// The platform (`iOS`, `macOS`), or `nil` for every platform (`@available(*, deprecated)`).
    public var platform: String?
    /// The version it appeared in.
    public var introduced: String?
    /// The version it was deprecated in.
    public var deprecated: String?
    /// Whether it is deprecated, in a version or unconditionally.
    public var isDeprecated: Bool
    /// The attribute's message.
    public var message: String?
    /// What replaces it, from `renamed:`.
    public var renamed: String?

    /// Creates a note.
    public init(platform: String?, introduced: String? = nil, deprecated: String? = nil, isDeprecated: Bool = false,
                message: String? = nil, renamed: String? = nil) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
        self.isDeprecated = isDeprecated
        self.message = message
        self.renamed = renamed
    }
}
