import DocsCodeBlocks
import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// Resolves parsed documents into a ``Site``: the resolution stage of napkin-docs.
///
/// It finds the root page, checks that page names are unique and that every link names
/// something, reads the sidebar from the root's `## Topics`, and gives every page its path,
/// summary, table of contents and previous/next links.
package struct SiteResolver: Sendable {
    /// The symbol names ``` ``Symbol`` ``` links may use, or `nil` to accept every one
    /// (they are resolved by a later stage).
    package var knownSymbols: Set<String>?
    /// Settings that do not come from the sources.
    package var configuration: SiteConfiguration
    /// The files of the source directories, which relative link and image destinations
    /// (`images/tree.png`) are resolved against and copied from; `nil` leaves such
    /// destinations as written, unchecked.
    package var resources: ResourceCatalog?
    /// The public API of the documented modules: each symbol gets a reference page, and
    /// ``` ``Symbol`` ``` links must name one of them (or one of ``knownSymbols``).
    package var reference: APIReference?
    /// Where the compiled pages use the reference's symbols, shown on the symbols' pages.
    package var uses: CompiledUses?
    /// The package's snippets, which `@Snippet(path:)` shows; `nil` when it has no `Snippets/` folder.
    package var snippets: SnippetCatalog?
    /// How serious each kind of problem is: a `<doc:>` or symbol link that names nothing is an
    /// error by default, and a warning in DocC catalogs, as DocC builds them (the link is shown as text).
    package var diagnosticPolicy = DiagnosticPolicy()
    /// The title of a site whose root page no source gives (the package's name): one of several
    /// catalogs (`nil` titles it "Documentation"), or of the API reference alone (``ReferenceOnlyRoot``;
    /// `nil` titles it with the modules' names).
    package var siteTitle: String?
    /// The engine the last run of the same build kept its values in, when it keeps them
    /// (``WorkReuse/acrossRuns``); without one, each resolution uses an engine of its own.
    package var memo: ResolutionMemo?
    /// Which reading of the API ``reference`` is (a number that changes with the reference or the uses), for ``memo``.
    package var apiGeneration = 0

    /// Creates a resolver.
    package init(
        knownSymbols: Set<String>? = nil, configuration: SiteConfiguration = SiteConfiguration(),
        resources: ResourceCatalog? = nil,
        reference: APIReference? = nil, uses: CompiledUses? = nil, snippets: SnippetCatalog? = nil
    ) {
        self.knownSymbols = knownSymbols
        self.configuration = configuration
        self.resources = resources
        self.reference = reference
        self.uses = uses
        self.snippets = snippets
    }

    /// Resolves the documents of a build.
    ///
    /// Every value is a query of the engine of ``memo`` (``ArrangementOfSite``, ``PageCheck``,
    /// ``PageOfSite`` and the others), so that a run of the same build computes again only what
    /// its changed documents change: an edit of a page's prose makes that page alone.
    ///
    /// - Parameters:
    ///   - parsed: every parsed page.
    ///   - code: the code of each document, by `sourcePath`, as the parse stage read it; a
    ///     document without an entry has its code read here.
    /// - Throws: ``DiagnosticError`` with every problem found, and the documents' warnings.
    package func resolve(_ parsed: [Document], code: [SourcePath: PageCode] = [:]) throws(DiagnosticError) -> Site {
        // A resolution that is not kept for the next run records no reads.
        let memo = self.memo ?? ResolutionMemo(queries: QueryEngine(tracksReads: false))
        memo.start(parsed, code: code, setting: setting())
        let site = try SiteAssembly(
            queries: memo.queries, memo: memo, configuration: configuration, isKeptForNextRun: self.memo != nil
        ).site()
        // The values of a resolution made once are let go of while the build goes on: at 10,000
        // pages, a twentieth of the stage went to freeing them.
        if self.memo == nil { BackgroundRelease.release(consume memo) }
        return site
    }

    /// What the queries are made with besides the documents.
    private func setting() -> ResolutionSetting.Value {
        var resolver = self
        // The memo holds the engine, which holds the setting.
        resolver.memo = nil
        return ResolutionSetting.Value(
            resolver: resolver,
            context: ResolutionSetting.Context(
                knownSymbols: knownSymbols, configuration: configuration, snippets: snippets,
                policy: diagnosticPolicy, siteTitle: siteTitle,
                hasReference: reference != nil, hasResources: resources != nil, api: apiGeneration))
    }

    /// The root page's topic groups, a link to a symbol naming its page.
    func topicGroups(
        root: Document, pageNames: Set<PageName>, docLinks: DocLinkResolver, symbolLinks: SymbolLinkResolver?
    ) -> TopicGroups {
        TopicGroups(
            root: root, pageNames: pageNames, pageName: docLinks.pageName, hasReference: reference != nil,
            policy: diagnosticPolicy,
            symbolPage: { link in
                guard let symbolLinks, case .success(let symbol) = symbolLinks.resolve(link) else { return nil }
                return symbolLinks.names.names[symbol.id]
            })
    }

    /// The names of each page's compiled code that link to the reference, by source path.
    func codeLinks(names: SymbolPageNames?) -> [SourcePath: [Int: [CodeSymbolLink]]] {
        guard let uses, let reference, let names else { return [:] }
        return CodeSymbolLinks.byPage(uses, reference: reference, names: names)
    }

    /// The topic groups of the pages besides the root that curate symbols as the root's groups do:
    /// the modules' pages (the catalogs' landing pages of a site of several) first, then the
    /// articles that list symbols (swift-case-paths' Deprecations), nearer the root in DocC's
    /// topic graph than a symbol's extension file.
    func pageTopicGroups(_ arrangement: SiteArrangement) -> [TopicGroups.Group] {
        guard let symbolLinks = arrangement.chosen.symbolLinks else { return [] }
        let paths = arrangement.paths
        let modulePages = Set(symbolLinks.modulePages.values.map { $0 })
        let isModulePage = { (document: Document) in
            paths.bySource[document.sourcePath].map(modulePages.contains) ?? false
        }
        let others = arrangement.chosen.documents.filter { paths.bySource[$0.sourcePath].map { $0 != .root } ?? false }
        let curating =
            others.filter(isModulePage) + others.filter { !isModulePage($0) && TopicsSection($0.blocks).listsSymbols }
        let pageNames = Set(arrangement.pageNamed.keys)
        return curating.flatMap {
            topicGroups(root: $0, pageNames: pageNames, docLinks: arrangement.docLinks, symbolLinks: symbolLinks).groups
        }
    }

    /// The sidebar's groups: the root's topics, then the reference's pages no topic lists.
    func navigationGroups(
        _ topics: TopicGroups, symbolPages: SymbolPages?, link: (PageName) -> PageLink?
    ) -> [NavigationGroup] {
        // A topic lists pages and symbols only: its links to neither are left out, with a diagnostic.
        var groups = topics.groups.map { NavigationGroup(title: $0.title, pages: $0.pageNames.compactMap(link)) }
        if let symbolPages {
            let listed = Set(groups.flatMap { $0.pages.map(\.name) })
            groups.append(
                NavigationGroup(title: "Reference", pages: symbolPages.navigation.filter { !listed.contains($0.name) }))
        }
        return groups
    }

    /// The link problems of `documents` alone, checked against `pageNames`.
    ///
    /// A build whose parsing failed for some files uses it to report the link problems of the
    /// other files in the same run (the failed files' names count as pages).
    package func linkDiagnostics(in documents: [Document], pageNames: Set<PageName>) -> [Diagnostic] {
        linkProblems(in: documents, pages: DocLinkResolver(documents: documents, otherNames: pageNames))
    }
}
