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

    /// `line` without the list markers (`-`, `*`, `+`, `1.`, `1)`) and block-quote markers (`>`)
    /// that may stand before a fence on the line that opens it, such as `- ```swift`.
    static func withoutContainerMarkers(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var rest = line
        while true {
            let digits = rest.prefix { $0.isASCIIDigit }.count
            if let marker = rest.first, [UInt8(ascii: ">")].contains(marker) {
                rest = rest.dropFirst()
            } else if let marker = rest.first, [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(marker),
                      rest.dropFirst().first == .space || rest.dropFirst().first == .tab {
                rest = rest.dropFirst()
            } else if digits > 0, digits <= 9, let after = rest.dropFirst(digits).first,
                      after == UInt8(ascii: ".") || after == UInt8(ascii: ")"),
                      rest.dropFirst(digits + 1).first == .space || rest.dropFirst(digits + 1).first == .tab {
                rest = rest.dropFirst(digits + 1)
            } else {
                return rest
            }
            rest = rest.drop { $0 == .space || $0 == .tab }
        }
    }

    /// Whether `line` (starting at its first non-blank byte) closes this fence.
    func isClosed(by line: ArraySlice<UInt8>) -> Bool {
        let run = line.prefix { $0 == character }.count
        return run >= length && line.dropFirst(run).allSatisfy { $0 == .space || $0 == .tab }
    }
}
