import DocsSiteModel

/// What every article page shows of the site as a whole, besides its own content: the site's
/// title and configuration, where the landing page is, and the sidebar as every page shows it.
/// A change to any of these changes every page.
///
/// On a site large enough that each page expands only its own section of the sidebar
/// (``SidebarOutline``), the other sections are a title and a link to their first page each, so
/// only those go into the frame; the pages of the section a page expands are its own concern
/// (the ``ExpandedSection`` query), and a new title of one page renders only its section.
struct PageFrame: Sendable, Equatable {
    /// A section of the sidebar as every page shows it: all its pages, or collapsed, its title
    /// as a link to its first page (whose own title it does not show).
    struct SidebarSection: Sendable, Equatable {
        var title: String?
        var pages: [PageLink]
        var firstPath: PagePath?
    }

    var siteTitle: String
    var configuration: SiteConfiguration
    var rootPath: PagePath
    var sidebar: [SidebarSection]
    var sidebarCollapses: Bool

    init(site: Site, sidebar outline: SidebarOutline) {
        siteTitle = site.title
        configuration = site.configuration
        rootPath = site.root.path
        sidebarCollapses = outline.collapsesSections
        sidebar = outline.sections.enumerated().map { position, section in
            outline.collapsesSections && position > 0
                ? SidebarSection(title: section.title, pages: [], firstPath: section.pages.first?.path)
                : SidebarSection(title: section.title, pages: section.pages)
        }
    }
}
