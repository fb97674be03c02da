import DocsMarkup
import DocsTestSupport
import Testing

@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

/// A save that changes only what pages say, not what other pages see of them, is resolved from
/// the last run's resolution, and makes the site a whole resolution makes.
@Suite struct EditedPagesTests {
    private let pages = [
        "Articles/Napkin.md": rootPage(groups: [("Essentials", ["Routing", "Lifecycle"])]),
        "Articles/Routing.md": "# Routing\n\nAbout routing.\n\n## Part\n\nMore.\n",
        "Articles/Lifecycle.md": "# Lifecycle\n\nAbout lifecycles. See <doc:Routing#Part>.\n",
        "Articles/Cards.md": "# Cards\n\nUnlisted.\n",
    ]

    /// Resolves `pages`, then `edited` with the same memo; returns the second site and one
    /// resolved from nothing.
    private func resolveAgain(_ edited: [String: String], pagesAloneChanged: Bool = true) throws -> (
        kept: Site, first: Site, fromScratch: Site
    ) {
        var resolver = SiteResolver()
        resolver.memo = ResolutionMemo()
        let first = try resolver.resolve(try documents(pages))
        resolver.pagesAloneChanged = pagesAloneChanged
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
        "# Routing\n\nAbout routing.\n\n## Part\n\nMore.\n\n## Another part\n",
        "# Routing\n\n@Metadata {\n  @DisplayName(\"Paths\")\n}\n\nAbout routing.\n\n## Part\n\nMore.\n",
    ])
    func aChangeOthersSeeResolvesTheWholeSite(routing: String) throws {
        let edited = ["Articles/Routing.md": routing]
        let (kept, _, _) = try resolveAgain(edited)
        #expect(kept.revision?.base == nil)
    }

    @Test func aChangeToOtherFilesResolvesTheWholeSite() throws {
        let (kept, _, fromScratch) = try resolveAgain(
            ["Articles/Routing.md": "# Routing\n\nChanged.\n\n## Part\n\nMore.\n"], pagesAloneChanged: false)
        #expect(kept.revision?.base == nil)
        expectSameSite(kept, fromScratch)
    }

    @Test func aBrokenLinkFailsAsAWholeResolutionFails() throws {
        var resolver = SiteResolver()
        resolver.memo = ResolutionMemo()
        _ = try resolver.resolve(try documents(pages))
        resolver.pagesAloneChanged = true
        let broken = pages.merging(["Articles/Cards.md": "# Cards\n\nSee <doc:Nowhere>.\n"]) { $1 }
        let kept = #expect(throws: DiagnosticError.self) { try resolver.resolve(try documents(broken)) }
        let fromScratch = #expect(throws: DiagnosticError.self) { try SiteResolver().resolve(try documents(broken)) }
        #expect(kept?.description == fromScratch?.description)
    }
}
