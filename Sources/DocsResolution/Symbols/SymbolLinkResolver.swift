import DocsMarkup
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// Finds the symbol a ``` ``Symbol`` ``` link names, as DocC does: a path of components
/// (`Router/attachChild(_:)`), optionally led by the module (`napkin/Router`) and ended by a
/// suffix that picks one of several symbols with the same path: the kind (`-swift.method`,
/// `-method`) or the hash the page names show (`-3k2h1`).
///
/// In a doc comment, a path is looked up from the documented symbol outwards: its own members,
/// then its parent's, up to the module's top level.
struct SymbolLinkResolver: Sendable {
    let reference: APIReference
    let names: SymbolPageNames
    /// The symbols by module, then path.
    private let byPath: [String: [String: [APISymbol]]]
    /// Every path a link may use, for suggestions.
    private let allPaths: [String]
    /// The page of each module, which ``` ``Module`` ``` links lead to: its landing page when
    /// it has one, else the API reference's index.
    let modulePages: [ModuleName: PagePath]

    /// Creates a resolver; `modulePages` are the landing pages of modules that have one.
    init(reference: APIReference, names: SymbolPageNames, modulePages: [ModuleName: PagePath] = [:]) {
        self.reference = reference
        self.names = names
        self.modulePages = Dictionary(
            uniqueKeysWithValues: reference.modules.map(ModuleName.init).map {
                ($0, modulePages[$0] ?? SymbolPageNames.indexPath)
            })
        var byPath: [String: [String: [APISymbol]]] = [:]
        for symbol in reference.symbols {
            byPath[symbol.module, default: [:]][symbol.path, default: []].append(symbol)
            // DocC's paths lead through an extended module: ``Swift/Double/sin(_:)``.
            if let top = reference.ancestors(of: symbol).last, top.kind == .extendedModule {
                byPath[symbol.module, default: [:]][top.name + "/" + symbol.path, default: []].append(symbol)
            }
        }
        self.byPath = byPath
        allPaths = Array(Set(reference.symbols.map(\.path))).sorted()
    }

    /// Why a link names no single symbol.
    struct Problem: Error, Equatable {
        var message: String
        var hint: String
    }

    /// The name of the page of the symbol a `<doc:>` link names, if it names one: DocC reads
    /// `<doc:Router>` and `<doc:/documentation/napkin/Router>` as symbol links when no page has
    /// the name.
    func pageName(ofDocLink link: String, from scope: APISymbol?) -> PageName? {
        let path = link.hasPrefix("/documentation/") ? String(link.dropFirst("/documentation/".count)) : link
        guard case .success(let symbol) = resolve(path, from: scope) else { return nil }
        return names.names[symbol.id]
    }

    /// The documented module the folder holding `catalog` is named after
    /// (`Sources/CasePathsCore/Documentation.docc` → `CasePathsCore`), if it is one: the folder
    /// as written, whatever lies above it (a target at `Kit/` documents `Kit`), and none for a
    /// catalog at the top of the package.
    func documentedModule(of catalog: DocCCatalog) -> String? {
        let components = catalog.path.split(separator: "/")
        guard components.count > 1 else { return nil }
        let module = String(components[components.count - 2])
        return reference.modules.contains(module) ? module : nil
    }

    /// The page of the module `link` names (``` ``Logging`` ```, ``` ``/Logging`` ```), if it names one.
    func modulePage(_ link: String) -> PagePath? {
        modulePages[ModuleName(link.hasPrefix("/") ? String(link.dropFirst()) : link)]
    }

    /// The symbol `link` names, seen from the doc comment of `scope` (or from an article, `nil`,
    /// of the catalog of `module`, whose symbols a link names first, as in DocC's archive of it).
    func resolve(_ link: String, from scope: APISymbol? = nil, in module: String? = nil) -> Result<APISymbol, Problem> {
        var components = link.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // DocC reads ``Thing/`` as ``Thing``, and ``Thing-swift.struct/member`` as ``Thing/member``
        // when one `Thing` has members: a suffix on a component before the last names its kind
        // or hash (a `-` in a name is an operator's, which has parentheses).
        if components.count > 1, components.last == "" { components.removeLast() }
        for index in components.indices.dropLast() where !components[index].contains("(") {
            if let dash = components[index].firstIndex(of: "-"), dash > components[index].startIndex {
                components[index] = String(components[index][..<dash])
            }
        }
        var modules = reference.modules
        if let first = scope?.module ?? module { modules = [first] + modules.filter { $0 != first } }
        guard components.count > 1, reference.modules.contains(components[0]) else {
            return resolve(components, in: modules, from: scope, link: link)
        }
        var qualified = components
        var named = [qualified.removeFirst()]
        // ``Tracing/Instrumentation/InstrumentationSystem``: a module Tracing re-exports.
        if qualified.count > 1, qualified[0] != named[0], reference.modules.contains(qualified[0]) {
            named = [qualified.removeFirst()]
        }
        // ``SwiftSyntax/ExprSyntax/init(literal:)`` in SwiftSyntaxBuilder's doc comments: a
        // member it adds to the named module's type, which DocC files under that module.
        if let scope, scope.module != named[0] { named.append(scope.module) }
        let result = resolve(qualified, in: named, from: scope, link: link)
        // A type named as its module (``Tally/add(_:)`` of the type Tally in the module Tally) is
        // the path's first component as well.
        if case .failure = result, case .success(let symbol) = resolve(components, in: modules, from: scope, link: link)
        {
            return .success(symbol)
        }
        return result
    }

    /// The symbol at the path `components` (no module's name first) in the first of `modules`
    /// that has it, seen from `scope`; `link` as written, for the problem.
    private func resolve(_ components: [String], in modules: [String], from scope: APISymbol?, link: String)
        -> Result<APISymbol, Problem>
    {
        guard !components.contains(where: \.isEmpty) else {
            return .failure(
                Problem(
                    message: "'\(link)' is not a symbol path",
                    hint: "write a path such as ``Router`` or ``Router/attachChild(_:)``"))
        }
        let joined = components.joined(separator: "/")
        let isKnown = { (path: String) in modules.contains { byPath[$0]?[path] != nil } }
        // DocC's disambiguation by types: ``log(_:)-(String)``, ``make()->Logger``.
        let typed = isKnown(joined) ? nil : Self.splitSignature(joined)
        let signature = typed?.signature
        let (path, suffix) = typed.map { ($0.path, nil) } ?? Self.splitSuffix(joined, knownPaths: isKnown)
        for prefix in prefixes(from: scope) {
            let full = prefix.isEmpty ? path : prefix + "/" + path
            for module in modules {
                guard let candidates = byPath[module]?[full] else { continue }
                if let signature { return choose(candidates, signature: signature, path: path, link: link) }
                return choose(candidates, suffix: suffix, path: path, link: link)
            }
        }
        let suggestion =
            NameSuggestions.closest(to: path, in: allPaths)
            ?? NameSuggestions.closest(
                to: String(path.split(separator: "/").last ?? ""),
                in: allPaths.map { String($0.split(separator: "/").last ?? "") }
            )
            .flatMap { name in allPaths.first { $0.hasSuffix("/" + name) || $0 == name } }
            ?? Self.sameNameOtherLabels(as: path, in: allPaths)
        return .failure(
            Problem(
                message: "no symbol is named '\(link)'",
                hint: suggestion.map { "did you mean ``\($0)``?" }
                    ?? "write it in single backticks if it is code rather than a public symbol of \(reference.modules.joined(separator: " or "))"
            ))
    }

    /// A function or initialiser at `path` but for its argument labels (``Greeter/greet(name:)``
    /// for `greet(_:)`, too many edits from each other for a typo): the one there is, or the
    /// nearest of several.
    static func sameNameOtherLabels(as path: String, in paths: [String]) -> String? {
        guard let open = path.firstIndex(of: "(") else { return nil }
        let base = path[..<open] + "("
        return paths.filter { $0.hasPrefix(base) }
            .min { (NameSuggestions.editDistance(path, $0), $0) < (NameSuggestions.editDistance(path, $1), $1) }
    }

    /// The scopes a path is read in from `scope`'s doc comment: the symbol, its ancestors, the top level.
    private func prefixes(from scope: APISymbol?) -> [String] {
        guard let scope else { return [""] }
        return [scope.path] + reference.ancestors(of: scope).map(\.path) + [""]
    }

    /// One of the symbols at `path`: the one the suffix names (its kind, or DocC's hash of its
    /// identifier, which a link may carry even when nothing else has its path).
    private func choose(_ candidates: [APISymbol], suffix: String?, path: String, link: String) -> Result<
        APISymbol, Problem
    > {
        var matching = candidates
        if let suffix {
            matching = candidates.filter { symbol in
                SymbolPageNames.shortHash(symbol.id.string) == suffix || symbol.kind.identifier == suffix
                    || "swift." + symbol.kind.identifier == suffix
            }
        }
        if matching.count > 1 {
            // A requirement is what a link to a protocol member means; its default
            // implementations are reached through the requirement's page or their own suffix.
            let requirements = matching.filter { $0.defaultImplementationOf == nil }
            if requirements.count == 1 { matching = requirements }
        }
        if matching.count > 1 {
            // A member the type declares, rather than one it gets from a protocol extension
            // (`Complex.zero`, not `AdditiveArithmetic`'s `zero` the compiler copied onto it).
            let declared = matching.filter { $0.inheritedFrom == nil }
            if declared.count == 1 { matching = declared }
        }
        if matching.count == 1 { return .success(matching[0]) }
        let options = candidates.map { symbol in
            "``\(path)-\(SymbolPageNames.shortHash(symbol.id.string))`` (\(symbol.kind.displayName.lowercased()): \(symbol.declaration.text))"
        }
        if matching.isEmpty {
            return .failure(
                Problem(
                    message: "no symbol at '\(link)' matches the suffix '-\(suffix ?? "")'",
                    hint: "the symbols there are " + options.joined(separator: ", ")))
        }
        return .failure(
            Problem(
                message: "'\(link)' names \(matching.count) symbols",
                hint: "add a suffix to name one: " + options.joined(separator: ", ")))
    }

    /// The types a link names after a function's path (``log(_:)-(String,_)->Bool``): its
    /// parameters' (`_` for any) when it says them, and what it returns when it says that.
    struct LinkSignature: Equatable {
        var parameters: [String]?
        var returns: [String]?

        /// Whether `signature` has these types, `_` standing for any one.
        func matches(_ signature: TypeSignature) -> Bool {
            func same(_ wanted: [String]?, _ actual: [String]) -> Bool {
                guard let wanted else { return true }
                return wanted.count == actual.count && zip(wanted, actual).allSatisfy { $0 == "_" || $0 == $1 }
            }
            return
                (same(parameters, signature.parameters)
                || signature.parametersWithThrownErrors.map { same(parameters, $0) } == true)
                && same(returns, signature.returns)
        }
    }

    /// One of the symbols at `path` whose types are those `signature` names.
    private func choose(_ candidates: [APISymbol], signature: LinkSignature, path: String, link: String) -> Result<
        APISymbol, Problem
    > {
        let matching = candidates.filter { symbol in
            TypeSignature(declaration: symbol.declaration).map(signature.matches) ?? false
        }
        if matching.count == 1 { return .success(matching[0]) }
        let types = candidates.map { symbol in
            TypeSignature(declaration: symbol.declaration).map { signature in
                "-(" + signature.parameters.joined(separator: ",") + ")"
                    + (signature.returns.isEmpty
                        ? ""
                        : "->"
                            + (signature.returns.count == 1
                                ? signature.returns[0] : "(" + signature.returns.joined(separator: ",") + ")"))
            }
        }
        // Types that name more than the one symbol (overloads that differ in `async` alone, or in a
        // return type the spelling leaves out) are no suffix to offer: the hash is.
        let options = zip(candidates, types).map { symbol, types in
            let namesOne = types.flatMap { Self.splitSignature(path + $0) }.map { split in
                candidates.count { TypeSignature(declaration: $0.declaration).map(split.signature.matches) ?? false }
                    == 1
            }
            let suffix = namesOne == true ? types ?? "" : "-" + SymbolPageNames.shortHash(symbol.id.string)
            return "``\(path)\(suffix)`` (\(symbol.declaration.text))"
        }
        return .failure(
            Problem(
                message: matching.isEmpty
                    ? "no symbol at '\(link)' has the types it names"
                    : "'\(link)' names \(matching.count) symbols",
                hint: "the symbols there are " + options.joined(separator: ", ")))
    }

    /// `reduce(_:_:)-(Result,(Result,Element)->Result)->Result` → (`reduce(_:_:)`, its types): a
    /// function's path followed by `-(` or `->`; `nil` for any other path.
    static func splitSignature(_ path: String) -> (path: String, signature: LinkSignature)? {
        // The last component's argument labels: its first `(` and the `)` that closes it.
        let lastSlash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let open = path[lastSlash...].firstIndex(of: "("),
            let close = path[open...].firstIndex(of: ")")
        else { return nil }
        let base = String(path[...close])
        var rest = path[path.index(after: close)...]
        guard rest.hasPrefix("-(") || rest.hasPrefix("->") else { return nil }
        var signature = LinkSignature()
        if rest.hasPrefix("-(") {
            rest = rest.dropFirst()
            guard let list = Self.bracketed(rest) else { return nil }
            signature.parameters = list.isEmpty ? [] : Self.topLevelParts(list)
            rest = rest.dropFirst(list.count + 2)
        }
        if rest.hasPrefix("->") {
            let returned = rest.dropFirst(2)
            guard !returned.isEmpty else { return nil }
            if returned.hasPrefix("("), let list = Self.bracketed(returned), list.count + 2 == returned.count {
                signature.returns = list.isEmpty ? [] : Self.topLevelParts(list)
            } else {
                signature.returns = [String(returned)]
            }
            rest = ""
        }
        return rest.isEmpty ? (base, signature) : nil
    }

    /// What the parentheses at the start of `text` hold.
    private static func bracketed(_ text: Substring) -> Substring? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ">" where index > text.startIndex && text[text.index(before: index)] == "-":
                break  // The arrow of a closure's type.
            case ")", "]", ">":
                depth -= 1
                if depth == 0 { return text[text.index(after: text.startIndex)..<index] }
            default: break
            }
        }
        return nil
    }

    /// The parts of `text` between its commas outside brackets.
    private static func topLevelParts(_ text: Substring) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        var previous: Character?
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        return parts + [current]
    }

    /// `Router/load()-swift.method` → (`Router/load()`, `swift.method`). A `-` that is part of a
    /// known path (an operator such as `-(_:_:)`) is not a suffix.
    static func splitSuffix(_ path: String, knownPaths: (String) -> Bool) -> (path: String, suffix: String?) {
        guard !knownPaths(path), let dash = path.lastIndex(of: "-"), dash > path.startIndex else { return (path, nil) }
        let base = String(path[..<dash])
        let suffix = String(path[path.index(after: dash)...])
        guard !suffix.isEmpty, !suffix.contains("/"), !suffix.contains("(") else { return (path, nil) }
        return (base, suffix)
    }
}
