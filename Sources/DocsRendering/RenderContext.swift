import DocsHighlighting
import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport

/// What a page is rendered with: the site, with the lookups every page needs, computed once per
/// build instead of per page.
///
/// A page reads other pages only through it, and only through accessors that, in a render kept
/// by the engine (``RenderedPageMemo``), are queries recorded as the page's reads (``page(named:)``,
/// ``summary(ofPageNamed:)``, ``title(ofPageAt:)``): the site itself is private, so what a kept
/// page depends on is complete by construction, not by convention. What every page shows of the
/// site as a whole is its ``frame``. The files that list the whole site (the landing page, the
/// search page, `404.html`) are given a ``SiteListing`` besides, never the ``Site``.
struct RenderContext: Sendable {
    /// The site being rendered.
    private var site: Site
    /// What every page shows of the site as a whole: title, configuration, root, sidebar.
    let frame: PageFrame
    /// Pages no topic group lists, in reading order.
    let ungrouped: [PageLink]
    /// What the sidebar of every page lists.
    let sidebar: SidebarOutline
    /// The title of every page, by path: what a link to a symbol's page shows. Pages read it
    /// through ``title(ofPageAt:)``, which records the read.
    private let titlesByPath: [PagePath: String]
    /// What one file's query reads through, while it renders in a render kept by the engine.
    private var reads: QueryReads?

    /// Where highlighted code is kept, shared by the pages.
    private let highlighting: Highlighting

    /// Where a render keeps the code it highlighted (``HighlightedCode``).
    enum Highlighting: Sendable {
        /// Nowhere: every block is highlighted anew.
        case anew
        /// In an engine of its own (which the context holds).
        case inEngine(QueryEngine)
        /// In the engine of the render's queries, read through the file's reads (and so not held
        /// by the context, which that engine holds: no cycle).
        case throughReads
    }
    /// The sidebars written so far, by the directory of the pages and the section they expand.
    private let sidebarTemplates = LockedValue<[SidebarTemplateKey: SidebarTemplate]>([:])

    init(_ site: Site, highlighting: Highlighting = .anew) {
        self.site = site
        self.highlighting = highlighting
        let grouped = Set(site.groups.flatMap { $0.pages.map(\.path) })
        // A member's page is reached from its type's page, not from the sidebar.
        ungrouped = site.pages.filter { !grouped.contains($0.path) && !$0.isReference }.map(PageLink.init)
        sidebar = SidebarOutline(site: site, ungrouped: ungrouped)
        titlesByPath = Dictionary(
            ([site.root] + site.pages).map { ($0.path, $0.title) }, uniquingKeysWith: { first, _ in first })
        frame = PageFrame(site: site, sidebar: sidebar)
    }

    /// The context of `site`, made from this one's site by changing pages that show the others
    /// what they showed (``SiteRevision``): what it works out of the whole site (the frame, the
    /// sidebar, the titles) is the same, so it is kept instead of worked out again.
    func replacingSite(with site: Site) -> RenderContext {
        var context = self
        context.site = site
        context.reads = nil
        return context
    }

    /// The same context, reading the pages through the queries of `reads`, which records them.
    func reading(through reads: QueryReads) -> RenderContext {
        var context = self
        context.reads = reads
        return context
    }

    /// The page a `<doc:Name>` link names, if there is one.
    func page(named name: PageName) -> Page? {
        guard let reads else { return site.page(named: name) }
        return reads[PageNamed(name: name)]
    }

    /// The summary of the page `name`, if there is one: all a list of pages shows of a page
    /// besides the link, so a list is still right while the page changes below its summary.
    func summary(ofPageNamed name: PageName) -> String? {
        guard let reads else { return site.page(named: name)?.summary }
        return reads[SummaryOfPage(name: name)]
    }

    /// The title of the page at `path`, if there is one.
    func title(ofPageAt path: PagePath) -> String? {
        guard let reads else { return titlesByPath[path] }
        return reads[TitleOfPage(path: path)]
    }

    /// The sidebar of pages that link as `links` does, written the first time it is asked for.
    func sidebarTemplate(for links: LinkContext) -> SidebarTemplate {
        guard let directory = links.directory else { return SidebarTemplate(outline: sidebar, links: links) }
        let key = SidebarTemplateKey(
            directory: directory, expandedSection: sidebar.expandedSection(onPageAt: links.currentPath))
        if let template = sidebarTemplates.withLock({ $0[key] }) { return template }
        // Written outside the lock; two threads asking at once both write the same bytes.
        let template = SidebarTemplate(outline: sidebar, links: links)
        sidebarTemplates.withLock { $0[key] = template }
        return template
    }

    /// Swift code as highlighted HTML: a read of the file's query, in a render kept by the engine.
    func highlight(_ code: String) -> String {
        switch highlighting {
        case .inEngine(let engine): engine[HighlightedCode(code: code)].html
        case .throughReads: reads.map { $0[HighlightedCode(code: code)].html } ?? SwiftHighlighter().highlight(code)
        case .anew: SwiftHighlighter().highlight(code)
        }
    }
}

/// Pages whose sidebars are the same but for the current-page mark: same directory, same
/// expanded section.
struct SidebarTemplateKey: Hashable, Sendable {
    var directory: String
    var expandedSection: Int?
}
