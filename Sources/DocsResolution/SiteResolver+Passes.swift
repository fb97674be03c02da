import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// The passes of ``SiteResolver/resolve(_:code:)``, in the order it runs them.
/// Each adds its errors to `errors`; warnings are gathered by `resolve`.
extension SiteResolver {
    /// The pages a build resolves, and what the API reference needs to link them.
    struct ChosenDocuments {
        /// The pages, sorted by source path: the documents with the global options applied,
        /// several catalogs combined into sections, documentation extensions taken out.
        var documents: [Document]
        /// Warnings of the options and of the extensions.
        var warnings: [Diagnostic]
        /// The names of the symbol pages, with a reference.
        var symbolNames: SymbolPageNames?
        /// What ``` ``Symbol`` ``` links resolve to, with a reference.
        var symbolLinks: SymbolLinkResolver?
        /// The documentation extensions, by what they extend.
        var extensions: Extensions
    }

    /// Pass 1: the options applied, the catalogs combined and the extensions set aside.
    func choose(_ documents: [Document], errors: inout [Diagnostic]) -> ChosenDocuments {
        let (chosen, sectionPages, optionWarnings) = arrange(documents)
        // With a reference, a page titled with a symbol link extends that symbol's page.
        let symbolNames = reference.map(SymbolPageNames.init)
        // The page of each module: the root when it is the module's landing page (its title
        // or name is the module's), else its section's page.
        var modulePages = sectionPages
        if let root = chosen.first(where: \.metadata.isTechnologyRoot),
            let module = reference?.modules.first(where: { $0 == root.name.string || $0 == root.title.plainText })
        {
            modulePages[ModuleName(module)] = .root
        }
        let symbolLinks = reference.flatMap { reference in
            symbolNames.map { SymbolLinkResolver(reference: reference, names: $0, modulePages: modulePages) }
        }
        var extensions = Extensions()
        if let symbolLinks {
            extensions = Extensions(
                chosen.compactMap(DocumentationExtension.init), links: symbolLinks, policy: diagnosticPolicy)
            errors += extensions.diagnostics.errors
            for document in chosen where extensions.sourcePaths.contains(document.sourcePath) {
                errors += ScriptURL.problems(
                    in: DocumentReferences(document).destinations, file: document.sourcePath.string)
            }
        }
        var pages = chosen.filter { !extensions.sourcePaths.contains($0.sourcePath) }
        if let reference, Self.onlyExtendSymbols(chosen) {
            pages = [ReferenceOnlyRoot.document(title: siteTitle, modules: reference.modules)]
        }
        return ChosenDocuments(
            documents: pages.sorted { $0.sourcePath.precedesByBytes($1.sourcePath) },
            warnings: optionWarnings + extensions.diagnostics.warnings,
            symbolNames: symbolNames, symbolLinks: symbolLinks, extensions: extensions)
    }

    /// Whether the parsed `documents` make no page of their own, once arranged as ``choose(_:errors:)``
    /// arranges them: there are none, or each only extends a symbol's page (a module's landing page
    /// is the root, not an extension). With a reference, the site is then the API reference alone,
    /// its root made by ``ReferenceOnlyRoot``, and its links were written for DocC as a catalog's
    /// are. The build reads its diagnostic policy from this test, so that both decide alike.
    package func makeNoPageOfTheirOwn(_ documents: [Document]) -> Bool {
        // Arranging only takes pages away from being extensions, so the cheap test comes first.
        reference != nil && Self.onlyExtendSymbols(documents) && Self.onlyExtendSymbols(arrange(documents).chosen)
    }

    private static func onlyExtendSymbols(_ documents: [Document]) -> Bool {
        documents.allSatisfy { DocumentationExtension($0) != nil }
    }

    /// `documents` with the global options applied, then several catalogs combined into sections
    /// (one catalog's landing page the site's root), or else a module's landing page made the root.
    private func arrange(_ documents: [Document]) -> (
        chosen: [Document], modulePages: [ModuleName: PagePath], optionWarnings: [Diagnostic]
    ) {
        let (withOptions, optionWarnings) = GlobalOptions.apply(to: documents)
        if let sections = CatalogSections.combine(withOptions, modules: reference?.modules, siteTitle: siteTitle) {
            return (sections.documents, sections.modulePages, optionWarnings)
        }
        return (ModuleRoot.choose(in: withOptions, modules: reference?.modules), [:], optionWarnings)
    }

    /// Pass 2: the index of each page by its name, which must be unique.
    func pagesByName(_ documents: [Document], errors: inout [Diagnostic]) -> [PageName: Int] {
        var byName: [PageName: Int] = [:]
        byName.reserveCapacity(documents.count)
        for (index, document) in documents.enumerated() {
            if let first = byName[document.name].map({ documents[$0] }) {
                errors.append(
                    Diagnostic(
                        id: .duplicatePage, at: SourceLocation(startOf: document.sourcePath),
                        "two pages are named '\(document.name)': \(first.sourcePath) and \(document.sourcePath)",
                        hint: "rename one of the files; a page's name is its file name without `.md`",
                        notes: [
                            Diagnostic.Note(
                                at: SourceLocation(startOf: first.sourcePath),
                                "the other page of that name")
                        ]))
            } else {
                byName[document.name] = index
            }
        }
        return byName
    }

    /// Pass 3: the technology root, of which there must be exactly one.
    func technologyRoots(of documents: [Document], errors: inout [Diagnostic]) -> [Document] {
        let roots = documents.filter(\.metadata.isTechnologyRoot)
        // Reported on the page most like a landing page: the first that lists others.
        if roots.isEmpty,
            let first = documents.first(where: { !TopicsSection($0.blocks).groups.isEmpty }) ?? documents.first
        {
            errors.append(
                Diagnostic(
                    id: .technologyRoot, at: first.titleLocation, "no page is marked as the technology root",
                    hint: "add `@Metadata { @TechnologyRoot }` below the title of the landing page"))
        }
        if roots.count > 1 {
            let paths = roots.map(\.sourcePath.string).joined(separator: " and ")
            for extra in roots.dropFirst() {
                errors.append(
                    Diagnostic(
                        id: .technologyRoot, at: extra.titleLocation,
                        "more than one page is marked as the technology root: \(paths)",
                        hint: "keep @TechnologyRoot on the landing page only"))
            }
        }
        return roots
    }

    /// The path of each page in the site by source path (by name, each page's
    /// ``ArrangedPage/path``), and the names of the tutorials' pages.
    struct AssignedPaths {
        var bySource: [SourcePath: PagePath] = [:]
        var tutorials: Set<PageName> = []
    }

    /// Pass 5: each page's path, which must not collide with another's, given to the record in
    /// `pages` of the page its name names (`named`) too.
    func assignPaths(
        _ documents: [Document], named: [PageName: Int], pages: inout [ArrangedPage], root: Document,
        errors: inout [Diagnostic]
    ) -> AssignedPaths {
        var assigned = AssignedPaths()
        var owners: [PagePath: SourcePath] = [:]
        owners.reserveCapacity(documents.count)
        assigned.bySource.reserveCapacity(documents.count)
        for document in documents {
            guard let named = named[document.name], documents[named].sourcePath == document.sourcePath else { continue }
            let isTutorial = document.isTutorial
            let path = PagePaths.path(
                forPageNamed: document.name, isRoot: document.sourcePath == root.sourcePath, isTutorial: isTutorial)
            if let owner = owners[path] {
                errors.append(
                    Diagnostic(
                        id: .duplicatePage, at: SourceLocation(startOf: document.sourcePath),
                        "\(owner) and \(document.sourcePath) would both be written to \(path)",
                        hint: "rename one of the files",
                        notes: [Diagnostic.Note(at: SourceLocation(startOf: owner), "the other page")])
                )
            }
            owners[path] = document.sourcePath
            assigned.bySource[document.sourcePath] = path
            pages[named].path = path
            if isTutorial { assigned.tutorials.insert(document.name) }
        }
        return assigned
    }

    /// Pass 6: the reference pages, their doc comments checked like the articles; `mentions` are
    /// how many symbol links each page makes to each symbol's page, by source path.
    func symbolPages(
        for arrangement: SiteArrangement, mentions: [SourcePath: [PagePath: Int]],
        codeLinks: [SourcePath: [Int: [CodeSymbolLink]]]
    ) -> SymbolPages? {
        let chosen = arrangement.chosen
        guard let reference, let symbolNames = chosen.symbolNames, let topics = arrangement.topics else { return nil }
        let paths = arrangement.paths
        let modulePages = Set(chosen.symbolLinks?.modulePages.values.map { $0 } ?? [])
        let articles = Dictionary(
            chosen.documents.compactMap { document -> (SourcePath, PageLink)? in
                guard let path = paths.bySource[document.sourcePath], !paths.tutorials.contains(document.name),
                    !document.metadata.isTechnologyRoot, !modulePages.contains(path)
                else { return nil }
                return (
                    document.sourcePath,
                    PageLink(
                        name: document.name, title: arrangement.title(of: document.name) ?? document.name.string,
                        path: path)
                )
            }, uniquingKeysWith: { first, _ in first })
        // The pages are the arrangement's stand-ins: where their steps and sections start is
        // read from their shapes.
        let places = UsePlaces(
            pages: Dictionary(
                chosen.documents.compactMap { document in
                    paths.bySource[document.sourcePath].map {
                        (
                            document.sourcePath,
                            UsePlaces.PageInfo(
                                landmarks: arrangement.landmarks[document.sourcePath] ?? UsePlaces.Landmarks(),
                                title: arrangement.title(of: document.name) ?? document.name.string, path: $0)
                        )
                    }
                }, uniquingKeysWith: { first, _ in first }))
        let pageLinks = Dictionary(
            uniqueKeysWithValues: arrangement.pageNamed.keys.compactMap { name in
                arrangement.link(named: name).map { (name, $0) }
            })
        return SymbolPages(
            SymbolPages.Input(
                reference: reference, names: symbolNames,
                checker: LinkChecker(
                    pages: arrangement.docLinks, symbolNames: knownSymbols, symbols: chosen.symbolLinks,
                    policy: diagnosticPolicy),
                pageTitles: arrangement.pageNamed.mapValues { arrangement.pages[$0].title },
                pageLinks: pageLinks, uses: uses, usePlaces: places, codeLinks: codeLinks,
                extensions: chosen.extensions.bySymbol,
                moduleExtensions: chosen.extensions.byModule,
                mentionedIn: MentionedIn(mentions: mentions, articles: articles),
                curatedGroups: (topics.groups + pageTopicGroups(arrangement)).map { ($0.title, $0.pageNames) }))
    }

    /// Pass 7: the reading order: the root, the groups' pages, then the pages no group lists, by name.
    func readingOrder(root: Document, topics: TopicGroups, pageNamed: [PageName: Int]) -> [PageName] {
        let grouped = topics.groups.flatMap(\.pageNames).filter { pageNamed[$0] != nil }
        let groupedNames = Set(grouped)
        let ungrouped = pageNamed.keys.filter { $0 != root.name && !groupedNames.contains($0) }
            .sorted { $0.precedesByBytes($1) }
        return [root.name] + grouped + ungrouped
    }

    /// Pass 8: the page of `document`, standing at `place`, with what checking its links found.
    func makePage(
        _ document: Document, place: PagePlace, findings: PageFindings, outline: PageOutline.Made, code: PageCode?,
        codeLinks: [Int: [CodeSymbolLink]]?, pagePaths: [SourcePath: PagePath], copiedFiles: [String: [UInt8]]
    ) -> Page {
        let targets = findings.targets
        var page = Page(
            document: document, path: place.path, title: place.title,
            summary: outline.summary, tableOfContents: outline.tableOfContents,
            groupTitle: place.groupTitle, previous: place.previous, next: place.next,
            resolved: ResolvedLinks(
                destinations: resolvedDestinations(targets, pagePaths: pagePaths),
                images: resolvedImages(targets, files: copiedFiles),
                code: findings.code, symbols: findings.symbolTargets, docLinks: findings.docTargets,
                codeSymbols: codeLinks.map { [document.sourcePath: $0] } ?? [:]),
            code: findings.pageCode ?? code,
            kind: place.isTutorial ? .tutorial : .article)
        let automaticTopics = place.automaticTopics
        if !automaticTopics.isEmpty, !document.metadata.hidesTopics {
            page.automaticTopics = automaticTopics
            // After the page's own Topics, under the same heading when it has one.
            page.tableOfContents +=
                (page.hasTopicsSection ? [] : [TableOfContentsEntry(level: 2, title: "Topics", anchor: "topics")])
                + automaticTopics.map { TableOfContentsEntry(level: 3, title: $0.title, anchor: $0.anchor) }
        }
        return page
    }
}
