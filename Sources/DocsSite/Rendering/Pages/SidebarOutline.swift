/// What the sidebar lists, worked out once per site: its sections, and whether the site is
/// large enough that each page expands only its own section.
///
/// Listing every page on every page makes the output grow with the square of the page count,
/// so a large site shows every section's title but only the current page's section in full.
struct SidebarOutline: Sendable, Equatable {
    /// A heading of the sidebar and the pages under it.
    struct Section: Sendable, Equatable {
        /// The heading; `nil` for the first section, which holds the overview alone.
        var title: String?
        /// The pages, in reading order.
        var pages: [PageLink]
    }

    /// Above this many links in all, sections other than the current page's are collapsed.
    static let fullListingLimit = 60

    /// The overview, the topic groups, then "More" for pages no group lists.
    let sections: [Section]
    /// Whether only the current page's section is listed in full.
    let collapsesSections: Bool
    /// The section that lists each page, by path.
    private let sectionOfPath: [String: Int]

    init(site: Site, ungrouped: [PageLink]) {
        var sections = [Section(title: nil, pages: [PageLink(name: site.root.name, title: "Overview", path: site.root.path)])]
        sections += site.groups.map { Section(title: $0.title, pages: $0.pages) }
        if !ungrouped.isEmpty { sections.append(Section(title: "More", pages: ungrouped)) }
        var sectionOfPath: [String: Int] = [:]
        for (position, section) in sections.enumerated() {
            for page in section.pages where sectionOfPath[page.path] == nil { sectionOfPath[page.path] = position }
        }
        self.sections = sections
        self.sectionOfPath = sectionOfPath
        collapsesSections = sections.reduce(0) { $0 + $1.pages.count } > Self.fullListingLimit
    }

    /// Whether the sidebar of the page at `path` lists the section at `position` in full.
    func expands(_ position: Int, onPageAt path: String) -> Bool {
        !collapsesSections || position == 0 || sectionOfPath[path] == position
    }

    /// The collapsible section the page at `path` expands, or `nil` when it expands none
    /// beyond those every page expands. Pages with the same answer have the same sidebar.
    func expandedSection(onPageAt path: String) -> Int? {
        collapsesSections ? sectionOfPath[path] : nil
    }
}
