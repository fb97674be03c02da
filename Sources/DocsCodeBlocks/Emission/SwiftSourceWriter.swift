import DocsSupport
import Foundation

/// Writes extracted lines as Swift source whose every line is mapped back to the Markdown by
/// `#sourceLocation`, so the compiler reports `Page.md:LINE:COLUMN` for any of them (a line of a
/// tutorial's `@Code` file, at that file's own line).
///
/// Each line carries its own line number; a `#sourceLocation` directive is written wherever the
/// next line is not the one after the previous, so no line arithmetic can drift.
///
/// Around each run of code lines of the Markdown, the writer puts the page's own lines before
/// and after it (two of each, as `//` comments, mapped to their lines): the compiler shows the
/// lines around an error from the generated file, and these are then the author's fence and prose
/// rather than the directives. A gap of a few lines between two runs is filled the same way,
/// without a directive.
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
    /// The Markdown file's lines, shown around its code as comments; empty when it cannot be read.
    private let markdownLines: [Substring]
    /// Whether the mapped lines are code of the Markdown (not a generated line reported at it).
    private var mapsMarkdownCode = false

    /// How many of the page's lines are shown before and after a run of code.
    private static let contextLines = 2

    /// A writer for lines of the Markdown file at `markdownPath`, whose text is read for the
    /// lines around the code (none when it cannot be read).
    package init(markdownPath: String) {
        fileLiteral = SwiftLiteral.string(markdownPath)
        markdownLines =
            FileManager.default.contents(atPath: markdownPath).map {
                String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            } ?? []
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
                if line.sourceFile == nil, !markdownLines.isEmpty, mapsMarkdownCode, mappedFile == nil,
                    let next = nextMappedLine,
                    line.sourceLine > next, line.sourceLine - next <= 2 * Self.contextLines
                {
                    writeMarkdownLines(next..<line.sourceLine)
                } else {
                    writeLinesAfterRun()
                    let file = line.sourceFile.map(SwiftLiteral.string) ?? fileLiteral
                    let before =
                        line.sourceFile == nil && !markdownLines.isEmpty
                        ? max(line.sourceLine - Self.contextLines, 1) : line.sourceLine
                    append("#sourceLocation(file: \(file), line: \(before))\n")
                    writeMarkdownLines(before..<line.sourceLine)
                    mappedFile = line.sourceFile
                }
            }
            append(
                (line.compiled.isEmpty ? "" : String(repeating: " ", count: line.indentation)) + line.compiled + "\n")
            nextMappedLine = line.sourceLine + 1
            mapsMarkdownCode = true
        }
    }

    /// Writes a generated line that the compiler and a failing test report at a Markdown line
    /// (the check of an output block, reported at the block).
    package mutating func writeGenerated(_ line: String, reportedAt sourceLine: Int) {
        writeLinesAfterRun()
        append("#sourceLocation(file: \(fileLiteral), line: \(sourceLine))\n" + line + "\n")
        nextMappedLine = sourceLine + 1
        mappedFile = nil
        mapsMarkdownCode = false
    }

    /// Ends the mapping: lines after it are reported in the generated file.
    package mutating func endMapping() {
        writeLinesAfterRun()
        if nextMappedLine != nil { append("#sourceLocation()\n") }
        nextMappedLine = nil
        mappedFile = nil
        mapsMarkdownCode = false
    }

    /// The page's lines after the run of its code just written, as comments.
    private mutating func writeLinesAfterRun() {
        guard mapsMarkdownCode, mappedFile == nil, !markdownLines.isEmpty, let next = nextMappedLine else { return }
        writeMarkdownLines(next..<min(next + Self.contextLines, markdownLines.count + 1))
        mapsMarkdownCode = false
    }

    /// The Markdown's lines `range` (from 1) as comments, each on its own line, so that the
    /// mapping stays line for line; a line the file does not have is an empty comment.
    private mutating func writeMarkdownLines(_ range: Range<Int>) {
        for number in range {
            let text = number <= markdownLines.count ? markdownLines[number - 1] : ""
            // A control character (a carriage return above all) must not end the comment early.
            let shown = String(text.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" ? " " : Character($0) })
            append(shown.isEmpty ? "//\n" : "// " + shown + "\n")
        }
        if let next = nextMappedLine, !range.isEmpty, range.lowerBound == next { nextMappedLine = range.upperBound }
    }

    private mutating func append(_ lines: String) {
        text += lines
        lineCount += lines.utf8Count(of: UInt8(ascii: "\n"))
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
