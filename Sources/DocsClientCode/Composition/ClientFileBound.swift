// This file is compiled twice: in DocsClientCode, which checks the bound against the units it
// really writes, and in the ExecutableDocs build plugin (Plugins/ExecutableDocs links to it),
// which cannot link a library and must name its output files before anything is parsed. Keep
// it free of imports and of access modifiers, so that it compiles in both.

/// How many client files a Markdown page's Swift blocks can need in a test target, worked out
/// from the page's text alone, without a Swift parser: never fewer than the units that
/// ``ClientUnit/units(of:fragmentDeclarations:)`` makes of them, and usually one.
///
/// A page's blocks share one file until a block declares again a name an earlier block declared
/// (a type shown, then shown with more members); that block starts a new unit, in a file of its
/// own. So the bound is one, plus one for each Swift block that may declare a name an earlier
/// Swift block may declare, at most one per Swift block. What a block may declare is read
/// generously: the name after each declaration keyword (`struct`, `func`, …, also inside types
/// and comments), every name a `let` or `var` pattern binds, and `extension T:` for an extension
/// that adds a conformance (its members are read as declarations too). Over-reading costs
/// an empty file; under-reading would fail the build, which ``ClientTestFiles`` reports.
///
/// Fewer files matter because SwiftPM prints each compiler error once for every file compiled in
/// the same batch as the one it is in.
enum ClientFileBound {
    /// The bound for a page whose text is `text`; 0 when it has no Swift block.
    static func files(forMarkdown text: String) -> Int {
        files(forBlocks: swiftBlocks(in: text))
    }

    /// What the plugin decides for one source file (a page, or a Swift file whose doc comments
    /// are pages): for each page, how many files it may need and what its blocks may declare; and
    /// whether a block of text checks what a function prints (its file then has a recorder of its
    /// own).
    struct SourcePlan: Equatable {
        struct Page: Equatable {
            var files: Int
            var names: Set<String>

            init(blocks: [String]) {
                files = ClientFileBound.files(forBlocks: blocks)
                names = blocks.reduce(into: []) { $0.formUnion(ClientFileBound.possiblyDeclared(in: $1)) }
            }
        }

        var pages: [Page]
        var checksOutput: Bool
        /// How many files the source file may need, all its pages together.
        var files: Int { pages.reduce(0) { $0 + $1.files } }

        /// The plan of a Markdown page.
        init(markdown text: String) {
            pages = [Page(blocks: ClientFileBound.swiftBlocks(in: text))].filter { $0.files > 0 }
            checksOutput = text.contains("output=")
        }

        /// The plan of a Swift file's doc comments.
        init(swiftSource text: String) {
            pages = ClientFileBound.docCommentBlocks(inSwiftSource: text).map(Page.init)
            checksOutput = text.contains("output=")
        }
    }

    /// The one file of a test target that holds the code of the source files whose pages each
    /// need one file and declare nothing another page there may declare: fewer files, each error
    /// printed fewer times. Their declarations are `fileprivate` in one file, so no two pages may
    /// share a name.
    struct SharedFile {
        private(set) var names: Set<String> = []

        /// Whether the code of the source file planned as `plan` goes into the shared file (and
        /// then its names are taken).
        mutating func takes(_ plan: SourcePlan) -> Bool {
            guard !plan.checksOutput, !plan.pages.isEmpty, plan.pages.allSatisfy({ $0.files == 1 }) else {
                return false
            }
            var taken = names
            for page in plan.pages {
                guard page.names.isDisjoint(with: taken) else { return false }
                taken.formUnion(page.names)
            }
            names = taken
            return true
        }
    }

    /// The bound for a Swift file, whose doc comments are pages of their own. A comment's blocks
    /// that can be Swift are those fenced with Swift or no language, and the indented ones (such
    /// a block is Swift when it parses as Swift). A comment is read on until the code it
    /// documents, over blank lines and other comments, so that no two blocks of one page are
    /// read as two pages.
    static func files(forSwiftSource text: String) -> Int {
        docCommentBlocks(inSwiftSource: text).reduce(0) { $0 + files(forBlocks: $1) }
    }

    /// The blocks of each doc comment of a Swift file that may be Swift.
    static func docCommentBlocks(inSwiftSource text: String) -> [[String]] {
        var comments: [[String]] = []
        var comment: [Substring] = []
        func endComment() {
            let blocks = codeBlocks(inComment: comment)
            if !blocks.isEmpty { comments.append(blocks) }
            comment = []
        }
        var inBlockComment = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if inBlockComment || trimmed.hasPrefix("/*") {
                inBlockComment = !trimmed.contains("*/")
                let body = trimmed.hasPrefix("/**") ? trimmed.dropFirst(3) : trimmed.drop { $0 == "*" }
                comment.append(body.hasPrefix(" ") ? body.dropFirst() : body)
            } else if trimmed.hasPrefix("///") {
                let body = trimmed.dropFirst(3)
                comment.append(body.hasPrefix(" ") ? body.dropFirst() : body)
            } else if trimmed.isEmpty || trimmed.hasPrefix("//") {
                comment.append("")
            } else if !comment.isEmpty {
                endComment()
            }
        }
        endComment()
        return comments
    }

    /// One file for a page's first unit, and one for each block that may declare a name an
    /// earlier block may declare.
    private static func files(forBlocks blocks: [String]) -> Int {
        var declared: Set<String> = []
        var files = blocks.isEmpty ? 0 : 1
        for (index, block) in blocks.enumerated() {
            let names = possiblyDeclared(in: block)
            if index > 0, !names.isDisjoint(with: declared) { files += 1 }
            declared.formUnion(names)
        }
        return files
    }

    /// The code blocks of one doc comment's lines that may be Swift: each fence with Swift or no
    /// language, and each run of lines indented by four spaces or more (an indented block; a run
    /// that is something else only adds a block).
    private static func codeBlocks(inComment lines: [Substring]) -> [String] {
        var blocks: [[Substring]] = []
        var fence: (marker: Substring, counted: Bool)?
        var inIndentedRun = false
        for line in lines {
            let indentation = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let (marker, counted) = fence {
                if trimmed.hasPrefix(marker), trimmed.drop(while: { $0 == marker.first }).allSatisfy(\.isWhitespace) {
                    fence = nil
                } else if counted {
                    blocks[blocks.count - 1].append(line)
                }
                continue
            }
            if trimmed.isEmpty { continue }
            if indentation >= 4 {
                if !inIndentedRun { blocks.append([]) }
                blocks[blocks.count - 1].append(line)
                inIndentedRun = true
                continue
            }
            inIndentedRun = false
            guard let first = trimmed.first, first == "`" || first == "~" else { continue }
            let marker = trimmed.prefix { $0 == first }
            guard marker.count >= 3 else { continue }
            let info = trimmed.dropFirst(marker.count).drop { $0 == " " || $0 == "\t" }.lowercased()
            let counted = info.isEmpty || info.hasPrefix("swift")
            if counted { blocks.append([]) }
            fence = (marker, counted)
        }
        return blocks.map { $0.joined(separator: "\n") }
    }

    /// The text of each block whose fence names Swift, in order.
    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        // The fence we are inside, and its lines when it is a Swift block.
        var open: (fence: Substring, lines: [Substring]?)?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
            if let (fence, lines) = open {
                let closes =
                    trimmed.hasPrefix(fence) && trimmed.drop { $0 == fence.first }.allSatisfy(\.isWhitespace)
                if closes {
                    if let lines { blocks.append(lines.joined(separator: "\n")) }
                    open = nil
                } else if lines != nil {
                    open?.lines?.append(line)
                }
                continue
            }
            guard let marker = trimmed.first, marker == "`" || marker == "~" else { continue }
            let fence = trimmed.prefix { $0 == marker }
            guard fence.count >= 3 else { continue }
            let info = trimmed.dropFirst(fence.count).drop { $0 == " " || $0 == "\t" }.lowercased()
            open = (fence, info.hasPrefix("swift") ? [] : nil)
        }
        if let lines = open?.lines { blocks.append(lines.joined(separator: "\n")) }
        return blocks
    }

    /// The names `block` may declare: generously more than it does. When the block's braces
    /// balance outside its comments and strings, only its top level and the bodies of its
    /// top-level extensions are read; otherwise every depth is.
    static func possiblyDeclared(in block: String) -> Set<String> {
        let lexed = Tokens(block)
        let tokens = lexed.all.map(\.kind)
        var names: Set<String> = []
        var lastKeyword: String?
        var inExtension = false
        for (index, token) in lexed.all.enumerated() {
            if lexed.balanced {
                switch token.kind {
                case .openBrace where token.depth == 0: inExtension = lastKeyword == "extension"
                case .close where token.depth == 0: (inExtension, lastKeyword) = (false, nil)
                default: break
                }
                guard token.depth == 0 || (token.depth == 1 && inExtension) else { continue }
            }
            guard case .word(let keyword) = token.kind else { continue }
            switch keyword {
            case "init" where token.depth == 1, "subscript" where token.depth == 1:
                // Members an extension adds without a name of their own: two in one file clash.
                names.insert(keyword)
            case "extension":
                // An extension declares its members, read as such, and the conformances it adds:
                // `extension T: P` is read as `extension T:`.
                if index + 1 < tokens.count, case .word(let type) = tokens[index + 1],
                    addsConformance(after: index + 1, in: tokens)
                {
                    names.insert("extension \(type):")
                }
            case "struct", "class", "enum", "actor", "protocol", "typealias", "associatedtype", "macro",
                "precedencegroup", "operator", "func":
                // The name after the keyword: a word, or an operator's characters (`func +`).
                switch index + 1 < tokens.count ? tokens[index + 1] : nil {
                case .word(let name):
                    names.insert(name)
                case .symbols(let symbols):
                    names.insert(symbols)
                    names.insert(String(symbols.prefix { $0 != "<" }))
                default:
                    break
                }
            case "let", "var":
                names.formUnion(patternWords(after: index, in: tokens))
            default:
                continue
            }
            if token.depth == 0 { lastKeyword = keyword }
        }
        return names
    }

    /// Whether the extension of the type at `type` has an inheritance clause: a `:` before its
    /// body or its `where`.
    private static func addsConformance(after type: Int, in tokens: [Tokens.Kind]) -> Bool {
        for token in tokens[(type + 1)...] {
            switch token {
            case .symbols(":"): return true
            case .openBrace, .word("where"): return false
            default: continue
            }
        }
        return false
    }

    /// Every word of the patterns of the `let` or `var` at `keyword`: up to `=`, `:` or `{` at
    /// its depth, and after each `,` that follows at that depth (`var a = 1, b = 2`), up to a line
    /// end at that depth that no `,` continues.
    private static func patternWords(after keyword: Int, in tokens: [Tokens.Kind]) -> [String] {
        var words: [String] = []
        var depth = 0
        var inPattern = true
        var previous: Tokens.Kind?
        for token in tokens[(keyword + 1)...] {
            defer { previous = token }
            switch token {
            case .newline where depth == 0 && previous != .symbols(","):
                return words
            case .open:
                depth += 1
            case .openBrace:
                if depth == 0 { inPattern = false }
                depth += 1
            case .close:
                depth -= 1
                if depth < 0 { return words }
            case .word(let word) where inPattern:
                words.append(word)
            case .symbols(let symbols) where depth == 0:
                if symbols == "," {
                    inPattern = true
                } else if symbols.hasPrefix("=") || symbols == ":" {
                    inPattern = false
                }
            default:
                break
            }
        }
        return words
    }

    /// A block's text as words, runs of operator characters, brackets and line ends, each with the
    /// depth of braces it is at; comments and string literals are left out, backticks and `#`,
    /// `@`, `$`, `;` dropped (`` `default` `` is `default`).
    struct Tokens {
        enum Kind: Equatable {
            case word(String)
            case symbols(String)
            case open
            case openBrace
            case close
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
                if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    flush()
                    while index < characters.count, !characters[index].isNewline { index += 1 }
                    continue
                }
                if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    flush()
                    guard let end = Self.endOfComment(characters, from: index) else {
                        balanced = false
                        break
                    }
                    index = end
                    continue
                }
                if character == "\"" || character == "#", let end = Self.endOfString(characters, from: index) {
                    flush()
                    guard end > index else {
                        balanced = false
                        break
                    }
                    index = end
                    continue
                }
                index += 1
                switch character {
                case _ where character.isLetter || character.isNumber || character == "_":
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
                    all.append(Token(kind: .close, depth: depth))
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
