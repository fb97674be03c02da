import DocsMarkup
@testable import DocsSite
import Testing

/// The sidebar of a site too large to list every page on every page.
@Suite struct SidebarTests {
    /// Three groups of 25 pages: 76 links with the overview, above the full-listing limit.
    let site: Site = {
        let groups = ["Alpha", "Beta", "Gamma"].map { title in
            (title, (1...25).map { number in Sample.document("\(title)\(number)", "\(title) \(number)", [Sample.paragraph("Text.")]) })
        }
        var site = Sample.site(pages: groups.flatMap { group in group.1.map { ($0, "articles/\($0.name.lowercased()).html") } })
        site.groups = groups.map { title, documents in
            NavigationGroup(title: title, pages: documents.map { PageLink(name: $0.name, title: $0.title.plainText, path: "articles/\($0.name.lowercased()).html") })
        }
        return site
    }()

    private func sidebar(of path: String) -> String {
        let html = SiteRenderer().render(site).text(path)
        guard let start = html.range(of: "<nav id=frame_sidebar"), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex) else {
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
        #expect(sidebar.contains(#"<ul class=sidebar-groups><li><a href=articles/alpha1.html>Alpha</a>\#n<li><a href=articles/beta1.html>Beta</a>\#n<li><a href=articles/gamma1.html>Gamma</a>\#n"#))
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
        let links = (1...SidebarOutline.fullListingLimit).map { PageLink(name: "P\($0)", title: "P\($0)", path: "p\($0).html") }
        var site = self.site
        // The overview and 58 grouped pages, then one and two more that no group lists.
        site.groups = [NavigationGroup(title: "Alpha", pages: Array(links.dropLast(2)))]
        #expect(!SidebarOutline(site: site, ungrouped: []).collapsesSections)
        #expect(!SidebarOutline(site: site, ungrouped: [links[58]]).collapsesSections)
        #expect(SidebarOutline(site: site, ungrouped: Array(links.suffix(2))).collapsesSections)
    }
}
