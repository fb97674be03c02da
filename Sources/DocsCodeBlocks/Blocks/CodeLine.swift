/// One line of a code block, tied to the Markdown line it was written on.
package struct CodeLine: Sendable, Equatable, Hashable {
    /// The line as the compiler sees it: a hidden line's `# ` marker is replaced by two spaces,
    /// so that columns stay those of the Markdown file.
    package var compiled: String
    /// Whether the line is setup the reader does not see (written `# code` or a lone `#`).
    package var isHidden: Bool
    /// The 1-based line of the Markdown file the line was written on.
    package var sourceLine: Int
    /// The columns a Markdown container (a list item, a quote, a `@Step`) took from the start
    /// of the line: put back as spaces when the line is compiled, so columns stay the file's.
    package var indentation: Int
    /// The file the line was written in when it is not the page: a DocC tutorial's `@Code`
    /// file, whose lines the compiler reports at their own file and line.
    package var sourceFile: String?

    /// Creates a line.
    package init(compiled: String, isHidden: Bool, sourceLine: Int, indentation: Int = 0, sourceFile: String? = nil) {
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
    package static func lines(
        of code: String, firstLine: Int, indentation: Int = 0, hidesMarkedLines: Bool = true, sourceFile: String? = nil
    ) -> [CodeLine] {
        guard !code.isEmpty else { return [] }
        // Read in place on the UTF-8 bytes, with the lines counted first so that their list is
        // made once: every line of every code block of a site passes here.
        var code = code
        return code.withUTF8 { bytes in
            var end = bytes.count
            if bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
            var lines: [CodeLine] = []
            lines.reserveCapacity(bytes[..<end].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
            var start = 0
            while true {
                var lineEnd = start
                while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                var textEnd = lineEnd
                if textEnd > start, bytes[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
                var marker = start
                while marker < textEnd, bytes[marker] == UInt8(ascii: " ") || bytes[marker] == UInt8(ascii: "\t") {
                    marker += 1
                }
                let isHidden =
                    hidesMarkedLines && marker < textEnd && bytes[marker] == UInt8(ascii: "#")
                    && (marker + 1 == textEnd || bytes[marker + 1] == UInt8(ascii: " "))
                let text: String
                if isHidden {
                    // A hidden line's `#` becomes a space, so its columns stay the Markdown file's.
                    var line = Array(bytes[start..<textEnd])
                    line[marker - start] = UInt8(ascii: " ")
                    text = String(decoding: line, as: UTF8.self)
                } else {
                    text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<textEnd]), as: UTF8.self)
                }
                lines.append(
                    CodeLine(
                        compiled: text, isHidden: isHidden, sourceLine: firstLine + lines.count,
                        indentation: indentation, sourceFile: sourceFile))
                guard lineEnd < end else { break }
                start = lineEnd + 1
            }
            return lines
        }
    }
}
