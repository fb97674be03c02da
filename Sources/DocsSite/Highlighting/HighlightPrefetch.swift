import DocsCodeBlocks
import DocsMarkup
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Highlights the Swift code of the parsed pages ahead of the render, on a thread of its own,
/// while the site is resolved.
///
/// Resolution runs in part on one core, so on a first build a core would wait for it; here it
/// highlights, and the pages then find that code done. What the prefetch has not reached when
/// the render starts, the render highlights as before: the cache gives what highlighting gives,
/// so the pages are the same either way. The thread runs at a lower priority where the system
/// allows it (Linux), so that it takes the idle core and not the build's own work.
final class HighlightPrefetch: Sendable {
    private let isStopped = LockedValue(false)
    private let finished = DispatchGroup()

    /// Starts highlighting, into `cache`, the Swift code that `pages` show, the last page first
    /// (the render starts with the first).
    init(code pages: [PageCode], into cache: HighlightCache) {
        finished.enter()
        let isStopped = self.isStopped
        let finished = self.finished
        let thread = Thread {
            defer { finished.leave() }
            #if canImport(Glibc)
            // Nice 10 for this thread alone: on Linux the nice value is a thread's, and 0 names
            // the calling one.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            #endif
            for page in pages.reversed() {
                for text in Self.highlightedTexts(of: page) {
                    if isStopped.withLock({ $0 }) { return }
                    _ = cache.highlight(text)
                }
            }
        }
        // swift-syntax recurses once per level of the code's syntax tree (see WorkerThreads).
        thread.stackSize = WorkerThreads.stackSize
        thread.start()
    }

    /// Stops after the block under way, and returns once the thread has.
    func stop() {
        isStopped.withLock { $0 = true }
        finished.wait()
    }

    /// Returns once every text has been highlighted, or the prefetch stopped.
    func waitUntilDone() {
        finished.wait()
    }

    /// The texts of the page's Swift blocks that ``CodeBlockRenderer`` highlights: what each
    /// block shows, and the version a block replaces when the page shows the change.
    static func highlightedTexts(of page: PageCode) -> [String] {
        let presentations = CodePresentation.presentations(of: page)
        var texts: [String] = []
        for block in page.blocks where block.language?.lowercased() == "swift" {
            guard let presentation = presentations[block.location] else { continue }
            texts.append(presentation.shownText)
            if presentation.diff != nil, let previous = presentation.previousText { texts.append(previous) }
        }
        return texts
    }
}
