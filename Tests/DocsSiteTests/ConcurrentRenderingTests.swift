import Testing
@testable import DocsSite

/// The pieces the renderer shares between threads, hammered from all cores. Run under
/// `swift test --sanitize=thread` (CI does) these must report no race.
@Suite struct ConcurrentRenderingTests {
    @Test func concurrentMapKeepsOrderUnderLoad() {
        let input = Array(0..<20_000)
        #expect(input.concurrentMap { $0 * 2 } == input.map { $0 * 2 })
    }

    @Test func highlightCacheIsSharedSafely() {
        let cache = HighlightCache()
        let snippets = (0..<16).map { "let value\($0) = \($0) // note" }
        let highlighted = Array(0..<4_000).concurrentMap { cache.highlight(snippets[$0 % snippets.count]) }
        let expected = snippets.map { SwiftHighlighter().highlight($0) }
        for (index, html) in highlighted.enumerated() {
            #expect(html == expected[index % snippets.count])
        }
    }
}
