extension Array where Element == DeclarationToken {
    /// A declaration as the sidebar tells overloads apart: its name and parameter list, without
    /// its keywords, attributes, generic clause, effects and result
    /// (`withLogger(Logger, () throws -> Result)`), or `nil` when nothing is left.
    package var shortDeclaration: String? {
        let start = firstIndex { token in
            switch token.kind {
            case .keyword, .attribute: false
            case .text: !token.spelling.allSatisfy(\.isWhitespace)
            default: true
            }
        }
        guard let start else { return nil }
        var text = Substring(Array(self[start...]).text)
        var shown = ""
        // The name, up to its generic clause or parameter list.
        let name = text.prefix { $0 != "<" && $0 != "(" }
        shown += name
        text = text.dropFirst(name.count)
        if text.first == "<", let end = Self.matchingEnd(of: text, open: "<", close: ">") {
            text = text[text.index(after: end)...]
        }
        if text.first == "(", let end = Self.matchingEnd(of: text, open: "(", close: ")") {
            shown += text[...end]
        } else {
            shown += text
        }
        let trimmed = shown.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The index of the bracket that closes the one `text` starts with (an arrow's `>` aside).
    private static func matchingEnd(of text: Substring, open: Character, close: Character) -> Substring.Index? {
        var depth = 0
        var previous: Character?
        for index in text.indices {
            let character = text[index]
            if character == open {
                depth += 1
            } else if character == close, !(close == ">" && previous == "-") {
                depth -= 1
                if depth == 0 { return index }
            }
            previous = character
        }
        return nil
    }
}
