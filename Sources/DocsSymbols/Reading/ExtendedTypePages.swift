@preconcurrency import SymbolKit

/// The pages a reference gets for the types of other modules its modules extend, and for those
/// modules: `RealModule` › `Swift` (Extended Module) › `Double` (Extended Structure) › the
/// members RealModule adds. Each is made the first time a member or block asks for it.
struct ExtendedTypePages {
    let extended: ExtendedTypes
    /// The kind of each extended type, as its members' extensions say, for graphs without blocks.
    let kinds: [String: String]

    private struct TypePage {
        var module: String
        var type: String
        var extended: ExtendedTypes.Extended
    }
    /// The extended types' pages, by page identifier.
    private var types: [SymbolID: TypePage] = [:]
    /// The extended modules' pages, by page identifier: the documented module, the extended one.
    private var extendedModules: [SymbolID: (module: String, name: String)] = [:]

    init(extended: ExtendedTypes, kinds: [String: String]) {
        self.extended = extended
        self.kinds = kinds
    }

    /// The page of `parent`, a type no graph declares, for its member `member`; `nil` when it
    /// is not another module's type (a type of the module itself the graphs leave out).
    mutating func page(of parent: String, extendedBy member: APISymbol, fallback: String?) -> SymbolID? {
        page(ofType: parent, in: member.module, member: member, fallback: fallback)
    }

    /// The page of the extended type `type` in `module`'s documentation, made from its block,
    /// else from `member`'s path and the graph's `fallback` name of the type (`Swift.Double`).
    mutating func page(ofType type: String, in module: String, member: APISymbol?, fallback: String?) -> SymbolID? {
        let id = ExtendedTypes.pageID(ofType: type, in: module)
        if types[id] != nil { return id }
        var info = extended.blocks[type]
        if info == nil, let member, let fallback, let dot = fallback.firstIndex(of: ".") {
            info = ExtendedTypes.Extended(
                module: String(fallback[..<dot]), pathComponents: Array(member.pathComponents.dropLast()))
        }
        guard var info, !info.module.isEmpty, info.module != module, !info.pathComponents.isEmpty else { return nil }
        if info.kind == nil { info.kind = kinds[type] }
        types[id] = TypePage(module: module, type: type, extended: info)
        extendedModules[ExtendedTypes.pageID(ofModule: info.module, in: module)] = (module, info.module)
        return id
    }

    /// The pages' symbols, each extended type with the conformances `conformances` gives it.
    func symbols(conformances: (String) -> [RelatedSymbol]) -> [APISymbol] {
        let modules = extendedModules.map { id, names in
            APISymbol(
                id: id, module: names.module, kind: APIKind.extendedModule, pathComponents: [names.name])
        }
        let types = types.map { id, page in
            let name = page.extended.pathComponents.joined(separator: ".")
            // The type alone: each block may add constraints of its own (`where Self.Magnitude: FloatingPoint`).
            let declaration = [
                DeclarationToken(.keyword, "extension"), DeclarationToken(.text, " "),
                DeclarationToken(.typeIdentifier, name, typeID: SymbolID(page.type)),
            ]
            return APISymbol(
                id: id, module: page.module, kind: ExtendedTypes.kind(ofTypeKind: page.extended.kind),
                pathComponents: page.extended.pathComponents, declaration: declaration, subHeading: declaration,
                parentID: ExtendedTypes.pageID(ofModule: page.extended.module, in: page.module),
                conformances: conformances(page.type))
        }
        return modules + types
    }
}
