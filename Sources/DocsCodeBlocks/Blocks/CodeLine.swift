/// One line of a code block, tied to the Markdown line it was written on.
public struct CodeLine: Sendable, Equatable, Hashable {
    /// The line as the compiler sees it: a hidden line's `# ` marker is replaced by two spaces,
    /// so that columns stay those of the Markdown file.
    public var compiled: String
    /// Whether the line is setup the reader does not see (written `# code` or a lone `#`).
    public var isHidden: Bool
    /// The 1-based line of the Markdown file the line was written on.
    public var sourceLine: Int

    /// Creates a line.
    public init(compiled: String, isHidden: Bool, sourceLine: Int) {
        self.compiled = compiled
        self.isHidden = isHidden
        self.sourceLine = sourceLine
    }

    /// Splits a block's code into lines, the first written on `firstLine`, and finds the hidden
    /// ones: a line whose first non-blank character is `#` followed by a space or nothing else
    /// (`#if` and `#expect` are Swift, not markers). Only Swift blocks have hidden lines: `# ` is a
    /// comment in a shell block, and a heading in a Markdown one.
    public static func lines(of code: String, firstLine: Int, hidesMarkedLines: Bool = true) -> [CodeLine] {
        var text = Substring(code)
        if text.hasSuffix("\n") { text = text.dropLast() }
        guard !code.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, raw in
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indentation.count)
            let isHidden = hidesMarkedLines && (rest == "#" || rest.hasPrefix("# "))
            if isHidden {
                line = indentation + " " + rest.dropFirst()
            }
            return CodeLine(compiled: line, isHidden: isHidden, sourceLine: firstLine + offset)
        }
    }
}
