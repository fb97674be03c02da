import DocsMarkup
import DocsSymbols
import DocsTestSupport
import Foundation
import Testing

@testable import DocsRendering
@testable import DocsResolution
@testable import DocsSite

/// The site with its API reference: pages for every symbol, links that cannot break, topics
/// that list symbols.
@Suite struct ReferenceSiteTests {
    /// This package's own articles and tutorials, parsed.
    private func projectDocuments() throws -> [Document] {
        var documents: [Document] = []
        for folder in ["Articles", "Tutorials"] {
            let root = ProjectReference.packageRoot.appendingPathComponent(folder)
            for file in try SourceDiscovery().files(in: root) where file.relativePath.hasSuffix(".md") {
                let text = try String(contentsOf: file.url, encoding: .utf8)
                documents.append(
                    try DocumentParser().parse(SourceFile(path: "\(folder)/\(file.relativePath)", text: text)))
            }
        }
        return documents
    }

    /// The project's pages, for the other suites on the reference.
    func projectDocumentsForOtherSuites() throws -> [Document] { try projectDocuments() }

    @Test func everyPublicSymbolHasAPageAndEveryLinkOfTheSourcesResolves() throws {
        let reference = try ProjectReference.reference()
        let site = try SiteResolver(reference: reference).resolve(projectDocuments())
        let names = SymbolPageNames(reference)
        let paths = Set(site.pages.map(\.path))
        for symbol in reference.symbols {
            #expect(paths.contains(names.paths[symbol.id]!), "\(symbol.path)")
        }
        #expect(paths.contains(SymbolPageNames.indexPath))
        let lifecycle = try #require(site.page(named: "Lifecycle"))
        #expect(lifecycle.resolved.symbols["InteractorLifecycle"] == "reference/napkin/interactor-lifecycle.html")
    }

    @Test func renamingASymbolFailsTheBuildAtEveryLinkToIt() throws {
        var symbols = try ProjectReference.reference().symbols
        for index in symbols.indices where symbols[index].pathComponents.first == "Router" {
            symbols[index].pathComponents[0] = "Routers"
        }
        let renamed = APIReference(modules: ProjectReference.modules, symbols: symbols)
        let documents = try projectDocuments()
        var links: [DocsMarkup.SourceLocation] = []
        for document in documents {
            document.forEachInline { inline in
                if case .symbolLink("Router", let location) = inline { links.append(location) }
            }
        }
        #expect(links.count >= 5)
        do {
            _ = try SiteResolver(reference: renamed).resolve(documents)
            Issue.record("the build succeeded")
        } catch {
            let reported = error.diagnostics.filter { $0.message == "no symbol is named 'Router'" }
            #expect(Set(reported.map(\.location)).isSuperset(of: links))
            #expect(reported.allSatisfy { $0.hint == "did you mean ``Routers``?" })
            // The doc comments that link to it fail too, at their lines of the Swift files.
            #expect(reported.contains { $0.location.file.hasSuffix(".swift") })
        }
    }

    @Test func aTopicsEntryThatIsASymbolIsListedWithItsPage() throws {
        let root = try DocumentParser().parse(
            SourceFile(
                path: "Articles/Napkin.md",
                text: """
                    # napkin

                    @Metadata {
                        @TechnologyRoot
                    }

                    Trees.

                    ## Topics

                    ### Types

                    - ``Router``
                    - ``InteractorLifecycle``
                    """))
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve([root])
        let types = try #require(site.groups.first { $0.title == "Types" })
        #expect(types.pages.map(\.title) == ["Router", "InteractorLifecycle"])
        #expect(types.pages.first?.path == "reference/napkin/router.html")
        // The Reference group lists the other symbols, and not these twice.
        let referenceGroup = try #require(site.groups.first { $0.title == "Reference" })
        #expect(!referenceGroup.pages.contains { $0.title == "Router" })
    }

    @Test func aTopicsEntryWithoutAPageIsAnErrorNeverADroppedItem() throws {
        let root = try DocumentParser().parse(
            SourceFile(path: "Articles/Napkin.md", text: rootPage(extra: "\n## Topics\n\n### Types\n\n- ``Thing``\n")))
        #expect {
            _ = try SiteResolver(knownSymbols: ["Thing"]).resolve([root])
        } throws: { error in
            guard let error = error as? DiagnosticError else { return false }
            return error.diagnostics.contains {
                $0.message == "``Thing`` has no reference page, so the sidebar cannot list it" && $0.location.line == 13
            }
        }
    }

    @Test func aBrokenLinkInADocCommentIsReportedAtItsPlaceInTheSwiftFile() throws {
        let comment = DocComment(lines: [
            DocComment.Line(
                text: "Does a thing.",
                start: DocsMarkup.SourceLocation(file: "Sources/Kit/Thing.swift", line: 10, column: 5)),
            DocComment.Line(
                text: "", start: DocsMarkup.SourceLocation(file: "Sources/Kit/Thing.swift", line: 11, column: 5)),
            DocComment.Line(
                text: "See ``Nowhere``.",
                start: DocsMarkup.SourceLocation(file: "Sources/Kit/Thing.swift", line: 12, column: 5)),
        ])
        let thing = APISymbol(
            id: "s:3Kit5ThingV", module: "Kit", kind: APIKind(identifier: "struct", displayName: "Structure"),
            pathComponents: ["Thing"], docComment: comment,
            location: DocsMarkup.SourceLocation(file: "Sources/Kit/Thing.swift", line: 13, column: 15))
        let root = try DocumentParser().parse(SourceFile(path: "Articles/Kit.md", text: rootPage()))
        #expect {
            _ = try SiteResolver(reference: APIReference(modules: ["Kit"], symbols: [thing])).resolve([root])
        } throws: { error in
            let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
            // `///` then a space: the comment's text starts at column 5, the link 4 bytes in.
            return diagnostics.map(\.description).contains {
                $0.hasPrefix("Sources/Kit/Thing.swift:12:9: error: no symbol is named 'Nowhere'")
            }
        }
    }

    @Test func aSymbolPageShowsItsDeclarationMembersAndRelationships() throws {
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve(projectDocuments())
        let files = SiteRenderer().render(site)
        let router = try #require(files.first { $0.path == "reference/napkin/router.html" })
        let html = String(decoding: router.contents, as: UTF8.self)
        #expect(html.contains(#"<h-k>class</h-k> <span class=decl-name>Router</span>"#))
        for heading in ["Declaration", "Topics", "Instance Methods", "Relationships", "Conforms To", "Inherited By"] {
            #expect(html.contains(">\(heading)<"), "\(heading)")
        }
        #expect(html.contains(#"href=router/attach-child-_.html"#))
        // Every heading of the page has its own anchor.
        let ids = html.matches(of: /\sid=([^\s>]+)/).map { String($0.output.1) }
        #expect(ids.count == Set(ids).count, "\(ids)")
        // A type named in a member's declaration links to its page.
        let attach = try #require(files.first { $0.path == "reference/napkin/child-route/attach-to-build.html" })
        let attachHTML = String(decoding: attach.contents, as: UTF8.self)
        let declaration = try #require(
            attachHTML.firstRange(of: #"<div class="code-block declaration-code">"#).map {
                attachHTML[$0.lowerBound...]
            })
        let code = try #require(declaration.firstRange(of: "</code>").map { declaration[..<$0.lowerBound] })
        #expect(code.contains(#"<a href=../routing.html>Routing</a>"#))
    }
}

extension ReferenceSiteTests {
    @Test func searchFindsSymbolsAndMembersByName() throws {
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve(projectDocuments())
        let index = try #require(SiteRenderer().render(site).first { $0.path == SiteFiles.searchIndex })
        let text = String(decoding: index.contents, as: UTF8.self)
        #expect(
            text.contains(#"{"title":"Router/attachChild(_:)","path":"reference/napkin/router/attach-child-_.html""#))
        #expect(text.contains(#"{"title":"TeardownProbe","path":"reference/napkin-test-support/teardown-probe.html""#))
    }
}

extension ReferenceSiteTests {
    @Test func aMemberLinkShowsTheMembersNameAsDocCDoes() throws {
        let page = try DocumentParser().parse(
            SourceFile(path: "Articles/Guide.md", text: "# Guide\n\nCall ``napkin/Router/attachChild(_:)``.\n"))
        let root = try DocumentParser().parse(
            SourceFile(path: "Articles/Napkin.md", text: rootPage(groups: [("Guides", ["Guide"])])))
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve([root, page])
        let html = String(
            decoding: try #require(SiteRenderer().render(site).first { $0.path == "articles/guide.html" }).contents,
            as: UTF8.self)
        #expect(
            html.contains(
                #"<a class=symbol-link href=../reference/napkin/router/attach-child-_.html><code class=symbol>attachChild(_:)</code></a>"#
            ))
    }

    /// A fence of a doc comment without a language is Swift when its code parses as Swift, as
    /// `napkin-docs check` takes it: highlighted, with the block's state; one that does not parse
    /// is shown as written.
    @Test func anUnlabeledFenceOfSwiftInADocCommentIsSwift() throws {
        let texts = ["Makes one.", "", "```", "let thing = Thing.make()", "```", "", "```", "$ swift build", "```"]
        let comment = DocComment(
            lines: texts.enumerated().map { offset, text in
                DocComment.Line(
                    text: text,
                    start: DocsMarkup.SourceLocation(file: "Sources/Kit/Thing.swift", line: 10 + offset, column: 5))
            })
        let thing = APISymbol(
            id: "s:3Kit5ThingV", module: "Kit", kind: APIKind(identifier: "struct", displayName: "Structure"),
            pathComponents: ["Thing"], docComment: comment,
            location: DocsMarkup.SourceLocation(file: "Sources/Kit/Thing.swift", line: 20, column: 15))
        let root = try DocumentParser().parse(SourceFile(path: "Articles/Kit.md", text: rootPage()))
        let site = try SiteResolver(reference: APIReference(modules: ["Kit"], symbols: [thing])).resolve([root])
        let page = try #require(site.pages.first { $0.title == "Thing" })
        #expect(page.code.blocks.map(\.language) == ["swift", nil])
        let files = SiteRenderer().render(site)
        let html = String(
            decoding: try #require(files.first { $0.path.hasSuffix("kit/thing.html") }).contents, as: UTF8.self)
        #expect(html.contains("<h-k>let</h-k>"), "the Swift block is highlighted")
        #expect(html.contains("$ swift build"))
    }
}

extension ReferenceSiteTests {
    /// A protocol's relationships as DocC names them: it inherits from the protocols it refines
    /// and is inherited by those that refine it; types conform to it; each related symbol once.
    @Test func aProtocolsRelationshipsAreNamedAsDocCNamesThem() throws {
        let protocolKind = APIKind(identifier: "protocol", displayName: "Protocol")
        let base = RelatedSymbol(id: "s:3Kit4BaseP", name: "Base")
        let shape = RelatedSymbol(id: "s:3Kit5ShapeP", name: "Shape")
        let symbols = [
            APISymbol(id: base.id, module: "Kit", kind: protocolKind, pathComponents: ["Base"]),
            APISymbol(id: shape.id, module: "Kit", kind: protocolKind, pathComponents: ["Shape"], conformances: [base]),
            APISymbol(
                id: "s:3Kit6ClosedP", module: "Kit", kind: protocolKind, pathComponents: ["Closed"],
                conformances: [shape]),
            APISymbol(
                id: "s:3Kit6SquareV", module: "Kit", kind: APIKind(identifier: "struct", displayName: "Structure"),
                pathComponents: ["Square"], conformances: [shape, shape]),
        ]
        let root = try DocumentParser().parse(SourceFile(path: "Articles/Kit.md", text: rootPage()))
        let site = try SiteResolver(reference: APIReference(modules: ["Kit"], symbols: symbols)).resolve([root])
        let files = SiteRenderer().render(site)
        let html = String(
            decoding: try #require(files.first { $0.path.hasSuffix("kit/shape.html") }).contents, as: UTF8.self)
        // The Relationships section, up to the See Also section after it.
        func relationshipsSection(of html: String) -> String? {
            html.firstRange(of: "<h2 id=relationships>").map { start in
                let end = html[start.upperBound...].firstRange(of: "<h2 id=see-also>")?.lowerBound ?? html.endIndex
                return String(html[start.lowerBound..<end])
            }
        }
        let relationships = try #require(relationshipsSection(of: html))
        let headings = relationships.matches(of: /<h3 id=[^>]+>([^<]+)</).map { String($0.output.1) }
        #expect(headings == ["Inherits From", "Inherited By", "Conforming Types"])
        #expect(!relationships.contains(">Conforms To<"))
        #expect(relationships.ranges(of: ">Square<").count == 1, "\(relationships)")
        let square = String(
            decoding: try #require(files.first { $0.path.hasSuffix("kit/square.html") }).contents, as: UTF8.self)
        let conformsTo = try #require(relationshipsSection(of: square))
        #expect(conformsTo.ranges(of: ">Shape<").count == 1, "\(conformsTo)")
    }
}

extension ReferenceSiteTests {
    /// DocC's See Also: a symbol's page lists the other entries of the group that lists it on
    /// its parent's page (Router's Routing Implementations), never the symbol itself.
    @Test func aMemberPageSeesAlsoTheOtherMembersOfItsGroup() throws {
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve(projectDocuments())
        let files = SiteRenderer().render(site)
        let page = try #require(files.first { $0.path == "reference/napkin/router/attach-child-_.html" })
        let html = String(decoding: page.contents, as: UTF8.self)
        let seeAlso = try #require(html.firstRange(of: "<h2 id=see-also>").map { String(html[$0.lowerBound...]) })
        #expect(seeAlso.contains(">Routing Implementations</h3>"), "\(seeAlso.prefix(400))")
        #expect(seeAlso.contains("href=detach-child-_.html"))
        #expect(!seeAlso.contains("href=attach-child-_.html"))
        #expect(html.contains("href=#see-also"), "the table of contents lists See Also")
    }
}

extension ReferenceSiteTests {
    /// DocC's "Available when": on a constrained extension's member's page, and under its entry
    /// in its type's topics.
    @Test func aConstrainedMemberSaysWhenItIsAvailable() throws {
        var contains = APISymbol(
            id: "s:3Kit3BoxV8containsySbxF", module: "Kit",
            kind: APIKind(identifier: "method", displayName: "Instance Method"),
            pathComponents: ["Box", "contains(_:)"], parentID: "s:3Kit3BoxV")
        contains.constraints = [
            GenericConstraint(kind: .conformance, left: "Self.Element", right: "Equatable"),
            GenericConstraint(kind: .sameType, left: "Index", right: "Int"),
        ]
        let box = APISymbol(
            id: "s:3Kit3BoxV", module: "Kit", kind: APIKind(identifier: "struct", displayName: "Structure"),
            pathComponents: ["Box"])
        let root = try DocumentParser().parse(SourceFile(path: "Articles/Kit.md", text: rootPage()))
        let site = try SiteResolver(reference: APIReference(modules: ["Kit"], symbols: [box, contains])).resolve([root])
        let files = SiteRenderer().render(site)
        func html(_ suffix: String) throws -> String {
            String(decoding: try #require(files.first { $0.path.hasSuffix(suffix) }).contents, as: UTF8.self)
        }
        let sentence =
            "<p class=constraints>Available when <code>Element</code> conforms to <code>Equatable</code> and <code>Index</code> is <code>Int</code>.</p>"
        #expect(try html("kit/box/contains-_.html").contains(sentence))
        #expect(try html("kit/box.html").contains(sentence))
    }
}

extension ReferenceSiteTests {
    /// DocC's requirement notes: "Required." on a protocol's requirement, with "Default
    /// implementation provided." when a protocol extension implements it; on its page and
    /// under its entry.
    @Test func aRequirementSaysWhetherADefaultIsProvided() throws {
        let method = APIKind(identifier: "method", displayName: "Instance Method")
        let symbols = [
            APISymbol(
                id: "s:3Kit5ShapeP", module: "Kit", kind: APIKind(identifier: "protocol", displayName: "Protocol"),
                pathComponents: ["Shape"]),
            APISymbol(
                id: "s:3Kit5ShapeP4drawyyF", module: "Kit", kind: method, pathComponents: ["Shape", "draw()"],
                parentID: "s:3Kit5ShapeP", isRequirement: true),
            APISymbol(
                id: "s:3Kit5ShapeP4areaSiyF", module: "Kit", kind: method, pathComponents: ["Shape", "area()"],
                parentID: "s:3Kit5ShapeP", isRequirement: true),
            APISymbol(
                id: "s:3Kit5ShapePAAE4areaSiyF", module: "Kit", kind: method, pathComponents: ["Shape", "area()"],
                parentID: "s:3Kit5ShapeP", defaultImplementationOf: "s:3Kit5ShapeP4areaSiyF"),
        ]
        let root = try DocumentParser().parse(SourceFile(path: "Articles/Kit.md", text: rootPage()))
        let site = try SiteResolver(reference: APIReference(modules: ["Kit"], symbols: symbols)).resolve([root])
        let files = SiteRenderer().render(site)
        let shape = String(
            decoding: try #require(files.first { $0.path.hasSuffix("kit/shape.html") }).contents, as: UTF8.self)
        #expect(shape.contains("<p class=requirement>Required.</p>"))
        #expect(shape.contains("<p class=requirement>Required. Default implementation provided.</p>"))
        let draw = try #require(site.pages.first { $0.symbol?.symbol.id == "s:3Kit5ShapeP4drawyyF" })
        #expect(draw.symbol?.requirement == "Required.")
        let implementation = try #require(site.pages.first { $0.symbol?.symbol.id == "s:3Kit5ShapePAAE4areaSiyF" })
        #expect(implementation.symbol?.requirement == nil)
        // As in DocC, the default implementation is listed on its requirement's page, under
        // Default Implementations, and not among the protocol's members.
        let requirement = try #require(site.pages.first { $0.symbol?.symbol.id == "s:3Kit5ShapeP4areaSiyF" })
        let area = String(
            decoding: try #require(files.first { $0.path == requirement.path.string }).contents, as: UTF8.self)
        #expect(area.contains("<h2 id=default-implementations>Default Implementations"), "\(area)")
        #expect(area.contains("<h3 id=shape-implementations>Shape Implementations</h3>"))
        #expect(!shape.contains(">Default Implementations<"))
    }
}

extension ReferenceSiteTests {
    /// DocC takes a top-level symbol's See Also from the group of the module page's topics that
    /// lists it (swift-log's "Logging API"), before the reference index's automatic groups.
    @Test func aSymbolTheRootListsSeesAlsoTheRootsGroup() throws {
        let root =
            rootPage(groups: [("Essentials", ["Routing"])]) + "\n### Routing API\n\n- ``Router``\n- ``Builder``\n"
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve(
            try documents(["Articles/Napkin.md": root, "Articles/Routing.md": "# Routing\n\nRoutes.\n"]))
        let router = try #require(site.pages.first { $0.symbol?.symbol.path == "Router" }?.symbol)
        #expect(router.seeAlso.map(\.title) == ["Routing API"])
        #expect(router.seeAlso.first?.entries.map(\.name) == ["Builder"])
    }
}

extension ReferenceSiteTests {
    /// An article that lists symbols in its topics (swift-case-paths' Deprecations) gives them
    /// their See Also before the reference's automatic groups; a group that lists the symbol
    /// alone leaves it to the next.
    @Test func anArticleThatListsSymbolsGivesThemTheirSeeAlso() throws {
        let pages = [
            "Articles/Napkin.md": rootPage(groups: [("Essentials", ["Helpers"])]),
            "Articles/Helpers.md":
                "# Helpers\n\nHelpers.\n\n## Topics\n\n### Alone\n\n- ``Interactable``\n\n### Test helpers\n\n- ``Router``\n- ``Builder``\n",
        ]
        let site = try SiteResolver(reference: ProjectReference.reference()).resolve(try documents(pages))
        let builder = try #require(site.pages.first { $0.symbol?.symbol.path == "Builder" }?.symbol)
        #expect(builder.seeAlso.map(\.title) == ["Test helpers"])
        #expect(builder.seeAlso.first?.entries.map(\.name) == ["Router"])
        let interactable = try #require(site.pages.first { $0.symbol?.symbol.path == "Interactable" }?.symbol)
        #expect(!interactable.seeAlso.isEmpty && !interactable.seeAlso.contains { $0.title == "Alone" })
    }
}
