import DocsMarkup

/// How a page shows one code block: the label above it, the lines the reader sees, what changed
/// since the file's previous version, and a note under it.
public struct CodePresentation: Sendable, Equatable {
    /// What the block is, for styling.
    public enum Kind: String, Sendable, Equatable {
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
    public var kind: Kind
    /// The label above the code (`LoginRouter.swift`, `Output of printTree()`), if any.
    public var label: String?
    /// The lines shown, hidden lines left out.
    public var shownLines: [String]
    /// For a block that replaces its file: the previous version's shown lines, and the listing
    /// that merges both (indices into ``previousLines`` for removed lines, ``shownLines`` otherwise).
    public var previousLines: [String]?
    /// The merged listing of a replacement.
    public var diff: [DiffLine]?
    /// The note under the code: the expected error, or why the block is not compiled.
    public var note: String?

    /// Creates a presentation.
    public init(kind: Kind, label: String? = nil, shownLines: [String], previousLines: [String]? = nil, diff: [DiffLine]? = nil, note: String? = nil) {
        self.kind = kind
        self.label = label
        self.shownLines = shownLines
        self.previousLines = previousLines
        self.diff = diff
        self.note = note
    }

    /// The lines without the indentation they all share (what is left of a block whose hidden
    /// lines wrapped the shown ones in a function); blank lines do not count.
    static func dedented(_ lines: [String]) -> [String] {
        let widths = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        guard let common = widths.min(), common > 0 else { return lines }
        return lines.map { String($0.dropFirst(min(common, $0.prefix { $0 == " " }.count))) }
    }

    /// The presentation of every code block of a page, by the location of its fence.
    public static func presentations(of page: PageCode) -> [SourceLocation: CodePresentation] {
        var result: [SourceLocation: CodePresentation] = [:]
        for (index, block) in page.blocks.enumerated() {
            result[block.location] = presentation(of: block, change: page.files.changes[index])
        }
        return result
    }

    static func presentation(of block: CodeBlock, change: FileChange?) -> CodePresentation {
        var shown = block.shownLines.map(\.compiled)
        if change?.previous == nil, block.lines.contains(where: \.isHidden) { shown = dedented(shown) }
        switch block.role {
        case .code(let placement):
            var presentation = CodePresentation(kind: placement.isTest ? .test : .code, label: nil, shownLines: shown)
            let name = change.flatMap { $0.isNamed ? $0.file.name : nil }
            switch (name, change?.mode) {
            case (let name?, .continue?): presentation.label = "\(name), continued"
            case (let name?, .replace?): presentation.label = "\(name), changed"
            case (let name?, _): presentation.label = name
            case (nil, _): presentation.label = placement.isTest ? "Test" : "Swift"
            }
            if let previous = change?.previous?.filter({ !$0.isHidden }).map(\.compiled) {
                presentation.previousLines = previous
                presentation.diff = LineDiff.lines(from: previous, to: shown)
            }
            return presentation
        case .expectedFailure(let message):
            return CodePresentation(kind: .expectedFailure, label: "Swift, does not compile", shownLines: shown, note: message)
        case .shownOnly(let reason):
            return CodePresentation(kind: .shownOnly, label: "Swift, not compiled", shownLines: shown, note: reason)
        case .output(let function):
            return CodePresentation(kind: .output, label: "Output of \(function)()", shownLines: shown)
        case .plain:
            return CodePresentation(kind: .plain, label: block.language.map { $0 == "swift" ? "Swift" : $0 }, shownLines: shown)
        }
    }
}
