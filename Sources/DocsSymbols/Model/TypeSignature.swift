/// The types of a function's parameters and of what it returns, spelled as DocC spells them for
/// a link that tells overloads apart by their types: ``` ``log(_:)-(String)`` ```,
/// ``` ``make()->Logger`` ```, ``` ``reduce(_:_:)-(Result,(Result,Element)->Result)->Result`` ```.
///
/// A type is spelled with its types' names and the punctuation between them, without spaces,
/// keywords (`some`, `any`, `inout`, `throws` and a typed throw's error), attributes or
/// parameter names; a type wrapped in parentheses alone loses them. A tuple returned counts as one
/// return type per element, and `Void` as none.
package struct TypeSignature: Sendable, Equatable {
    /// Each parameter's type.
    package var parameters: [String]
    /// Each type returned.
    package var returns: [String]
    /// Each parameter's type as DocC spelled it until March 2026 (swift-docc #1477), a typed
    /// throw's error kept (`(Logger)(Failure)->Result`), which links written then still use; `nil`
    /// when alike.
    package var parametersWithThrownErrors: [String]?

    /// Creates a signature.
    package init(parameters: [String], returns: [String], parametersWithThrownErrors: [String]? = nil) {
        self.parameters = parameters
        self.returns = returns
        self.parametersWithThrownErrors = parametersWithThrownErrors
    }

    /// The signature of a function, initializer or subscript declared by `declaration`; `nil` for
    /// a declaration with no parameter clause (a property, a type).
    package init?(declaration: [DeclarationToken]) {
        let tokens = Self.splitText(declaration)
        // The parameter clause: the first `(` outside the generic parameters, after the name.
        guard
            let name = tokens.firstIndex(where: {
                $0.kind == .identifier || ($0.kind == .keyword && ["init", "subscript"].contains($0.spelling))
            })
        else { return nil }
        var angles = 0
        var open: Int?
        for index in tokens.indices.dropFirst(name + 1) where tokens[index].kind == .text {
            switch tokens[index].spelling {
            case "<": angles += 1
            case ">": angles -= 1
            case "(" where angles == 0: open = index
            default: break
            }
            if open != nil { break }
        }
        guard let open, let close = Self.closing(tokens, from: open) else { return nil }
        let parts = Self.topLevelParts(tokens[(open + 1)..<close])
        parameters = parts.map { Self.spelling($0) }
        let withErrors = parts.map { Self.spelling($0, keepingThrownErrors: true) }
        parametersWithThrownErrors = withErrors == parameters ? nil : withErrors
        // What follows `->`, up to a `where` clause or a subscript's accessors.
        var returned: ArraySlice<DeclarationToken> = []
        if let arrow = Self.arrow(in: tokens, after: close) {
            let end =
                tokens[(arrow + 2)...].firstIndex {
                    ($0.kind == .keyword && $0.spelling == "where") || ($0.kind == .text && $0.spelling == "{")
                } ?? tokens.endIndex
            returned = tokens[(arrow + 2)..<end]
        }
        returns = Self.returnSpellings(returned)
    }

    /// The spellings of what `tokens` return: none for `Void` or `()`, one per element of a tuple.
    private static func returnSpellings(_ tokens: ArraySlice<DeclarationToken>) -> [String] {
        let spelled = spelling(tokens)
        guard !spelled.isEmpty, spelled != "Void", spelled != "()" else { return [] }
        guard shape(of: spelled) == .tuple else { return [spelled] }
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in spelled.dropFirst().dropLast() {
            switch character {
            case "(", "<", "[": depth += 1
            case ")", "]": depth -= 1
            case ">" where current.last != "-": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return parts + [current]
    }

    /// How DocC spells the type of `tokens` (a parameter's, with its names, or a return type).
    static func spelling(_ tokens: ArraySlice<DeclarationToken>, keepingThrownErrors: Bool = false) -> String {
        var spelled = ""
        var squares: [Bool] = []  // Whether each open bracket is a `[`.
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .typeIdentifier:
                spelled += token.spelling
            case .keyword where token.spelling == "Any":
                spelled += token.spelling
            case .keyword where token.spelling == "throws" && !keepingThrownErrors:
                // A typed throw's error is no part of the type's spelling.
                if index < tokens.endIndex, tokens[index].kind == .text, tokens[index].spelling == "(",
                    let close = closing(Array(tokens), from: index - tokens.startIndex)
                {
                    index = tokens.startIndex + close + 1
                }
            case .text:
                switch token.spelling {
                case "<", "(":
                    squares.append(false)
                    spelled += token.spelling
                case "[":
                    squares.append(true)
                    spelled += token.spelling
                case ">" where spelled.last == "-":
                    spelled += token.spelling
                case ">", ")", "]":
                    _ = squares.popLast()
                    spelled += token.spelling
                case ":" where squares.last == true:
                    spelled += token.spelling
                case ",", ".", "?", "-", "&", "~":
                    spelled += token.spelling
                default:
                    break
                }
            default:
                break
            }
        }
        // `(Int)` is `Int`; `(Int, String)` and `(Int) -> String` keep theirs.
        while spelled.hasPrefix("("), spelled.hasSuffix(")"), shape(of: spelled) == .scalar {
            spelled = String(spelled.dropFirst().dropLast())
        }
        return spelled
    }

    private enum Shape { case scalar, tuple, closure }

    /// Whether a spelling in parentheses is a tuple, a closure, or one type in parentheses.
    private static func shape(of spelled: String) -> Shape {
        guard spelled.hasPrefix("("), spelled.hasSuffix(")") else { return .scalar }
        var depth = 0
        var previous: Character?
        for character in spelled {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 1: return .tuple
            case ">" where depth == 0 && previous == "-": return .closure
            default: break
            }
            previous = character
        }
        return .scalar
    }

    /// `declaration` with each text token split into one token per character, so that brackets
    /// are counted one by one.
    private static func splitText(_ declaration: [DeclarationToken]) -> [DeclarationToken] {
        declaration.flatMap { token -> [DeclarationToken] in
            guard token.kind == .text else { return [token] }
            return token.spelling.map { DeclarationToken(.text, String($0)) }
        }
    }

    /// The position of the bracket that closes the one at `open`, in tokens split into characters.
    private static func closing(_ tokens: [DeclarationToken], from open: Int) -> Int? {
        var depth = 0
        for index in tokens.indices.dropFirst(open) where tokens[index].kind == .text {
            switch tokens[index].spelling {
            case "(", "[": depth += 1
            case ")", "]":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The position of the `-` of the first `->` after `start` outside any bracket.
    private static func arrow(in tokens: [DeclarationToken], after start: Int) -> Int? {
        var depth = 0
        for index in tokens.indices.dropFirst(start + 1) where tokens[index].kind == .text {
            switch tokens[index].spelling {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where tokens[index - 1].spelling != "-": depth -= 1
            case "-" where depth == 0 && index + 1 < tokens.count && tokens[index + 1].spelling == ">": return index
            default: break
            }
        }
        return nil
    }

    /// The parts of a parameter clause between its top-level commas.
    private static func topLevelParts(_ tokens: ArraySlice<DeclarationToken>) -> [ArraySlice<DeclarationToken>] {
        guard !tokens.isEmpty else { return [] }
        var parts: [ArraySlice<DeclarationToken>] = []
        var depth = 0
        var start = tokens.startIndex
        for index in tokens.indices where tokens[index].kind == .text {
            switch tokens[index].spelling {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where tokens[index - 1].spelling != "-": depth -= 1
            case "," where depth == 0:
                parts.append(tokens[start..<index])
                start = index + 1
            default: break
            }
        }
        return parts + [tokens[start..<tokens.endIndex]]
    }
}
