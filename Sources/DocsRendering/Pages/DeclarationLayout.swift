import DocsSymbols

/// A long declaration laid out as DocC lays it out: each parameter of its parameter list on a
/// line of its own, indented by four spaces, and the closing parenthesis on a line of its own.
/// A short one stays on one line.
enum DeclarationLayout {
    /// Declarations longer than this many characters are broken into lines.
    static let width = 70

    /// `tokens` with line breaks in the text between the parameters, when the declaration is long.
    static func laidOut(_ tokens: [DeclarationToken]) -> [DeclarationToken] {
        guard tokens.reduce(0, { $0 + $1.spelling.count }) > width else { return tokens }
        var scanner = Scanner()
        let laidOut = tokens.map { token -> DeclarationToken in
            scanner.note(token)
            guard token.kind == .text else { return token }
            var token = token
            token.spelling = scanner.text(token.spelling)
            return token
        }
        return scanner.brokeALine ? laidOut : tokens
    }

    /// Where the walk through the declaration is: past the name or not, and how deep in
    /// parentheses, brackets and angle brackets.
    private struct Scanner {
        /// Whether the declared name (or `init`, `subscript`) has been passed.
        var pastName = false
        /// How deep the text is in `(`, `[` and `<`.
        var depth = 0
        /// The depth of the parameter list's `(`, once it is open; `nil` before and after it.
        var listDepth: Int?
        /// Whether the list has been met and closed.
        var listDone = false
        var brokeALine = false
        /// Whether the last character written was the `,` of a parameter (its spaces are dropped).
        var afterComma = false

        mutating func note(_ token: DeclarationToken) {
            if token.kind == .identifier || (token.kind == .keyword && ["init", "subscript"].contains(token.spelling)) {
                pastName = true
            }
            if token.kind != .text { afterComma = false }
        }

        mutating func text(_ spelling: String) -> String {
            var out = ""
            var previous: Character?
            for character in spelling {
                defer { previous = character }
                if afterComma, character == " " { continue }
                afterComma = false
                switch character {
                case "(", "[", "<":
                    depth += 1
                    out.append(character)
                    if character == "(", pastName, !listDone, listDepth == nil, depth == 1 {
                        listDepth = depth
                        out += "\n    "
                        brokeALine = true
                    }
                case ")", "]", ">":
                    // `->` is an arrow, not a closing angle bracket.
                    if character == ">", previous == "-" {
                        out.append(character)
                        continue
                    }
                    if character == ")", let list = listDepth, depth == list {
                        if out.hasSuffix("\n    ") { out.removeLast(5) } else { out += "\n" }
                        listDepth = nil
                        listDone = true
                    }
                    depth -= 1
                    out.append(character)
                case ",":
                    out.append(character)
                    if let list = listDepth, depth == list {
                        out += "\n    "
                        afterComma = true
                    }
                default:
                    out.append(character)
                }
            }
            return out
        }
    }
}
