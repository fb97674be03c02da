import DocsMarkup
import DocsQueries
import DocsTestSupport
import Testing

@testable import DocsResolution
@testable import DocsSiteModel

/// What resolution works out of each document is a query of the engine: a whole resolution after
/// a save computes again only the values whose reads changed, and resolves the site a
/// resolution from nothing resolves.
@Suite struct ResolutionQueriesTests {
    private let pages = [
        "Articles/Napkin.md": rootPage(groups: [("Essentials", ["Routing", "Lifecycle"])]),
        "Articles/Routing.md": "# Routing\n\nAbout routing.\n\n## Part\n\nMore.\n",
        "Articles/Lifecycle.md": "# Lifecycle\n\nAbout lifecycles. See <doc:Routing>.\n",
        "Articles/Cards.md": "# Cards\n\nUnlisted.\n",
    ]

    /// Resolves `pages`, then `edited` as a whole with the same memo; returns the second site,
    /// one resolved from nothing, and the engine.
    private func resolveAgain(_ edited: [String: String]) throws -> (
        kept: Site, fromScratch: Site, queries: QueryEngine
    ) {
        let queries = QueryEngine()
        var resolver = SiteResolver()
        resolver.memo = ResolutionMemo(queries: queries)
        queries.startRun()
        _ = try resolver.resolve(try documents(pages))
        queries.startRun()
        let kept = try resolver.resolve(try documents(pages.merging(edited) { $1 }))
        let fromScratch = try SiteResolver().resolve(try documents(pages.merging(edited) { $1 }))
        return (kept, fromScratch, queries)
    }

    @Test func anEditedParagraphComputesOnlyItsPagesValues() throws {
        let (kept, fromScratch, queries) = try resolveAgain(["Articles/Cards.md": "# Cards\n\nUnlisted, anew.\n"])
        expectSameSite(kept, fromScratch)
        #expect(queries.computedThisRun(ReferencesOfDocument.self) == 1)
        #expect(queries.computedThisRun(PageCheck.self) == 1)
        #expect(queries.computedThisRun(OutlineOfDocument.self) == 1)
        #expect(queries.computedThisRun(PageOfSite.self) == 1)
        // Its shape is as it was: the site-wide passes are not run again.
        #expect(queries.computedThisRun(ArrangementOfSite.self) == 0)
        #expect(queries.computedThisRun(SymbolsOfSite.self) == 0)
    }

    @Test func aNewTitleComputesAgainTheOutlinesThatShowIt() throws {
        let (kept, fromScratch, queries) = try resolveAgain([
            "Articles/Routing.md": "# Paths\n\nAbout routing.\n\n## Part\n\nMore.\n"
        ])
        expectSameSite(kept, fromScratch)
        #expect(kept.pages.first { $0.name == "Lifecycle" }?.summary == "About lifecycles. See Paths.")
        // Routing's own and those of the pages that link to it (Lifecycle, whose summary shows the
        // title, and the root, whose topics list it); not Cards'.
        #expect(queries.computedThisRun(OutlineOfDocument.self) == 3)
        // A title is not what `<doc:>` links are checked against: only Routing's own are checked again.
        #expect(queries.computedThisRun(ArrangementOfSite.self) == 1)
        #expect(queries.computedThisRun(PageCheck.self) == 1)
    }

    @Test func aNewHeadingChecksEveryPagesLinksAgain() throws {
        let (kept, fromScratch, queries) = try resolveAgain([
            "Articles/Routing.md": "# Routing\n\nAbout routing.\n\n## Part\n\nMore.\n\n## Another part\n"
        ])
        expectSameSite(kept, fromScratch)
        #expect(queries.computedThisRun(PageCheck.self) == 4)
        #expect(queries.computedThisRun(OutlineOfDocument.self) == 1)
        // No page shows the heading: only Routing's page is made again.
        #expect(queries.computedThisRun(PageOfSite.self) == 1)
        #expect(kept.revision?.editedPaths == ["articles/routing.html"])
    }
}
