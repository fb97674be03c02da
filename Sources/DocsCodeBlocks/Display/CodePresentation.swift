import DocsMarkup
import DocsSupport

/// How a page shows one code block: the label above it, the lines the reader sees, what changed
/// since the file's previous version, and a note under it.
package struct CodePresentation: Sendable, Equatable {
    /// What the block is, for styling.
    package enum Kind: String, Sendable, Equatable {
        /// Compiled code.
        case code
        /// Compiled test code.
        case test
        /// Code that must fail to compile.
        case expectedFailure = "expected-failure"
        /// Code that is shown and not compiled.
        case shownOnly = "shown-only"
        /// What a function prints.
        case output
        /// Any other block.
        case plain
    }

    /// What the block is.
    package var kind: Kind
    /// The label above the code (`LoginRouter.swift`, `Output of printTree()`), if any.
    package var label: String?
    /// The code shown, hidden lines left out.
    package var shownText: String
    /// For a block that replaces its file: the previous version's shown code.
    package var previousText: String?
    /// For a block that replaces its file: the lines of both versions merged, indices into the
    /// lines of ``previousText`` for removed lines and of ``shownText`` for the others.
    package var diff: [DiffLine]?
    /// The note under the code: the expected error, or why the block is not compiled.
    package var note: String?
    /// For Swift code (compiled, test, expected to fail, shown only): what the last
    /// `napkin-docs check` recorded of it, `nil` when no check saw it as it is.
    package var outcome: BlockCheckOutcome?
    /// Whether the block is Swift code, whose check the page reports (not an output or another
    /// language).
    package var isSwiftCode = false
    /// For code written on the page itself, where each shown line was written: what links the
    /// compiler's uses of symbols, found at Markdown lines and columns, to the shown text.
    package var lineSources: [LineSource] = []

    /// The Markdown line a shown line was written on, and the columns of it before the shown text
    /// (a list item's or step's indentation, and what the hidden lines' removal took off).
    package struct LineSource: Sendable, Equatable {
        /// The line of the Markdown file, from 1.
        package var line: Int
        /// The columns before the shown text.
        package var shift: Int

        /// Creates a line's source.
        package init(line: Int, shift: Int) {
            self.line = line
            self.shift = shift
        }
    }

    /// Creates a presentation.
    package init(
        kind: Kind, label: String? = nil, shownText: String, previousText: String? = nil, diff: [DiffLine]? = nil,
        note: String? = nil
    ) {
        self.kind = kind
        self.label = label
        self.shownText = shownText
        self.previousText = previousText
        self.diff = diff
        self.note = note
    }

    /// The lines without the indentation they all share (what is left of a block whose hidden
    /// lines wrapped the shown ones in a function); blank lines do not count.
    static func dedented(_ lines: [String]) -> [String] {
        let common = commonIndentation(lines)
        guard common > 0 else { return lines }
        return lines.map { String($0.dropFirst(min(common, $0.prefix { $0 == " " }.count))) }
    }

    /// The indentation all of `lines` share, blank lines aside.
    static func commonIndentation(_ lines: [String]) -> Int {
        lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    }

    /// Where the shown lines of `block` were written, for one written on its page.
    static func lineSources(of block: CodeBlock, change: FileChange?) -> [LineSource] {
        guard block.sourceFile == nil else { return [] }
        // Shown as written, one line of the page after the other.
        if block.lines.isEmpty, let start = block.writtenStart {
            let count = 1 + block.writtenCode.utf8Count(of: UInt8(ascii: "\n"))
            return (0..<count).map { LineSource(line: start.line + $0, shift: start.indentation) }
        }
        let shown = block.shownLines
        // Only lines shown without their file's previous version lose the indentation they share.
        let dedent =
            showsLines(of: block, change: change) && change?.previous == nil
            ? commonIndentation(shown.map(\.compiled)) : 0
        return shown.map { LineSource(line: $0.sourceLine, shift: $0.indentation + dedent) }
    }

    /// The presentation of every code block of a page, by the location of its fence.
    package static func presentations(of page: PageCode) -> [SourceLocation: CodePresentation] {
        var result: [SourceLocation: CodePresentation] = [:]
        for (index, block) in page.blocks.enumerated() {
            var presentation = presentation(of: block, change: page.files.changes[index])
            presentation.isSwiftCode =
                block.language == "swift" && [.code, .test, .expectedFailure, .shownOnly].contains(presentation.kind)
            presentation.outcome = page.outcomes[index]
            if presentation.isSwiftCode, [.code, .test].contains(presentation.kind) {
                presentation.lineSources = lineSources(of: block, change: page.files.changes[index])
            }
            result[block.location] = presentation
        }
        return result
    }

    /// Whether the page shows `block` from its lines, a difference from the file's previous
    /// version or fewer lines than it has (hidden ones), rather than as it is written. Most
    /// blocks hide nothing: they show their code as written, with no lines to split and join.
    static func showsLines(of block: CodeBlock, change: FileChange?) -> Bool {
        change?.previous != nil || block.lines.contains(where: \.isHidden)
    }

    static func presentation(of block: CodeBlock, change: FileChange?) -> CodePresentation {
        guard showsLines(of: block, change: change) else {
            return presentation(of: block, change: change, shown: block.writtenCode)
        }
        guard let previous = change?.previous else {
            return presentation(
                of: block, change: change, shown: dedented(block.shownLines.map(\.compiled)).joined(separator: "\n"))
        }
        let (old, new) = (previous.filter { !$0.isHidden }.map(\.compiled), block.shownLines.map(\.compiled))
        var presentation = presentation(of: block, change: change, shown: new.joined(separator: "\n"))
        presentation.previousText = old.joined(separator: "\n")
        presentation.diff = LineDiff.lines(from: old, to: new)
        return presentation
    }

    private static func presentation(of block: CodeBlock, change: FileChange?, shown: String) -> CodePresentation {
        switch block.role {
        case .code(let placement):
            var presentation = CodePresentation(kind: placement.isTest ? .test : .code, label: nil, shownText: shown)
            let name = change.flatMap { $0.isNamed ? $0.file.name : nil }
            switch (name, change?.mode) {
            case (let name?, .continue?): presentation.label = "\(name), continued"
            case (let name?, .replace?): presentation.label = "\(name), changed"
            case (let name?, _): presentation.label = name
            case (nil, _): presentation.label = placement.isTest ? "Test" : "Swift"
            }
            return presentation
        case .expectedFailure(let message):
            return CodePresentation(
                kind: .expectedFailure, label: "Swift, does not compile", shownText: shown, note: message)
        case .shownOnly(let reason):
            return CodePresentation(kind: .shownOnly, label: "Swift, not compiled", shownText: shown, note: reason)
        case .output(let function):
            return CodePresentation(kind: .output, label: "Output of \(function)()", shownText: shown)
        case .plain:
            return CodePresentation(kind: .plain, label: block.language, shownText: shown)
        }
    }
}

extension CodePresentation {
    /// The state of a Swift block as its label says it, in a word or two; `nil` where the label
    /// says it already (`Swift, not compiled`).
    package var checkState: String? {
        guard isSwiftCode else { return nil }
        switch (kind, outcome) {
        case (.shownOnly, _): return nil
        case (.expectedFailure, .failedAsExpected?): return "checked"
        case (.expectedFailure, .failed?): return "did not fail as it must"
        case (_, .compiled?), (_, .failedAsExpected?): return "compiled"
        case (_, .failed?): return "did not compile"
        case (_, .fragment?): return "excerpt, not compiled"
        case (_, .typeCheckedOnly?): return "type-checked only"
        case (_, .needsContext?): return "needs context, not compiled"
        case (_, .needsPlatform?): return "needs macOS or iOS, not compiled"
        case (_, .otherRelease?): return "another release's API"
        case (_, .restatesAPI(_, let differences)?):
            return differences.isEmpty ? "restates the API" : "differs from the API"
        case (_, .shownOnly?), (_, .needsModule?): return "not compiled"
        case (_, nil): return "not checked"
        }
    }

    /// The note under a Swift block: why it is not compiled, what it must fail with, or what
    /// the compiler said; `nil` when there is nothing to add to the label.
    package var checkNote: (lead: String, text: String)? {
        switch outcome {
        case .failed(let message)?: return ("error: ", message)
        case .fragment(let reason)?: return ("Not compiled: ", "it " + reason + ".")
        case .needsModule(let module)?:
            return ("Not compiled: ", "it imports \(module), which this package does not build.")
        case .shownOnly(let reason)?: return ("Not compiled: ", reason)
        case .typeCheckedOnly(let reason)?: return ("Type-checked only: ", reason + ".")
        case .needsContext(let names)?:
            return ("Not compiled: ", "it uses \(Self.list(names)), which the page never declares.")
        case .otherRelease(let reason)?: return ("Does not compile against this release: ", reason + ".")
        case .needsPlatform(let names)?:
            return ("Not compiled: ", "it uses \(Self.list(names)), which only Apple's platforms have.")
        case .restatesAPI(let names, let differences)?:
            guard differences.isEmpty else { return ("error: ", differences.joined(separator: "; ")) }
            return ("Not compiled: ", "it restates \(Self.list(names)) as the module declares it.")
        case .compiled?, .failedAsExpected?, nil:
            switch kind {
            case .expectedFailure: return ("error: ", note ?? "")
            case .shownOnly: return ("Not compiled: ", note ?? "")
            case .code, .test, .output, .plain: return nil
            }
        }
    }
}

extension CodePresentation {
    /// `names` as a note lists them: `'meter', 'counter'`.
    static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
