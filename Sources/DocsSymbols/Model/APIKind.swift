/// What sort of declaration a symbol is, and how DocC names and groups that sort.
package struct APIKind: Sendable, Equatable, Hashable {
    /// The symbol graph's identifier without its language prefix: `class`, `method`,
    /// `type.property`, `enum.case` …
    package var identifier: String
    /// The compiler's name for it: `Class`, `Instance Method` …
    package var displayName: String

    /// Creates a kind.
    package init(identifier: String, displayName: String) {
        self.identifier = identifier
        self.displayName = displayName
    }

    /// Whether symbols of this kind have members: types and protocols.
    package var isType: Bool {
        ["class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype"].contains(identifier)
            || (isExtension && self != .extendedModule)
    }

    /// The heading DocC gives a symbol's discussion: "Overview" for a kind that could have
    /// members (a type, an extended module), "Discussion" for the others (DocC's
    /// `swiftSymbolCouldHaveChildren`).
    package var discussionTitle: String {
        let leaves: Set<String> = [
            "associatedtype", "deinit", "enum.case", "func", "func.op", "init", "method", "property", "type.method",
            "type.property", "typealias", "var",
        ]
        return leaves.contains(identifier) ? "Discussion" : "Overview"
    }

    /// The kind of the page of another module the documented module extends (`Swift`), which
    /// lists the types it extends there.
    package static let extendedModule = APIKind(identifier: "extension.module", displayName: "Extended Module")

    /// Whether this is the page of another module, or of its type, that the documented module
    /// extends (DocC's Extended Module, Extended Structure …): made from the extensions, with no
    /// declaration or comment of its own to document.
    package var isExtension: Bool { identifier.hasPrefix("extension.") }

    /// The heading DocC groups symbols of this kind under, in a module's or a type's topics.
    package var groupTitle: String {
        switch identifier {
        case "class": "Classes"
        case "struct": "Structures"
        case "enum": "Enumerations"
        case "protocol": "Protocols"
        case "actor": "Actors"
        case "typealias": "Type Aliases"
        case "associatedtype": "Associated Types"
        case "func": "Functions"
        case "func.op": "Operators"
        case "var": "Variables"
        case "macro": "Macros"
        case "init": "Initializers"
        case "deinit": "Deinitializers"
        case "property": "Instance Properties"
        case "method": "Instance Methods"
        case "subscript": "Subscripts"
        case "type.property": "Type Properties"
        case "type.method": "Type Methods"
        case "type.subscript": "Type Subscripts"
        case "enum.case": "Enumeration Cases"
        default: displayName + "s"
        }
    }

    /// The order of the automatic groups on a page, as DocC orders them.
    package var groupOrder: Int {
        let order = [
            "protocol", "class", "actor", "struct", "enum", "typealias", "associatedtype", "func", "func.op", "var",
            "macro",
            "enum.case", "init", "deinit", "property", "method", "subscript", "type.property", "type.method",
            "type.subscript",
        ]
        return order.firstIndex(of: identifier) ?? order.count
    }
}
