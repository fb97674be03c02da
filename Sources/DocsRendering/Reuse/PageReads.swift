import DocsMarkup
import DocsSiteModel
import DocsSupport

/// What rendering one page read of the other pages: the pages its `<doc:>` links and cards
/// show, by name, the summaries its lists of pages show, by name, and the titles its symbol
/// links show, by path. With the page itself and the frame every page shares (``PageFrame``),
/// this is everything its HTML depends on, so the HTML is still right while each read gives the
/// same answer.
struct PageReads: Sendable, Equatable {
    /// The pages read, by name; `nil` where no page had the name.
    var pages: [String: Page?] = [:]
    /// The titles read, by page path; `nil` where no page had the path.
    var titles: [PagePath: String?] = [:]
    /// The summaries read, by page name; `nil` where no page had the name.
    var summaries: [String: String?] = [:]

    /// Whether every read gives the same answer in `index`.
    func areCurrent(in index: RenderContext) -> Bool {
        index.answersAsBefore(self)
    }
}

/// Records what one page's rendering reads of the other pages (``RenderContext/recordingReads(into:)``).
final class PageReadLog: Sendable {
    private let reads = LockedValue(PageReads())

    /// What was read so far.
    var recorded: PageReads { reads.withLock { $0 } }

    func read(_ page: Page?, named name: String) {
        reads.withLock { $0.pages[name] = .some(page) }
    }

    func read(summary: String?, named name: String) {
        reads.withLock { $0.summaries[name] = .some(summary) }
    }

    func read(_ title: String?, atPath path: PagePath) {
        reads.withLock { $0.titles[path] = .some(title) }
    }
}
