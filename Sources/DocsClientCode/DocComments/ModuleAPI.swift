/// What a documented module declares publicly, read from its sources with the doc comments
/// (``DocCommentReader``): what tells a page's block that restates the module's own
/// declarations (``Restatement``) from new code, and which of the module's types a name the
/// page never declares is likely a value of (``StandIns``).
package struct ModuleAPI: Sendable, Equatable {
    /// What a public top-level type is, as far as declaring a value of it goes.
    package enum TypeShape: Sendable, Equatable {
        /// A struct, class, enum or actor without generic parameters: `var x: T`.
        case concrete
        /// A protocol: `var x: any P`.
        case `protocol`
        /// A type with generic parameters, or a protocol with associated types: no value of it
        /// can be declared without knowing more.
        case generic
    }

    /// The qualified names of every public declaration, as DocC names symbols
    /// (`Logger.info(_:metadata:)`, `Logger.Level`, `bootstrap(_:)`).
    package var names: Set<String> = []
    /// The public top-level types, by name.
    package var types: [String: TypeShape] = [:]
    /// The conformances its extensions add, written as a block's extension declares them
    /// (`extension Result: CasePathable`): a page that shows one restates it.
    package var conformances: Set<String> = []

    package init(names: Set<String> = [], types: [String: TypeShape] = [:], conformances: Set<String> = []) {
        self.names = names
        self.types = types
        self.conformances = conformances
    }

    /// Adds what `other` declares (another file of the module).
    package mutating func add(_ other: ModuleAPI) {
        names.formUnion(other.names)
        types.merge(other.types) { first, _ in first }
        conformances.formUnion(other.conformances)
    }

    /// The public top-level type a value named `name` most likely is, when a value of it can be
    /// declared: the type a doc comment documents (`preferred`, `FloatingPointCounter` for
    /// `counter` in its comment) when its name ends with the value's; else the one of the same
    /// name (`meter`, `Meter`), else the longest whose name ends it (`testCounter`, `Counter`).
    package func likelyType(ofValueNamed name: String, preferring preferred: String? = nil) -> (
        name: String, shape: TypeShape
    )? {
        let lowered = name.lowercased()
        if let preferred, let shape = types[preferred], shape != .generic,
            preferred.lowercased().hasSuffix(lowered)
        {
            return (preferred, shape)
        }
        let candidates = types.filter { type, shape in
            guard shape != .generic else { return false }
            let typeName = type.lowercased()
            return typeName == lowered || (typeName.count >= 4 && lowered.hasSuffix(typeName))
        }
        guard let best = candidates.max(by: { ($0.key.count, $1.key) < ($1.key.count, $0.key) }) else { return nil }
        return (best.key, best.value)
    }
}
