import DocsSupport

/// Which Swift code is handed to swift-syntax for highlighting: the code it parses in about a
/// millisecond per kilobyte and without running out of stack. Anything else is shown escaped,
/// without highlighting, exactly as written.
///
/// swift-syntax's parser limits its own nesting, but not everywhere: its lookahead for an inline
/// array type (`[3 of Int]`) recurses once per `[` and backtracks, so time doubles with each `[`
/// nested directly in the last; nested string interpolations take memory quadratic in their
/// depth; and many other forms (`a.b.b…`, `Int??…`, `A<A<A…`) build a tree as deep as the code
/// is long, which the classification walks recursively. A size limit bounds that depth (and the
/// build runs it on ``WorkerThreads``, whose stacks have room for it); the other two are counted.
package enum HighlightLimits {
    /// The largest code highlighted, in bytes: ten times the longest block of this project's pages.
    package static let maximumSize = 16 * 1024
    /// The deepest nesting of `[` highlighted: deeper than real code goes, shallow enough that
    /// the worst case takes about a millisecond.
    package static let maximumSquareBracketNesting = 12
    /// The most string interpolations (`\(` or `\#(`) highlighted in one piece of code.
    package static let maximumInterpolations = 256

    /// Whether `source` is within every limit. Counted on bytes without regard to strings or
    /// comments: an overestimate only costs the highlighting.
    ///
    /// Every block of a site passes here, so the bytes that matter are found with `memchr`
    /// (most code has no backslash and fewer `[` than the limit), not looked at one by one.
    package static func allowHighlighting(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard source.count <= maximumSize else { return false }
        var interpolations = 0
        for index in source.indices(of: UInt8(ascii: "\\")) where index + 1 < source.count {
            guard source[index + 1] == UInt8(ascii: "(") || source[index + 1] == UInt8(ascii: "#") else { continue }
            interpolations += 1
            if interpolations > maximumInterpolations { return false }
        }
        // Nesting deeper than the limit needs more `[` than the limit.
        guard source.count(of: UInt8(ascii: "[")) > maximumSquareBracketNesting else { return true }
        var depth = 0
        for byte in source {
            if byte == UInt8(ascii: "[") {
                depth += 1
                if depth > maximumSquareBracketNesting { return false }
            } else if byte == UInt8(ascii: "]") {
                depth = max(depth - 1, 0)
            }
        }
        return true
    }
}
