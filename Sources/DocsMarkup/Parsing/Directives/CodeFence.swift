/// An open fenced code block (```` ``` ```` or `~~~`), tracked by the directive scanner so that
/// `@`, `{` and `}` inside code are left alone.
struct CodeFence {
    /// The fence character: a backtick or a tilde.
    var character: UInt8
    /// How many of them opened the fence.
    var length: Int
    /// How many block quotes the fence is in (one for `> ```swift`). Its lines carry as many `>`
    /// markers; a line without them ends the quotes, and the fence with them, as in CommonMark.
    var quoteDepth = 0

    /// The fence a line opens, if it opens one. `line` starts at its first non-blank byte, after
    /// the container markers before it (see ``ContainerMarkers``), `quoteDepth` of them `>`.
    static func opening(_ line: ArraySlice<UInt8>, quoteDepth: Int = 0) -> CodeFence? {
        guard let first = line.first, first == .backtick || first == .tilde else { return nil }
        let length = line.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        // A backtick fence's info string cannot hold backticks (that line would be inline code).
        if first == .backtick, line.dropFirst(length).contains(.backtick) { return nil }
        return CodeFence(character: first, length: length, quoteDepth: quoteDepth)
    }

    /// What a line read while the fence is open is to it.
    enum LineRole {
        /// A line of the code.
        case code
        /// The closing fence, part of the code block.
        case closingFence
        /// A line outside the block quotes the fence is in: the quotes end before it, and the
        /// fence with them, so it is read as any other line.
        case outsideQuotes
    }

    /// What `line` (the whole line, not cut at its first non-blank byte) is to this fence. Only
    /// the fence's own `>` markers are looked past: in a fence outside any quote, `> ```` is code.
    func role(of line: SourceLine) -> LineRole {
        var inside = line
        for _ in 0..<quoteDepth {
            inside = inside.dropping(inside.indentation)
            guard inside.bytes.first == .greaterThan else { return .outsideQuotes }
            inside = inside.dropping(1)
        }
        // Indented four columns or more, it is code; after a `>`, one more, a space that belongs to the marker.
        guard inside.indentationWidth < (quoteDepth > 0 ? 5 : 4) else { return .code }
        let content = inside.bytes.dropFirst(inside.indentation)
        let run = content.prefix { $0 == character }.count
        return run >= length && content.dropFirst(run).allSatisfy { $0.isBlank } ? .closingFence : .code
    }
}
