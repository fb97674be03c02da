import DocsMarkup
import DocsSymbols
import DocsTestSupport
import Testing

@testable import DocsRendering
@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

/// DocC's "Mentioned In": a symbol's page lists the articles whose symbol links name it, the one
/// that names it most often first; tutorials and the root are no articles, and an edit that
/// changes what an article mentions reaches the symbols' pages.
@Suite struct MentionedInTests {
    private let pages = [
        "Articles/Napkin.md": rootPage(
            groups: [("Essentials", ["Routing", "Lifecycle"])], extra: "Uses ``Router``.\n"),
        "Articles/Routing.md": "# Routing\n\nAttach with ``Router``.\n\nA ``Router`` detaches too.\n",
        "Articles/Lifecycle.md": "# Lifecycle\n\nThe ``Router`` of a unit.\n",
        "Tutorials/Building.md": "# Building\n\nMake a ``Router``.\n",
    ]

    private func routerPage(of site: Site) throws -> SymbolDetails {
        try #require(site.pages.first { $0.symbol?.symbol.path == "Router" }?.symbol)
    }

    @Test func aSymbolPageListsTheArticlesThatLinkToItMostMentionsFirst() throws {
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve(
            try documents(pages, tutorialFolders: ["Tutorials"]))
        let router = try routerPage(of: site)
        #expect(router.mentionedIn.map(\.title) == ["Routing", "Lifecycle"])
        let files = SiteRenderer().render(site)
        let page = try #require(files.first { $0.path == "reference/napkin/router.html" })
        let html = String(decoding: page.contents, as: UTF8.self)
        let section = try #require(
            html.firstRange(of: "<h2 id=mentioned-in>").map { String(html[$0.lowerBound...].prefix(400)) })
        #expect(section.contains("href=../../articles/routing.html>Routing</a>"), "\(section)")
        #expect(section.contains("href=../../articles/lifecycle.html>Lifecycle</a>"), "\(section)")
        #expect(!section.contains("Building"))
        #expect(html.contains("href=#mentioned-in"), "the table of contents lists Mentioned In")
        // Below the declaration, above the discussion, as DocC places it.
        let declaration = try #require(html.firstRange(of: "<h2 id=declaration>"))
        #expect(declaration.lowerBound < html.firstRange(of: "<h2 id=mentioned-in>")!.lowerBound)
    }

    @Test func aSymbolNoArticleLinksToHasNoSection() throws {
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve(try documents(pages))
        let load = try #require(site.pages.first { $0.symbol?.symbol.path == "Router/load()" }?.symbol)
        #expect(load.mentionedIn.isEmpty)
    }

    @Test func anEditThatMentionsAnotherSymbolUpdatesItsPage() throws {
        var resolver = SiteResolver(reference: try ProjectReference.reference())
        resolver.memo = ResolutionMemo()
        let first = try resolver.resolve(try documents(pages))
        var edited = pages
        edited["Articles/Lifecycle.md"] = "# Lifecycle\n\nThe ``Router`` of a unit, and ``Router/load()``.\n"
        let kept = try resolver.resolve(try documents(edited))
        let fromScratch = try SiteResolver(reference: try ProjectReference.reference()).resolve(try documents(edited))
        expectSameSite(kept, fromScratch)
        let loadPage = try #require(kept.pages.first { $0.symbol?.symbol.path == "Router/load()" })
        // The edit changes another page, the symbol's: both are made again, and the others kept.
        #expect(kept.revision?.base == first.revision?.number)
        #expect(kept.revision?.editedPaths.contains(loadPage.path) == true)
        #expect(kept.revision?.editedPaths.contains("articles/lifecycle.html") == true)
        let load = try #require(loadPage.symbol)
        #expect(load.mentionedIn.map(\.title) == ["Lifecycle"])
        // An edit that mentions the same symbols as often changes its page alone.
        edited["Articles/Lifecycle.md"] = "# Lifecycle\n\nThe ``Router`` of a unit, then ``Router/load()``.\n"
        let again = try resolver.resolve(try documents(edited))
        #expect(again.revision?.base == kept.revision?.number)
        #expect(again.revision?.editedPaths == ["articles/lifecycle.html"])
    }
}
