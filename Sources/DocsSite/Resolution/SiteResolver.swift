import DocsCodeBlocks
import DocsMarkup
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
    /// How serious a `<doc:>` or symbol link that names nothing is. An error by default; DocC
    /// catalogs are built with `.warning`, as DocC builds them: the link is shown as text.
    package var linkProblemSeverity: Diagnostic.Severity = .error
    /// The title of a site made of several catalogs (the package's name), whose root page no
    /// catalog has; `nil` titles it "Documentation".
    package var siteTitle: String?
    /// What the last run of the same build worked out of each document, when it keeps that
    /// (``DocumentationBuild/Options/reusesWorkBetweenRuns``).
    var memo: ResolutionMemo?

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
    ///   - documents: every parsed page.
    ///   - code: the code of each document, by `sourcePath`, as the parse stage read it; a
    ///     document without an entry has its code read here.
    ///   - tutorialPaths: the `sourcePath`s of documents found in a tutorials directory; they
    ///     are tutorial pages whatever their `@PageKind` says.
    /// - Throws: ``DiagnosticError`` with every problem found, and the documents' warnings.
    package func resolve(_ documents: [Document], code: [String: PageCode] = [:], tutorialPaths: Set<String> = [])
        throws(DiagnosticError) -> Site
    {
        var diagnostics: [Diagnostic] = []
        let (withOptions, optionWarnings) = GlobalOptions.apply(to: documents)
        // Several catalogs make a section each; one catalog's landing page is the site's root.
        let sections = CatalogSections.combine(withOptions, modules: reference?.modules, siteTitle: siteTitle)
        let chosen = sections?.documents ?? ModuleRoot.choose(in: withOptions, modules: reference?.modules)
        // With a reference, a page titled with a symbol link extends that symbol's page.
        let symbolNames = reference.map(SymbolPageNames.init)
        // The page of each module: the root when it is the module's landing page (its title
        // or name is the module's), else its section's page.
        var modulePages = sections?.modulePages ?? [:]
        if let root = chosen.first(where: \.metadata.isTechnologyRoot),
            let module = reference?.modules.first(where: { $0 == root.name || $0 == root.title.plainText })
        {
            modulePages[module] = "index.html"
        }
        let symbolLinks = reference.flatMap { reference in
            symbolNames.map { SymbolLinkResolver(reference: reference, names: $0, modulePages: modulePages) }
        }
        var extensions = Extensions()
        var extensionWarnings: [Diagnostic] = []
        if let symbolLinks {
            extensions = Extensions(
                chosen.compactMap(DocumentationExtension.init), links: symbolLinks, severity: linkProblemSeverity)
            diagnostics += extensions.diagnostics.errors
            extensionWarnings = extensions.diagnostics.warnings
        }
        let documents = chosen.filter { !extensions.sourcePaths.contains($0.sourcePath) }
            .sorted { $0.sourcePath.precedesByBytes($1.sourcePath) }

        // Names: unique, one root.
        var byName: [String: Document] = [:]
        for document in documents {
            if let first = byName[document.name] {
                diagnostics.append(
                    Diagnostic(
                        at: SourceLocation(file: document.sourcePath, line: 1, column: 1),
                        "two pages are named '\(document.name)': \(first.sourcePath) and \(document.sourcePath)",
                        hint: "rename one of the files; a page's name is its file name without `.md`"))
            } else {
                byName[document.name] = document
            }
        }
        let roots = documents.filter(\.metadata.isTechnologyRoot)
        // Reported on the page most like a landing page: the first that lists others.
        if roots.isEmpty,
            let first = documents.first(where: { !TopicsSection($0.blocks).groups.isEmpty }) ?? documents.first
        {
            diagnostics.append(
                Diagnostic(
                    at: first.titleLocation, "no page is marked as the technology root",
                    hint: "add `@Metadata { @TechnologyRoot }` below the title of the landing page"))
        }
        if roots.count > 1 {
            let paths = roots.map(\.sourcePath).joined(separator: " and ")
            for extra in roots.dropFirst() {
                diagnostics.append(
                    Diagnostic(
                        at: extra.titleLocation, "more than one page is marked as the technology root: \(paths)",
                        hint: "keep @TechnologyRoot on the landing page only"))
            }
        }

        let docLinks = DocLinkResolver(documents: documents)
        let links = checkLinks(in: documents, pages: docLinks, symbols: symbolLinks)
        diagnostics += links.diagnostics.errors

        var warnings = optionWarnings + extensionWarnings + documents.flatMap(\.warnings) + links.diagnostics.warnings
        guard let root = roots.first else { throw DiagnosticError(diagnostics + warnings) }
        let topics = TopicGroups(
            root: root, pageNames: Set(byName.keys), pageName: docLinks.pageName, hasReference: reference != nil,
            severity: linkProblemSeverity,
            symbolPage: { link in
                guard let symbolLinks, case .success(let symbol) = symbolLinks.resolve(link) else { return nil }
                return symbolLinks.names.names[symbol.id]
            })
        diagnostics += topics.diagnostics.errors
        warnings += topics.diagnostics.warnings

        // Paths, which must not collide either.
        var assignedPaths: [String: String] = [:]
        var pathOwners: [String: String] = [:]
        var pathsBySource: [String: String] = [:]
        for document in documents where byName[document.name]?.sourcePath == document.sourcePath {
            // Every page of a DocC tutorial file (a tutorial, a tutorial article, a table of
            // contents) is among the tutorials, where DocC puts them too.
            let isTutorial =
                tutorialPaths.contains(document.sourcePath) || document.metadata.pageKind == .tutorial
                || document.sourcePath.hasSuffix(".tutorial")
            let path = PagePaths.path(
                forPageNamed: document.name, isRoot: document.sourcePath == root.sourcePath, isTutorial: isTutorial)
            if let owner = pathOwners[path] {
                diagnostics.append(
                    Diagnostic(
                        at: SourceLocation(file: document.sourcePath, line: 1, column: 1),
                        "\(owner) and \(document.sourcePath) would both be written to \(path)",
                        hint: "rename one of the files"))
            }
            pathOwners[path] = document.sourcePath
            pathsBySource[document.sourcePath] = path
            assignedPaths[document.name] = path
        }
        // `@DisplayName` is the title readers see, in links and the sidebar too.
        let titles = byName.mapValues { $0.metadata.displayName ?? $0.title.plainText }
        memo?.startRun(documents, pageTitles: titles)
        // The reference pages, their doc comments checked like the articles.
        let symbolPages = reference.map { reference in
            let places = UsePlaces(
                pages: Dictionary(
                    documents.compactMap { document in
                        pathsBySource[document.sourcePath].map {
                            (
                                document.sourcePath,
                                UsePlaces.PageInfo(
                                    document: document, title: titles[document.name] ?? document.name, path: $0)
                            )
                        }
                    }, uniquingKeysWith: { first, _ in first }))
            let pageLinks = Dictionary(
                uniqueKeysWithValues: byName.keys.compactMap { name in
                    assignedPaths[name].map { (name, PageLink(name: name, title: titles[name] ?? name, path: $0)) }
                })
            return SymbolPages(
                SymbolPages.Input(
                    reference: reference, names: symbolNames!,
                    checker: LinkChecker(
                        pages: docLinks, symbolNames: knownSymbols, symbols: symbolLinks, severity: linkProblemSeverity),
                    pageTitles: titles,
                    pageLinks: pageLinks, uses: uses, usePlaces: places, extensions: extensions.bySymbol,
                    moduleExtensions: extensions.byModule))
        }
        diagnostics += symbolPages?.diagnostics ?? []
        warnings += symbolPages?.warnings ?? []
        for page in symbolPages?.pages ?? [] {
            assignedPaths[page.name] = page.path
        }
        let paths = assignedPaths
        let pagePaths = pathsBySource
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics + warnings) }
        // Read only once the build is known to succeed otherwise.
        let resources = readResources(links)
        guard resources.diagnostics.isEmpty else { throw DiagnosticError(resources.diagnostics + warnings) }

        let copiedFiles = Dictionary(
            resources.resources.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })

        // Reading order: the groups, then the pages no group lists, by name.
        let grouped = topics.groups.flatMap(\.pageNames).filter { byName[$0] != nil }
        let groupedNames = Set(grouped)
        let ungrouped = byName.keys.filter { $0 != root.name && !groupedNames.contains($0) }
            .sorted { $0.precedesByBytes($1) }
        let order = [root.name] + grouped + ungrouped
        let groupOf = Dictionary(
            topics.groups.flatMap { group in group.pageNames.map { ($0, group.title) } },
            uniquingKeysWith: { first, _ in first })

        var allTitles = titles
        for page in symbolPages?.pages ?? [] { allTitles[page.name] = page.title }
        let linkTitles = allTitles
        let documentNamed = byName
        @Sendable func link(_ name: String) -> PageLink {
            PageLink(name: name, title: linkTitles[name]!, path: paths[name]!)
        }
        // Each page's summary and contents walk its blocks: on all cores.
        let pages = Array(order.indices).concurrentMap { index in
            let name = order[index]
            let document = documentNamed[name]!
            let outline =
                memo?.outline(of: document, pageTitles: titles)
                ?? (
                    summary: PageOutline.summary(of: document, pageTitles: titles),
                    tableOfContents: PageOutline.tableOfContents(of: document, pageTitles: titles)
                )
            return Page(
                document: document, path: paths[name]!, title: titles[name]!,
                summary: outline.summary, tableOfContents: outline.tableOfContents,
                groupTitle: groupOf[name],
                previous: index > 0 ? link(order[index - 1]) : nil,
                next: index + 1 < order.count ? link(order[index + 1]) : nil,
                resolvedDestinations: resolvedDestinations(
                    links.targets[document.sourcePath] ?? [:], pagePaths: pagePaths),
                resolvedImages: resolvedImages(links.targets[document.sourcePath] ?? [:], files: copiedFiles),
                resolvedCode: links.code[document.sourcePath] ?? [:],
                resolvedSymbols: links.symbolTargets[document.sourcePath] ?? [:],
                resolvedDocLinks: links.docTargets[document.sourcePath] ?? [:],
                code: links.pageCode[document.sourcePath] ?? code[document.sourcePath])
        }
        var groups = topics.groups.map { NavigationGroup(title: $0.title, pages: $0.pageNames.map(link)) }
        if let symbolPages {
            let listed = Set(groups.flatMap { $0.pages.map(\.name) })
            groups.append(
                NavigationGroup(title: "Reference", pages: symbolPages.navigation.filter { !listed.contains($0.name) }))
        }

        return Site(
            title: pages[0].title, root: pages[0], pages: Array(pages.dropFirst()) + (symbolPages?.pages ?? []),
            groups: groups,
            configuration: configuration, resources: resources.resources,
            warnings: DiagnosticError(warnings).diagnostics)
    }

    /// The link problems of `documents` alone, checked against `pageNames`.
    ///
    /// A build whose parsing failed for some files uses it to report the link problems of the
    /// other files in the same run (the failed files' names count as pages).
    package func linkDiagnostics(in documents: [Document], pageNames: Set<String>) -> [Diagnostic] {
        checkLinks(in: documents, pages: DocLinkResolver(documents: documents, otherNames: pageNames)).diagnostics
    }
}
