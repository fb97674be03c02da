/// Writes extracted lines as Swift source whose every line is mapped back to the Markdown by
/// `#sourceLocation`, so the compiler reports `Page.md:LINE:COLUMN` for any of them (a line of a
/// tutorial's `@Code` file, at that file's own line).
///
/// Each line carries its own line number; a `#sourceLocation` directive is written wherever the
/// next line is not the one after the previous, so no line arithmetic can drift.
package struct SwiftSourceWriter {
    /// The text written so far.
    package private(set) var text = ""
    /// How many lines ``text`` holds (each written line ends with a line break).
    package private(set) var lineCount = 0
    /// The Markdown path, as a Swift string literal.
    private let fileLiteral: String
    /// The Markdown line the next written line is mapped to, when the mapping is on.
    private var nextMappedLine: Int?
    /// The `@Code` file the mapping is in, `nil` for the Markdown file.
    private var mappedFile: String?

    /// A writer for lines of the Markdown file at `markdownPath`.
    package init(markdownPath: String) {
        fileLiteral = SwiftLiteral.string(markdownPath)
    }

    /// Writes generated lines (one, or several joined by line breaks) that belong to no Markdown line.
    package mutating func writeGenerated(_ line: String) {
        endMapping()
        append(line + "\n")
    }

    /// Writes code lines at their Markdown lines and columns.
    package mutating func write(_ lines: [CodeLine]) {
        for line in lines {
            if nextMappedLine != line.sourceLine || mappedFile != line.sourceFile {
                let file = line.sourceFile.map(SwiftLiteral.string) ?? fileLiteral
                append("#sourceLocation(file: \(file), line: \(line.sourceLine))\n")
                mappedFile = line.sourceFile
            }
            append(
                (line.compiled.isEmpty ? "" : String(repeating: " ", count: line.indentation)) + line.compiled + "\n")
            nextMappedLine = line.sourceLine + 1
        }
    }

    /// Writes a generated line that the compiler and a failing test report at a Markdown line
    /// (the check of an output block, reported at the block).
    package mutating func writeGenerated(_ line: String, reportedAt sourceLine: Int) {
        append("#sourceLocation(file: \(fileLiteral), line: \(sourceLine))\n" + line + "\n")
        nextMappedLine = sourceLine + 1
        mappedFile = nil
    }

    /// Ends the mapping: lines after it are reported in the generated file.
    package mutating func endMapping() {
        if nextMappedLine != nil { append("#sourceLocation()\n") }
        nextMappedLine = nil
        mappedFile = nil
    }

    private mutating func append(_ lines: String) {
        text += lines
        lineCount += lines.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}

/// Swift literals for generated code.
package enum SwiftLiteral {
    /// `value` as a Swift string literal, every character that needs it escaped.
    package static func string(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
