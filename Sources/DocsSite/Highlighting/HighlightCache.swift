import DocsMarkup
/// Highlighted code of one build, by the code's text, shared by all pages rendered at the same
/// time.
///
/// Tutorials repeat their code from step to step, and pages repeat snippets, so the same text
/// is often highlighted many times. Highlighting is a pure function of the text, so the cache
/// changes how long a build takes, never what it writes.
final class HighlightCache: Sendable {
    private let highlighter = SwiftHighlighter()
    /// Highlighted HTML by source text.
    private let entries = LockedValue<[String: String]>([:])

    /// The highlighted HTML of `code`, highlighted now unless an earlier page did it already.
    func highlight(_ code: String) -> String {
        if let cached = entries.withLock({ $0[code] }) { return cached }
        // Highlight outside the lock; two pages racing on the same code store the same text.
        let highlighted = highlighter.highlight(code)
        entries.withLock { $0[code] = highlighted }
        return highlighted
    }
}
