import DocsMarkup
import DocsSymbols
import DocsTestSupport
import Testing

@testable import DocsRendering
@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

/// DocC's extension files: a page titled ``` # ``Symbol`` ``` adds to the symbol's page.
@Suite struct DocumentationExtensionTests {
    private func parse(_ path: String, _ text: String) throws -> Document {
        try DocumentParser().parse(SourceFile(path: path, text: text))
    }

    private func root() throws -> Document {
        try parse("Articles/Napkin.md", rootPage(groups: [("Guides", ["Guide"])]))
    }

    private func guide() throws -> Document {
        try parse("Articles/Guide.md", "# Guide\n\nA guide.\n")
    }

    /// A symbol without a doc comment takes its abstract from its extension file's first
    /// paragraph, as DocC does: above its declaration, and in the lists that name it.
    @Test func anExtensionsFirstParagraphIsTheAbstractOfASymbolWithoutAComment() throws {
        let kind = APIKind(identifier: "struct", displayName: "Structure")
        let reference = APIReference(
            modules: ["Kit"],
            symbols: [APISymbol(id: "s:3Kit5PlainV", module: "Kit", kind: kind, pathComponents: ["Plain"])])
        let addition = try parse(
            "Articles/Plain.md", "# ``Kit/Plain``\n\nA value with nothing to say for itself.\n\nMore.\n")
        let site = try SiteResolver(reference: reference).resolve([
            try parse("Articles/Kit.md", rootPage()), addition,
        ])
        let page = try #require(site.pages.first { $0.path.string.hasSuffix("kit/plain.html") })
        #expect(page.summary == "A value with nothing to say for itself.")
        #expect(page.symbol?.startsWithSummary == true)
        let index = try #require(site.pages.first { $0.path == SymbolPageNames.indexPath })
        #expect(
            index.document.blocks.contains { block in
                guard case .list(_, let items, _) = block else { return false }
                return items.contains { $0.first?.inlineContent.plainText.contains("nothing to say") == true }
            })
    }

    @Test func anExtensionAddsItsContentAndTopicsToTheSymbolsPage() throws {
        let router = try parse(
            "Articles/Router.md",
            """
            # ``napkin/Router``

            ## Choosing children

            Attach what lives as long as the napkin in ``didLoad()``; keep ``children`` small.

            ## Topics

            ### Attaching

            - ``attachChild(_:)``
            - ``detachChild(_:)``
            - <doc:Guide>
            """)
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve([root(), guide(), router])
        #expect(site.page(named: "Router") == nil, "an extension is not a page of its own")
        let page = try #require(site.pages.first { $0.path == "reference/napkin/router.html" })
        #expect(
            page.document.blocks.contains { block in
                if case .heading(2, let content, _, _) = block {
                    content.plainText == "Choosing children"
                } else {
                    false
                }
            })
        #expect(page.resolved.symbols["children"] == "reference/napkin/router/children.html")
        let topics = try #require(page.symbol?.topics)
        #expect(topics.first?.title == "Attaching")
        #expect(topics.first?.entries.map(\.name) == ["attachChild(_:)", "detachChild(_:)", "Guide"])
        // The members the extension lists are not listed again among the automatic groups
        // (Router's fulfil Routing's requirements: DocC lists them as Routing Implementations).
        let methods = try #require(topics.first { $0.title == "Routing Implementations" })
        #expect(!methods.entries.contains { $0.name == "attachChild(_:)" })
        #expect(methods.entries.contains { $0.name == "load()" })
    }

    @Test func anExtensionsHeadingLinksLeadToTheHeading() throws {
        let guide = try parse("Articles/Guide.md", "# Guide\n\nA guide.\n\n## Choosing children\n\nText.\n")
        let router = try parse("Articles/Router.md", "# ``napkin/Router``\n\nSee <doc:Guide#Choosing-children>.\n")
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve([root(), guide, router])
        let files = SiteRenderer().render(site)
        let html = String(
            decoding: try #require(files.first { $0.path == "reference/napkin/router.html" }).contents, as: UTF8.self)
        #expect(
            html.contains(#"<a class=doc-link href=../../articles/guide.html#choosing-children>Choosing children</a>"#))
    }

    @Test func topicsWithoutAGroupAreAnErrorInAnExtensionToo() throws {
        let router = try parse("Articles/Router.md", "# ``napkin/Router``\n\nText.\n\n## Topics\n\n- ``load()``\n")
        #expect {
            _ = try SiteResolver(reference: ProjectReference.reference()).resolve([root(), guide(), router])
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map { "\($0.location): \($0.message)" } == [
                "Articles/Router.md:7:1: topic links need a group"
            ]
        }
    }

    @Test func aModuleExtensionLeadsTheIndexWithItsGroups() throws {
        let module = try parse(
            "Articles/NapkinModule.md",
            """
            # ``napkin``

            The types a napkin is made of.

            ## Topics

            ### Essentials

            - ``Router``
            - ``Interactable``
            """)
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve([root(), guide(), module])
        let index = try #require(site.pages.first { $0.path == "reference/index.html" })
        #expect(index.summary == "The types a napkin is made of.")
        let headings = index.tableOfContents.map(\.title)
        #expect(headings.first == "Essentials")
        #expect(headings.contains("Routing"))
        // Each entry links to its symbol's page, relative to the index.
        let html = String(
            decoding: try #require(SiteRenderer().render(site).first { $0.path == index.path.string }).contents,
            as: UTF8.self)
        #expect(html.contains(#"<a href=napkin/router.html><code>Router</code></a>"#))
    }

    @Test func anExtensionOfNothingIsAnErrorAtItsTitle() throws {
        let stray = try parse("Articles/Stray.md", "# ``napkin/Routr``\n\nText.\n")
        #expect {
            _ = try SiteResolver(reference: ProjectReference.reference()).resolve([root(), guide(), stray])
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.contains {
                $0.location.description == "Articles/Stray.md:1:3"
                    && $0.message == "this page extends ``napkin/Routr``, but no symbol is named 'napkin/Routr'"
                    && $0.hint == "did you mean ``Router``?"
            } ?? false
        }
    }

    @Test func twoExtensionsOfOneSymbolAreAnError() throws {
        let first = try parse("Articles/A.md", "# ``Router``\n\nOne.\n")
        let second = try parse("Articles/B.md", "# ``napkin/Router``\n\nTwo.\n")
        #expect {
            _ = try SiteResolver(reference: ProjectReference.reference()).resolve([root(), guide(), first, second])
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.message) == [
                "``napkin/Router`` is already extended by Articles/A.md"
            ]
        }
    }
}

/// What a symbol page says of availability and deprecation.
@Suite struct SymbolAvailabilityTests {
    @Test func aDeprecatedSymbolSaysSoWithItsReplacementAndIsStruckThroughInLists() throws {
        let kind = APIKind(identifier: "struct", displayName: "Structure")
        let old = APISymbol(
            id: "s:3Kit3OldV", module: "Kit", kind: kind, pathComponents: ["Old"],
            declaration: [
                DeclarationToken(.keyword, "struct"), DeclarationToken(.text, " "),
                DeclarationToken(.identifier, "Old"),
            ],
            docComment: DocComment(lines: [DocComment.Line(text: "The old way.", start: nil)]),
            availability: [
                AvailabilityNote(platform: nil, isDeprecated: true, message: "It leaks.", renamed: "New"),
                AvailabilityNote(platform: "iOS", introduced: "17.0"),
            ])
        let root = try DocumentParser().parse(SourceFile(path: "Articles/Kit.md", text: rootPage()))
        let site = try SiteResolver(reference: APIReference(modules: ["Kit"], symbols: [old])).resolve([root])
        let files = SiteRenderer().render(site)
        let page = String(
            decoding: try #require(files.first { $0.path == "reference/kit/old.html" }).contents, as: UTF8.self)
        #expect(page.contains("<p>Deprecated. It leaks. Use New instead.</p>"))
        #expect(page.contains("Available on iOS 17.0+"))
    }
}

/// A catalog whose landing page is titled with its module, as most DocC catalogs are.
@Suite struct ModuleRootTests {
    private let landing = "# ``Kit``\n\nA kit.\n\n## Topics\n\n### Guides\n\n- <doc:Guide>\n"

    @Test func withoutATechnologyRootTheModulesPageIsTheRoot() throws {
        let root = try DocumentParser().parse(SourceFile(path: "Kit.docc/Kit.md", text: landing))
        let guide = try DocumentParser().parse(SourceFile(path: "Kit.docc/Guide.md", text: "# Guide\n\nHow.\n"))
        let site = try SiteResolver().resolve([root, guide])
        #expect(site.title == "Kit")
        #expect(site.root.path == "index.html")
        #expect(site.groups.map(\.title) == ["Guides"])
    }

    @Test func withAReferenceTheModulesPageIsTheRootAndListsItsSymbols() throws {
        let root = try DocumentParser().parse(
            SourceFile(
                path: "Articles/Napkin.md", text: "# ``napkin``\n\nTrees.\n\n## Topics\n\n### Types\n\n- ``Router``\n"))
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve([root])
        #expect(site.title == "napkin")
        #expect(site.groups.first?.pages.first?.path == "reference/napkin/router.html")
    }
}

/// Landing pages of real catalogs that are not one page titled ``` # ``Module`` ```.
@Suite struct CatalogRootTests {
    private func site(_ pages: [String: String]) throws -> Site {
        try SiteResolver().resolve(
            pages.sorted { $0.key < $1.key }.map {
                try DocumentParser().parse(SourceFile(path: $0.key, text: $0.value))
            })
    }

    @Test func ofSeveralSymbolTitledPagesTheModulesIsTheRoot() throws {
        let site = try site([
            "Sources/Kit/Documentation.docc/Kit.md": "# ``Kit``\n\nA kit.\n",
            "Sources/Kit/Documentation.docc/Extensions/Tool.md": "# ``Tool``\n\nA tool.\n",
        ])
        #expect(site.title == "Kit")
    }

    @Test func anAbsoluteModuleLinkAndACommentInTheTitleAreRead() throws {
        #expect(try site(["Tracing.docc/index.md": "# ``/Tracing``\n\nTraces.\n"]).title == "Tracing")
        #expect(try site(["NIO.docc/index.md": "# ``NIO`` <!-- SwiftNIO -->\n\nEvents.\n"]).title == "NIO")
    }

    @Test func aPageNamedAfterTheModuleIsTheRoot() throws {
        let site = try site([
            "Sources/Kit/Kit.docc/Kit.md": "# The Kit\n\nA kit.\n", "Sources/Kit/Kit.docc/Guide.md": "# Guide\n",
        ])
        #expect(site.root.name == "Kit")
    }

    @Test func aCatalogWithoutALandingPageGetsOneWithANote() throws {
        let site = try site(["Sources/Kit/Kit.docc/FilingBugs.md": "# Filing Bugs\n\nHow.\n"])
        #expect(site.title == "Kit")
        #expect(site.pages.map(\.name) == ["FilingBugs"])
        #expect(
            site.warnings.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [
                "Sources/Kit/Kit.docc:1:1: note: the catalog has no root page, so the site's root is a page titled Kit"
            ])
    }
}
