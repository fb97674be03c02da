import DocsHighlighting
import DocsMarkup
import DocsQueries
import DocsSupport
import Foundation
import Testing

@testable import DocsRendering
@testable import DocsSite
@testable import DocsSiteModel

/// The pieces the renderer shares between threads, hammered from all cores. Run under
/// `swift test --sanitize=thread` (CI does) these must report no race.
@Suite struct ConcurrentRenderingTests {
    @Test func concurrentMapKeepsOrderUnderLoad() {
        let input = Array(0..<20_000)
        #expect(input.concurrentMap { $0 * 2 } == input.map { $0 * 2 })
    }

    /// The fuzz target builds on one thread: asked to, the work runs on the calling thread, in order.
    @Test func concurrentMapRunsOnTheCallingThreadWhenAsked() {
        let caller = ObjectIdentifier(Thread.current)
        let input = Array(0..<1_000)
        let threads = WorkerThreads.$runOnCallingThread.withValue(true) {
            input.concurrentMap { _ in ObjectIdentifier(Thread.current) }
        }
        #expect(threads.allSatisfy { $0 == caller })
        #expect(
            WorkerThreads.$runOnCallingThread.withValue(true) { input.concurrentMap { $0 * 2 } } == input.map { $0 * 2 }
        )
        #expect(!input.concurrentMap { _ in ObjectIdentifier(Thread.current) }.contains(caller))
    }

    /// Many pages of one directory and group ask for the same sidebar at once.
    @Test func sidebarTemplatesAreSharedSafely() {
        let documents = (1...200).map { Sample.document("Page\($0)", "Page \($0)", [Sample.paragraph("Text.")]) }
        var site = Sample.site(pages: documents.map { ($0, "articles/\($0.name.string.lowercased()).html") })
        site.groups = [NavigationGroup(title: "All", pages: site.pages.map(PageLink.init))]
        let index = RenderContext(site)
        let sidebars = Array(0..<4_000).concurrentMap { number in
            var html = HTMLWriter()
            Sidebar(index: index, links: .page(at: PagePath("articles/page\(number % 200 + 1).html"))).write(to: &html)
            return html.bytes
        }
        for (number, sidebar) in sidebars.enumerated() {
            let text = String(decoding: sidebar, as: UTF8.self)
            #expect(text.contains(#"href=page\#(number % 200 + 1).html aria-current=page"#))
            #expect(text.ranges(of: "aria-current").count == 1)
        }
    }

    @Test(arguments: [true, false])
    func highlightedCodeIsSharedSafely(tracksReads: Bool) {
        let engine = QueryEngine(tracksReads: tracksReads)
        engine.startRun()
        let snippets = (0..<16).map { "let value\($0) = \($0) // note" }
        let highlighted = Array(0..<4_000).concurrentMap {
            engine[HighlightedCode(code: snippets[$0 % snippets.count])].html
        }
        let expected = snippets.map { SwiftHighlighter().highlight($0) }
        for (index, html) in highlighted.enumerated() {
            #expect(html == expected[index % snippets.count])
        }
        #expect(engine.valuesUsedThisRun(HighlightedCode.self).count == snippets.count)
        if tracksReads { #expect(engine.computedThisRun(HighlightedCode.self) == snippets.count) }
    }
}
