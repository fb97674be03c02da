/// The arguments of one directive, checked against its ``DirectiveSpec``: known labels, each
/// once, the required ones there, and values from the allowed ones (matched in any letter
/// case, kept in DocC's spelling).
struct DirectiveArguments {
    /// The arguments that passed, by label; the unnamed one under `""`.
    private var values: [String: DirectiveArgument] = [:]
    /// Every problem, as malformed-argument diagnostics.
    private(set) var problems: [(location: SourceLocation, message: String)] = []
    /// The arguments given that the site leaves aside, with why.
    private(set) var ignored: [(argument: DirectiveArgument, reason: String)] = []

    /// Checks `node`'s arguments against `spec`.
    init(of node: DirectiveNode, spec: DirectiveSpec) {
        let start = node.argumentsLocation ?? node.location
        if spec.arguments.isEmpty {
            // Empty brackets (`@TechnologyRoot()`) are no arguments, as DocC reads them.
            if !node.arguments.isEmpty { problems.append((start, "it takes none")) }
            return
        }
        for argument in node.arguments {
            let key = argument.label ?? ""
            guard let expected = spec.arguments.first(where: { ($0.label ?? "") == key }) else {
                let name = argument.label.map { "`\($0):`" } ?? "unnamed value"
                let known = spec.arguments.map { $0.label.map { "`\($0):`" } ?? "an unnamed value" }.joined(
                    separator: ", ")
                problems.append((argument.location, "it takes no \(name); it takes \(known)"))
                continue
            }
            guard values[key] == nil else {
                problems.append(
                    (argument.location, "\(argument.label.map { "`\($0):`" } ?? "the unnamed value") is given twice"))
                continue
            }
            var checked = argument
            if let allowed = expected.values {
                guard let match = allowed.first(where: { $0.lowercased() == argument.value.lowercased() }) else {
                    let label = argument.label.map { " for `\($0):`" } ?? ""
                    problems.append(
                        (
                            argument.location,
                            "`\(argument.value)` is not a value\(label); it is one of \(allowed.joined(separator: ", "))"
                        ))
                    continue
                }
                checked.value = match
            }
            values[key] = checked
            if let reason = expected.ignoredBecause { ignored.append((checked, reason)) }
        }
        for argument in spec.arguments
        where argument.isRequired && (values[argument.label ?? ""]?.value.isEmpty ?? true) {
            let known = node.arguments.contains { ($0.label ?? "") == (argument.label ?? "") }
            guard !known || values[argument.label ?? ""] != nil else { continue }  // Already reported.
            problems.append((start, argument.label.map { "it needs `\($0):`" } ?? "it expects one unnamed value"))
        }
    }

    /// The value of the argument labelled `label` (`nil` for the unnamed one), if it was given
    /// and passed.
    subscript(label: String?) -> String? {
        values[label ?? ""]?.value
    }

    /// Where the argument labelled `label` is written.
    func location(of label: String?) -> SourceLocation? {
        values[label ?? ""]?.location
    }
}
