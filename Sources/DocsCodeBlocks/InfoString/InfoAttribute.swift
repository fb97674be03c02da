/// One word of a code block's info string after the language: `test`, `file=Login.swift` or
/// `compile-error="cannot find 'x' in scope"`.
package struct InfoAttribute: Sendable, Equatable {
    /// The name before `=`, or the whole word.
    package var name: String
    /// The value after `=`, without its quotes; `nil` for a bare word.
    package var value: String?
    /// The word as written, quotes included.
    package var spelling: String
    /// Where the word starts in the info string, in UTF-8 bytes: with the fence line, where a
    /// diagnostic about it points.
    package var offset: Int

    /// Creates an attribute.
    package init(name: String, value: String?, spelling: String, offset: Int = 0) {
        self.name = name
        self.value = value
        self.spelling = spelling
        self.offset = offset
    }
}

/// Splits an info string into its language and attributes.
///
/// Words are separated by spaces; a value may be quoted with `"` to hold spaces
/// (`ignore="needs UIKit"`). A quote that is never closed runs to the end of the string and is
/// reported by ``unclosedQuote``.
package struct InfoString: Sendable, Equatable {
    /// The first word, lowercased (`swift`), or `nil` for an empty info string.
    package var language: String?
    /// The words after the language, in order.
    package var attributes: [InfoAttribute]
    /// The attribute whose quoted value has no closing quote, if one has none.
    package var unclosedQuote: InfoAttribute?

    /// Reads an info string as cmark gives it (already unescaped and trimmed).
    package init(_ text: String) {
        var words: [InfoAttribute] = []
        var unclosed: InfoAttribute?
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard !rest.isEmpty else { break }
            let start = rest.startIndex
            var name = ""
            var value: String?
            while let character = rest.first, character != " ", character != "\t", character != "=" {
                name.append(character)
                rest.removeFirst()
            }
            if rest.first == "=" {
                rest.removeFirst()
                if rest.first == "\"" {
                    rest.removeFirst()
                    let closing = rest.firstIndex(of: "\"")
                    value = String(rest[..<(closing ?? rest.endIndex)])
                    rest = closing.map { rest[rest.index(after: $0)...] } ?? rest[rest.endIndex...]
                    if closing == nil {
                        unclosed = InfoAttribute(
                            name: name, value: value, spelling: String(text[start...]),
                            offset: text.utf8.distance(from: text.startIndex, to: start))
                    }
                } else {
                    let end = rest.firstIndex { $0 == " " || $0 == "\t" } ?? rest.endIndex
                    value = String(rest[..<end])
                    rest = rest[end...]
                }
            }
            words.append(
                InfoAttribute(
                    name: name, value: value, spelling: String(text[start..<rest.startIndex]),
                    offset: text.utf8.distance(from: text.startIndex, to: start)))
        }
        language = words.first.map { $0.spelling.lowercased() }
        attributes = Array(words.dropFirst())
        unclosedQuote = unclosed
    }
}
