@preconcurrency import SymbolKit

/// The types of other modules that the documented modules extend (`extension Double`), which DocC
/// shows under an "Extended Module" page of their own (`Swift` › `Double`) listing what the
/// package adds.
///
/// Read from the extension blocks of graphs written with `-emit-extension-block-symbols` (as
/// swift-docc-plugin writes them), or, in graphs without them, from the members' `memberOf`
/// relationships to a type no graph declares.
struct ExtendedTypes {
    /// What is known of one extended type.
    struct Extended {
        /// The module that declares it (`Swift`).
        var module: String
        /// Its path (`["Double"]`).
        var pathComponents: [String]
        /// Its kind, when a graph says (`struct`, `protocol`).
        var kind: String?
    }

    /// The type each extension block extends, by the block's identifier.
    private(set) var typeOfBlock: [String: String] = [:]
    /// The extended types the blocks name, by the type's identifier.
    private(set) var blocks: [String: Extended] = [:]
    /// The modules whose graphs have blocks of each extended type, by the type's identifier.
    private(set) var modulesOfType: [String: Set<String>] = [:]

    /// The extension blocks of `graphs`.
    init(graphs: [SymbolGraph]) {
        for graph in graphs {
            for relationship in graph.relationships where relationship.kind == .extensionTo {
                typeOfBlock[relationship.source] = relationship.target
            }
        }
        for graph in graphs {
            for symbol in graph.symbols.values where symbol.kind.identifier == .extension {
                let id = symbol.identifier.precise
                guard let type = typeOfBlock[id] else { continue }
                modulesOfType[type, default: []].insert(graph.module.name)
                guard blocks[type] == nil else { continue }
                let mixin =
                    symbol.mixins[SymbolGraph.Symbol.Swift.Extension.mixinKey] as? SymbolGraph.Symbol.Swift.Extension
                blocks[type] = Extended(
                    module: mixin?.extendedModule ?? "", pathComponents: symbol.pathComponents,
                    kind: mixin?.typeKind?.identifier)
            }
        }
    }

    /// Whether `symbol` is an extension block, which has no page of its own: its members and
    /// conformances are the extended type's.
    static func isBlock(_ symbol: SymbolGraph.Symbol) -> Bool {
        symbol.kind.identifier == .extension
    }

    /// `relationship` with the blocks it names replaced by the types they extend.
    func resolvingBlocks(_ relationship: SymbolGraph.Relationship) -> SymbolGraph.Relationship {
        guard !typeOfBlock.isEmpty else { return relationship }
        var resolved = relationship
        if let type = typeOfBlock[relationship.source] { resolved.source = type }
        if let type = typeOfBlock[relationship.target] { resolved.target = type }
        return resolved
    }

    /// The identifier of the page of the extended type `type` in `module`'s documentation: each
    /// documented module that extends `Double` has a page of its own for it.
    static func pageID(ofType type: String, in module: String) -> SymbolID {
        SymbolID("s:e:\(module):\(type)")
    }

    /// The identifier of the "Extended Module" page of `extendedModule` in `module`'s documentation.
    static func pageID(ofModule extendedModule: String, in module: String) -> SymbolID {
        SymbolID("s:m:\(module):\(extendedModule)")
    }

    /// DocC's kind of an extended type of kind `identifier` (`struct` → Extended Structure).
    static func kind(ofTypeKind identifier: String?) -> APIKind {
        let name =
            switch identifier {
            case "struct": "Structure"
            case "class": "Class"
            case "enum": "Enumeration"
            case "protocol": "Protocol"
            case "actor": "Actor"
            case "typealias": "Type Alias"
            default: "Type"
            }
        return APIKind(identifier: "extension." + (identifier ?? "type"), displayName: "Extended " + name)
    }

}
