// This file and ClientFileBound+Tokens.swift are compiled twice: in DocsClientCode, which checks
// the bound against the units it really writes, and in the ExecutableDocs build plugin
// (Plugins/ExecutableDocs links to both),
// which cannot link a library and must name its output files before anything is parsed. Keep
// it free of imports and of `package` or `public`, so that it compiles in both.

/// How many client files a source file's Swift blocks can need in a test target, worked out from
/// its text alone, without a Swift parser: never fewer than the units that
/// ``ClientUnit/units(of:fragmentDeclarations:)`` makes of them.
///
/// A Markdown page's blocks share one file until a block declares again a name an earlier block
/// declared (a type shown, then shown with more members); that block starts a new unit, in a file
/// of its own. So a page's bound is one, plus one for each Swift block that may declare a name an
/// earlier Swift block may declare. What a block may declare is read generously: the name after
/// each declaration keyword at the top level and in top-level extensions (at every depth when its
/// braces do not balance outside comments and strings), every name a `let` or `var` pattern
/// binds, and `extension T:` for an extension that adds a conformance. A Swift file's doc comments
/// are pages of their own, read by the tool through swift-syntax: their bound is one file for each
/// code block that may be Swift, counted generously. Over-reading costs an empty file;
/// under-reading would fail the build, which ``ClientTestFiles`` reports.
///
/// Fewer files matter because SwiftPM prints each compiler error once for every file compiled in
/// the same batch as the one it is in.
enum ClientFileBound {
    /// The lines of `text`, cut at every line end (`\n`, `\r\n`, `\r`), a byte-order mark dropped.
    static func lines(of text: String) -> [Substring] {
        let text = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// What the plugin decides for one source file: how many files it may need; and, for a
    /// Markdown page, what its blocks may declare and use, and whether its code can share a file
    /// with other pages' (``SharedFile``).
    struct SourcePlan {
        var files: Int
        var declared: Set<String> = []
        var used: Set<String> = []
        /// Whether its code may go into the shared file at all: a page (a Swift file's doc
        /// comments are read as pages by the tool alone), one unit, no `import` of a module every
        /// file does not import already (it would reach every page of the file), no block of text
        /// that checks what a function prints (its file then has a recorder of its own).
        var mayShare = false

        /// The plan of a Markdown page whose code imports `imported` in every file already (the
        /// documented module, Foundation, Testing).
        init(markdown text: String, imported: Set<String> = []) {
            let blocks = ClientFileBound.swiftBlocks(in: text)
            files = ClientFileBound.files(forBlocks: blocks)
            var importsOthers = false
            for block in blocks {
                declared.formUnion(ClientFileBound.possiblyDeclared(in: block))
                used.formUnion(ClientFileBound.words(in: block))
                importsOthers = importsOthers || !ClientFileBound.imports(in: block).isSubset(of: imported)
            }
            mayShare = files == 1 && !importsOthers && !text.contains("output=")
        }

        /// The plan of a Swift file's doc comments.
        init(swiftSource text: String) {
            files = ClientFileBound.files(forSwiftSource: text)
        }
    }

    /// The file, one per documented library, that holds the code of the pages that need one
    /// file each, when no page there declares a name another page there declares or uses: their
    /// declarations are `fileprivate` in one file, so they would clash, or one page's would stand
    /// in for what another page means (a restated type for the library's). Fewer files, each error
    /// printed fewer times.
    struct SharedFile {
        private(set) var declared: Set<String> = []
        private(set) var used: Set<String> = []

        /// Whether the code of the page planned as `plan` goes into the shared file (and then its
        /// names are taken).
        mutating func takes(_ plan: SourcePlan) -> Bool {
            guard plan.mayShare, plan.declared.isDisjoint(with: declared), plan.declared.isDisjoint(with: used),
                plan.used.isDisjoint(with: declared)
            else { return false }
            declared.formUnion(plan.declared)
            used.formUnion(plan.used)
            return true
        }
    }

    /// The bound for a Swift file: in its doc comments, each fence that opens with Swift or no
    /// language, and each run of lines indented four spaces or more past the comment's own
    /// indentation (an indented block). Generous on purpose: the tool reads the
    /// comments with swift-syntax and cmark, and a block of any of them can be Swift when it
    /// parses as Swift.
    static func files(forSwiftSource text: String) -> Int {
        var count = 0
        var comment: [Substring] = []
        var blockCommentDepth = 0
        for line in lines(of: text) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if blockCommentDepth > 0 || trimmed.hasPrefix("/*") {
                blockCommentDepth += occurrences(of: ("/", "*"), in: trimmed) - occurrences(of: ("*", "/"), in: trimmed)
                blockCommentDepth = max(blockCommentDepth, 0)
                var body = trimmed.hasPrefix("/**") ? trimmed.dropFirst(3) : line
                if body.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("*"),
                    !body.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("*/")
                {
                    body = body.drop { $0 == " " || $0 == "\t" }.dropFirst()
                }
                comment.append(body)
            } else if trimmed.hasPrefix("///") {
                comment.append(trimmed.dropFirst(3))
            } else if !comment.isEmpty {
                // The count adds up over the file: a comment is cut wherever its lines stop, so
                // that each piece's own indentation is the one it is read past.
                count += codeBlockCount(inComment: comment)
                comment = []
            }
        }
        return count + codeBlockCount(inComment: comment)
    }

    /// How many times the two characters `pair` occur in `line`, not overlapping.
    private static func occurrences(of pair: (Character, Character), in line: Substring) -> Int {
        var (count, previous) = (0, Character?.none)
        for character in line {
            if previous == pair.0, character == pair.1 {
                count += 1
                previous = nil
            } else {
                previous = character
            }
        }
        return count
    }

    /// The modules `block` may import: the first word after each `import` (and its kind, as in
    /// `import struct Kit.Point`), in comments and strings too.
    static func imports(in block: String) -> Set<String> {
        let words = words(inOrder: block)
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
        var modules: Set<String> = []
        for (index, word) in words.enumerated() where word == "import" {
            if let module = words[(index + 1)...].first(where: { !kinds.contains($0) }) { modules.insert(module) }
        }
        return modules
    }

    /// Every word of `text`, in its comments and strings too: what a block may use.
    static func words(in text: String) -> Set<String> {
        Set(words(inOrder: text))
    }

    /// The words of `text`, in order.
    static func words(inOrder text: String) -> [String] {
        text.split { !Tokens.isWordCharacter($0) }.map(String.init)
    }

    /// The fences that open with Swift or no language, at any indentation (a list item's too), and
    /// the runs of lines outside them indented four spaces or more (an indented block, or a list
    /// item's lines), of one doc comment's lines past its least indentation and any `>`.
    private static func codeBlockCount(inComment lines: [Substring]) -> Int {
        func indentation(_ line: Substring) -> Int {
            line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
        }
        let least = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map(indentation).min() ?? 0
        var count = 0
        var fence: Substring?
        var inIndentedRun = false
        for line in lines {
            var body = line.dropFirst(min(least, indentation(line)))
            while body.first == ">" { body = body.dropFirst().drop { $0 == " " } }
            let trimmed = body.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.drop(while: { $0 == open.first }).allSatisfy(\.isWhitespace) {
                    fence = nil
                }
                continue
            }
            if let info = fenceInfo(trimmed) {
                fence = trimmed.prefix { $0 == trimmed.first }
                if info.isEmpty || info.hasPrefix("swift") { count += 1 }
                inIndentedRun = false
            } else if indentation(body) >= 4 {
                if !inIndentedRun { count += 1 }
                inIndentedRun = true
            } else {
                inIndentedRun = false
            }
        }
        return count
    }

    /// The lowercased info string of a line that is a fence (three or more `` ` `` or `~`).
    private static func fenceInfo(_ trimmed: Substring) -> String? {
        guard let marker = trimmed.first, marker == "`" || marker == "~" else { return nil }
        let run = trimmed.prefix { $0 == marker }
        guard run.count >= 3 else { return nil }
        return trimmed.dropFirst(run.count).drop { $0 == " " || $0 == "\t" }.lowercased()
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

    /// The text of each block of a Markdown page whose fence names Swift, in order. A fence may
    /// follow `>` and a list marker (`- ```swift`); it closes at a fence of the same character,
    /// at least as long, indented at most three columns past the opening one.
    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        // The fence we are inside, its column, and its lines when it is a Swift block.
        var open: (fence: Substring, column: Int, lines: [Substring]?)?
        for line in lines(of: text) {
            let (trimmed, column) = fenceStart(of: line)
            if let (fence, opening, lines) = open {
                let closes =
                    column <= opening + 3 && trimmed.hasPrefix(fence)
                    && trimmed.drop { $0 == fence.first }.allSatisfy(\.isWhitespace)
                if closes {
                    if let lines { blocks.append(lines.joined(separator: "\n")) }
                    open = nil
                } else if lines != nil {
                    open?.lines?.append(line)
                }
                continue
            }
            guard let info = fenceInfo(trimmed) else { continue }
            let fence = trimmed.prefix { $0 == trimmed.first }
            open = (fence, column, info.hasPrefix("swift") ? [] : nil)
        }
        if let lines = open?.lines { blocks.append(lines.joined(separator: "\n")) }
        return blocks
    }

    /// `line` after its indentation, `>` markers and a list marker, and the column it starts at.
    private static func fenceStart(of line: Substring) -> (Substring, Int) {
        var rest = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
        let bullet = rest.first.map { "-*+".contains($0) } == true ? rest.dropFirst() : nil
        let digits = rest.prefix(while: \.isNumber)
        let ordered =
            !digits.isEmpty && rest.dropFirst(digits.count).first.map { ".)".contains($0) } == true
            ? rest.dropFirst(digits.count + 1) : nil
        if let item = bullet ?? ordered, item.first == " " {
            rest = item.drop { $0 == " " || $0 == "\t" }
        }
        return (rest, line.count - rest.count)
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
                case .closeBrace where token.depth == 0: (inExtension, lastKeyword) = (false, nil)
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
                // `extension T: P` (or `extension [T]: P`) is read as `extension T:`.
                let type = tokens[(index + 1)...].lazy.compactMap { token -> String? in
                    if case .word(let word) = token { return word }
                    return nil
                }.first
                if let type, addsConformance(after: index + 1, in: tokens) {
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
                    let beforeGenerics = symbols.prefix { $0 != "<" }
                    if !beforeGenerics.isEmpty { names.insert(String(beforeGenerics)) }
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

    /// Whether the extension whose keyword is just before `start` has an inheritance clause: a
    /// `:` before its body or its `where`.
    private static func addsConformance(after start: Int, in tokens: [Tokens.Kind]) -> Bool {
        for token in tokens[start...] {
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
    /// end at that depth that no operator or `,` before it continues.
    private static func patternWords(after keyword: Int, in tokens: [Tokens.Kind]) -> [String] {
        var words: [String] = []
        var depth = 0
        var inPattern = true
        var previous: Tokens.Kind?
        for token in tokens[(keyword + 1)...] {
            defer { previous = token }
            switch token {
            case .newline where depth == 0:
                if case .symbols = previous { continue }
                return words
            case .open:
                depth += 1
            case .openBrace:
                if depth == 0 { inPattern = false }
                depth += 1
            case .close, .closeBrace:
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
}
