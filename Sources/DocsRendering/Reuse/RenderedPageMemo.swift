import DocsCodeBlocks
import DocsHighlighting
import DocsMarkup
import DocsSiteModel
import DocsSupport

/// The HTML and search entries of the pages one render wrote, kept for the next (as `serve`
/// wants, which renders after every save): a page whose ``Page``, ``PageFrame``, section of the
/// sidebar and ``PageReads`` are unchanged gets its bytes back instead of being rendered again. Editing one
/// article so renders that article, the pages whose links show it, and the files that list
/// every page (the landing page, the search page, `404.html`) when their ``SiteListing`` or
/// what they read changed; the search index moves the article's words, and the sitemap is kept.
///
/// Every kept value is a pure function of what it is checked against, so a render that reuses
/// it writes the same bytes as one that does not; `ReuseBetweenRunsTests` holds it to that.
package final class RenderedPageMemo: Sendable {
    /// What a file was made of, besides the frame and the pages it read: what it was given,
    /// and the section of the sidebar it expands.
    private struct FileInputs<Inputs: Equatable & Sendable>: Equatable, Sendable {
        var inputs: Inputs
        var expandedSection: SidebarOutline.Section?
    }

    /// A file as one render wrote it, with what it read of the other pages, which must still
    /// read the same for the file to be reused.
    private struct RenderedFile: Sendable {
        var reads: PageReads
        var contents: [UInt8]
    }

    /// How a render begins: the context it renders with, every page's title by name, and, when
    /// the site is an edit of the last render's (``SiteRevision``), the paths of the pages edited.
    struct Start: Sendable {
        var context: RenderContext
        var pageTitles: [String: String]
        var editedPaths: Set<PagePath>?
    }

    /// The files that read each page, by the page's name and by its path: the files to render
    /// again when the page is edited.
    private struct Readers: Sendable {
        var byName: [String: Set<PagePath>] = [:]
        var byPath: [PagePath: Set<PagePath>] = [:]

        mutating func add(_ reads: PageReads, of file: PagePath) {
            for name in reads.pages.keys { byName[name, default: []].insert(file) }
            for name in reads.summaries.keys { byName[name, default: []].insert(file) }
            for path in reads.titles.keys { byPath[path, default: []].insert(file) }
        }
    }

    private struct State: Sendable {
        var pageTitles: [String: String] = [:]
        var renderedPaths: Set<PagePath> = []
        /// The last render's site revision and context, which an edit of that site starts from.
        var last: (revision: Int, context: RenderContext)?
        /// The last render's search entries, in its order, and the sitemap.
        var entries: [SearchIndex.Entry] = []
        var sitemap: [UInt8]?
        /// Who reads each page, worked out of the kept files when an edit first needs it; `nil` after
        /// a render of a whole site, whose files' reads it does not follow.
        var readers: Readers?
        /// During the render of an edit, the page files that may change: the edited pages and
        /// the files that read them. `nil` while every file is checked.
        var mayChange: Set<PagePath>?
    }

    private let state = LockedValue(State())
    /// Each page's file and each site-wide file, made with the ``PageFrame`` as context. Their
    /// lock is only ever taken inside `state`'s, never the other way round.
    private let pages = KeptValues<PagePath, FileInputs<Page>, RenderedFile>()
    private let siteWide = KeptValues<PagePath, FileInputs<SiteListing>, RenderedFile>()
    /// Each page's search entry, made of the page with the pages' titles as context (an entry
    /// shows the titles of the pages it links to).
    private let searchEntries = KeptValues<PagePath, Page, SearchIndex.Entry>()

    /// The pages and site-wide files the current (or last) render wrote anew, by path: those it
    /// could not reuse.
    var pathsRendered: Set<PagePath> { state.withLock { $0.renderedPaths } }

    /// Creates a table that keeps nothing yet.
    package init() {}

    /// Starts a render of `site`. When the site is an edit of the last render's (its
    /// ``SiteRevision/base`` is that render's revision), the last render's context is kept and
    /// only the edited pages and the files that read them are checked again. Otherwise it forgets
    /// every page when the frame changed, every search entry when a page's title did (entries
    /// show the titles of the pages they link to), and the pages the site no longer has.
    func startRender(of site: Site, highlightCache: HighlightCache?) -> Start {
        state.withLock { state in
            state.renderedPaths = []
            if let revision = site.revision, let last = state.last, revision.base == last.revision {
                let context = last.context.replacingSite(with: site)
                state.last = (revision.number, context)
                if state.readers == nil {
                    var readers = Readers()
                    pages.forEach { path, _, file in readers.add(file.reads, of: path) }
                    siteWide.forEach { path, _, file in readers.add(file.reads, of: path) }
                    state.readers = readers
                }
                var mayChange = revision.editedPaths
                for name in revision.editedNames { mayChange.formUnion(state.readers?.byName[name] ?? []) }
                for path in revision.editedPaths { mayChange.formUnion(state.readers?.byPath[path] ?? []) }
                state.mayChange = mayChange
                return Start(context: context, pageTitles: state.pageTitles, editedPaths: revision.editedPaths)
            }
            let context = RenderContext(site, highlightCache: highlightCache)
            let pageTitles = Dictionary(
                ([site.root] + site.pages).map { ($0.name, $0.title) }, uniquingKeysWith: { first, _ in first })
            state.last = site.revision.map { ($0.number, context) }
            state.readers = nil
            state.mayChange = nil
            state.sitemap = nil
            pages.start(with: context.frame)
            siteWide.start(with: context.frame)
            state.pageTitles = pageTitles
            let paths = context.pagePaths
            pages.keepOnly(paths)
            searchEntries.start(with: pageTitles)
            searchEntries.keepOnly(paths)
            return Start(context: context, pageTitles: pageTitles, editedPaths: nil)
        }
    }

    /// The HTML of `page`: kept from the last render if nothing it showed has changed, else
    /// written by `render` with an index that records what it reads.
    func html(of page: Page, in index: RenderContext, render: (RenderContext) -> [UInt8]) -> [UInt8] {
        file(at: page.path, inputs: page, table: pages, in: index, render: render)
    }

    /// The file at `path` that lists the whole site: kept from the last render if `listing`, the
    /// sidebar it expands and every page it read are unchanged, else written by `render` with an
    /// index that records what it reads.
    func siteWideFile(
        at path: PagePath, listing: SiteListing, in index: RenderContext, render: (RenderContext) -> [UInt8]
    ) -> [UInt8] {
        file(at: path, inputs: listing, table: siteWide, in: index, render: render)
    }

    /// The file at `path` made of `inputs`, kept in `table`.
    private func file<Inputs: Equatable & Sendable>(
        at path: PagePath, inputs: Inputs, table: KeptValues<PagePath, FileInputs<Inputs>, RenderedFile>,
        in index: RenderContext, render: (RenderContext) -> [UInt8]
    ) -> [UInt8] {
        // In the render of an edit, a file made of the same inputs that reads no edited page is as it was.
        if let mayChange = state.withLock({ $0.mayChange }), !mayChange.contains(path),
            let kept = table.value(at: path, where: { $0.inputs == inputs })
        {
            return kept.contents
        }
        let made = FileInputs(inputs: inputs, expandedSection: PageFrame.expandedSection(onPageAt: path, in: index))
        if let kept = table.value(at: path, madeOf: made), kept.reads.areCurrent(in: index) { return kept.contents }
        let log = PageReadLog()
        let contents = render(index.recordingReads(into: log))
        // Read once the render is over: what it read is recorded as it goes.
        let file = RenderedFile(reads: log.recorded, contents: contents)
        table.keep(file, at: path, madeOf: made)
        state.withLock { state in
            state.renderedPaths.insert(path)
            state.readers?.add(file.reads, of: path)
        }
        return file.contents
    }

    /// The search entry of every page of `pages` (the root first, then reading order): in the
    /// render of an edit, the last render's with the edited pages' made again by `make`; else
    /// each page's kept from the last render if the page is unchanged, or made by `make`.
    func searchEntries(of pages: [Page], start: Start, make: @escaping @Sendable (Page) -> SearchIndex.Entry)
        -> [SearchIndex.Entry]
    {
        let last = state.withLock { $0.entries }
        let entries: [SearchIndex.Entry]
        if let edited = start.editedPaths, last.count == pages.count {
            var edit = last
            for (position, page) in pages.enumerated() where edited.contains(page.path) {
                edit[position] = make(page)
                searchEntries.keep(edit[position], at: page.path, madeOf: page)
            }
            entries = edit
        } else {
            entries = pages.concurrentMap { page in self.searchEntries.value(at: page.path, madeOf: page, by: make) }
        }
        state.withLock { $0.entries = entries }
        return entries
    }

    /// `sitemap.xml`: the last render's in the render of an edit, else made by `make`. An edit
    /// (``SiteRevision``) keeps every page's path and the configuration, the site's URL included,
    /// which is all the sitemap shows.
    func sitemap(start: Start, make: () -> [UInt8]) -> [UInt8] {
        if start.editedPaths != nil, let kept = state.withLock({ $0.sitemap }) { return kept }
        let sitemap = make()
        state.withLock { $0.sitemap = sitemap }
        return sitemap
    }
}
