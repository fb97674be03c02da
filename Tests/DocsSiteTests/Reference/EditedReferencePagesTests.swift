import DocsMarkup
import DocsSymbols
import DocsTestSupport
import Testing

@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

/// On a site with an API reference, a save that changes only what an article says makes that
/// article's page again, and the symbols' pages it changes (where the article's uses of a symbol
/// are placed, an extension's content); either way the site is the one a whole resolution makes.
@Suite struct EditedReferencePagesTests {
    private let pages = [
        "Articles/Napkin.md": rootPage(groups: [("Essentials", ["Routing", "Lifecycle"])]),
        "Articles/Routing.md": "# Routing\n\nAttach with ``Router/attachChild(_:)``.\n\n## Part\n\nUses a router.\n",
        "Articles/Lifecycle.md": "# Lifecycle\n\nSee <doc:Routing#Part> and ``Router``.\n",
        "Articles/Router.md": "# ``napkin/Router``\n\nThe router, extended.\n",
    ]

    /// Resolves `pages`, then `edited` with the same memo, both with `Router` used on line 7 of
    /// the routing article; returns the second site, the first and one resolved from nothing.
    private func resolveAgain(_ edited: [String: String]) throws -> (kept: Site, first: Site, fromScratch: Site) {
        let reference = try ProjectReference.reference()
        let router = try #require(reference.symbols.first { $0.module == "napkin" && $0.path == "Router" })
        let uses = CompiledUses(uses: [router.id: [CompiledUses.Use(file: "Articles/Routing.md", line: 7)]])
        var resolver = SiteResolver(reference: reference, uses: uses)
        resolver.memo = ResolutionMemo()
        let first = try resolver.resolve(try documents(pages))
        let kept = try resolver.resolve(try documents(pages.merging(edited) { $1 }))
        let fromScratch = try SiteResolver(reference: reference, uses: uses).resolve(
            try documents(pages.merging(edited) { $1 }))
        return (kept, first, fromScratch)
    }

    /// Where `Router`'s page says it is used.
    private func usesOfRouter(on site: Site) -> [String]? {
        site.pages.first { $0.symbol?.symbol.path == "Router" }?.symbol?.usedIn.map(\.path)
    }

    @Test func aParagraphAfterTheSectionsResolvesOnlyItsPage() throws {
        let (kept, first, fromScratch) = try resolveAgain([
            "Articles/Routing.md":
                "# Routing\n\nAttach with ``Router/attachChild(_:)``.\n\n## Part\n\nUses a router.\n\nAnd more.\n"
        ])
        #expect(kept.revision?.base == first.revision?.number)
        #expect(kept.revision?.editedPaths == ["articles/routing.html"])
        expectSameSite(kept, fromScratch)
        #expect(usesOfRouter(on: kept) == ["articles/routing.html#part"])
    }

    /// The link names the same symbol as before, so no symbol page's "Mentioned In" changes.
    @Test func aLinkWrittenAnewIsResolvedOnItsPageAlone() throws {
        let (kept, first, fromScratch) = try resolveAgain([
            "Articles/Lifecycle.md": "# Lifecycle\n\nSee <doc:Routing#Part> and ``napkin/Router``.\n"
        ])
        #expect(kept.revision?.base == first.revision?.number)
        #expect(kept.page(named: "Lifecycle")?.resolved.symbols["napkin/Router"] != nil)
        expectSameSite(kept, fromScratch)
    }

    @Test func anEditThatMovesTheSectionsChangesTheSymbolsPageToo() throws {
        // Paragraphs above the section move it: the use on line 7 now falls before it.
        let (kept, first, fromScratch) = try resolveAgain([
            "Articles/Routing.md":
                "# Routing\n\nAttach with ``Router/attachChild(_:)``.\n\nNew.\n\nNewer.\n\n## Part\n\nUses a router.\n"
        ])
        expectSameSite(kept, fromScratch)
        #expect(usesOfRouter(on: kept) == ["articles/routing.html"])
        let router = try #require(kept.pages.first { $0.symbol?.symbol.path == "Router" })
        #expect(kept.revision?.base == first.revision?.number)
        #expect(kept.revision?.editedPaths == ["articles/routing.html", router.path])
    }

    @Test func anEditedExtensionChangesItsSymbolsPage() throws {
        let (kept, first, fromScratch) = try resolveAgain([
            "Articles/Router.md": "# ``napkin/Router``\n\nThe router, extended anew.\n"
        ])
        expectSameSite(kept, fromScratch)
        let router = try #require(kept.pages.first { $0.symbol?.symbol.path == "Router" })
        #expect(kept.revision?.base == first.revision?.number)
        #expect(kept.revision?.editedPaths == [router.path])
    }
}
