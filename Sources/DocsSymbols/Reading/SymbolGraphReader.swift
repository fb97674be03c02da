import DocsMarkup
import Foundation
@preconcurrency import SymbolKit

/// Reads the symbol graphs the compiler wrote (`Module.symbols.json`, and
/// `Module@Other.symbols.json` for extensions of other modules' types) with SymbolKit, into an
/// ``APIReference``.
package struct SymbolGraphReader: Sendable {
    /// The directory source paths are shown relative to (the package's), as a path.
    package var baseDirectory: String
    /// Where symbols decoded before are kept, for a reader of several packages' graphs (the
    /// releases of a site of several versions), or `nil` to decode every graph whole.
    package var decodingCache: SymbolDecodingCache?

    /// Creates a reader.
    package init(baseDirectory: String) {
        self.baseDirectory = baseDirectory.hasSuffix("/") ? String(baseDirectory.dropLast()) : baseDirectory
    }

    /// A graph file that could not be read, and why.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        /// The file.
        package var file: String
        /// What went wrong.
        package var reason: String
        /// `file: error: reason`.
        package var description: String { "\(file): error: cannot read the symbol graph: \(reason)" }
    }

    /// The public symbols of `modules` in the graph files of `directory`; graphs of other modules
    /// are left out.
    package func read(modules: [String], in directory: URL) throws -> APIReference {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let files = names.filter { name in
            guard name.hasSuffix(".symbols.json") else { return false }
            let module = name.dropLast(".symbols.json".count).split(separator: "@").first.map(String.init) ?? ""
            return modules.contains(module)
        }.sorted()
        var graphs: [SymbolGraph] = []
        for file in files {
            let url = directory.appendingPathComponent(file)
            do {
                let data = try Data(contentsOf: url)
                if let decodingCache {
                    let shared = SymbolGraphJSON.replacingRoot(baseDirectory, in: [UInt8](data))
                    graphs.append(try decodingCache.graph(from: Data(shared)))
                } else {
                    graphs.append(try JSONDecoder().decode(SymbolGraph.self, from: data))
                }
            } catch {
                throw Failure(file: url.path, reason: "\(error)")
            }
        }
        return reference(modules: modules, graphs: graphs)
    }

    /// The public symbols of already decoded graphs.
    package func reference(modules: [String], graphs: [SymbolGraph]) -> APIReference {
        let extended = ExtendedTypes(graphs: graphs)
        var relations = Relations()
        for graph in graphs {
            for relationship in graph.relationships { relations.add(extended.resolvingBlocks(relationship)) }
        }
        var names: [String: String] = [:]
        // The doc comments, for the members a type gets from a protocol extension of these modules.
        var comments: [String: SymbolGraph.LineList] = [:]
        for graph in graphs {
            for symbol in graph.symbols.values {
                names[symbol.identifier.precise] = symbol.names.title
                comments[symbol.identifier.precise] = symbol.docComment
            }
        }
        var symbols: [String: APISymbol] = [:]
        // Each type's own generic constraints, which its members' extensions repeat.
        var ownConstraints: [String: Set<GenericConstraint>] = [:]
        // The kind of each extended type, as its members' extensions say.
        var extendedKinds: [String: String] = [:]
        for graph in graphs {
            for symbol in graph.symbols.values where Self.isPublic(symbol) && !ExtendedTypes.isBlock(symbol) {
                let id = symbol.identifier.precise
                guard symbols[id] == nil, !Self.isForeignCopy(id, relations: relations, names: names) else { continue }
                if !id.contains("::SYNTHESIZED::"), let parent = relations.parent[id], names[parent] == nil,
                    let mixin = symbol.mixins[SymbolGraph.Symbol.Swift.Extension.mixinKey]
                        as? SymbolGraph.Symbol.Swift.Extension,
                    let kind = mixin.typeKind
                {
                    extendedKinds[parent] = kind.identifier
                }
                symbols[id] = self.symbol(
                    symbol, module: graph.module.name, relations: relations, names: names, comments: comments)
                let generics =
                    symbol.mixins[SymbolGraph.Symbol.Swift.Generics.mixinKey] as? SymbolGraph.Symbol.Swift.Generics
                ownConstraints[id] = Set((generics?.constraints ?? []).map(Self.constraint))
            }
        }
        // A member the graph relates to no type (a protocol extension's default implementation
        // is related to the requirement only) belongs to the symbol its path leads through. One
        // of another module's type belongs to that type's extended page (``ExtendedTypePages``).
        var byPath: [String: SymbolID] = [:]
        for symbol in symbols.values where symbol.kind.isType { byPath[symbol.module + "/" + symbol.path] = symbol.id }
        var pages = ExtendedTypePages(extended: extended, kinds: extendedKinds)
        var all = symbols.values.map { symbol -> APISymbol in
            var symbol = symbol
            if symbol.parentID == nil, symbol.pathComponents.count > 1 {
                symbol.parentID = byPath[symbol.module + "/" + symbol.pathComponents.dropLast().joined(separator: "/")]
            }
            symbol.constraints = Self.availabilityConstraints(
                of: symbol, parent: symbol.parentID.flatMap { symbols[$0.string] },
                parentConstraints: symbol.parentID.flatMap { ownConstraints[$0.string] } ?? [])
            // A member of another module's type belongs to that type's page in this module, as
            // DocC files it, the type documented here too or not (CasePaths extends CasePathsCore's).
            if let parent = symbol.parentID, symbols[parent.string]?.module != symbol.module {
                symbol.parentID = pages.page(
                    of: parent.string, extendedBy: symbol, fallback: relations.parentFallback[symbol.id.string])
            }
            return symbol
        }
        // A type extended with conformances alone has a page too, where its block says so.
        for (type, modulesExtending) in extended.modulesOfType {
            for module in modulesExtending.sorted() where modules.contains(module) {
                _ = pages.page(ofType: type, in: module, member: nil, fallback: nil)
            }
        }
        all += pages.symbols { Self.conformances(of: $0, relations: relations, names: names) }
        return APIReference(modules: modules, symbols: all)
    }

    /// Whether `id` is a member the compiler copied onto another module's type from another
    /// module's protocol (`Int.bigEndian` in a package that makes `Int` conform to its own
    /// protocol): DocC shows only what the package adds to such a type.
    private static func isForeignCopy(_ id: String, relations: Relations, names: [String: String]) -> Bool {
        guard id.contains("::SYNTHESIZED::"), let parent = relations.parent[id], names[parent] == nil,
            let origin = relations.origins[id]
        else { return false }
        return names[origin.identifier] == nil
    }

    /// The protocols `id` conforms to or refines, those every type has left out.
    private static func conformances(of id: String, relations: Relations, names: [String: String]) -> [RelatedSymbol] {
        (relations.conformances[id] ?? []).filter { !implicitProtocols.contains($0.fallback ?? "") }
            .map { related($0.target, fallback: $0.fallback, names: names) }
    }

    /// A related symbol, named as the graphs name it, else by the last part of its fallback.
    static func related(_ id: String, fallback: String?, names: [String: String]) -> RelatedSymbol {
        RelatedSymbol(
            id: SymbolID(id), name: names[id] ?? fallback.map { String($0.split(separator: ".").last ?? "") } ?? id)
    }

    /// What DocC's "Available when" shows of a member's extension constraints: not those of
    /// the type it extends, nor a protocol extension's `Self: ThatProtocol`.
    private static func availabilityConstraints(
        of symbol: APISymbol, parent: APISymbol?, parentConstraints: Set<GenericConstraint>
    ) -> [GenericConstraint] {
        symbol.constraints.filter { constraint in
            !parentConstraints.contains(constraint)
                && !(constraint.left == "Self" && constraint.kind == .conformance && constraint.right == parent?.name)
        }
    }

    private static func constraint(_ constraint: SymbolGraph.Symbol.Swift.GenericConstraint) -> GenericConstraint {
        let kind: GenericConstraint.Kind =
            switch constraint.kind {
            case .conformance: .conformance
            case .superclass: .superclass
            case .sameType: .sameType
            }
        return GenericConstraint(kind: kind, left: constraint.leftTypeName, right: constraint.rightTypeName)
    }

    private static func isPublic(_ symbol: SymbolGraph.Symbol) -> Bool {
        ["public", "open"].contains(symbol.accessLevel.rawValue)
            && !symbol.pathComponents.contains { $0.hasPrefix("_") }
    }

    private func symbol(
        _ symbol: SymbolGraph.Symbol, module: String, relations: Relations, names: [String: String],
        comments: [String: SymbolGraph.LineList]
    ) -> APISymbol {
        let id = symbol.identifier.precise
        let fragments =
            symbol.mixins[SymbolGraph.Symbol.DeclarationFragments.mixinKey] as? SymbolGraph.Symbol.DeclarationFragments
        let location = symbol.mixins[SymbolGraph.Symbol.Location.mixinKey] as? SymbolGraph.Symbol.Location
        let availability = symbol.mixins[SymbolGraph.Symbol.Availability.mixinKey] as? SymbolGraph.Symbol.Availability
        let extensionMixin =
            symbol.mixins[SymbolGraph.Symbol.Swift.Extension.mixinKey] as? SymbolGraph.Symbol.Swift.Extension
        func related(_ id: String, fallback: String?) -> RelatedSymbol {
            Self.related(id, fallback: fallback, names: names)
        }
        // A member the compiler copied from a protocol extension shows the comment of the
        // declaration it comes from when these graphs have it, as DocC does (its links are read
        // from there); one from another module (the standard library's) says where it comes from.
        let origin = id.contains("::SYNTHESIZED::") ? relations.origins[id] : nil
        let comment =
            origin.map { origin in
                comments[origin.identifier].map(docComment)
                    ?? DocComment(lines: [DocComment.Line(text: "Inherited from `\(origin.displayName)`.", start: nil)])
            } ?? symbol.docComment.map(docComment)
        var made = APISymbol(
            id: SymbolID(id),
            module: module,
            kind: APIKind(identifier: symbol.kind.identifier.identifier, displayName: symbol.kind.displayName),
            pathComponents: symbol.pathComponents,
            declaration: fragments.map { Self.tokens($0.declarationFragments) } ?? [],
            subHeading: Self.tokens(symbol.names.subHeading ?? []),
            docComment: comment,
            location: location.map { spot(uri: $0.uri, line: $0.position.line, character: $0.position.character) },
            parentID: relations.parent[id].map { SymbolID($0) },
            isRequirement: relations.requirements.contains(id),
            defaultImplementationOf: relations.defaultImplementationOf[id].map { SymbolID($0) },
            conformances: Self.conformances(of: id, relations: relations, names: names),
            superclass: relations.superclass[id].map { related($0.target, fallback: $0.fallback) },
            availability: availability?.availability.map(Self.note) ?? [],
            inheritedFrom: origin.map { RelatedSymbol(id: SymbolID($0.identifier), name: $0.displayName) }
        )
        made.constraints = (extensionMixin?.constraints ?? []).map(Self.constraint)
        if origin == nil, let fulfilled = relations.origins[id] {
            made.implements = RelatedSymbol(id: SymbolID(fulfilled.identifier), name: fulfilled.displayName)
        }
        return made
    }

    /// Protocols every type conforms to without saying so, which DocC does not list either.
    private static let implicitProtocols: Set<String> = [
        "Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype", "Swift.BitwiseCopyable",
    ]

    static func tokens(_ fragments: [SymbolGraph.Symbol.DeclarationFragments.Fragment]) -> [DeclarationToken] {
        fragments.map { fragment in
            let kind = DeclarationToken.Kind(rawValue: fragment.kind.rawValue) ?? .text
            return DeclarationToken(
                kind, fragment.spelling,
                typeID: kind == .typeIdentifier ? fragment.preciseIdentifier.map { SymbolID($0) } : nil)
        }
    }

    private func docComment(_ list: SymbolGraph.LineList) -> DocComment {
        DocComment(
            lines: list.lines.map { line in
                DocComment.Line(
                    text: line.text,
                    start: line.range.flatMap { range in
                        list.uri.map { spot(uri: $0, line: range.start.line, character: range.start.character) }
                    })
            })
    }

    /// A place from the graph's zero-based line and character in a `file://` URI.
    private func spot(uri: String, line: Int, character: Int) -> SourceLocation {
        var path = URL(string: uri)?.path ?? uri
        for root in [baseDirectory, SymbolGraphJSON.placeholderRoot] where path.hasPrefix(root + "/") {
            path = String(path.dropFirst(root.count + 1))
            break
        }
        return SourceLocation(file: path, line: line + 1, column: character + 1)
    }

    private static func note(_ item: SymbolGraph.Symbol.Availability.AvailabilityItem) -> AvailabilityNote {
        AvailabilityNote(
            platform: item.domain?.rawValue, introduced: item.introducedVersion.map(version),
            deprecated: item.deprecatedVersion.map(version),
            isDeprecated: item.isUnconditionallyDeprecated || item.deprecatedVersion != nil,
            message: item.message, renamed: item.renamed)
    }

    private static func version(_ version: SymbolGraph.SemanticVersion) -> String {
        "\(version.major).\(version.minor)" + (version.patch == 0 ? "" : ".\(version.patch)")
    }
}

/// The relationships of a set of graphs, by source symbol.
struct Relations {
    struct Target {
        var target: String
        var fallback: String?
    }

    var parent: [String: String] = [:]
    /// The name of each member's parent as the graph gives it (`Swift.Double`), for a parent no
    /// graph declares.
    var parentFallback: [String: String] = [:]
    var requirements: Set<String> = []
    var defaultImplementationOf: [String: String] = [:]
    var conformances: [String: [Target]] = [:]
    var superclass: [String: Target] = [:]
    /// Where each member that implements a protocol's requirement, or that a type gets from a
    /// protocol extension, comes from.
    var origins: [String: SymbolGraph.Relationship.SourceOrigin] = [:]

    mutating func add(_ relationship: SymbolGraph.Relationship) {
        let source = relationship.source
        let target = Target(target: relationship.target, fallback: relationship.targetFallback)
        switch relationship.kind {
        case .memberOf:
            if parent[source] == nil {
                parent[source] = relationship.target
                parentFallback[source] = relationship.targetFallback
            }
            if let origin = relationship.mixins[SymbolGraph.Relationship.SourceOrigin.mixinKey]
                as? SymbolGraph.Relationship.SourceOrigin
            {
                origins[source] = origin
            }
        case .requirementOf, .optionalRequirementOf:
            parent[source] = relationship.target
            requirements.insert(source)
        case .defaultImplementationOf:
            defaultImplementationOf[source] = relationship.target
        case .conformsTo:
            conformances[source, default: []].append(target)
        case .inheritsFrom:
            superclass[source] = target
        default:
            break
        }
    }
}
