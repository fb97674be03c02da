import DocsCodeBlocks
import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport

// The values resolution makes of each page on its own, as queries of the build's engine: what
// its document refers to, what checking its links finds, its outline, its place in the site
// and, from all of these, its ``Page``.

/// The links, images and snippets a page's document refers to.
struct ReferencesOfDocument: QueryKey {
    var id: DocumentID
    func value(reading reads: QueryReads) -> DocumentReferences { DocumentReferences(reads[ChosenDocument(id: id)]) }
}

/// What checking a page's links, images, snippets and `@Code` files finds.
struct PageCheck: QueryKey {
    var id: DocumentID

    func value(reading reads: QueryReads) -> PageFindings {
        let document = reads[ChosenDocument(id: id)]
        let references = reads[ReferencesOfDocument(id: id)]
        return reads.resolutionSetting.resolver.findings(
            of: document, references: references, checker: reads[LinkCheckerOfSite()].checker,
            resolver: reads[ReferenceResolverOfSite()].resolver)
    }
}

/// How many symbol links a page makes to each symbol's page: what the symbols' "Mentioned In" read.
struct MentionsOfPage: QueryKey {
    var id: DocumentID
    func value(reading reads: QueryReads) -> [PagePath: Int] { reads[PageCheck(id: id)].mentions }
}

/// The files of the catalog a page links to or shows, which the site copies.
struct ResourceTargetsOfPage: QueryKey {
    var id: DocumentID
    // Sorted, each once, without a set for each page: most pages copy no file. (Not the first
    // links' keys: a destination met again as a link replaces the image it was, and its variants.)
    func value(reading reads: QueryReads) -> [String] {
        let paths = reads[PageCheck(id: id)].targets.values.flatMap(\.catalogPaths).sorted()
        return paths.indices.filter { $0 == 0 || paths[$0 - 1] != paths[$0] }.map { paths[$0] }
    }
}

/// The title readers see of the page a name names, which other pages' links show.
struct PageTitle: QueryKey {
    var name: PageName

    /// A field of the arrangement: a one-shot build finds it there at each read.
    static var isKeptInOneShotBuilds: Bool { false }
    func value(reading reads: QueryReads) -> String? { reads[ArrangementOfSite()].value.title(of: name) }
}

/// The path of the page a source file is, which relative links to the file lead to.
struct PathOfSource: QueryKey {
    var sourcePath: SourcePath

    /// A field of the arrangement: a one-shot build finds it there at each read.
    static var isKeptInOneShotBuilds: Bool { false }
    func value(reading reads: QueryReads) -> PagePath? { reads[ArrangementOfSite()].value.paths.bySource[sourcePath] }
}

/// A page's summary and table of contents, with the titles of the pages its links show.
struct OutlineOfDocument: QueryKey {
    var id: DocumentID

    /// Read once, by the page's ``PageOfSite``: a one-shot build keeps nothing of it.
    static var isKeptInOneShotBuilds: Bool { false }

    func value(reading reads: QueryReads) -> PageOutline.Made {
        let references = reads[ReferencesOfDocument(id: id)]
        return PageOutline.made(
            of: reads[ChosenDocument(id: id)],
            pageTitles: Self.titles(linkedFrom: references) { reads[PageTitle(name: $0)] })
    }

    /// The titles of the pages `references` links to with `<doc:>`, by name (a link shows a
    /// page's title when its text is the page's name), each read by `title`.
    static func titles(linkedFrom references: DocumentReferences, title: (PageName) -> String?) -> [PageName: String] {
        var titles: [PageName: String] = [:]
        for case .docLink(let text, _) in references.links where titles[PageName(text)] == nil {
            titles[PageName(text)] = title(PageName(text))
        }
        return titles
    }
}

/// Where a page stands in the site: what of the whole site its page shows.
struct PagePlace: Sendable, Equatable {
    var path: PagePath
    var title: String
    var groupTitle: String?
    var previous: PageLink?
    var next: PageLink?
    var isTutorial: Bool
    /// The automatic topics of a module's page.
    var automaticTopics: [SymbolGroup]
}

/// A page's place in the site.
struct PlaceOfPage: QueryKey {
    var id: DocumentID

    /// Read once, by the page's ``PageOfSite``: a one-shot build keeps nothing of it.
    static var isKeptInOneShotBuilds: Bool { false }

    func value(reading reads: QueryReads) -> PagePlace {
        let arranged = reads[ArrangementOfSite()]
        let symbols = reads[SymbolsOfSite()]
        // Through the shared values, field by field: a copy of either would count every field.
        guard let index = arranged.value.indexByID[id] else { preconditionFailure("\(id) is not a page") }
        // The page of its name in the reading order: the site asks only for those pages' places.
        let name = arranged.value.chosen.documents[index].name
        guard let named = arranged.value.pageNamed[name], let position = arranged.value.pages[named].position else {
            preconditionFailure("'\(name)' is not a page of the reading order")
        }
        let order = arranged.value.order
        let placed = order[position]
        return PagePlace(
            path: placed.link.path, title: placed.link.title, groupTitle: arranged.value.pages[named].group,
            previous: position > 0 ? symbols.value.link(order[position - 1]) : nil,
            next: position + 1 < order.count ? symbols.value.link(order[position + 1]) : nil,
            isTutorial: arranged.value.paths.tutorials.contains(name),
            automaticTopics: symbols.value.pages?.moduleTopics[placed.link.path] ?? [])
    }
}

/// A page of the site, made of its document and all of the above.
struct PageOfSite: QueryKey {
    var id: DocumentID

    /// Read once, as the site is put together: a one-shot build keeps nothing of it.
    static var isKeptInOneShotBuilds: Bool { false }

    func value(reading reads: QueryReads) -> Page {
        let document = reads[ChosenDocument(id: id)]
        let findings = reads[PageCheck(id: id)]
        var pagePaths: [SourcePath: PagePath] = [:]
        var hasImages = false
        for target in findings.targets.values {
            switch target {
            case .page(let sourcePath): pagePaths[sourcePath] = reads[PathOfSource(sourcePath: sourcePath)]
            case .image: hasImages = true
            case .resource: break
            }
        }
        return reads.resolutionSetting.resolver.makePage(
            document, place: reads[PlaceOfPage(id: id)], findings: findings,
            outline: reads[OutlineOfDocument(id: id)], code: reads[ParsedCode(id: id)],
            codeLinks: reads[CodeLinksOfSite()][document.sourcePath], pagePaths: pagePaths,
            // Only a page with images reads the copied files, for the images' sizes.
            copiedFiles: hasImages ? reads[SiteResourcesOfSite()].copiedFiles : [:])
    }
}
