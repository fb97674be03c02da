import DocsMarkup
import DocsQueries
import DocsSiteModel

// The inputs and queries of rendering (``RenderedPageMemo``): a file is a query that reads the
// frame every page shows, its own page, the section of the sidebar it expands, and, through the
// ``RenderContext`` it renders with, what it shows of other pages.

// MARK: Inputs

/// The context pages are rendered with: the services they use (the highlighter's cache, the
/// sidebars written so far) and the site. A page reads the site only through queries of its own,
/// so of the context it depends on the ``PageFrame`` alone: a context of the same frame is no change.
struct RenderingContext: InputKey {
    typealias Value = RenderContext

    static func isUnchanged(_ old: RenderContext, _ new: RenderContext) -> Bool { old.frame == new.frame }
}

/// A page of the site, by path, the root included.
struct PageAt: InputKey {
    typealias Value = Page
    var path: PagePath
}

/// The path of the page a name names, for `<doc:>` links.
struct PathOfPageNamed: InputKey {
    typealias Value = PagePath
    var name: PageName
}

/// The sidebar's outline, of which each page expands one section.
struct SidebarOfSite: InputKey {
    typealias Value = SidebarOutline
}

/// What the files that list the whole site show of it.
struct ListingOfSite: InputKey {
    typealias Value = SiteListing
}

/// The title of the page a name names, which a search entry shows for a `<doc:>` link to it.
struct TitleOfPageNamed: InputKey {
    typealias Value = String
    var name: PageName
}

// MARK: Queries

extension QueryReads {
    /// The context files are rendered with, reading through `self`.
    var renderContext: RenderContext {
        guard let context = self[RenderingContext()] else {
            preconditionFailure("a file rendered before its render began")
        }
        return context.reading(through: self)
    }
}

/// The page a name names, if any.
struct PageNamed: QueryKey {
    var name: PageName
    func value(reading reads: QueryReads) -> Page? {
        reads[PathOfPageNamed(name: name)].flatMap { reads[PageAt(path: $0)] }
    }
}

/// The summary of the page a name names: all a list of pages shows of it besides the link.
struct SummaryOfPage: QueryKey {
    var name: PageName
    func value(reading reads: QueryReads) -> String? { reads[PageNamed(name: name)]?.summary }
}

/// The title of the page at a path: what a link to a symbol's page shows.
struct TitleOfPage: QueryKey {
    var path: PagePath
    func value(reading reads: QueryReads) -> String? { reads[PageAt(path: path)]?.title }
}

/// The section of the sidebar the page at a path lists in full beyond what the frame holds, if any.
struct ExpandedSection: QueryKey {
    var path: PagePath
    func value(reading reads: QueryReads) -> SidebarOutline.Section? {
        guard let sidebar = reads[SidebarOfSite()] else { return nil }
        return sidebar.expandedSection(onPageAt: path).map { sidebar.sections[$0] }
    }
}

/// A page's HTML.
struct PageFile: QueryKey {
    var path: PagePath
    func value(reading reads: QueryReads) -> [UInt8] {
        let context = reads.renderContext
        guard let page = reads[PageAt(path: path)] else { preconditionFailure("no page at \(path.string)") }
        _ = reads[ExpandedSection(path: path)]
        return ArticlePage(index: context, page: page).render()
    }
}

/// A file that lists the whole site: the landing page, the search page, `404.html`.
struct SiteWideFile: QueryKey {
    enum Kind: Hashable, Sendable {
        case landing, search, notFound
    }

    var kind: Kind
    var path: PagePath

    func value(reading reads: QueryReads) -> [UInt8] {
        let context = reads.renderContext
        guard let listing = reads[ListingOfSite()] else { preconditionFailure("a listing rendered before its site") }
        _ = reads[ExpandedSection(path: path)]
        switch kind {
        case .landing: return LandingPage(listing: listing, index: context).render()
        case .search: return SearchPage(listing: listing, index: context).render()
        case .notFound: return NotFoundPage(listing: listing, frame: context.frame).render()
        }
    }
}

/// A page's entry in the search index.
struct SearchEntryOfPage: QueryKey {
    var path: PagePath
    func value(reading reads: QueryReads) -> SearchIndex.Entry {
        guard let page = reads[PageAt(path: path)] else { preconditionFailure("no page at \(path.string)") }
        // Only the titles of the pages it links to: a new title changes the entries that show it.
        var titles: [PageName: String] = [:]
        page.document.forEachInline { inline in
            if case .docLink(let text, _) = inline, titles[PageName(text)] == nil {
                titles[PageName(text)] = reads[TitleOfPageNamed(name: PageName(text))]
            }
        }
        return SearchIndex.entry(for: page, pageTitles: titles)
    }
}
