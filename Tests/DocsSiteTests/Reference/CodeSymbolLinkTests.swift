import DocsCodeBlocks
import DocsMarkup
import DocsSymbols
import DocsTestSupport
import Testing

@testable import DocsSite

/// In compiled code, each name the compiler's index says uses the documented API links to its
/// reference page: plain links around the highlighted names, only where the code has the name.
@Suite struct CodeSymbolLinkTests {
    @Test func aNameIsLinkedOutsideTheSpanThatColoursIt() {
        let html = "<h-k>let</h-k> r = <h-t>Router</h-t>()\n<h-k>if</h-k> a &lt; b { r.load() }"
        let targets = [
            CodeSymbolLinker.Target(line: 0, offset: 8, length: 6, href: "router.html"),
            CodeSymbolLinker.Target(line: 1, offset: 13, length: 4, href: "load.html"),
        ]
        #expect(
            CodeSymbolLinker.link(html, targets)
                == "<h-k>let</h-k> r = <a class=code-symbol href=\"router.html\"><h-t>Router</h-t></a>()\n"
                + "<h-k>if</h-k> a &lt; b { r.<a class=code-symbol href=\"load.html\">load</a>() }")
    }

    @Test func onlyANameTheCodeHasWhereTheIndexSaysIsATarget() {
        let links = [
            3: [
                CodeSymbolLink(column: 13, name: "Router", path: "reference/napkin/router.html"),
                // An edited line: the index's column no longer starts the name.
                CodeSymbolLink(column: 14, name: "Router", path: "reference/napkin/router.html"),
            ],
            4: [CodeSymbolLink(column: 5, name: "load", path: "reference/napkin/router/load.html")],
        ]
        // Two lines of a block indented by a list item (4 columns), written on lines 3 and 4.
        let sources = [
            CodePresentation.LineSource(line: 3, shift: 4), CodePresentation.LineSource(line: 4, shift: 4),
        ]
        let targets = CodeSymbolLinker.targets(
            in: "let r = Router()\nloader()", sources: sources, links: links, href: { $0.string })
        #expect(
            targets == [CodeSymbolLinker.Target(line: 0, offset: 8, length: 6, href: "reference/napkin/router.html")])
    }

    @Test func aCompiledArticleLinksItsUsesOfTheAPI() throws {
        let reference = try ProjectReference.reference()
        let router = try #require(reference.symbols.first { $0.module == "napkin" && $0.path == "Router" })
        var uses = CompiledUses(uses: [router.id: [CompiledUses.Use(file: "Articles/Routing.md", line: 6)]])
        // `final class Home: Router…` on line 6: `Router` starts at column 19.
        uses.occurrences = ["Articles/Routing.md": [6: [CompiledUses.Occurrence(column: 19, symbol: router.id)]]]
        let pages = [
            "Articles/Napkin.md": rootPage(groups: [("Essentials", ["Routing"])]),
            "Articles/Routing.md": "# Routing\n\nA router.\n\n```swift\nfinal class Home: Router<Int> {}\n```\n",
        ]
        let site = try SiteResolver(reference: reference, uses: uses).resolve(try documents(pages))
        let html = SiteRenderer().render(site).text("articles/routing.html")
        #expect(
            html.contains("<a class=code-symbol href=\"../reference/napkin/router.html\"><h-t>Router</h-t></a>"),
            "\(html)")
    }
}
