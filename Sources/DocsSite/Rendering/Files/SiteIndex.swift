/// The site with the lookups every page needs, computed once per build instead of per page.
struct SiteIndex: Sendable {
    /// The site being rendered.
    let site: Site
    /// Every page by name, the root included.
    /// Pages no topic group lists, in reading order.
    let ungrouped: [PageLink]
    /// What the sidebar of every page lists.
    let sidebar: SidebarOutline
    /// The resolved link and image destinations of each page that has any, by page path.
    let resolvedDestinations: [String: [String: String]]

    /// Highlighted code shared by the pages, or `nil` to highlight every block anew.
    private let highlightCache: HighlightCache?

    init(_ site: Site, highlightCache: HighlightCache? = nil) {
        self.site = site
        self.highlightCache = highlightCache
        let grouped = Set(site.groups.flatMap { $0.pages.map(\.path) })
        ungrouped = site.pages.filter { !grouped.contains($0.path) }.map(PageLink.init)
        sidebar = SidebarOutline(site: site, ungrouped: ungrouped)
        resolvedDestinations = Dictionary(([site.root] + site.pages).filter { !$0.resolvedDestinations.isEmpty }.map { ($0.path, $0.resolvedDestinations) },
                                          uniquingKeysWith: { first, _ in first })
    }

    /// The page a `<doc:Name>` link names, if there is one.
    func page(named name: String) -> Page? {
        site.page(named: name)
    }

    /// Swift code as highlighted HTML.
    func highlight(_ code: String) -> String {
        highlightCache?.highlight(code) ?? SwiftHighlighter().highlight(code)
    }
}
