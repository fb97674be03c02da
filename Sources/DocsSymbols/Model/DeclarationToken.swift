/// One piece of a declaration as the compiler prints it: the compiler has already classified
/// it, so a declaration is highlighted without parsing it again.
package struct DeclarationToken: Sendable, Equatable {
    /// What the piece is.
    package enum Kind: String, Sendable, Equatable {
        /// `func`, `class`, `async` …
        case keyword
        /// `@MainActor`, `@discardableResult`.
        case attribute
        /// A number.
        case number
        /// A string literal.
        case string
        /// The declared name.
        case identifier
        /// A type's name, which may link to the type.
        case typeIdentifier
        /// A generic parameter's name.
        case genericParameter
        /// A parameter's external label (`externalParam` in a symbol graph).
        case externalParameter = "externalParam"
        /// A parameter's internal name (`internalParam` in a symbol graph).
        case internalParameter = "internalParam"
        /// Punctuation and spaces.
        case text
    }

    /// What the piece is.
    package var kind: Kind
    /// The text.
    package var spelling: String
    /// For a type's name, the type's identifier.
    package var typeID: SymbolID?

    /// Creates a token.
    package init(_ kind: Kind, _ spelling: String, typeID: SymbolID? = nil) {
        self.kind = kind
        self.spelling = spelling
        self.typeID = typeID
    }
}

extension Array where Element == DeclarationToken {
    /// The declaration as one line of text.
    package var text: String { map(\.spelling).joined() }
}
