import DocsMarkup

/// Reads what a code block is from its info string, and reports every misuse of the syntax at
/// the word that is wrong.
struct BlockRoleReader {
    /// Finds the column of a word in the fence's source line.
    var locator: FenceLocator

    /// The role of a block whose info string is `info`, with the problems found in it.
    func role(of info: InfoString, at fence: SourceLocation) -> (BlockRole, [Diagnostic]) {
        var reading = Reading(locator: locator, fence: fence)
        if let unclosed = info.unclosedQuote {
            reading.error(
                unclosed, "the quoted value of '\(unclosed.name)' has no closing quote", hint: "end it with \"")
        }
        let seen = reading.attributes(of: info)
        let role: BlockRole
        if let output = seen[.output] {
            role = reading.outputRole(output, among: seen)
        } else if info.language != "swift" {
            role = .plain
        } else if let exclusive = reading.exclusiveRole(seen) {
            role = exclusive
        } else {
            role = .code(reading.placement(seen))
        }
        return (role, reading.diagnostics)
    }

    /// One info string being read: the problems found so far.
    private struct Reading {
        let locator: FenceLocator
        let fence: SourceLocation
        var diagnostics: [Diagnostic] = []

        mutating func error(_ attribute: InfoAttribute?, _ message: String, hint: String? = nil) {
            diagnostics.append(
                Diagnostic(
                    id: .blockAttributes, at: locator.location(of: attribute, onFenceAt: fence), message, hint: hint))
        }

        /// The attributes that are the extractor's, each once and with a value where it takes one.
        mutating func attributes(of info: InfoString) -> [BlockAttributeName: InfoAttribute] {
            var seen: [BlockAttributeName: InfoAttribute] = [:]
            for attribute in info.attributes {
                guard let name = BlockAttributeName(rawValue: attribute.name) else {
                    // Only Swift blocks and output blocks are the extractor's; other languages keep their words.
                    if info.language == "swift" {
                        error(
                            attribute, "unknown code block attribute '\(attribute.name)'",
                            hint: "a Swift block's info string takes: "
                                + BlockAttributeName.allCases.map(\.spelling).joined(separator: ", "))
                    }
                    continue
                }
                if info.language != "swift", name != .output {
                    continue
                }
                if seen[name] != nil {
                    error(attribute, "'\(name.rawValue)' is given twice")
                    continue
                }
                if name.takesValue, (attribute.value ?? "").isEmpty {
                    error(attribute, "'\(name.rawValue)' needs a value", hint: "write \(name.spelling)")
                    continue
                }
                if !name.takesValue, attribute.value != nil {
                    error(attribute, "'\(name.rawValue)' takes no value", hint: "write it alone: \(name.rawValue)")
                    continue
                }
                seen[name] = attribute
            }
            return seen
        }

        /// The role of a block marked `output=function`.
        mutating func outputRole(_ output: InfoAttribute, among seen: [BlockAttributeName: InfoAttribute]) -> BlockRole
        {
            if seen.count > 1 { error(output, "an output block takes no other attribute") }
            guard let function = output.value, !function.hasPrefix("."), !function.hasSuffix("."),
                function.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            else {
                error(
                    output, "'output' names a function without arguments",
                    hint: "write output=printTree for `printTree()`, or output=App.run for a static `run()`")
                return .plain
            }
            return .output(function: function)
        }

        /// The role of a Swift block that is shown only or an expected failure, which join no
        /// file; `nil` for compiled code.
        mutating func exclusiveRole(_ seen: [BlockAttributeName: InfoAttribute]) -> BlockRole? {
            let exclusive: [BlockAttributeName] = [.ignore, .appleOnly, .compileError]
            let kinds = exclusive.filter { seen[$0] != nil }
            if kinds.count > 1 {
                error(
                    seen[kinds[1]], "'\(kinds[0].rawValue)' and '\(kinds[1].rawValue)' cannot both describe one block")
            }
            guard let kind = kinds.first else { return nil }
            for other in [BlockAttributeName.file, .continue, .replace, .test] {
                if let attribute = seen[other] {
                    error(
                        attribute, "'\(other.rawValue)' has no meaning on a block marked '\(kind.rawValue)'",
                        hint: kind == .compileError
                            ? "an expected failure is checked on its own and joins no file"
                            : "a block that is not compiled joins no file")
                }
            }
            switch kind {
            case .compileError: return .expectedFailure(message: seen[.compileError]?.value ?? "")
            case .ignore: return .shownOnly(reason: seen[.ignore]?.value ?? "")
            default: return .shownOnly(reason: BlockAttributeName.appleOnlyReason)
            }
        }

        /// Where compiled code goes: its file, whether it is test code, and how it joins the file.
        mutating func placement(_ seen: [BlockAttributeName: InfoAttribute]) -> BlockRole.Placement {
            var placement = BlockRole.Placement(file: seen[.file]?.value, isTest: seen[.test] != nil)
            if let file = placement.file, !FileNames.isValid(file) {
                error(
                    seen[.file], "'\(file)' is not a Swift file name",
                    hint: "name a file in the target's folder, ending in .swift: file=LoginRouter.swift")
                placement.file = nil
            }
            switch (seen[.continue], seen[.replace]) {
            case (_?, let replaced?):
                error(
                    replaced, "'continue' and 'replace' cannot both describe one block",
                    hint: "'continue' adds to the file; 'replace' gives its new version")
            case (let continued?, nil):
                if placement.file == nil {
                    error(
                        continued, "'continue' needs the file it continues",
                        hint:
                            "write file=Name.swift continue; a block without file= already adds to the page's own file")
                } else {
                    placement.mode = .continue
                }
            case (nil, let replaced?):
                if placement.file == nil {
                    error(replaced, "'replace' needs the file it replaces", hint: "write file=Name.swift replace")
                } else {
                    placement.mode = .replace
                }
            case (nil, nil):
                break
            }
            return placement
        }
    }
}

extension BlockAttributeName {
    /// How the attribute is written, with a placeholder for its value.
    var spelling: String {
        switch self {
        case .file: "file=Name.swift"
        case .compileError: "compile-error=\"message\""
        case .ignore: "ignore=\"reason\""
        case .output: "output=function"
        case .continue, .replace, .test, .appleOnly: rawValue
        }
    }
}

/// Which names `file=` accepts.
enum FileNames {
    /// A plain file name ending in `.swift`: no folders, no blanks, not hidden.
    static func isValid(_ name: String) -> Bool {
        name.hasSuffix(".swift") && name.count > 6 && !name.hasPrefix(".")
            && !name.contains { $0 == "/" || $0 == "\\" || $0.isWhitespace }
    }
}
