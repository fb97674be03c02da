import DocsMarkup
import DocsSymbols
import DocsTestSupport
import Foundation
import Testing

@testable import DocsRendering
@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

/// Several DocC catalogs of one package as one site, and the links DocC catalogs write that a
/// site of napkin's own pages does not (reproduced from swift-metrics, swift-service-lifecycle,
/// swift-crypto and swift-log).
@Suite struct CatalogSectionsTests {
    /// Two modules' catalogs, each with the `index.md` landing page swift-metrics and swift-nio have.
    private let twoCatalogs = [
        "Sources/Alpha/Docs.docc/index.md":
            "# ``Alpha``\n\nAlpha does things.\n\n## Topics\n\n### Guides\n\n- <doc:Using-Alpha>\n",
        "Sources/Alpha/Docs.docc/Using Alpha.md": "# Using Alpha\n\nHow to use it, with ``Beta``.\n",
        "Sources/Alpha/Docs.docc/Extra.md": "# Extra\n\nMore.\n",
        "Sources/Beta/Docs.docc/index.md": "# ``Beta``\n\nBeta helps ``Alpha``.\n",
    ]

    private func resolve(
        _ pages: [String: String], reference: APIReference? = nil, followsDocC: Bool = false
    ) throws -> Site {
        var resolver = SiteResolver(reference: reference)
        resolver.siteTitle = "swift-pair"
        resolver.diagnosticPolicy = DiagnosticPolicy(followsDocC: followsDocC)
        return try resolver.resolve(documents(pages))
    }

    @Test func severalCatalogsMakeOneSiteWithASectionPerModule() throws {
        let site = try resolve(twoCatalogs)
        #expect(site.title == "swift-pair")
        #expect(site.groups.map(\.title) == ["Alpha", "Beta"])
        // The module's page, what its topics list, then its other pages: each once.
        #expect(site.groups[0].pages.map(\.name) == ["Alpha", "Using Alpha", "Extra"])
        #expect(site.groups[1].pages.map(\.name) == ["Beta"])
        #expect(site.page(named: "Alpha")?.path == "articles/alpha.html")
        #expect(site.page(named: "Beta")?.title == "Beta")
        #expect(site.warnings.isEmpty, "\(site.warnings)")
        let root = SiteRenderer().render(site).text("index.html")
        #expect(root.contains("The documentation of 2 modules: Alpha, Beta."))
    }

    @Test func aModuleLinkLeadsToTheModulesPage() throws {
        let thing = APISymbol(
            id: "s:5Alpha5ThingV", module: "Alpha", kind: APIKind(identifier: "struct", displayName: "Structure"),
            pathComponents: ["Thing"])
        let site = try resolve(twoCatalogs, reference: APIReference(modules: ["Alpha", "Beta"], symbols: [thing]))
        #expect(site.page(named: "Beta")?.resolved.symbols["Alpha"] == "articles/alpha.html")
        #expect(site.page(named: "Using Alpha")?.resolved.symbols["Beta"] == "articles/beta.html")

        // One catalog: the module's page is the site's root (swift-service-lifecycle's ``ServiceLifecycle``).
        let single = try SiteResolver(reference: APIReference(modules: ["Kit"], symbols: [thing])).resolve(
            documents([
                "Sources/Kit/Kit.docc/Kit.md": "# ``Kit``\n\nKit.\n",
                "Sources/Kit/Kit.docc/Guide.md": "# Guide\n\nUse ``Kit`` and ``/Kit``.\n",
            ]))
        #expect(single.page(named: "Guide")?.resolved.symbols == ["Kit": "index.html", "/Kit": "index.html"])
    }

    @Test func aCatalogOfAModuleWithoutSymbolsKeepsItsLandingPage() throws {
        // swift-metrics' Metrics module only re-exports CoreMetrics: it has no graph of its own.
        let site = try SiteResolver(reference: APIReference(modules: ["CoreMetrics"], symbols: [])).resolve(
            documents([
                "Sources/Metrics/Docs.docc/index.md": "# ``Metrics``\n\nA metrics API.\n",
                "Sources/Metrics/Docs.docc/Guide.md": "# Guide\n\nText.\n",
            ]))
        #expect(site.root.title == "Metrics")
        #expect(site.root.document.sourcePath == "Sources/Metrics/Docs.docc/index.md")
    }

    @Test func inACatalogALinkToNothingIsAWarningAndShownAsText() throws {
        let pages = [
            "Kit.docc/Kit.md": "# Kit\n\n@Metadata {\n    @TechnologyRoot\n}\n\nSee ``Nothing`` and <doc:Nowhere>.\n"
        ]
        #expect(throws: DiagnosticError.self) { try resolve(pages) }
        let site = try resolve(pages, followsDocC: true)
        // Without a reference, symbol links are taken as written; the page link names nothing.
        #expect(site.warnings.map(\.message) == ["no page is named 'Nowhere'"])
        #expect(site.warnings.allSatisfy { $0.severity == .warning })
        let html = SiteRenderer().render(site).text("index.html")
        #expect(html.contains(#"<span class=unresolved-link>Nowhere</span>"#))
        #expect(html.contains(">Nothing</code>"))
    }

    @Test func aPageListedTwiceInTheTopicsIsAWarning() throws {
        let site = try resolve([
            "R/Root.md":
                "# Root\n\n@Metadata {\n    @TechnologyRoot\n}\n\n## Topics\n\n### One\n\n- <doc:A>\n\n### Two\n\n- <doc:A>\n",
            "R/A.md": "# A\n",
        ])
        #expect(
            site.warnings.map(\.description).contains {
                $0.hasPrefix("R/Root.md:15:3: warning: 'A' is listed twice in the topics")
            })
        #expect(site.groups.map(\.title) == ["One"])
    }

    @Test func appleDocumentationLinksLeadToDeveloperAppleCom() throws {
        let site = try resolve([
            "Kit.docc/Kit.md":
                "# Kit\n\n@Metadata {\n    @TechnologyRoot\n}\n\nDigests are <doc://com.apple.documentation/documentation/swift/hashable>.\n"
        ])
        let html = SiteRenderer().render(site).text("index.html")
        #expect(html.contains(#"href=https://developer.apple.com/documentation/swift/hashable"#))
        #expect(site.warnings.isEmpty)
    }

    @Test func aDiagnosticFoundTwiceIsReportedOnce() {
        let location = DocsMarkup.SourceLocation(file: "A.md", line: 3, column: 1)
        let error = DiagnosticError([
            Diagnostic(id: .brokenLink, at: location, "no page is named 'X'"),
            Diagnostic(id: .brokenLink, at: location, "no page is named 'X'"),
            Diagnostic(id: .brokenLink, at: location, "no page is named 'Y'"),
        ])
        #expect(error.diagnostics.map(\.message) == ["no page is named 'X'", "no page is named 'Y'"])
    }

    @Test func globalOptionsApplyToThePagesOfTheCatalogThatDoNotSetThem() throws {
        let site = try resolve([
            "Kit.docc/Kit.md":
                "# Kit\n\n@Metadata {\n    @TechnologyRoot\n}\n\n@Options(scope: global) {\n    @AutomaticTitleHeading(disabled)\n    @TopicsVisualStyle(hidden)\n}\n\nText.\n",
            "Kit.docc/A.md": "# A\n\nText.\n",
            "Kit.docc/B.md": "# B\n\n@Options {\n    @AutomaticTitleHeading(enabled)\n}\n\nText.\n",
            "Other.docc/C.md": "# C\n\nText.\n",
        ])
        let a = try #require(site.page(named: "A")?.document.metadata)
        let b = try #require(site.page(named: "B")?.document.metadata)
        #expect(!a.showsAutomaticTitleHeading && a.hidesTopics)
        #expect(b.showsAutomaticTitleHeading && b.hidesTopics)
        // Another catalog's page keeps the defaults.
        #expect(site.page(named: "C")?.document.metadata.showsAutomaticTitleHeading == true)
        #expect(site.warnings.isEmpty)

        // DocC takes one global @Options per catalog: a second is a warning at its `scope:`.
        let twice = try resolve([
            "Kit.docc/Kit.md":
                "# Kit\n\n@Metadata {\n    @TechnologyRoot\n}\n\n@Options(scope: global) {\n    @AutomaticTitleHeading(disabled)\n}\n",
            "Kit.docc/Other.md": "# Other\n\n@Options(scope: global) {\n    @TopicsVisualStyle(hidden)\n}\n",
        ])
        #expect(
            twice.warnings.map(\.description).map { $0.split(separator: "\n")[0] }
                == [
                    "Kit.docc/Other.md:3:10: warning: a second @Options(scope: global) in this catalog; the one at Kit.docc/Kit.md:7:10 applies [repeated-options]"
                ])
        #expect(twice.page(named: "Other")?.document.metadata.showsAutomaticTitleHeading == false)
    }

    @Test func onlyACatalogsBuildTakesALinkToNothingAsAWarning() throws {
        let directory = try TemporaryDirectory()
        let page = "# Kit\n\n@Metadata {\n    @TechnologyRoot\n}\n\nSee <doc:Nowhere>.\n"
        try directory.write("Kit.docc/Kit.md", page)
        try directory.write("Articles/Kit.md", page)
        func build(_ source: String, warningsAreErrors: Bool = false) throws -> DocumentationBuild.Summary {
            try DocumentationBuild(
                options: .init(
                    inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent(source)]),
                    outputDirectory: directory.url.appendingPathComponent("Site-\(source)-\(warningsAreErrors)"),
                    diagnosticPolicy: DiagnosticPolicy(warningsAreErrors: warningsAreErrors),
                    baseDirectory: directory.url)
            ).run()
        }
        #expect(
            try build("Kit.docc").warnings.map(\.description).first?.hasPrefix(
                "Kit.docc/Kit.md:7:5: warning: no page is named 'Nowhere'") == true)
        #expect(throws: DiagnosticError.self) { try build("Kit.docc", warningsAreErrors: true) }
        #expect(throws: DiagnosticError.self) { try build("Articles") }
        #expect(
            !FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Site-Kit.docc-true").path))
    }

    @Test func modulesNamedAlikeButForALeadingUnderscoreGetPagesOfTheirOwn() throws {
        // swift-nio has both NIOFileSystem and _NIOFileSystem.
        let site = try resolve([
            "Sources/NIOFileSystem/Docs.docc/index.md": "# ``NIOFileSystem``\n\nUse the other.\n",
            "Sources/_NIOFileSystem/Docs.docc/index.md": "# ``_NIOFileSystem``\n\nFiles.\n",
        ])
        #expect(site.page(named: "NIOFileSystem")?.path == "articles/nio-file-system.html")
        #expect(site.page(named: "_NIOFileSystem")?.path == "articles/_nio-file-system.html")
    }

    @Test func anExtensionMayNameASymbolThroughAModuleThatReExportsIt() throws {
        // swift-distributed-tracing's ``Tracing/Instrumentation/InstrumentationSystem``.
        let system = APISymbol(
            id: "s:15Instrumentation0A6SystemO", module: "Instrumentation",
            kind: APIKind(identifier: "enum", displayName: "Enumeration"), pathComponents: ["InstrumentationSystem"])
        let reference = APIReference(modules: ["Instrumentation", "Tracing"], symbols: [system])
        let pages = [
            "Sources/Tracing/Docs.docc/index.md": "# ``Tracing``\n\nSpans.\n",
            "Sources/Tracing/Docs.docc/System.md":
                "# ``Tracing/Instrumentation/InstrumentationSystem``\n\nThe global system.\n",
            "Sources/Tracing/Docs.docc/Gone.md": "# ``Tracing/Nothing``\n\nOld text.\n",
        ]
        #expect(throws: DiagnosticError.self) { try resolve(pages, reference: reference) }
        let site = try resolve(pages, reference: reference, followsDocC: true)
        #expect(site.pages.first { $0.symbol?.symbol.id == system.id }?.document.blocks.count == 1)
        #expect(
            site.warnings.map(\.message).contains {
                $0.hasPrefix("this page extends ``Tracing/Nothing``, but no symbol is named")
                    && $0.hasSuffix("its content is not shown")
            })
    }

    @Test func inACatalogTopicsWithoutAGroupAreAGroupWithAWarning() throws {
        // swift-collections' Extensions/Box.md and swift-distributed-tracing's InstrumentationSystem.md.
        let site = try resolve(
            [
                "Kit.docc/Kit.md": "# Kit\n\n@Metadata {\n    @TechnologyRoot\n}\n\n## Topics\n\n- <doc:A>\n",
                "Kit.docc/A.md": "# A\n\nText.\n",
            ], followsDocC: true)
        #expect(
            site.warnings.map(\.description).first?.hasPrefix("Kit.docc/Kit.md:9:1: warning: topic links need a group")
                == true)
        #expect(site.groups.map(\.title) == ["Topics"] && site.groups[0].pages.map(\.name) == ["A"])
    }

    @Test func aSymbolPageWithAVeryLongNameHasAFileNameAFileSystemTakes() {
        let labels = (1...20).map { "argumentNumber\($0):" }.joined()
        let name = SymbolPageNames.fileName("forClient(\(labels))")
        #expect(name.utf8.count <= 120 && name.hasPrefix("for-client-argument-number"))
        #expect(SymbolPageNames.fileName("attachChild(_:)") == "attach-child-_")
    }

    @Test func aDocLinkMayNameASymbol() throws {
        let thing = APISymbol(
            id: "s:3Kit5ThingV", module: "Kit", kind: APIKind(identifier: "struct", displayName: "Structure"),
            pathComponents: ["Thing"])
        let site = try SiteResolver(reference: APIReference(modules: ["Kit"], symbols: [thing])).resolve(
            documents([
                "Kit.docc/Kit.md": "# ``Kit``\n\nKit.\n",
                "Kit.docc/Guide.md": "# Guide\n\nSee <doc:Thing> and <doc:/documentation/Kit/Thing>.\n",
            ]))
        let links = try #require(site.page(named: "Guide")?.resolved.docLinks)
        #expect(links["Thing"]?.page == "Kit/Thing" && links["/documentation/Kit/Thing"]?.page == "Kit/Thing")
        let html = SiteRenderer().render(site).text("articles/guide.html")
        #expect(html.contains("reference/kit/thing.html"))
    }

    @Test func theMissingRootIsReportedOnThePageThatListsOthers() throws {
        #expect(
            try resolutionErrors([
                "A/Alpha.md": "# Alpha\n\nText.\n",
                "A/Landing.md": "# Landing\n\n## Topics\n\n### Pages\n\n- <doc:Alpha>\n",
            ]) == ["A/Landing.md:1:1: error: no page is marked as the technology root"])
    }
}

extension CatalogSectionsTests {
    /// DocC's module page lists the module's top-level symbols no topic group lists, by kind,
    /// after its own topics (swift-numerics' RealModule and ComplexModule pages had none).
    @Test func aModulesPageListsItsSymbolsNoGroupLists() throws {
        func symbol(_ name: String, _ module: String, _ kind: String, _ displayName: String) -> APISymbol {
            APISymbol(
                id: SymbolID("s:\(module)\(name)"), module: module,
                kind: APIKind(identifier: kind, displayName: displayName),
                pathComponents: [name])
        }
        let reference = APIReference(
            modules: ["Alpha", "Beta"],
            symbols: [
                symbol("Thing", "Alpha", "struct", "Structure"), symbol("Shape", "Alpha", "protocol", "Protocol"),
                symbol("Listed", "Alpha", "struct", "Structure"), symbol("Other", "Beta", "struct", "Structure"),
            ])
        var pages = twoCatalogs
        pages["Sources/Alpha/Docs.docc/index.md"]! += "\n### Essentials\n\n- ``Listed``\n"
        let site = try resolve(pages, reference: reference)
        let alpha = try #require(site.page(named: "Alpha"))
        #expect(alpha.automaticTopics.map(\.title) == ["Protocols", "Structures"])
        #expect(alpha.automaticTopics.last?.entries.map(\.name) == ["Thing"])
        let html = SiteRenderer().render(site).text("articles/alpha.html")
        // Under the page's own Topics heading: one heading, the authored groups, then these.
        #expect(html.ranges(of: "<h2 id=topics>").count == 1)
        #expect(html.contains("<h3 id=protocols>Protocols</h3>"))
        let beta = SiteRenderer().render(site).text("articles/beta.html")
        #expect(beta.contains("<h2 id=topics>Topics"), "a page without topics gets the heading")
        #expect(beta.contains(">Other<") || beta.contains("Other</span>"))
    }
}

extension CatalogSectionsTests {
    /// An article of a module's catalog names its module's symbols first, as in DocC's archive of
    /// that module (swift-case-paths: CasePaths adds three `AnyCasePath.init(_:)` to CasePathsCore's
    /// one, which CasePathsCore's articles mean); and a catalog's link to another module's
    /// documentation (`./beta`) leads to that module's page here.
    @Test func aCatalogsArticleNamesItsModulesSymbolsFirstAndReachesOtherModules() throws {
        func thing(_ module: String) -> APISymbol {
            APISymbol(
                id: SymbolID("s:\(module)Thing"), module: module,
                kind: APIKind(identifier: "struct", displayName: "Structure"),
                pathComponents: ["Thing"])
        }
        var pages = twoCatalogs
        pages["Sources/Beta/Docs.docc/Guide.md"] = "# Guide\n\nUse ``Thing``, and see [Alpha](./alpha).\n"
        var resolver = SiteResolver(
            reference: APIReference(modules: ["Alpha", "Beta"], symbols: [thing("Alpha"), thing("Beta")]))
        resolver.resources = ResourceCatalog(
            sourceDirectories: ["Sources/Alpha/Docs.docc", "Sources/Beta/Docs.docc"],
            files: pages.mapValues { Array($0.utf8) })
        resolver.diagnosticPolicy = DiagnosticPolicy(followsDocC: true)
        let site = try resolver.resolve(documents(pages))
        let guide = try #require(site.page(named: "Guide"))
        #expect(guide.resolved.symbols["Thing"] == site.pages.first { $0.symbol?.symbol.id == "s:BetaThing" }?.path)
        #expect(guide.resolved.destinations["./alpha"] == "articles/alpha.html")
        #expect(!site.warnings.contains { $0.id == .uncheckedLink }, "\(site.warnings)")
    }
}
