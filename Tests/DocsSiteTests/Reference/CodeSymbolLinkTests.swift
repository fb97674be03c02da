import DocsCodeBlocks
import DocsMarkup
import DocsSymbols
import DocsTestSupport
import Testing

@testable import DocsRendering
@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

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

    /// A doc comment's example, compiled by `napkin-docs check`, links its names as an
    /// article's code does: its uses are placed in the Swift file's columns, after the `///`.
    @Test func aDocCommentExampleLinksItsUsesOfTheAPI() throws {
        let reference = try ProjectReference.reference()
        let presenter = try #require(reference.symbols.first { $0.module == "napkin" && $0.path == "Presenter" })
        let controllable = try #require(
            reference.symbols.first { $0.module == "napkin" && $0.path == "ViewControllable" })
        let comment = try #require(presenter.docComment?.lines)
        let line = try #require(comment.first { $0.text.hasPrefix("final class HomePresenter: Presenter<") }?.start)
        // A hidden line of the same example uses another symbol.
        let hidden = try #require(comment.first { $0.text.contains(": ViewControllable {}") }?.start)
        let column = line.column + "final class HomePresenter: ".utf8.count
        var uses = CompiledUses(uses: [
            presenter.id: [CompiledUses.Use(file: line.file, line: line.line)],
            controllable.id: [CompiledUses.Use(file: hidden.file, line: hidden.line)],
        ])
        uses.occurrences = [
            SourcePath(line.file): [line.line: [CompiledUses.Occurrence(column: column, symbol: presenter.id)]]
        ]
        let site = try SiteResolver(reference: reference, uses: uses).resolve(
            try documents(["Articles/Napkin.md": rootPage()]))
        let html = SiteRenderer().render(site).text("reference/napkin/presenter.html")
        #expect(html.contains("presenter.html\"><h-t>Presenter</h-t></a>&lt;"), "\(html)")
        // The symbols an example uses list the page of the comment it is in, their own page aside.
        func usedIn(_ path: String) throws -> [UsedIn] {
            let page = try #require(site.pages.first { $0.path.string == path })
            guard case .symbol(let details) = page.kind else { return [] }
            return details.usedIn
        }
        #expect(try usedIn("reference/napkin/presenter.html").isEmpty)
        #expect(
            try usedIn("reference/napkin/view-controllable.html")
                == [UsedIn(title: "Presenter", path: "reference/napkin/presenter.html", steps: [])])
    }

    /// An extension file's compiled example links its names, and is listed as a use on the
    /// symbols it uses, under the page of the symbol the file extends.
    @Test func anExtensionFilesExampleLinksAndIsListedUnderItsSymbol() throws {
        let reference = try ProjectReference.reference()
        let route = try #require(reference.symbols.first { $0.module == "napkin" && $0.path == "ChildRoute" })
        // `let profile = ChildRoute<Int>()` on line 7: `ChildRoute` starts at column 15.
        var uses = CompiledUses(uses: [route.id: [CompiledUses.Use(file: "Articles/Router.md", line: 7)]])
        uses.occurrences = ["Articles/Router.md": [7: [CompiledUses.Occurrence(column: 15, symbol: route.id)]]]
        let site = try SiteResolver(reference: reference, uses: uses).resolve(
            try documents([
                "Articles/Napkin.md": rootPage(),
                "Articles/Router.md":
                    "# ``napkin/Router``\n\nMore on routers.\n\n```swift\nimport napkin\nlet profile = ChildRoute<Int>()\n```\n",
            ]))
        let router = SiteRenderer().render(site).text("reference/napkin/router.html")
        #expect(
            router.contains("<a class=code-symbol href=\"child-route.html\"><h-t>ChildRoute</h-t></a>"), "\(router)")
        let page = try #require(site.pages.first { $0.path.string == "reference/napkin/child-route.html" })
        guard case .symbol(let details) = page.kind else { throw CancellationError() }
        #expect(details.usedIn.contains(UsedIn(title: "Router", path: "reference/napkin/router.html", steps: [])))
    }

    /// What the check recorded of a compiled block's uses holds while the block is as the check
    /// compiled it (its page's fingerprint) and its file's line ends with the compiled code from
    /// the use's name on (the check may compile a declaration with `fileprivate` added): each use
    /// at its column of the file's line. A doc comment's hold while its module is as it was built.
    @Test func recordedUsesHoldWhileTheBlockIsAsCompiled() throws {
        let package = try TemporaryDirectory()
        let guide = "# Guide\n\n```swift\nlet kit = Kit()\n# let hidden = Kit()\n```\n"
        let other = "# Other\n\n```swift\nlet kit = Kit()\n```\n"
        try package.write("Kit.docc/Guide.md", guide)
        try package.write(
            "Sources/Kit/Kit.swift",
            "/// A kit.\n///\n///     let kit = Kit()\n///     struct Box: Kit {}\npublic struct Kit {}\n")
        let kit: SymbolID = "s:3Kit0A0V"
        func page(_ path: String, _ text: String) -> PageCode {
            PageCode(source: SourceFile(path: path, text: text))
        }
        func entry(_ file: String, fence: Int, _ code: PageCode?, _ lines: [(Int, String, Int)])
            -> BlockCheckRecord.Entry
        {
            BlockCheckRecord.Entry(
                file: package.url.appendingPathComponent(file).path, line: fence,
                fingerprint: code.map { BlockFingerprint.of(page: $0.blocks)[0] } ?? "", outcome: .compiled,
                uses: lines.map {
                    BlockCheckRecord.LineUses(
                        line: $0.0, code: $0.1, symbols: [BlockCheckRecord.SymbolUse(column: $0.2, symbol: kit.string)])
                })
        }
        let record = BlockCheckRecord(entries: [
            entry(
                "Kit.docc/Guide.md", fence: 3, page("Kit.docc/Guide.md", guide),
                [(4, "let kit = Kit()", 11), (5, "let hidden = Kit()", 14)]),
            entry(
                "Sources/Kit/Kit.swift", fence: 3, nil,
                [(3, "let kit = Kit()", 11), (4, "fileprivate struct Box: Kit {}", 25)]),
            entry("Kit.docc/Other.md", fence: 3, page("Kit.docc/Other.md", other), [(4, "let kit = Kit()", 11)]),
        ])
        // Edited since the check: the line that used `Kit` is as it was, but a declaration of the
        // block's own now shadows it.
        let edited = "# Other\n\n```swift\nlet kit = Kit()\nstruct Kit {}\n```\n"
        try package.write("Kit.docc/Other.md", edited)
        let documents = try ["Kit.docc/Guide.md": guide, "Kit.docc/Other.md": edited].map { path, text in
            try DocumentParser().parse(SourceFile(path: path, text: text))
        }
        func recorded(_ record: BlockCheckRecord) -> CompiledUses {
            RecordedUses.of(
                record, packageDirectory: package.url.path, checked: CheckedBlocks(record, baseDirectory: package.url),
                documents: documents, code: [:], baseDirectory: package.url)
        }
        let uses = recorded(record)
        #expect(
            uses.occurrences == [
                "Kit.docc/Guide.md": [
                    4: [CompiledUses.Occurrence(column: 11, symbol: kit)],
                    5: [CompiledUses.Occurrence(column: 16, symbol: kit)],
                ],
                "Sources/Kit/Kit.swift": [
                    3: [CompiledUses.Occurrence(column: 19, symbol: kit)],
                    4: [CompiledUses.Occurrence(column: 21, symbol: kit)],
                ],
            ])
        #expect(
            uses.uses[kit] == [
                CompiledUses.Use(file: "Kit.docc/Guide.md", line: 4),
                CompiledUses.Use(file: "Kit.docc/Guide.md", line: 5),
                CompiledUses.Use(file: "Sources/Kit/Kit.swift", line: 3),
                CompiledUses.Use(file: "Sources/Kit/Kit.swift", line: 4),
            ])
        // Once a module the blocks were compiled against is built again, the record holds none.
        var rebuilt = record
        rebuilt.modules = [package.url.appendingPathComponent("Sources/Kit/Kit.swift").path: 0]
        #expect(recorded(rebuilt).uses.isEmpty)
    }
}
