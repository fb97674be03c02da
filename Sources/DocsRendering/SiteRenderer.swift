import DocsHighlighting
import DocsQueries
import DocsSiteModel
import DocsSupport

/// Turns a resolved ``Site`` into the files of the static site: one HTML page per page,
/// the landing page, `404.html`, `sitemap.xml`, the search index and the stylesheet and script.
///
/// Rendering is a pure function of the site: the same site gives the same files, byte for byte,
/// in the same order.
package struct SiteRenderer: Sendable {
    /// Whether Swift code that appears more than once in a build is highlighted only once.
    /// It changes how long rendering takes, never the files; off, every block is highlighted
    /// anew (as benchmarks of the highlighter itself want).
    package let cachesHighlightedCode: Bool
    /// The engine the code highlighted by one render is kept in for the next (``HighlightedCode``);
    /// without it, each render keeps its code in an engine of its own, or, with ``keptPages``
    /// whose engine tracks reads, in that engine, read by the pages' queries.
    private let keptHighlights: QueryEngine?
    /// The pages written by one render, kept for the next, when ``keepsRenderedPages``.
    let keptPages: RenderedPageMemo?
    /// Whether each render is a run of ``keptHighlights`` (its engine of its own), which forgets
    /// the code the render did not use; else the engine's owner runs it.
    private let runsHighlights: Bool

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - keepsHighlightedCode: whether code highlighted by one call to ``render(_:)`` is kept
    ///     for the next (as `serve` wants, which renders after every save); only with
    ///     `cachesHighlightedCode`.
    ///   - keepsRenderedPages: whether the pages and search entries one call to ``render(_:)``
    ///     writes are kept for the next, which writes again only those whose content, or what
    ///     they show of other pages and of the site, has changed (``RenderedPageMemo``).
    package init(
        cachesHighlightedCode: Bool = true, keepsHighlightedCode: Bool = false, keepsRenderedPages: Bool = false
    ) {
        self.init(
            cachesHighlightedCode: cachesHighlightedCode,
            keptHighlights: cachesHighlightedCode && keepsHighlightedCode && !keepsRenderedPages ? QueryEngine() : nil,
            keptPages: keepsRenderedPages ? RenderedPageMemo() : nil, runsHighlights: true)
    }

    /// Creates a renderer that keeps its highlighted code in the engine `keptHighlights` (which may
    /// hold code highlighted before, see ``HighlightStore``), or in none of its own, and its pages
    /// and search index in `keptPages` (a build's ``KeptWork``), or none. With a `keptPages` whose
    /// engine tracks reads, the code is kept in that engine, read by the pages' queries. Each
    /// render is a run of `keptHighlights` when `runsHighlights` is `true`: else its owner runs it,
    /// once for the renders that make one build.
    package init(
        cachesHighlightedCode: Bool, keptHighlights: QueryEngine?, keptPages: RenderedPageMemo?,
        runsHighlights: Bool = false
    ) {
        self.cachesHighlightedCode = cachesHighlightedCode
        self.keptHighlights = cachesHighlightedCode ? keptHighlights : nil
        self.keptPages = keptPages
        self.runsHighlights = runsHighlights
    }

    /// Where the page a server shows for a missing one is, in every site.
    package static let notFoundPagePath = SiteFiles.notFound
    /// Where the sitemap is, in a site with a URL.
    package static let sitemapPath = SiteFiles.sitemap

    /// The paths of the HTML pages ``render(_:)`` makes of `site`: its pages, the search page,
    /// `404.html` and, in a site of several versions, its changes page.
    package static func pagePaths(of site: Site) -> [PagePath] {
        ([site.root] + site.pages).map(\.path) + [SiteFiles.searchPage, SiteFiles.notFound]
            + (site.changes == nil ? [] : [ChangesPage.path])
    }

    /// Whether code highlighted by one render is kept for the next.
    package var keepsHighlightedCode: Bool { keptHighlights != nil || (cachesHighlightedCode && keptPages != nil) }

    /// The files of `site` as one version of a site of several, each with the parts that depend on
    /// the other versions left as holes (``VersionTemplate``): rendered once, whatever versions
    /// stand beside it, each is filled in by a ``VersionFrame`` when the site is written.
    package func renderTemplates(_ site: Site) -> [VersionTemplate] {
        var site = site
        let marker = VersionHole.newMarker()
        site.configuration.versionHoleMarker = marker
        site.configuration.siteURL = site.configuration.siteURL.map { _ in VersionHole.siteURL.encoded(marker: marker) }
        return render(site).map { VersionTemplate($0, marker: marker) }
    }

    /// Renders every file of the site, in this order: the landing page (at `site.root.path`),
    /// each page at its path in reading order, `search.html`, `404.html`, `sitemap.xml`,
    /// `search-index.js`, `style.css`, `script.js` and `favicon.svg`, then the resources the
    /// pages link to.
    ///
    /// Files are rendered on all cores; each is a pure function of the site, so the result
    /// does not depend on scheduling.
    package func render(_ site: Site) -> [OutputFile] {
        if runsHighlights { keptHighlights?.startRun() }
        defer { if runsHighlights { keptHighlights?.forgetUnused() } }
        let start = keptPages?.startRender(of: site, highlightsCode: cachesHighlightedCode)
        let index =
            start?.context
            ?? RenderContext(
                site,
                highlighting: (keptHighlights ?? (cachesHighlightedCode ? QueryEngine(tracksReads: false) : nil))
                    .map { .inEngine($0) } ?? .anew)
        let allPages = [site.root] + site.pages
        let titles =
            start?.pageTitles
            ?? Dictionary(allPages.map { ($0.name, $0.title) }, uniquingKeysWith: { first, _ in first })
        let makeEntry: @Sendable (Page) -> SearchIndex.Entry = { SearchIndex.entry(for: $0, pageTitles: titles) }
        let searchEntries =
            start.flatMap { keptPages?.searchEntries(of: allPages, start: $0) } ?? allPages.concurrentMap(makeEntry)

        let pages = site.pages.map { page in
            { @Sendable in
                let contents = keptPages?.html(of: page) ?? ArticlePage(index: index, page: page).render()
                return OutputFile(path: page.path.string, contents: contents)
            }
        }
        let searchIndex: @Sendable () -> OutputFile = {
            OutputFile(
                path: SiteFiles.searchIndex,
                contents: keptPages?.searchIndexFile(entries: searchEntries) ?? SearchIndex.file(entries: searchEntries)
            )
        }
        // The files that list every page are written again only when what they show changed.
        let listing = SiteListing(site, in: index)
        let siteWide: @Sendable (SiteWideFile.Kind, PagePath, (SiteListing, RenderContext) -> [UInt8]) -> OutputFile = {
            kind, path, render in
            OutputFile(
                path: path.string, contents: keptPages?.siteWideFile(kind, at: path) ?? render(listing, index))
        }
        let before: [@Sendable () -> OutputFile] =
            [{ siteWide(.landing, site.root.path) { LandingPage(listing: $0, index: $1).render() } }]
            + pages + [
                { siteWide(.search, SiteFiles.searchPage) { SearchPage(listing: $0, index: $1).render() } },
                { siteWide(.notFound, SiteFiles.notFound) { NotFoundPage(listing: $0, frame: $1.frame).render() } },
            ]
            // In a site of several versions, what changed in this one.
            + (site.changes.map { changes -> [@Sendable () -> OutputFile] in
                [
                    {
                        OutputFile(
                            path: ChangesPage.path.string,
                            contents: ChangesPage(changes: changes, index: index).render())
                    }
                ]
            } ?? [])
            // A sitemap lists absolute URLs: none without the site's.
            + (site.configuration.siteURL.map { siteURL -> [@Sendable () -> OutputFile] in
                [
                    {
                        let make = { Sitemap(siteURL: siteURL, pagePaths: site.pages.map(\.path)).render() }
                        let contents = start.flatMap { keptPages?.sitemap(start: $0, make: make) } ?? make()
                        return OutputFile(path: SiteFiles.sitemap, contents: contents)
                    }
                ]
            } ?? [])
        let after: [@Sendable () -> OutputFile] = [
            { OutputFile(path: SiteFiles.stylesheet, text: ThemeAssets.stylesheet + site.configuration.theme) },
            { OutputFile(path: SiteFiles.script, text: ThemeAssets.script) },
            { OutputFile(path: SiteFiles.favicon, text: site.configuration.logo ?? ThemeAssets.favicon) },
        ]
        // The search index joins every page's entry on one core: made first, it is done while
        // the other cores render pages, instead of alone after the last of them. The files
        // keep their order all the same.
        let made = ([searchIndex] + before + after).concurrentMap { $0() }
        if let start { keptPages?.endRender(start) }
        return made[1...before.count] + [made[0]] + made[(before.count + 1)...]
            + site.resources.map { OutputFile(path: $0.path, contents: $0.contents) }
    }
}
