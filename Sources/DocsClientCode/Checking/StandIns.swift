import DocsCodeBlocks

/// Declarations for the names a page uses and never declares, compiled with a block that failed
/// for want of them only to learn what else in it fails: an error that remains on the package's
/// or the toolchain's API is drift the missing names hid. A block is never counted compiled
/// with stand-ins.
///
/// A name that is likely a value of one of the documented module's types (`meter` and `Meter`,
/// ``ModuleAPI/likelyType(ofValueNamed:)``) stands in as a value of that type, so that what the
/// block does with it is checked against the real API; any other name as a value of a type that
/// takes every member and every call (``typeName``).
struct StandIns: Sendable, Equatable {
    /// A name and the type it stands in as (`nil`: the type that takes anything).
    struct Value: Sendable, Equatable {
        var name: String
        var type: String?
    }

    /// The values: names written in lowercase.
    var values: [Value] = []
    /// The types: capitalized names, each an alias of the type that takes anything.
    var types: [String] = []

    /// The stand-ins for `names`, the names a block's page never declares; `nil` when none can
    /// stand in (a macro, an attribute).
    init?(for names: Set<String>, api: ModuleAPI, page: String) {
        let documentedType = page.split(separator: ".").first.map(String.init)
        for name in names.sorted() where name.first.map({ $0.isLetter || $0 == "_" }) == true {
            if name.first!.isUppercase {
                types.append(name)
            } else {
                let likely = api.likelyType(ofValueNamed: name, preferring: documentedType)
                values.append(
                    Value(name: name, type: likely.map { $0.shape == .protocol ? "any \($0.name)" : $0.name }))
            }
        }
        if values.isEmpty && types.isEmpty { return nil }
    }

    /// Every name that stands in for one the page never declares.
    var names: Set<String> { Set(values.map(\.name) + types) }

    /// The names whose stand-in takes anything: an error on a line that uses one says nothing
    /// of the API.
    var untypedNames: Set<String> { Set(values.filter { $0.type == nil }.map(\.name) + types) }

    /// The file-scope declarations, written after the file's imports.
    var declarations: [String] {
        var lines = Self.typeDeclaration
        lines += types.map { "fileprivate typealias \($0) = \(Self.typeName)" }
        lines += values.map { value in
            "fileprivate var \(value.name): \(value.type ?? Self.typeName) { get { fatalError() } set {} }"
        }
        return lines
    }

    /// How the error says the names of `used` were assumed: `with 'meter' assumed to be a Meter`.
    func assumption(of used: Set<String>) -> String {
        let parts =
            values.filter { used.contains($0.name) }.map { value in
                value.type.map {
                    "'\(value.name)' assumed to be a \($0.hasPrefix("any ") ? String($0.dropFirst(4)) : $0)"
                }
                    ?? "'\(value.name)' assumed"
            } + types.filter(used.contains).map { "'\($0)' assumed" }
        return "with " + parts.joined(separator: ", ")
    }

    /// The seconds the type checker may spend on one expression of a block compiled with
    /// stand-ins. Operators between values of the type that takes anything leave the solver
    /// every overload of each (a derivation in swift-numerics' doc comments, `a * (1/b) = …`,
    /// took 11 s); what it gives up on says nothing of the API (``saysNothingOfTheAPI(_:)``).
    static let expressionTimeLimit = 1

    /// The type that takes every member and every call, as its values are used in a block.
    static let typeName = "NapkinDocsStandIn"

    private static let typeDeclaration = [
        "@dynamicMemberLookup @dynamicCallable fileprivate struct \(typeName): Sendable {",
        "    init() {}",
        "    subscript(dynamicMember name: String) -> \(typeName) { get { self } nonmutating set {} }",
        "    func dynamicallyCall(withArguments arguments: [Any]) -> \(typeName) { self }",
        "    func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> \(typeName) { self }",
        "}",
    ]

    /// The errors of `diagnostics`, from a compilation with these stand-ins, that are drift: not
    /// a name still missing, nothing said of a stand-in that takes anything, nothing in an
    /// expression that uses one (`expressionText` gives the text of a diagnostic's expression on
    /// the page, ``expression(endingAt:of:)``), nothing off the page.
    func drift(in diagnostics: [CompilerDiagnostic], expressionText: (CompilerDiagnostic) -> String?)
        -> [CompilerDiagnostic]
    {
        let untyped = untypedNames
        return diagnostics.filter { diagnostic in
            guard diagnostic.kind == "error", ClientCheck.unresolvedName(in: diagnostic.message) == nil,
                !diagnostic.message.contains(Self.typeName), !Self.saysNothingOfTheAPI(diagnostic.message)
            else { return false }
            guard let text = expressionText(diagnostic) else { return false }
            return !Identifiers.all(in: text).contains(where: untyped.contains)
        }
    }

    /// The text of `line` (0-based) of `lines` with the lines above it that open a call or a
    /// literal it is part of (`HTTPServer(` above `configuration: …,`), ten at most.
    static func expression(endingAt line: Int, of lines: [String]) -> String {
        var start = line
        var depth = 0
        for index in stride(from: line - 1, through: max(0, line - 10), by: -1) {
            let text = lines[index]
            depth += text.filter { "([".contains($0) }.count - text.filter { ")]".contains($0) }.count
            if depth > 0 {
                start = index
                depth = 0
            }
        }
        return lines[start...line].joined(separator: "\n")
    }

    /// Messages that say only that the compiler could not work out a type: what a stand-in
    /// passed where a real type is wanted leaves behind.
    static func saysNothingOfTheAPI(_ message: String) -> Bool {
        [
            "could not be inferred", "ambiguous", "unable to infer", "cannot infer", "failed to produce diagnostic",
            "in reasonable time",
        ]
        .contains {
            message.contains($0)
        }
    }

}
