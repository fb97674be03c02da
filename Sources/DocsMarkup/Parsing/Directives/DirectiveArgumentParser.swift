/// Parses the parenthesised arguments of a directive, DocC style:
/// `("Title")`, `(size: 2)`, `(article)`, `(name: "quoted, with comma", other: value)`.
///
/// Arguments are written on the line of the directive.
struct DirectiveArgumentParser {
    /// The file the line belongs to, for diagnostics.
    var file: String
    /// The directive whose arguments these are, for messages.
    var directiveName: String

    /// Parses the arguments starting at the `(` that begins `piece`.
    ///
    /// - Returns: the arguments and the rest of the line after `)`.
    func parse(_ piece: SourceLine) -> Result<(arguments: [DirectiveArgument], rest: SourceLine), Diagnostic> {
        let bytes = piece.bytes
        var index = bytes.startIndex + 1 // past "("
        var arguments: [DirectiveArgument] = []
        func location(_ at: Int) -> SourceLocation { SourceLocation(file: file, line: piece.line, column: piece.column(ofIndex: at)) }
        func skipSpaces() { while index < bytes.endIndex, bytes[index] == .space || bytes[index] == .tab { index += 1 } }
        func malformed(_ at: Int, _ message: String) -> Result<(arguments: [DirectiveArgument], rest: SourceLine), Diagnostic> {
            .failure(Diagnostic(at: location(at), "malformed arguments of @\(directiveName): \(message)",
                                hint: "write arguments as `@\(directiveName)(value)` or `@\(directiveName)(name: value)`, quoting values that contain commas or parentheses (\"…\"), all on the directive's line"))
        }

        skipSpaces()
        if index < bytes.endIndex, bytes[index] == .closeParen {
            return .success(([], piece.dropping(index + 1 - bytes.startIndex)))
        }
        while true {
            skipSpaces()
            let argumentStart = index
            var label: String?
            // A label is an identifier followed by ":".
            var identifierEnd = index
            while identifierEnd < bytes.endIndex, bytes[identifierEnd].isASCIILetter || bytes[identifierEnd].isASCIIDigit || bytes[identifierEnd] == UInt8(ascii: "_") {
                identifierEnd += 1
            }
            var afterIdentifier = identifierEnd
            while afterIdentifier < bytes.endIndex, bytes[afterIdentifier] == .space || bytes[afterIdentifier] == .tab { afterIdentifier += 1 }
            if identifierEnd > index, afterIdentifier < bytes.endIndex, bytes[afterIdentifier] == .colon {
                label = String(decoding: bytes[index..<identifierEnd], as: UTF8.self)
                index = afterIdentifier + 1
                skipSpaces()
            }

            guard index < bytes.endIndex else { return malformed(piece.bytes.startIndex, "the `(` is never closed") }
            var value: [UInt8] = []
            if bytes[index] == .quote {
                let quoteStart = index
                index += 1
                var closed = false
                while index < bytes.endIndex {
                    let byte = bytes[index]
                    if byte == .backslash, index + 1 < bytes.endIndex {
                        value.append(bytes[index + 1])
                        index += 2
                    } else if byte == .quote {
                        closed = true
                        index += 1
                        break
                    } else {
                        value.append(byte)
                        index += 1
                    }
                }
                guard closed else { return malformed(quoteStart, "the string is never closed") }
                skipSpaces()
            } else {
                while index < bytes.endIndex, bytes[index] != .comma, bytes[index] != .closeParen, bytes[index] != .quote {
                    value.append(bytes[index])
                    index += 1
                }
                while let last = value.last, last == .space || last == .tab { value.removeLast() }
                if value.isEmpty {
                    guard index < bytes.endIndex else { return malformed(piece.bytes.startIndex, "the `(` is never closed") }
                    return malformed(index, label == nil ? "expected a value" : "expected a value after `\(label!):`")
                }
            }
            arguments.append(DirectiveArgument(label: label, value: String(decoding: value, as: UTF8.self), location: location(argumentStart)))

            guard index < bytes.endIndex else { return malformed(piece.bytes.startIndex, "the `(` is never closed") }
            switch bytes[index] {
            case .comma:
                index += 1
            case .closeParen:
                return .success((arguments, piece.dropping(index + 1 - bytes.startIndex)))
            default:
                return malformed(index, "expected `,` or `)`")
            }
        }
    }
}
