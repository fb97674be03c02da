/// A requirement on a generic parameter (`Element: Equatable`), as a symbol graph gives it.
package struct GenericConstraint: Sendable, Hashable {
    /// How the two sides relate.
    package enum Kind: String, Sendable, Hashable {
        /// The left side conforms to the right (`Element: Equatable`).
        case conformance
        /// The left side inherits from the right class.
        case superclass
        /// The two sides are the same type (`Element == Int`).
        case sameType
    }

    package var kind: Kind
    /// The constrained type (`Element`, `Self`).
    package var left: String
    /// What it is constrained to (`Equatable`).
    package var right: String

    /// Creates a constraint.
    package init(kind: Kind, left: String, right: String) {
        self.kind = kind
        self.left = left
        self.right = right
    }

    /// A side as DocC shows it: `Element` for the graph's `Self.Element`.
    package static func shown(_ side: String) -> String {
        side.hasPrefix("Self.") ? String(side.dropFirst("Self.".count)) : side
    }

    /// The verb DocC puts between the two sides: `conforms to`, `inherits`, `is`.
    package var verb: String {
        switch kind {
        case .conformance: "conforms to"
        case .superclass: "inherits"
        case .sameType: "is"
        }
    }
}
