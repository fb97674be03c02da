import DocsSiteModel

/// What the sidebar lists, worked out once per site: its sections, and whether the site is
/// large enough that each page expands only its own section.
///
/// Listing every page on every page makes the output grow with the square of the page count,
/// so a large site shows only the current page's section in full, and the titles of the
/// sections nearest it. So that no page's sidebar grows with the size of the site, a section
/// of more than ``sectionPageLimit`` pages is split into parts of that many, and of more than
/// ``collapsedSectionLimit`` other sections only the nearest are listed (`search.html` lists
/// every page).
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
    /// A section of more pages than this is split into parts of this many, each a section of
    /// the sidebar titled with the pages it holds (`Articles, 101–200`).
    static let sectionPageLimit = 100
    /// The most collapsed sections one sidebar lists: those nearest the current page's section.
    static let collapsedSectionLimit = 30

    /// The overview, the topic groups, then "More" for pages no group lists.
    let sections: [Section]
    /// Whether only the current page's section is listed in full.
    let collapsesSections: Bool
    /// The section that lists each page, by path.
    private let sectionOfPath: [PagePath: Int]

    init(site: Site, ungrouped: [PageLink]) {
        var sections = [
            Section(title: nil, pages: [PageLink(name: site.root.name, title: "Overview", path: site.root.path)])
        ]
        sections += site.groups.flatMap { Self.parts(of: Section(title: $0.title, pages: $0.pages)) }
        if !ungrouped.isEmpty { sections += Self.parts(of: Section(title: "More", pages: ungrouped)) }
        var sectionOfPath: [PagePath: Int] = [:]
        for (position, section) in sections.enumerated() {
            for page in section.pages where sectionOfPath[page.path] == nil { sectionOfPath[page.path] = position }
        }
        self.sections = sections
        self.sectionOfPath = sectionOfPath
        collapsesSections = sections.reduce(0) { $0 + $1.pages.count } > Self.fullListingLimit
    }

    /// Whether the sidebar of the page at `path` lists the section at `position` in full.
    func expands(_ position: Int, onPageAt path: PagePath?) -> Bool {
        !collapsesSections || position == 0 || path.flatMap { sectionOfPath[$0] } == position
    }

    /// The positions of the sections the sidebar of the page at `path` lists besides the
    /// overview: every one, or on a site of many sections the ``collapsedSectionLimit``
    /// nearest the one it expands (the first ones, on a page that expands none). Pages that
    /// expand the same section list the same ones.
    func listedSections(onPageAt path: PagePath?) -> Range<Int> {
        let all = 1..<sections.count
        guard collapsesSections, all.count > Self.collapsedSectionLimit + 1 else { return all }
        let center = expandedSection(onPageAt: path) ?? all.lowerBound
        let lowerBound = min(
            max(all.lowerBound, center - Self.collapsedSectionLimit / 2),
            all.upperBound - Self.collapsedSectionLimit - 1)
        return lowerBound..<(lowerBound + Self.collapsedSectionLimit + 1)
    }

    /// The section as the sidebar shows it: whole, or in parts of at most ``sectionPageLimit`` pages.
    private static func parts(of section: Section) -> [Section] {
        guard section.pages.count > sectionPageLimit else { return [section] }
        return stride(from: 0, to: section.pages.count, by: sectionPageLimit).map { start in
            let end = min(start + sectionPageLimit, section.pages.count)
            return Section(
                title: "\(section.title ?? "Pages"), \(start + 1)–\(end)", pages: Array(section.pages[start..<end]))
        }
    }

    /// The collapsible section the page at `path` expands, or `nil` when it expands none
    /// beyond those every page expands. Pages with the same answer have the same sidebar.
    func expandedSection(onPageAt path: PagePath?) -> Int? {
        collapsesSections ? path.flatMap { sectionOfPath[$0] } : nil
    }
}
