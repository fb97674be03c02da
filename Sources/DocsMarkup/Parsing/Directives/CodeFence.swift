/// An open fenced code block (```` ``` ```` or `~~~`), tracked by the directive scanner so that
/// `@`, `{` and `}` inside code are left alone.
struct CodeFence {
    /// The fence character: a backtick or a tilde.
    var character: UInt8
    /// How many of them opened the fence.
    var length: Int

    /// The fence a line opens, if it opens one. `line` starts at its first non-blank byte.
    static func opening(_ line: ArraySlice<UInt8>) -> CodeFence? {
        guard let first = line.first, first == .backtick || first == .tilde else { return nil }
        let length = line.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        // A backtick fence's info string cannot hold backticks (that line would be inline code).
        if first == .backtick, line.dropFirst(length).contains(.backtick) { return nil }
        return CodeFence(character: first, length: length)
    }

    /// Whether `line` (starting at its first non-blank byte) closes this fence.
    func isClosed(by line: ArraySlice<UInt8>) -> Bool {
        let run = line.prefix { $0 == character }.count
        return run >= length && line.dropFirst(run).allSatisfy { $0 == .space || $0 == .tab }
    }
}
