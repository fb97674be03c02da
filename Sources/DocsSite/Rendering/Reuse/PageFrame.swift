/// What every article page shows of the site as a whole, besides its own content: the site's
/// title and configuration, where the landing page is, and the sidebar. A change to any of
/// these changes every page.
struct PageFrame: Sendable, Equatable {
    var siteTitle: String
    var configuration: SiteConfiguration
    var rootPath: String
    var sidebar: SidebarOutline

    init(_ index: SiteIndex) {
        siteTitle = index.site.title
        configuration = index.site.configuration
        rootPath = index.site.root.path
        sidebar = index.sidebar
    }
}
