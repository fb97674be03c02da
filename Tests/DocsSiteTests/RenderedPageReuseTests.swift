import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

@testable import DocsRendering
@testable import DocsSite
@testable import DocsSiteModel

/// `serve` keeps the pages one render wrote and writes again only those a save can change
/// (``RenderedPageMemo``): after every save the files must be those of a build from scratch,
/// and a page that shows nothing of what changed must not be rendered again.
@Suite struct RenderedPageReuseTests {
    private let directory: TemporaryDirectory
    private let renderer = SiteRenderer(keepsRenderedPages: true)
    private let preview: DocumentationBuild

    init() throws {
        directory = try TemporaryDirectory()
        preview = DocumentationBuild(
            options: Self.options(directory, output: "Site"), render: { [renderer] in renderer.render($0) })
        try directory.write(
            "Articles/Napkin.md", rootPage(groups: [("Essentials", ["Routing", "Lifecycle", "Cards"])]))
        try directory.write("Articles/Routing.md", routing())
        try directory.write(
            "Articles/Lifecycle.md",
            "# Lifecycle\n\nWhen napkins start.\n\nSee <doc:Routing> and <doc:Routing#Attaching>.\n")
        try directory.write(
            "Articles/Cards.md",
            "# Cards\n\nPages as cards.\n\n@Links(visualStyle: detailedGrid) {\n- <doc:Routing>\n}\n")
        try directory.write("Articles/Extra.md", "# Extra\n\nIn no group.\n")
    }

    private static func options(_ directory: TemporaryDirectory, output: String) -> DocumentationBuild.Options {
        .init(
            inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
            outputDirectory: directory.url.appendingPathComponent(output), baseDirectory: directory.url)
    }

    private func routing(
        title: String = "Routing", summary: String = "How routers attach children.", body: String = "Body."
    ) -> String {
        "# \(title)\n\n\(summary)\n\n\(body)\n\n## Attaching\n\nMore.\n"
    }

    /// Builds with the kept pages and from scratch, checks that both wrote the same files, and
    /// returns the pages the kept build rendered anew.
    private func buildAfterSave(_ save: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> Set<String>
    {
        try preview.run()
        try DocumentationBuild(options: Self.options(directory, output: "Fresh")).run()
        let kept = try directory.contents(of: "Site")
        let fresh = try directory.contents(of: "Fresh")
        #expect(kept.keys.sorted() == fresh.keys.sorted(), "after \(save)", sourceLocation: sourceLocation)
        for (path, bytes) in fresh where kept[path] != bytes {
            Issue.record("\(path) differs from a build from scratch after \(save)", sourceLocation: sourceLocation)
        }
        return Set(renderer.keptPages?.pathsRendered.map(\.string) ?? [])
    }

    @Test func aSaveRendersOnlyThePagesThatShowWhatChanged() throws {
        // The landing page, the search page and 404.html list the site.
        let siteWide: Set = ["index.html", "search.html", "404.html"]
        let all =
            siteWide.union([
                "articles/routing.html", "articles/lifecycle.html", "articles/cards.html", "articles/extra.html",
            ])
        #expect(try buildAfterSave("the first build") == all)
        #expect(try buildAfterSave("no change") == [])

        // Lifecycle links to Routing and Cards shows its card: both read the page. The lists of
        // pages show its summary, which is as it was.
        try directory.write("Articles/Routing.md", routing(body: "Another body."))
        #expect(
            try buildAfterSave("an edit of Routing's body") == [
                "articles/routing.html", "articles/lifecycle.html", "articles/cards.html",
            ])

        try directory.write(
            "Articles/Routing.md", routing(summary: "Where children are attached.", body: "Another body."))
        #expect(
            try buildAfterSave("a new summary of Routing") == [
                "articles/routing.html", "articles/lifecycle.html", "articles/cards.html", "index.html", "search.html",
            ])
        #expect(directory.read("Site/articles/cards.html")?.contains("Where children are attached.") == true)

        try directory.write("Articles/Extra.md", "# Extra\n\nIn no group, and edited.\n")
        // The search page lists it, with its summary, among the pages no group lists.
        #expect(try buildAfterSave("an edit of a page nothing links to") == ["articles/extra.html", "search.html"])
    }

    @Test func whatEveryPageShowsRendersEveryPage() throws {
        _ = try buildAfterSave("the first build")
        // The sidebar of every page shows the title.
        try directory.write("Articles/Routing.md", routing(title: "Routers"))
        #expect(try buildAfterSave("a new title").count == 4 + 3)
        #expect(directory.read("Site/articles/extra.html")?.contains("Routers") == true)

        try directory.write("Articles/Added.md", "# Added\n\nA new page.\n")
        try directory.write(
            "Articles/Napkin.md", rootPage(groups: [("Essentials", ["Routing", "Lifecycle", "Cards", "Added"])]))
        #expect(try buildAfterSave("a page added to a group").count == 5 + 3)

        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Articles/Extra.md"))
        _ = try buildAfterSave("a deleted page")
        #expect(try directory.contents(of: "Site")["articles/extra.html"] == nil)

        try directory.write(
            "Articles/Napkin.md",
            rootPage(summary: "Another summary.", groups: [("Essentials", ["Routing", "Lifecycle", "Cards", "Added"])]))
        _ = try buildAfterSave("a new summary of the root page")
    }
}

/// On a site large enough that each page expands only its own section of the sidebar, a new
/// title renders the pages of that section, not the others.
@Suite struct RenderedPageReuseOnALargeSiteTests {
    @Test func aNewTitleRendersOnlyThePagesWhoseSidebarShowsIt() throws {
        let directory = try TemporaryDirectory()
        let renderer = SiteRenderer(keepsRenderedPages: true)
        func options(_ output: String) -> DocumentationBuild.Options {
            .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent(output), baseDirectory: directory.url)
        }
        let preview = DocumentationBuild(options: options("Site"), render: { renderer.render($0) })
        let groups = ["Alpha", "Beta", "Gamma"].map { group in (group, (1...25).map { "\(group)\($0)" }) }
        try directory.write("Articles/Napkin.md", rootPage(groups: groups))
        for name in groups.flatMap(\.1) {
            try directory.write("Articles/\(name).md", "# \(name)\n\nAbout \(name).\n")
        }
        try preview.run()
        // With the landing page, the search page and 404.html, which list the groups.
        let siteWide: [PagePath] = ["index.html", "search.html", "404.html"]
        #expect(renderer.keptPages?.pathsRendered.count == 75 + 3)

        try directory.write("Articles/Beta7.md", "# Beta Seven\n\nAbout Beta7.\n")
        try preview.run()
        try DocumentationBuild(options: options("Fresh")).run()
        #expect(try directory.contents(of: "Site") == directory.contents(of: "Fresh"))
        // Beta's 25 pages list the new title; Alpha and Gamma show Beta as one link to Beta1.
        #expect(
            renderer.keptPages?.pathsRendered == Set((1...25).map { PagePath("articles/beta\($0).html") } + siteWide))
        // The search entries made again: Beta7's, the root's (its topics link to Beta7), and those
        // of Beta6 and Beta8, whose pages changed (their "next" and "previous" links); not the other 72.
        #expect(
            renderer.keptPages?.searchEntriesMade == [
                .root, "articles/beta6.html", "articles/beta7.html", "articles/beta8.html",
            ])

        // A section's first page: the other sections show its path, not its title; the page
        // before it, Beta25, shows the title as its "next" link.
        try directory.write("Articles/Gamma1.md", "# Gamma One\n\nAbout Gamma1.\n")
        try preview.run()
        try DocumentationBuild(options: options("Fresh")).run()
        #expect(try directory.contents(of: "Site") == directory.contents(of: "Fresh"))
        #expect(
            renderer.keptPages?.pathsRendered
                == Set((1...25).map { PagePath("articles/gamma\($0).html") } + ["articles/beta25.html"] + siteWide))
    }
}
