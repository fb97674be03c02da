import DocsCodeBlocks
import DocsMarkup
import DocsSupport

/// The HTML and search entries of the pages one render wrote, kept for the next (as `serve`
/// wants, which renders after every save): a page whose ``Page``, ``PageFrame``, section of the
/// sidebar and ``PageReads`` are unchanged gets its bytes back instead of being rendered again. Editing one
/// article so renders that article, the pages whose links show it, and the files that list
/// every page (the landing page, the search page and index, the sitemap).
///
/// Every kept value is a pure function of what it is checked against, so a render that reuses
/// it writes the same bytes as one that does not; `ReuseBetweenRunsTests` holds it to that.
final class RenderedPageMemo: Sendable {
    /// A file as one render wrote it, with everything it was made of: what it was given, the
    /// section of the sidebar it expands, and what it read of the other pages.
    private struct RenderedFile<Inputs: Equatable & Sendable>: Sendable {
        var inputs: Inputs
        var expandedSection: SidebarOutline.Section?
        var reads: PageReads
        var contents: [UInt8]
    }

    private struct SearchEntry: Sendable {
        var page: Page
        var entry: SearchIndex.Entry
    }

    /// What the files that list the whole site (the landing page, the search page, `404.html`)
    /// show of it besides the frame and the pages they read through the index.
    struct SiteWideInputs: Sendable, Equatable {
        var root: Page
        var groups: [NavigationGroup]
        var firstPage: PageLink?
        var ungrouped: [PageLink]
        var codeCounts: BlockCounts

        init(_ site: Site, in index: RenderContext) {
            root = site.root
            groups = site.groups
            firstPage = site.pages.first.map(PageLink.init)
            ungrouped = index.ungrouped
            codeCounts = site.codeCounts
        }
    }

    private struct State: Sendable {
        var frame: PageFrame?
        var pageTitles: [String: String] = [:]
        var pages: [String: RenderedFile<Page>] = [:]
        var siteWide: [String: RenderedFile<SiteWideInputs>] = [:]
        var searchEntries: [String: SearchEntry] = [:]
        var renderedPaths: Set<String> = []
    }

    private let state = LockedValue(State())

    /// The pages and site-wide files the current (or last) render wrote anew, by path: those it
    /// could not reuse.
    var pathsRendered: Set<String> { state.withLock { $0.renderedPaths } }

    /// Starts a render of the site `index` holds: forgets every page when the frame changed,
    /// every search entry when a page's title did (entries show the titles of the pages they
    /// link to), and the pages the site no longer has.
    func startRender(of index: RenderContext, pageTitles: [String: String]) {
        let frame = index.frame
        let paths = index.pagePaths
        state.withLock { state in
            state.renderedPaths = []
            if state.frame != frame {
                state.frame = frame
                state.pages = [:]
                state.siteWide = [:]
            }
            if state.pageTitles != pageTitles {
                state.pageTitles = pageTitles
                state.searchEntries = [:]
            }
            state.pages = state.pages.filter { paths.contains($0.key) }
            state.searchEntries = state.searchEntries.filter { paths.contains($0.key) }
        }
    }

    /// The HTML of `page`: kept from the last render if nothing it showed has changed, else
    /// written by `render` with an index that records what it reads.
    func html(of page: Page, in index: RenderContext, render: (RenderContext) -> [UInt8]) -> [UInt8] {
        file(at: page.path, inputs: page, table: \.pages, in: index, render: render)
    }

    /// The file at `path` that lists the whole site: kept from the last render if `inputs`, the
    /// sidebar it expands and every page it read are unchanged, else written by `render` with an
    /// index that records what it reads.
    func siteWideFile(
        at path: String, inputs: SiteWideInputs, in index: RenderContext, render: (RenderContext) -> [UInt8]
    ) -> [UInt8] {
        file(at: path, inputs: inputs, table: \.siteWide, in: index, render: render)
    }

    /// The file at `path` made of `inputs`, kept in `table`.
    private func file<Inputs: Equatable & Sendable>(
        at path: String, inputs: Inputs, table: WritableKeyPath<State, [String: RenderedFile<Inputs>]>,
        in index: RenderContext, render: (RenderContext) -> [UInt8]
    ) -> [UInt8] {
        let kept = state.withLock { $0[keyPath: table][path] }
        let expandedSection = PageFrame.expandedSection(onPageAt: path, in: index)
        if let kept, kept.inputs == inputs, kept.expandedSection == expandedSection, kept.reads.areCurrent(in: index) {
            return kept.contents
        }
        let log = PageReadLog()
        let contents = render(index.recordingReads(into: log))
        let file = RenderedFile(
            inputs: inputs, expandedSection: expandedSection, reads: log.recorded, contents: contents)
        state.withLock { state in
            state[keyPath: table][path] = file
            state.renderedPaths.insert(path)
        }
        return contents
    }

    /// The search entry of `page`: kept from the last render if the page is unchanged, else
    /// written by `make`.
    func searchEntry(of page: Page, make: () -> SearchIndex.Entry) -> SearchIndex.Entry {
        if let kept = state.withLock({ $0.searchEntries[page.path] }), kept.page == page {
            return kept.entry
        }
        let entry = make()
        state.withLock { $0.searchEntries[page.path] = SearchEntry(page: page, entry: entry) }
        return entry
    }
}
