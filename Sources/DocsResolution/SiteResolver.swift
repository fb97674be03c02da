import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel
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
    /// What the last run of the same build worked out of each document, when it keeps that
    /// (``WorkReuse/acrossRuns``).
    package var memo: ResolutionMemo?
    /// Which reading of the API ``reference`` is (``APIReadingMemo/generation``), for ``memo``.
    package var apiGeneration = 0
    /// Whether the build knows that nothing but pages' sources changed since the last run of the
    /// same build (no resource, snippet, theme or API): with it, a run whose changed pages show
    /// the others what they showed resolves those pages alone (``resolveEdits(_:code:tutorialPaths:kept:)``).
    package var pagesAloneChanged = false

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
    /// - Parameters:
    ///   - parsed: every parsed page.
    ///   - code: the code of each document, by `sourcePath`, as the parse stage read it; a
    ///     document without an entry has its code read here.
    ///   - tutorialPaths: the `sourcePath`s of documents found in a tutorials directory; they
    ///     are tutorial pages whatever their `@PageKind` says.
    /// - Throws: ``DiagnosticError`` with every problem found, and the documents' warnings.
    package func resolve(_ parsed: [Document], code: [String: PageCode] = [:], tutorialPaths: Set<String> = [])
        throws(DiagnosticError) -> Site
    {
        if let edited = resolveFromKept(parsed, code: code, tutorialPaths: tutorialPaths) { return edited }
        var errors: [Diagnostic] = []
        let chosen = choose(parsed, errors: &errors)
        let documents = chosen.documents
        memo?.start(documents)
        let byName = pagesByName(documents, errors: &errors)
        let roots = technologyRoots(of: documents, errors: &errors)
        // Pass 4: every link checked, and the files they name found.
        let docLinks = DocLinkResolver(documents: documents)
        let links = checkLinks(in: documents, pages: docLinks, symbols: chosen.symbolLinks)
        errors += links.diagnostics.errors
        var warnings = chosen.warnings + documents.flatMap(\.warnings) + links.diagnostics.warnings
        guard let root = roots.first else { throw DiagnosticError(errors + warnings) }
        let topics = topicGroups(root: root, byName: byName, docLinks: docLinks, symbolLinks: chosen.symbolLinks)
        errors += topics.diagnostics.errors
        warnings += topics.diagnostics.warnings
        var paths = assignPaths(documents, byName: byName, root: root, tutorialPaths: tutorialPaths, errors: &errors)
        // `@DisplayName` is the title readers see, in links and the sidebar too.
        let titles = byName.mapValues { $0.metadata.displayName ?? $0.title.plainText }
        memo?.startOutlines(pageTitles: titles)
        let codeLinks = codeLinks(names: chosen.symbolNames)
        let symbolPages = symbolPages(
            for: chosen, byName: byName, titles: titles, paths: paths, docLinks: docLinks, mentions: links.mentions,
            codeLinks: codeLinks,
            curatedGroups: (topics.groups + pageTopicGroups(chosen, paths: paths, byName: byName, docLinks: docLinks))
                .map { ($0.title, $0.pageNames) })
        errors += symbolPages?.diagnostics ?? []
        warnings += symbolPages?.warnings ?? []
        var linkTitles = titles
        for page in symbolPages?.pages ?? [] {
            paths.byName[page.name] = page.path
            linkTitles[page.name] = page.title
        }
        guard errors.isEmpty else { throw DiagnosticError(errors + warnings) }
        // Read only once the build is known to succeed otherwise.
        let resources = readResources(links)
        guard resources.diagnostics.isEmpty else { throw DiagnosticError(resources.diagnostics + warnings) }

        let inputs = PageInputs(
            order: readingOrder(root: root, topics: topics, byName: byName), byName: byName, titles: titles,
            linkTitles: linkTitles, paths: paths.byName, pathsBySource: paths.bySource, tutorials: paths.tutorials,
            groupOf: topics.groupOfPage, links: links, copiedFiles: PageInputs.copiedFiles(resources.resources),
            code: code, moduleTopics: symbolPages?.moduleTopics ?? [:],
            codeLinks: codeLinks)
        let pages = makePages(inputs)
        var site = Site(
            title: pages[0].title, root: pages[0], pages: Array(pages.dropFirst()) + (symbolPages?.pages ?? []),
            groups: navigationGroups(topics, symbolPages: symbolPages, link: inputs.link),
            configuration: configuration, resources: resources.resources,
            warnings: DiagnosticError(warnings).diagnostics)
        site.revision = memo.map { SiteRevision(number: $0.nextRevisionNumber()) }
        keep(
            site, of: parsed, chosen: chosen, topics: topics, symbolWarnings: symbolPages?.warnings ?? [],
            docLinks: docLinks, inputs: inputs, tutorialPaths: tutorialPaths)
        return site
    }

    /// The root page's topic groups, a link to a symbol naming its page.
    private func topicGroups(
        root: Document, byName: [String: Document], docLinks: DocLinkResolver, symbolLinks: SymbolLinkResolver?
    ) -> TopicGroups {
        TopicGroups(
            root: root, pageNames: Set(byName.keys), pageName: docLinks.pageName, hasReference: reference != nil,
            policy: diagnosticPolicy,
            symbolPage: { link in
                guard let symbolLinks, case .success(let symbol) = symbolLinks.resolve(link) else { return nil }
                return symbolLinks.names.names[symbol.id]
            })
    }

    /// The names of each page's compiled code that link to the reference, by source path.
    private func codeLinks(names: SymbolPageNames?) -> [String: [Int: [CodeSymbolLink]]] {
        guard let uses, let reference, let names else { return [:] }
        return CodeSymbolLinks.byPage(uses, reference: reference, names: names)
    }

    /// The topic groups of the pages besides the root that curate symbols as the root's groups do:
    /// the modules' pages (the catalogs' landing pages of a site of several) first, then the
    /// articles that list symbols (swift-case-paths' Deprecations), nearer the root in DocC's
    /// topic graph than a symbol's extension file.
    private func pageTopicGroups(
        _ chosen: ChosenDocuments, paths: AssignedPaths, byName: [String: Document], docLinks: DocLinkResolver
    ) -> [TopicGroups.Group] {
        guard let symbolLinks = chosen.symbolLinks else { return [] }
        let modulePages = Set(symbolLinks.modulePages.values.map { $0 })
        let isModulePage = { (document: Document) in
            paths.bySource[document.sourcePath].map(modulePages.contains) ?? false
        }
        let others = chosen.documents.filter { paths.bySource[$0.sourcePath].map { $0 != .root } ?? false }
        let curating =
            others.filter(isModulePage) + others.filter { !isModulePage($0) && TopicsSection($0.blocks).listsSymbols }
        return curating.flatMap {
            topicGroups(root: $0, byName: byName, docLinks: docLinks, symbolLinks: symbolLinks).groups
        }
    }

    /// The sidebar's groups: the root's topics, then the reference's pages no topic lists.
    private func navigationGroups(
        _ topics: TopicGroups, symbolPages: SymbolPages?, link: (String) -> PageLink
    ) -> [NavigationGroup] {
        var groups = topics.groups.map { NavigationGroup(title: $0.title, pages: $0.pageNames.map(link)) }
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
    package func linkDiagnostics(in documents: [Document], pageNames: Set<String>) -> [Diagnostic] {
        // Checked against other names than a whole run's: nothing kept is used, nor kept.
        var resolver = self
        resolver.memo = nil
        return resolver.checkLinks(in: documents, pages: DocLinkResolver(documents: documents, otherNames: pageNames))
            .diagnostics
    }
}
