import DocsMarkup
import DocsTestSupport
import Testing

@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

/// A save resolves again only what its changes change (the engine's queries), and makes the site
/// a whole resolution makes; while every page shows of the site what it showed, the site is an
/// edit of the last (``SiteRevision``), which names the pages that changed.
@Suite struct EditedPagesTests {
    private let pages = [
        "Articles/Napkin.md": rootPage(groups: [("Essentials", ["Routing", "Lifecycle"])]),
        "Articles/Routing.md": "# Routing\n\nAbout routing.\n\n## Part\n\nMore.\n",
        "Articles/Lifecycle.md": "# Lifecycle\n\nAbout lifecycles. See <doc:Routing#Part>.\n",
        "Articles/Cards.md": "# Cards\n\nUnlisted.\n",
    ]

    /// Resolves `pages`, then `edited` with the same memo; returns the second site and one
    /// resolved from nothing.
    private func resolveAgain(_ edited: [String: String], otherFilesMayHaveChanged: Bool = false) throws -> (
        kept: Site, first: Site, fromScratch: Site
    ) {
        var resolver = SiteResolver()
        resolver.memo = ResolutionMemo()
        let first = try resolver.resolve(try documents(pages))
        if otherFilesMayHaveChanged { resolver.memo?.otherFilesMayHaveChanged() }
        let kept = try resolver.resolve(try documents(pages.merging(edited) { $1 }))
        let fromScratch = try SiteResolver().resolve(try documents(pages.merging(edited) { $1 }))
        return (kept, first, fromScratch)
    }

    @Test func aNewParagraphResolvesOnlyItsPage() throws {
        let (kept, first, fromScratch) = try resolveAgain([
            "Articles/Routing.md": "# Routing\n\nAbout routing, anew.\n\nA new paragraph.\n\n## Part\n\nMore.\n"
        ])
        #expect(kept.revision?.base == first.revision?.number)
        #expect(kept.revision?.editedPaths == ["articles/routing.html"])
        expectSameSite(kept, fromScratch)
    }

    @Test func aNewWarningIsReportedAsAWholeResolutionReportsIt() throws {
        let (kept, first, fromScratch) = try resolveAgain([
            "Articles/Cards.md": "# Cards\n\nUnlisted.\n\n}\n"
        ])
        #expect(kept.revision?.base == first.revision?.number)
        #expect(kept.warnings.map(\.message) == ["`}` closes no directive; it is shown as text"])
        expectSameSite(kept, fromScratch)
    }

    @Test(arguments: [
        "# Routing, renamed\n\nAbout routing.\n\n## Part\n\nMore.\n",
        "# Routing\n\n@Metadata {\n  @DisplayName(\"Paths\")\n}\n\nAbout routing.\n\n## Part\n\nMore.\n",
    ])
    func aChangeEveryPageShowsIsNoEditOfTheLastSite(routing: String) throws {
        let edited = ["Articles/Routing.md": routing]
        let (kept, _, fromScratch) = try resolveAgain(edited)
        #expect(kept.revision?.base == nil)
        expectSameSite(kept, fromScratch)
    }

    /// Every page's links are checked again against the new heading; no page shows it.
    @Test func aNewHeadingChangesItsPageAlone() throws {
        let (kept, first, fromScratch) = try resolveAgain([
            "Articles/Routing.md": "# Routing\n\nAbout routing.\n\n## Part\n\nMore.\n\n## Another part\n"
        ])
        #expect(kept.revision?.base == first.revision?.number)
        #expect(kept.revision?.editedPaths == ["articles/routing.html"])
        expectSameSite(kept, fromScratch)
    }

    /// The files besides the pages' sources may have changed: what reads them reads them again.
    @Test func aChangeToOtherFilesChangesThePagesThatChanged() throws {
        let (kept, first, fromScratch) = try resolveAgain(
            ["Articles/Routing.md": "# Routing\n\nChanged.\n\n## Part\n\nMore.\n"], otherFilesMayHaveChanged: true)
        #expect(kept.revision?.base == first.revision?.number)
        #expect(kept.revision?.editedPaths == ["articles/routing.html"])
        expectSameSite(kept, fromScratch)
    }

    @Test func aBrokenLinkFailsAsAWholeResolutionFails() throws {
        var resolver = SiteResolver()
        resolver.memo = ResolutionMemo()
        _ = try resolver.resolve(try documents(pages))
        let broken = pages.merging(["Articles/Cards.md": "# Cards\n\nSee <doc:Nowhere>.\n"]) { $1 }
        let kept = #expect(throws: DiagnosticError.self) { try resolver.resolve(try documents(broken)) }
        let fromScratch = #expect(throws: DiagnosticError.self) { try SiteResolver().resolve(try documents(broken)) }
        #expect(kept?.description == fromScratch?.description)
    }
}
