import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel

/// What a resolution that succeeded worked out, kept for the next run of the same build (`serve`,
/// which resolves again after every save) so that a save which changes only what pages say,
/// not what other pages see of them, resolves those pages alone (``SiteResolver/resolveEdits(_:code:tutorialPaths:kept:)``).
///
/// Kept only for a site whose shape its pages' faces decide on their own: a page marked as the
/// root and no global `@Options`. With an API reference, a symbol's page also shows where the
/// articles' compiled code uses it, placed by the steps and sections of the article: an edit
/// that moves them, or edits a documentation extension, resolves the whole site.
struct KeptResolution: Sendable {
    /// Everything besides the documents that resolution depends on.
    struct Context: Sendable, Equatable {
        var knownSymbols: Set<String>?
        var configuration: SiteConfiguration
        var snippets: SnippetCatalog?
        var policy: DiagnosticPolicy
        var siteTitle: String?
        var tutorialPaths: Set<String>
        /// The API reading's ``APIReadingMemo/generation``: the same number, the same symbols
        /// and uses.
        var api: Int
    }

    var context: Context
    /// The documents as resolution was given them.
    var parsed: [Document]
    /// The same documents sorted by source path, as warnings and link problems are gathered.
    var sorted: [Document]
    /// The index in ``sorted`` of each page, by source path.
    var sortedIndex: [String: Int]
    /// The warnings that do not come from one page alone, gathered before and after the pages'.
    var siteWarnings: (before: [Diagnostic], after: [Diagnostic])
    /// The warnings of each page's document, by source path (only pages that have some).
    var documentWarnings: [String: [Diagnostic]]
    /// What `<doc:>` links are checked against.
    var docLinks: DocLinkResolver
    /// What ``` ``Symbol`` ``` links are checked against, with an API reference.
    var symbolLinks: SymbolLinkResolver?
    /// What the last pass made the pages of.
    var inputs: SiteResolver.PageInputs
    /// The index in reading order of each page, by name (the root's is 0).
    var readingIndex: [String: Int]
    /// The site resolved.
    var site: Site

    /// Whether `documents` make a site whose resolution can be kept.
    static func canKeep(_ documents: [Document]) -> Bool {
        documents.contains(where: \.metadata.isTechnologyRoot)
            && !documents.contains { $0.metadata.options.globalScope != nil }
    }

    /// Where a changed page lies: among the sorted pages, in reading order, and in the site.
    struct Place {
        var sorted: Int
        var reading: Int
        var path: PagePath
    }

    /// Where `edited` lies, when it shows the other pages and the site what `original` showed;
    /// `nil` otherwise. It must be a page (not a documentation extension) and not the root; its
    /// name, title, metadata and headings (which `<doc:>` links name) the same; and, with an API
    /// reference, the lines its steps and sections start on (which place its uses of symbols on
    /// their pages) too.
    func place(of edited: Document, replacing original: Document) -> Place? {
        guard edited.sourcePath == original.sourcePath, edited.name == original.name,
            let sorted = sortedIndex[edited.sourcePath], let reading = readingIndex[edited.name], reading != 0,
            let path = inputs.paths[edited.name],
            edited.title == original.title, edited.titleLocation == original.titleLocation,
            edited.metadata == original.metadata,
            DocLinkResolver.Face(edited) == DocLinkResolver.Face(original),
            symbolLinks == nil || UsePlaces.Landmarks(edited) == UsePlaces.Landmarks(original)
        else { return nil }
        return Place(sorted: sorted, reading: reading, path: path)
    }
}

extension SiteResolver {
    /// The site of `parsed` made from the last run's kept resolution (``resolveEdits(_:code:tutorialPaths:kept:)``),
    /// which this run keeps in turn; `nil` when it cannot be, and the last run's is forgotten.
    func resolveFromKept(_ parsed: [Document], code: [String: PageCode], tutorialPaths: Set<String>) -> Site? {
        // Taken by every run: this run keeps its own, or none.
        guard let memo, let kept = memo.keptResolution.take(), pagesAloneChanged,
            let edited = resolveEdits(parsed, code: code, tutorialPaths: tutorialPaths, kept: kept)
        else { return nil }
        memo.keptResolution.handOn(edited)
        return edited.site
    }

    /// Keeps what a whole resolution of `parsed` worked out for the next run, when its site is
    /// one ``KeptResolution`` can keep.
    func keep(
        _ site: Site, of parsed: [Document], chosen: ChosenDocuments, topics: TopicGroups,
        symbolWarnings: [Diagnostic], docLinks: DocLinkResolver, inputs: PageInputs, tutorialPaths: Set<String>
    ) {
        guard let memo, KeptResolution.canKeep(parsed) else { return }
        let documents = chosen.documents
        memo.keptResolution.handOn(
            KeptResolution(
                context: keptContext(tutorialPaths: tutorialPaths), parsed: parsed, sorted: documents,
                sortedIndex: Dictionary(
                    documents.enumerated().map { ($1.sourcePath, $0) }, uniquingKeysWith: { first, _ in first }),
                siteWarnings: (before: chosen.warnings, after: topics.diagnostics.warnings + symbolWarnings),
                documentWarnings: Dictionary(
                    documents.filter { !$0.warnings.isEmpty }.map { ($0.sourcePath, $0.warnings) },
                    uniquingKeysWith: { first, _ in first }),
                docLinks: docLinks, symbolLinks: chosen.symbolLinks, inputs: inputs,
                readingIndex: Dictionary(
                    inputs.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }),
                site: site))
    }

    /// The context ``KeptResolution`` keeps of this resolver.
    func keptContext(tutorialPaths: Set<String>) -> KeptResolution.Context {
        KeptResolution.Context(
            knownSymbols: knownSymbols, configuration: configuration, snippets: snippets,
            policy: diagnosticPolicy, siteTitle: siteTitle, tutorialPaths: tutorialPaths, api: apiGeneration)
    }

    /// The site of `documents` worked out from `kept`, when every document that changed since
    /// shows the others what it showed (``KeptResolution/place(of:replacing:)``) and the context is
    /// the same: only the changed pages are resolved, against the kept pages, and put in their
    /// places. `nil` when that does not hold, or a changed page has a problem (the whole
    /// resolution then reports it as it always does), leaving `kept` as it was.
    ///
    /// The site is the one ``resolve(_:code:tutorialPaths:)`` makes of the same documents:
    /// other pages read of a changed page only its face, which is unchanged.
    func resolveEdits(
        _ documents: [Document], code: [String: PageCode], tutorialPaths: Set<String>, kept: consuming KeptResolution
    ) -> KeptResolution? {
        // Changed in place: every table of the kept resolution is held by it alone.
        var next = kept
        guard documents.count == next.parsed.count, next.context == keptContext(tutorialPaths: tutorialPaths) else {
            return nil
        }
        var places: [KeptResolution.Place] = []
        var edited: [Document] = []
        for (document, original) in zip(documents, next.parsed) where document != original {
            guard let place = next.place(of: document, replacing: original) else { return nil }
            places.append(place)
            edited.append(document)
        }
        // Nothing the memos keep is used: they may hold a later, failed run's context.
        var resolver = self
        resolver.memo = nil
        let check = resolver.checkLinks(in: edited, pages: next.docLinks, symbols: next.symbolLinks)
        guard check.diagnostics.errors.isEmpty else { return nil }
        // A page that mentions other symbols, or as often, changes their pages' "Mentioned In".
        for document in edited
        where check.mentions[document.sourcePath] != next.inputs.links.mentions[document.sourcePath] {
            return nil
        }

        next.parsed = documents
        let targetsBefore = edited.map { next.inputs.links.targets[$0.sourcePath] ?? [:] }
        next.inputs.code = code
        for (document, place) in zip(edited, places) {
            let path = document.sourcePath
            next.inputs.links.replacePage(path, with: check)
            next.inputs.byName[document.name] = document
            next.sorted[place.sorted] = document
            next.documentWarnings[path] = document.warnings.isEmpty ? nil : document.warnings
        }
        // A changed page that links to other files than before changes what the site copies.
        if edited.map({ next.inputs.links.targets[$0.sourcePath] ?? [:] }) != targetsBefore {
            let resources = resolver.readResources(next.inputs.links)
            guard resources.diagnostics.isEmpty else { return nil }
            next.site.resources = resources.resources
            next.inputs.copiedFiles = PageInputs.copiedFiles(resources.resources)
        }
        for place in places {
            next.site.replacePage(at: place.reading - 1, with: resolver.makePage(at: place.reading, of: next.inputs))
        }
        next.site.revision = SiteRevision(
            number: memo?.nextRevisionNumber() ?? 0, base: next.site.revision?.number,
            editedPaths: Set(places.map(\.path)), editedNames: Set(edited.map(\.name)))
        // In the order of the pages, as a whole resolution gathers them (every key is a page's).
        let sortedIndex = next.sortedIndex
        func inPageOrder(_ byPage: [String: [Diagnostic]]) -> [Diagnostic] {
            byPage.sorted { (sortedIndex[$0.key] ?? .max) < (sortedIndex[$1.key] ?? .max) }.flatMap(\.value)
        }
        let linkProblems = inPageOrder(next.inputs.links.diagnosticsByPage)
        next.inputs.links.diagnostics = linkProblems
        let pageWarnings = inPageOrder(next.documentWarnings) + linkProblems.warnings
        next.site.warnings =
            DiagnosticError(next.siteWarnings.before + pageWarnings + next.siteWarnings.after).diagnostics
        return next
    }
}

extension LinkCheck {
    /// Puts what `check` found on the page at `path` in place of what this check found there;
    /// ``diagnostics``, which lists every page's problems in order, is left to the caller.
    mutating func replacePage(_ path: String, with check: LinkCheck) {
        symbolTargets[path] = check.symbolTargets[path]
        docTargets[path] = check.docTargets[path]
        mentions[path] = check.mentions[path]
        targets[path] = check.targets[path]
        code[path] = check.code[path]
        pageCode[path] = check.pageCode[path]
        diagnosticsByPage[path] = check.diagnosticsByPage[path]
        for (file, location) in check.firstLinks where firstLinks[file] == nil { firstLinks[file] = location }
    }
}
