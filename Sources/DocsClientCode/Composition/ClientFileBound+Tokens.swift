// Compiled twice, as ClientFileBound.swift is (Plugins/ExecutableDocs links to it too): keep it
// free of imports and of `package` or `public`.

extension ClientFileBound {
    /// A block's text as words, runs of operator characters, brackets and line ends, each with the
    /// depth of braces it is at; comments and string literals are left out, backticks and `#`,
    /// `@`, `$`, `;` dropped (`` `default` `` is `default`). A character outside ASCII that is not
    /// a space is part of a word (`θ`, `🐶`).
    struct Tokens {
        enum Kind: Equatable {
            case word(String)
            case symbols(String)
            case open
            case openBrace
            case close
            case closeBrace
            case newline
        }

        struct Token {
            var kind: Kind
            /// The braces around it (for a brace, those outside it).
            var depth: Int
        }

        var all: [Token] = []
        /// Whether every comment and string ends and the braces balance, never closing more than
        /// they opened: only then do the depths say where a declaration is.
        var balanced = true

        init(_ text: String) {
            let characters = Array(text)
            var depth = 0
            var word = ""
            var symbols = ""
            func flush() {
                if !word.isEmpty { all.append(Token(kind: .word(word), depth: depth)) }
                if !symbols.isEmpty { all.append(Token(kind: .symbols(symbols), depth: depth)) }
                (word, symbols) = ("", "")
            }
            var index = 0
            while index < characters.count {
                let character = characters[index]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if character == "/", next == "/" {
                    flush()
                    while index < characters.count, !characters[index].isNewline { index += 1 }
                    continue
                }
                if character == "/", next == "*" {
                    flush()
                    if let end = Self.endOfComment(characters, from: index) {
                        index = end
                    } else {
                        // Not a comment that ends (a regular expression's `/*`?): read on.
                        balanced = false
                        index += 2
                    }
                    continue
                }
                if character == "\"" || character == "#", let end = Self.endOfString(characters, from: index) {
                    flush()
                    if end > index {
                        index = end
                    } else {
                        // A quote that starts no string that ends (in a regular expression?).
                        balanced = false
                        index += 1
                    }
                    continue
                }
                index += 1
                switch character {
                case _ where Self.isWordCharacter(character):
                    if !symbols.isEmpty { flush() }
                    word.append(character)
                case _ where character.isNewline:
                    flush()
                    all.append(Token(kind: .newline, depth: depth))
                case "(", "[":
                    flush()
                    all.append(Token(kind: .open, depth: depth))
                case "{":
                    flush()
                    all.append(Token(kind: .openBrace, depth: depth))
                    depth += 1
                case "}":
                    flush()
                    depth -= 1
                    if depth < 0 { balanced = false }
                    all.append(Token(kind: .closeBrace, depth: depth))
                case ")", "]":
                    flush()
                    all.append(Token(kind: .close, depth: depth))
                case ",", ":":
                    flush()
                    all.append(Token(kind: .symbols(String(character)), depth: depth))
                case "`", "\"", "'", "#", "@", "$", "\\", ";":
                    flush()
                case _ where character.isWhitespace:
                    flush()
                default:
                    if !word.isEmpty { flush() }
                    symbols.append(character)
                }
            }
            flush()
            if depth != 0 { balanced = false }
        }

        /// A letter, a digit, `_`, or any character outside ASCII that is not a space.
        static func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
                || (!character.isASCII && !character.isWhitespace)
        }

        /// The index after the comment `/* … */` that starts at `start` (comments nest); `nil`
        /// when it does not end.
        private static func endOfComment(_ characters: [Character], from start: Int) -> Int? {
            var (index, open) = (start + 2, 1)
            while index + 1 < characters.count {
                if characters[index] == "/", characters[index + 1] == "*" {
                    (index, open) = (index + 2, open + 1)
                } else if characters[index] == "*", characters[index + 1] == "/" {
                    (index, open) = (index + 2, open - 1)
                    if open == 0 { return index }
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// The index after the string literal that starts at `start` (`"…"`, `"""…"""`, raw
        /// `#"…"#`, interpolations included); `start` itself when it starts one that does not end
        /// (a line end in a one-line string, the end of the text); `nil` when none starts there.
        static func endOfString(_ characters: [Character], from start: Int) -> Int? {
            var index = start
            var hashes = 0
            while index < characters.count, characters[index] == "#" {
                (index, hashes) = (index + 1, hashes + 1)
            }
            guard index < characters.count, characters[index] == "\"" else { return nil }
            let quotes =
                index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\"" ? 3 : 1
            index += quotes
            // Whether `count` copies of `character` start at `at`.
            func run(of character: Character, _ count: Int, at: Int) -> Bool {
                at + count <= characters.count && characters[at..<(at + count)].allSatisfy { $0 == character }
            }
            while index < characters.count {
                let character = characters[index]
                if character == "\\", run(of: "#", hashes, at: index + 1) {
                    let after = index + 1 + hashes
                    guard after < characters.count, characters[after] == "(" else {
                        index = after + 1
                        continue
                    }
                    guard let end = endOfInterpolation(characters, from: after) else { return start }
                    index = end
                } else if run(of: "\"", quotes, at: index), run(of: "#", hashes, at: index + quotes) {
                    return index + quotes + hashes
                } else if character.isNewline, quotes == 1 {
                    return start
                } else {
                    index += 1
                }
            }
            return start
        }

        /// The index after the `)` that closes the interpolation whose `(` is at `start`.
        private static func endOfInterpolation(_ characters: [Character], from start: Int) -> Int? {
            var (index, open) = (start + 1, 1)
            while index < characters.count {
                let character = characters[index]
                if character == "\"" || character == "#", let end = endOfString(characters, from: index) {
                    guard end > index else { return nil }
                    index = end
                    continue
                }
                if character == "(" { open += 1 }
                if character == ")" {
                    open -= 1
                    if open == 0 { return index + 1 }
                }
                index += 1
            }
            return nil
        }
    }
}
