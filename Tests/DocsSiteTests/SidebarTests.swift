import DocsMarkup
import Testing

@testable import DocsRendering
@testable import DocsSite
@testable import DocsSiteModel

/// The sidebar of a site too large to list every page on every page.
@Suite struct SidebarTests {
    /// Three groups of 25 pages: 76 links with the overview, above the full-listing limit.
    let site: Site = {
        let groups = ["Alpha", "Beta", "Gamma"].map { title in
            (
                title,
                (1...25).map { number in
                    Sample.document("\(title)\(number)", "\(title) \(number)", [Sample.paragraph("Text.")])
                }
            )
        }
        var site = Sample.site(
            pages: groups.flatMap { group in group.1.map { ($0, "articles/\($0.name.string.lowercased()).html") } })
        site.groups = groups.map { title, documents in
            NavigationGroup(
                title: title,
                pages: documents.map {
                    PageLink(
                        name: $0.name, title: $0.title.plainText,
                        path: PagePath("articles/\($0.name.string.lowercased()).html"))
                })
        }
        return site
    }()

    private func sidebar(of path: String) -> String {
        let html = SiteRenderer().render(site).text(path)
        guard let start = html.range(of: "<nav id=frame_sidebar"),
            let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
        else {
            return ""
        }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func aLargeSiteExpandsOnlyTheCurrentPagesGroup() {
        let sidebar = sidebar(of: "articles/beta7.html")
        #expect(sidebar.contains(#"<p class=sidebar-group>Beta</p>"#))
        #expect(sidebar.contains(#"<li><a href=beta7.html aria-current=page>Beta 7</a>\#n"#))
        #expect(sidebar.contains(#"<li><a href=beta25.html>Beta 25</a>\#n"#))
        #expect(!sidebar.contains("alpha2.html") && !sidebar.contains("gamma2.html"))
        // 25 pages of Beta, the overview, the two other groups and the link to every page.
        #expect(sidebar.ranges(of: "<li>").count == 29)
    }

    /// The items leave out `</li>`, which HTML allows only where another item or the list's end follows.
    @Test func itemsWithoutEndTagsAreFollowedByAnItemOrTheListsEnd() {
        for path in ["articles/beta7.html", "articles/alpha1.html", "search.html"] {
            let sidebar = sidebar(of: path)
            #expect(!sidebar.contains("</li>"))
            for item in sidebar.ranges(of: "<li") {
                let next = sidebar[item.upperBound...].drop { $0 != "\n" }.dropFirst()
                #expect(next.hasPrefix("<li") || next.hasPrefix("</ul>"), "\(path): \(next.prefix(40))")
            }
        }
    }

    @Test func otherGroupsLinkToTheirFirstPage() {
        let sidebar = sidebar(of: "articles/beta7.html")
        #expect(sidebar.contains(#"<ul class=sidebar-groups><li><a href=alpha1.html>Alpha</a>\#n"#))
        #expect(sidebar.contains(#"<ul class=sidebar-groups><li><a href=gamma1.html>Gamma</a>\#n"#))
        #expect(sidebar.contains(#"<li><a href=../search.html>All pages</a>\#n"#))
        #expect(sidebar.contains(#"<li><a href=../index.html>Overview</a>\#n"#))
    }

    @Test func theSearchPageCollapsesEveryGroupAndListsEveryPage() {
        let sidebar = sidebar(of: "search.html")
        // The three groups in one list.
        #expect(
            sidebar.contains(
                #"<ul class=sidebar-groups><li><a href=articles/alpha1.html>Alpha</a>\#n<li><a href=articles/beta1.html>Beta</a>\#n<li><a href=articles/gamma1.html>Gamma</a>\#n"#
            ))
        #expect(sidebar.contains(#"<li><a href=search.html aria-current=page>All pages</a>\#n"#))
        let html = SiteRenderer().render(site).text("search.html")
        #expect(html.contains(#"<a href=articles/gamma25.html>Gamma 25</a>"#))
    }

    /// Pages of one directory and group share one written sidebar; each still marks only itself.
    @Test func pagesSharingASidebarEachMarkOnlyThemselves() {
        let files = SiteRenderer().render(site)
        for number in [1, 7, 25] {
            let html = files.text("articles/beta\(number).html")
            #expect(html.ranges(of: "aria-current").count == 1)
            #expect(html.contains(#"<li><a href=beta\#(number).html aria-current=page>Beta \#(number)</a>\#n"#))
        }
        let root = files.text("index.html")
        #expect(!root.contains(#"href=articles/beta7.html aria-current"#))
    }

    @Test func aSmallSiteListsEveryPage() {
        let outline = SidebarOutline(site: Sample.napkin, ungrouped: [])
        #expect(!outline.collapsesSections)
        #expect(outline.sections.indices.allSatisfy { outline.expands($0, onPageAt: "articles/lifecycle.html") })
    }

    @Test func theLimitCountsEveryLink() {
        let links = (1...SidebarOutline.fullListingLimit).map {
            PageLink(name: PageName("P\($0)"), title: "P\($0)", path: PagePath("p\($0).html"))
        }
        var site = self.site
        // The overview and 58 grouped pages, then one and two more that no group lists.
        site.groups = [NavigationGroup(title: "Alpha", pages: Array(links.dropLast(2)))]
        #expect(!SidebarOutline(site: site, ungrouped: []).collapsesSections)
        #expect(!SidebarOutline(site: site, ungrouped: [links[58]]).collapsesSections)
        #expect(SidebarOutline(site: site, ungrouped: Array(links.suffix(2))).collapsesSections)
    }

    /// A site of `groups` topic groups of `pages` pages each, named `G<group>P<page>`.
    private func site(groups: Int, pages: Int) -> Site {
        let groups = (1...groups).map { group in
            (
                "Group \(group)",
                (1...pages).map { page in
                    Sample.document("G\(group)P\(page)", "G\(group) P\(page)", [Sample.paragraph("Text.")])
                }
            )
        }
        var site = Sample.site(
            pages: groups.flatMap { group in group.1.map { ($0, "articles/\($0.name.string.lowercased()).html") } })
        site.groups = groups.map { title, documents in
            NavigationGroup(
                title: title,
                pages: documents.map {
                    PageLink(
                        name: $0.name, title: $0.title.plainText,
                        path: PagePath("articles/\($0.name.string.lowercased()).html"))
                })
        }
        return site
    }

    private func sidebar(of path: String, in files: [OutputFile]) -> String {
        let html = files.text(path)
        guard let start = html.range(of: "<nav id=frame_sidebar"),
            let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
        else {
            return ""
        }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// Listing every group on every page made the output grow with the square of the groups:
    /// a 10,000-article site of 200 groups wrote 17 KB of sidebar on each page.
    @Test func aSiteOfManyGroupsListsTheNearestAndCountsTheOthers() {
        let files = SiteRenderer().render(site(groups: 80, pages: 2))
        let sidebar = sidebar(of: "articles/g40p1.html", in: files)
        #expect(sidebar.contains(#"<p class=sidebar-group>Group 40</p>"#))
        // The page's group and the 15 groups before it and after it, in order.
        #expect(
            sidebar.contains(#"<li><a href=g25p1.html>Group 25</a>"#)
                && sidebar.contains(#"<li><a href=g55p1.html>Group 55</a>"#))
        #expect(!sidebar.contains(">Group 24<") && !sidebar.contains(">Group 56<"))
        // The others are counted, and the count links to the nearest of them.
        #expect(
            sidebar.contains(
                #"<ul class=sidebar-groups><li><a href=g24p1.html>24 earlier groups</a>\#n<li><a href=g25p1.html>Group 25</a>"#
            ))
        #expect(
            sidebar.contains(
                #"<li><a href=g55p1.html>Group 55</a>\#n<li><a href=g56p1.html>25 later groups</a>\#n</ul>"#))
        #expect(sidebar.contains(#"<li><a href=../search.html>All pages</a>"#))

        // Near the start, the first 30 groups besides its own, and no earlier count.
        let first = self.sidebar(of: "articles/g2p2.html", in: files)
        #expect(first.contains(">Group 31<") && !first.contains(">Group 32<") && !first.contains("earlier"))
        #expect(first.contains(#"<li><a href=g32p1.html>49 later groups</a>"#))
        // At the end, the last 30.
        let last = self.sidebar(of: "articles/g80p1.html", in: files)
        #expect(
            last.contains(#"<li><a href=g49p1.html>49 earlier groups</a>"#) && last.contains(">Group 50<")
                && !last.contains("later"))
        // The search page, in no group, lists the first ones.
        #expect(
            self.sidebar(of: "search.html", in: files).contains(#"<li><a href=articles/g32p1.html>49 later groups</a>"#)
        )
    }

    /// A group too long to list on each of its pages is listed in parts.
    @Test func aLongGroupIsListedInParts() {
        let files = SiteRenderer().render(site(groups: 1, pages: 250))
        let sidebar = sidebar(of: "articles/g1p150.html", in: files)
        #expect(sidebar.contains(#"<p class=sidebar-group>Group 1, 101–200</p>"#))
        #expect(
            sidebar.contains(#"<li><a href=g1p101.html>G1 P101</a>"#)
                && sidebar.contains(#"<li><a href=g1p200.html>G1 P200</a>"#))
        #expect(!sidebar.contains(">G1 P100<") && !sidebar.contains(">G1 P201<"))
        #expect(sidebar.contains(#"<ul class=sidebar-groups><li><a href=g1p1.html>Group 1, 1–100</a>\#n</ul>"#))
        #expect(sidebar.contains(#"<ul class=sidebar-groups><li><a href=g1p201.html>Group 1, 201–250</a>\#n</ul>"#))
        // The search page lists the group whole, under its own title.
        let search = files.text("search.html")
        #expect(search.contains("<h2>Group 1</h2>") && search.contains(">G1 P250<"))
    }

    /// However large the site, no page's sidebar lists more than a part of a group and the
    /// groups nearest it.
    @Test func noSidebarGrowsWithTheSite() {
        let files = SiteRenderer().render(site(groups: 60, pages: 120))
        for path in ["articles/g1p1.html", "articles/g30p110.html", "articles/g60p120.html", "search.html"] {
            let items = sidebar(of: path, in: files).ranges(of: "<li>").count
            // The overview, 100 pages, 30 other groups (parts), two counts and "All pages".
            #expect(
                items <= 1 + SidebarOutline.sectionPageLimit + SidebarOutline.collapsedSectionLimit + 3,
                "\(path): \(items)")
        }
    }
}
