/// One line of a code block, tied to the Markdown line it was written on.
public struct CodeLine: Sendable, Equatable, Hashable {
    /// The line as the compiler sees it: a hidden line's `# ` marker is replaced by two spaces,
    /// so that columns stay those of the Markdown file.
    public var compiled: String
    /// Whether the line is setup the reader does not see (written `# code` or a lone `#`).
    public var isHidden: Bool
    /// The 1-based line of the Markdown file the line was written on.
    public var sourceLine: Int
    /// The columns a Markdown container (a list item, a quote, a `@Step`) took from the start
    /// of the line: put back as spaces when the line is compiled, so columns stay the file's.
    public var indentation: Int
    /// The file the line was written in when it is not the page: a DocC tutorial's `@Code`
    /// file, whose lines the compiler reports at their own file and line.
    public var sourceFile: String?

    /// Creates a line.
    public init(compiled: String, isHidden: Bool, sourceLine: Int, indentation: Int = 0, sourceFile: String? = nil) {
        self.compiled = compiled
        self.isHidden = isHidden
        self.sourceLine = sourceLine
        self.indentation = indentation
        self.sourceFile = sourceFile
    }

    /// Splits a block's code into lines, the first written on `firstLine`, and finds the hidden
    /// ones: a line whose first non-blank character is `#` followed by a space or nothing else
    /// (`#if` and `#expect` are Swift, not markers). Only Swift blocks have hidden lines: `# ` is a
    /// comment in a shell block, and a heading in a Markdown one.
    public static func lines(of code: String, firstLine: Int, indentation: Int = 0, hidesMarkedLines: Bool = true, sourceFile: String? = nil) -> [CodeLine] {
        // Read as an array of UTF-8 bytes, whose indices are plain integers: every line of every
        // code block of a site passes here.
        var bytes = Array(code.utf8)
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        guard !code.isEmpty else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated().map { offset, raw in
            var line = raw
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            let marker = line.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? line.endIndex
            let isHidden = hidesMarkedLines && marker < line.endIndex && line[marker] == UInt8(ascii: "#")
                && (marker + 1 == line.endIndex || line[marker + 1] == UInt8(ascii: " "))
            // A hidden line's `#` becomes a space, so its columns stay the Markdown file's.
            if isHidden { line[marker] = UInt8(ascii: " ") }
            return CodeLine(compiled: String(decoding: line, as: UTF8.self), isHidden: isHidden, sourceLine: firstLine + offset,
                            indentation: indentation, sourceFile: sourceFile)
        }
    }
}
