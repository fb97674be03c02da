import DocsCodeBlocks
import DocsMarkup

/// What the check does with one code block of a page, decided before anything is compiled.
package enum BlockPlan: Sendable, Equatable {
    /// Not Swift code (another language, an expected output): not counted.
    case notSwift
    /// Not compiled, and why: a fragment, a block shown only, one that is not valid Swift. A
    /// fragment that only leaves code out still declares what later blocks use (`struct Average`
    /// with its bodies elided): its `declarations`, the code left out filled with `fatalError()`,
    /// are part of their context, and never checked.
    case settled(BlockCheckOutcome, problem: Diagnostic?, declarations: Declarations? = nil)
    /// Compiled after the page's earlier blocks.
    case compile(BlockSyntax)
    /// Compiled after the page's earlier blocks, and must fail with this message.
    case expectFailure(message: String, BlockSyntax)

    /// The plan for `block`.
    package static func of(_ block: CodeBlock) -> BlockPlan {
        guard block.language == "swift" else { return .notSwift }
        switch block.role {
        case .output, .plain:
            return .notSwift
        case .shownOnly(let reason):
            return .settled(.shownOnly(reason), problem: nil)
        case .expectedFailure(let message):
            return .expectFailure(message: message, BlockSyntax(lines: block.lines.map(\.compiled)))
        case .code:
            let syntax = BlockSyntax(lines: block.lines.map(\.compiled))
            if let reason = shownOnlyReason(syntax) {
                return .settled(.shownOnly(reason), problem: nil)
            }
            if let fragment = syntax.fragment {
                return .settled(
                    .fragment(fragment.description), problem: nil,
                    declarations: fragment == .elided ? Declarations(filling: block.lines) : nil)
            }
            if let error = syntax.syntaxError {
                let message = "the block is not valid Swift"
                let location = SourceLocation(block: block, at: error)
                return .settled(
                    .failed(message),
                    problem: Diagnostic(
                        id: .compileError, at: location, message,
                        hint:
                            "fix the code, or give the fence the block's language if it is not Swift (```console, ```text)"
                    ))
            }
            return .compile(syntax)
        }
    }

    /// Why a block that is valid Swift cannot be compiled here: it imports a framework only
    /// Apple's platforms have, or it is a package manifest, which SwiftPM compiles.
    private static func shownOnlyReason(_ syntax: BlockSyntax) -> String? {
        if let framework = syntax.imports.first(where: AppleOnlyFrameworks.names.contains) {
            return "Imports \(framework), which exists on Apple platforms only."
        }
        let declaresPackage = syntax.items.contains {
            $0.declaredNames.contains("package") && $0.usedNames.contains("Package")
        }
        if syntax.imports.contains("PackageDescription") || declaresPackage {
            return "A package manifest, which SwiftPM itself compiles."
        }
        return nil
    }
}

/// The declarations of a fragment that leaves code out, with the code left out filled in.
package struct Declarations: Sendable, Equatable {
    /// The filled lines.
    package var lines: [CodeLine]
    /// Their syntax.
    package var syntax: BlockSyntax

    /// The lines with every `...` or `…` that stands for code (alone on its line, or alone
    /// between braces) made `fatalError()`; `nil` when that does not make them valid Swift.
    init?(filling lines: [CodeLine]) {
        self.lines = lines.map { line in
            var filled = line
            let trimmed = line.compiled.trimmingCharacters(in: .whitespaces)
            if trimmed == "..." || trimmed == "…" {
                filled.compiled = String(line.compiled.prefix { $0 == " " }) + "fatalError()"
            } else {
                // A type's body left out is an empty body; a function's, a call that never returns.
                if Self.declaresType(line.compiled) {
                    for elision in ["{ ... }", "{ … }", "{...}"] {
                        filled.compiled = filled.compiled.replacingOccurrences(of: elision, with: "{}")
                    }
                }
                for (elision, code) in [
                    ("{ ... }", "{ fatalError() }"), ("{ … }", "{ fatalError() }"), ("{...}", "{ fatalError() }"),
                    ("(...)", "(fatalError())"), (", ...)", ", fatalError())"), ("(..., ", "(fatalError(), "),
                ] {
                    filled.compiled = filled.compiled.replacingOccurrences(of: elision, with: code)
                }
            }
            return filled
        }
        syntax = BlockSyntax(lines: self.lines.map(\.compiled))
        // Valid Swift, left out code or not (a comment of dots still says some is left out).
        guard syntax.isValidSwift, syntax.fragment == nil || syntax.fragment == .elided else { return nil }
    }

    /// Whether `line` declares a type (`public struct Context: Sendable { ... }`): a word before
    /// its first brace is a type's keyword.
    private static func declaresType(_ line: String) -> Bool {
        let head = line.prefix { $0 != "{" }
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "extension"]
        return head.split(whereSeparator: { $0 == " " || $0 == "\t" }).contains(where: keywords.contains)
    }
}

extension SourceLocation {
    /// The place in the page of `position` in `block`'s code.
    init(block: CodeBlock, at position: BlockPosition) {
        let line = block.lines.indices.contains(position.line - 1) ? block.lines[position.line - 1] : nil
        self.init(
            file: line?.sourceFile ?? block.location.file, line: line?.sourceLine ?? block.location.line,
            column: (line?.indentation ?? 0) + position.column)
    }
}
