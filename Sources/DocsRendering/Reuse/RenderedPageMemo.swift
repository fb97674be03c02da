import DocsHighlighting
import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport

/// The HTML and search entries of the pages one render wrote, kept for the next (as `serve`
/// wants, which renders after every save) as queries of the build's engine
/// (``RenderQueries.swift``): a file is rendered again only when something it read changed: the
/// frame every page shows, its own page, the section of the sidebar it expands, or what it
/// showed of another page (a `<doc:>` link's page, a listed page's summary, a symbol page's title).
/// Editing one article so renders that article, the pages that show it, and the files that list
/// every page when their ``SiteListing`` or what they read changed; the search index moves the
/// article's words, and the sitemap is kept.
///
/// Every kept value is a pure function of what it read, so a render that reuses it writes the
/// same bytes as one that does not; `ReuseBetweenRunsTests` holds it to that.
package final class RenderedPageMemo: Sendable {
    /// How a render begins: the context it renders with, every page's title by name, and, when
    /// the site is an edit of the last render's (``SiteRevision``), the paths of the pages edited.
    struct Start: Sendable {
        var context: RenderContext
        var pageTitles: [PageName: String]
        var editedPaths: Set<PagePath>?
    }

    private let queries: QueryEngine
    /// Whether the memo begins the engine's runs itself: when it has an engine of its own.
    private let startsRuns: Bool

    /// Creates a memo that keeps its files in `queries`, the build's engine, or in an engine of
    /// its own.
    package init(queries: QueryEngine? = nil) {
        self.queries = queries ?? QueryEngine()
        startsRuns = queries == nil
    }

    /// Runs `body` with what the last render carried on, which it changes in place.
    private func withLastRender<Result>(_ body: (inout LastRender.Value) -> Result) -> Result {
        queries.updateCarried(LastRender(), initial: LastRender.Value(), body)
    }

    /// The pages and site-wide files the current (or last) render wrote anew, by path: those it
    /// could not reuse.
    package var pathsRendered: Set<PagePath> {
        Set(
            queries.keysComputedThisRun(PageFile.self).map(\.path)
                + queries.keysComputedThisRun(SiteWideFile.self).map(\.path))
    }

    /// The pages whose search entries the current (or last) render made anew.
    var searchEntriesMade: Set<PagePath> { Set(queries.keysComputedThisRun(SearchEntryOfPage.self).map(\.path)) }

    /// Starts a render of `site`, giving the queries their inputs. When the site is an edit of
    /// the last render's (its ``SiteRevision/base`` is that render's revision), the last render's
    /// context is kept and only the edited pages are given anew: the others, the frame and the
    /// sidebar are as they were.
    func startRender(of site: Site, highlightsCode: Bool) -> Start {
        if startsRuns { queries.startRun() }
        let pages = [site.root] + site.pages
        let last = withLastRender { $0.last }
        if let revision = site.revision, let last, revision.base == last.revision {
            let context = last.context.replacingSite(with: site)
            for page in pages where revision.editedPaths.contains(page.path) {
                queries.set(PageAt(path: page.path), to: page)
            }
            queries.set(RenderingContext(), to: context)
            queries.set(ListingOfSite(), to: SiteListing(site, in: context))
            let pageTitles = withLastRender { state in
                state.last = (revision.number, context)
                return state.pageTitles
            }
            return Start(context: context, pageTitles: pageTitles, editedPaths: revision.editedPaths)
        }
        let context = RenderContext(site, highlighting: highlightsCode ? .throughReads : .anew)
        let pageTitles = Dictionary(pages.map { ($0.name, $0.title) }, uniquingKeysWith: { first, _ in first })
        let (gonePaths, goneNames) = withLastRender { state in
            let paths = Set(pages.map(\.path))
            let names = Set(pageTitles.keys)
            defer {
                (state.paths, state.names) = (paths, names)
                state.last = site.revision.map { ($0.number, context) }
                state.pageTitles = pageTitles
                state.sitemap = nil
            }
            return (state.paths.subtracting(paths), state.names.subtracting(names))
        }
        for path in gonePaths { queries.remove(PageAt(path: path)) }
        for name in goneNames {
            queries.remove(PathOfPageNamed(name: name))
            queries.remove(TitleOfPageNamed(name: name))
        }
        for page in pages.reversed() {
            queries.set(PageAt(path: page.path), to: page)
            // The first page of a name is the one it names, as in the site.
            queries.set(PathOfPageNamed(name: page.name), to: page.path)
        }
        queries.set(SidebarOfSite(), to: context.sidebar)
        queries.set(RenderingContext(), to: context)
        queries.set(ListingOfSite(), to: SiteListing(site, in: context))
        for (name, title) in pageTitles { queries.set(TitleOfPageNamed(name: name), to: title) }
        return Start(context: context, pageTitles: pageTitles, editedPaths: nil)
    }

    /// Ends the render `start` began. A memo with an engine of its own ends the engine's run too:
    /// after a render of a whole site (not an edit's, which asks only for what the edit changed),
    /// it forgets the values that render did not use (of pages gone, code no page shows any more).
    func endRender(_ start: Start) {
        if startsRuns, start.editedPaths == nil { queries.forgetUnused() }
    }

    /// The HTML of `page`: kept from the last render if nothing it read has changed, else rendered.
    func html(of page: Page) -> [UInt8] {
        queries[PageFile(path: page.path)]
    }

    /// The file of `kind` at `path` that lists the whole site: kept from the last render if the
    /// listing, the sidebar it expands and every page it read are unchanged, else rendered.
    func siteWideFile(_ kind: SiteWideFile.Kind, at path: PagePath) -> [UInt8] {
        queries[SiteWideFile(kind: kind, path: path)]
    }

    /// The search entry of every page of `pages` (the root first, then reading order), each kept
    /// from the last render if its page and the pages' titles are unchanged. In the render of an
    /// edit, whose pages are the last render's, only the edited pages' entries are asked for.
    func searchEntries(of pages: [Page], start: Start) -> [SearchIndex.Entry] {
        let last = withLastRender { $0.entries }
        var entries: [SearchIndex.Entry]
        if let edited = start.editedPaths, last.count == pages.count {
            entries = last
            for (position, page) in pages.enumerated() where edited.contains(page.path) {
                entries[position] = queries[SearchEntryOfPage(path: page.path)]
            }
        } else {
            entries = pages.concurrentMap { page in self.queries[SearchEntryOfPage(path: page.path)] }
        }
        withLastRender { $0.entries = entries }
        return entries
    }

    /// `search-index.js` of `entries`, joined from the last render's (``SearchIndexJoin``).
    func searchIndexFile(entries: [SearchIndex.Entry]) -> [UInt8] {
        var join = queries.take(JoinedSearchIndex()) ?? SearchIndexJoin()
        let file = join.file(entries: entries)
        queries.carry(join, to: JoinedSearchIndex())
        return file
    }

    /// `sitemap.xml`: the last render's in the render of an edit, else made by `make`. An edit
    /// (``SiteRevision``) keeps every page's path and the configuration, the site's URL included,
    /// which is all the sitemap shows.
    func sitemap(start: Start, make: () -> [UInt8]) -> [UInt8] {
        if start.editedPaths != nil, let kept = withLastRender({ $0.sitemap }) { return kept }
        let sitemap = make()
        withLastRender { $0.sitemap = sitemap }
        return sitemap
    }
}

/// What the last render made that the next starts from: every page's title by name, the last
/// render's site revision and context (which an edit of that site starts from), the pages' paths
/// and names the inputs hold (to take away those a later site lacks), and its search entries, in
/// its order, and its sitemap.
struct LastRender: CarriedKey {
    struct Value: Sendable {
        var pageTitles: [PageName: String] = [:]
        var last: (revision: Int, context: RenderContext)?
        var paths: Set<PagePath> = []
        var names: Set<PageName> = []
        var entries: [SearchIndex.Entry] = []
        var sitemap: [UInt8]?
    }
}
