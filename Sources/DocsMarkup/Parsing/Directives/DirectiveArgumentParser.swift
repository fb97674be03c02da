/// Parses the parenthesised arguments of a directive, DocC style:
/// `("Title")`, `(size: 2)`, `(article)`, `(name: "quoted, with comma", other: value)`.
///
/// The arguments may span lines, as DocC allows: between the arguments and around `:` and `,`
/// a line may end, and the next one continues the list until the `)`. A value itself, quoted
/// or not, stays on one line.
struct DirectiveArgumentParser {
    /// The file the lines belong to, for diagnostics.
    var file: String
    /// The directive whose arguments these are, for messages.
    var directiveName: String

    /// The arguments, and the rest of the line after `)`.
    typealias Parsed = (arguments: [DirectiveArgument], rest: SourceLine)

    /// Malformed arguments: what is wrong, and the last line the parser read (whose end may
    /// hold the `{` of the directive's body).
    struct Failure: Error {
        var diagnostic: Diagnostic
        var lastLine: SourceLine
    }

    /// Parses the arguments starting at the `(` that begins `piece`.
    ///
    /// - Parameter nextLine: the line after the last one read, when the arguments go on past
    ///   its end; `nil` when there is none that can hold arguments (a blank line, a directive,
    ///   a brace, the end of the file), which leaves the `(` unclosed.
    func parse(_ piece: SourceLine, nextLine: () -> SourceLine?) -> Result<Parsed, Failure> {
        var cursor = Cursor(line: piece, index: piece.bytes.startIndex + 1)
        var arguments: [DirectiveArgument] = []
        func failure(_ location: SourceLocation, _ message: String) -> Result<Parsed, Failure> {
            .failure(
                Failure(
                    diagnostic: Diagnostic(
                        id: .malformedArguments, at: location, "malformed arguments of @\(directiveName): \(message)",
                        hint: hint),
                    lastLine: cursor.line))
        }
        func unclosed() -> Result<Parsed, Failure> {
            failure(piece.location(ofIndex: piece.bytes.startIndex, in: file), "the `(` is never closed")
        }
        /// A problem before the `)`: the lines up to it are the directive's all the same, so
        /// that they are not read again as text.
        func malformed(_ location: SourceLocation, _ message: String) -> Result<Parsed, Failure> {
            cursor.skipToClosingParenthesis(nextLine)
            return failure(location, message)
        }

        guard cursor.skipBlanks(nextLine) else { return unclosed() }
        if cursor.byte == .closeParen { return .success(([], cursor.restAfterByte)) }
        while true {
            guard cursor.skipBlanks(nextLine) else { return unclosed() }
            let argumentStart = cursor.location(in: file)
            let label = cursor.label()
            if label != nil {
                guard cursor.skipBlanks(nextLine) else { return unclosed() }
            }

            var value: [UInt8] = []
            if cursor.byte == .quote {
                let quoteStart = cursor.location(in: file)
                guard let quoted = cursor.quotedString() else {
                    return malformed(quoteStart, "the string is never closed")
                }
                value = quoted
            } else {
                value = cursor.unquotedValue()
                if value.isEmpty {
                    return malformed(
                        cursor.location(in: file), label.map { "expected a value after `\($0):`" } ?? "expected a value"
                    )
                }
            }
            arguments.append(
                DirectiveArgument(label: label, value: String(decoding: value, as: UTF8.self), location: argumentStart))

            guard cursor.skipBlanks(nextLine) else { return unclosed() }
            switch cursor.byte {
            case .comma:
                cursor.index += 1
            case .closeParen:
                return .success((arguments, cursor.restAfterByte))
            default:
                return malformed(cursor.location(in: file), "expected `,` or `)`")
            }
        }
    }

    /// How to write the arguments: the directive's usage when it is a known one, as the
    /// interpreter's hints give it.
    private var hint: String {
        if let known = KnownDirective(rawValue: directiveName) { return "write \(known.spec.usage)" }
        return
            "write arguments as `@\(directiveName)(value)` or `@\(directiveName)(name: value)`, quoting values that contain commas or parentheses (\"…\"), and close them with `)`"
    }

    /// A position in the arguments: a line and an index in its bytes.
    private struct Cursor {
        var line: SourceLine
        var index: Int

        var bytes: ArraySlice<UInt8> { line.bytes }
        /// The byte at the cursor; only read after ``skipBlanks(_:)`` found one.
        var byte: UInt8 { bytes[index] }
        /// Where the cursor is in `file`.
        func location(in file: String) -> SourceLocation { line.location(ofIndex: index, in: file) }
        /// The rest of the line after the byte at the cursor.
        var restAfterByte: SourceLine { line.dropping(index + 1 - bytes.startIndex) }

        /// Moves past spaces and tabs, and past line ends onto the next line `nextLine` gives.
        /// `false` when the arguments end without a `)`: no next line, or a line that ends with
        /// the `{` of a body.
        mutating func skipBlanks(_ nextLine: () -> SourceLine?) -> Bool {
            while true {
                while index < bytes.endIndex, bytes[index].isBlank { index += 1 }
                if index < bytes.endIndex { return true }
                if line.endingIndex(of: .openBrace) != nil { return false }
                guard let next = nextLine() else { return false }
                line = next
                index = next.bytes.startIndex
            }
        }

        /// Moves past the next `)`, on this line or a following one `nextLine` gives, or to the
        /// end of the last line it gives.
        mutating func skipToClosingParenthesis(_ nextLine: () -> SourceLine?) {
            while true {
                if let close = bytes[min(index, bytes.endIndex)...].firstIndex(of: .closeParen) {
                    index = close + 1
                    return
                }
                index = bytes.endIndex
                guard let next = nextLine() else { return }
                line = next
                index = next.bytes.startIndex
            }
        }

        /// A label (an identifier, then `:` on the same line), moving past the `:`; `nil`, not
        /// moving, when there is none.
        mutating func label() -> String? {
            var end = index
            while end < bytes.endIndex, bytes[end].isIdentifierCharacter { end += 1 }
            var colon = end
            while colon < bytes.endIndex, bytes[colon].isBlank { colon += 1 }
            guard end > index, colon < bytes.endIndex, bytes[colon] == .colon else { return nil }
            defer { index = colon + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }

        /// The string whose `"` is at the cursor, escapes resolved, moving past its closing `"`;
        /// `nil` when the line ends first.
        mutating func quotedString() -> [UInt8]? {
            var value: [UInt8] = []
            index += 1
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == .backslash, index + 1 < bytes.endIndex {
                    value.append(bytes[index + 1])
                    index += 2
                } else if byte == .quote {
                    index += 1
                    return value
                } else {
                    value.append(byte)
                    index += 1
                }
            }
            return nil
        }

        /// The value up to the next `,`, `)` or `"`, or the end of the line, without trailing blanks.
        mutating func unquotedValue() -> [UInt8] {
            var value: [UInt8] = []
            while index < bytes.endIndex, bytes[index] != .comma, bytes[index] != .closeParen, bytes[index] != .quote {
                value.append(bytes[index])
                index += 1
            }
            while let last = value.last, last.isBlank { value.removeLast() }
            return value
        }
    }
}
