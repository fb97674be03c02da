import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport

/// A site put together from the values of resolution's queries, with what it was put together
/// from, kept for the next run of the same build (``ResolutionMemo``).
struct AssembledSite: Sendable {
    /// The site, once put together.
    var site: Site?
    /// The engine's revision when it was put together: values that changed after it changed since.
    var revision: Revision
    /// The pages' documents, in the arrangement's order.
    var ids: [DocumentID]
    /// The index in ``ids`` of each document.
    var position: [DocumentID: Int]
    /// What checking each page's links found wrong, in the order of ``ids``.
    var problems: [[Diagnostic]]
    /// Each page's document's warnings, in the order of ``ids``.
    var warnings: [[Diagnostic]]
    /// Where each page of a document is in ``site``: `nil` for the root, else its index in `pages`.
    var pageIndex: [DocumentID: Int?] = [:]
    /// The index in the site's `pages` of each symbol's page, by path.
    var symbolPageIndex: [PagePath: Int] = [:]

    /// An assembly of the documents `ids` at `revision`, with the index of each document when
    /// it is `indexed` (for a next run's changes to be put in place by).
    init(ids: [DocumentID], revision: Revision, indexed: Bool) {
        self.ids = ids
        self.revision = revision
        position =
            indexed ? Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
        problems = Array(repeating: [], count: ids.count)
        warnings = Array(repeating: [], count: ids.count)
    }
}

/// Puts the site together from the values of resolution's queries: every page's, the first time;
/// after that, while the pages are the same documents, only the values the engine marked as
/// possibly changed (``QueryEngine/keysMarkedStaleThisRun(_:)``) are asked for again and put in
/// place of the last site's, so that a save costs what it changed, not what the site holds.
///
/// The marks are those of the run, which sets the documents as ``ResolutionMemo`` gives them:
/// a run that stops before its site is put together leaves no site to put the next one together
/// from (``ResolutionMemo/takeAssembly()``), so no mark is lost.
struct SiteAssembly {
    let queries: QueryEngine
    let memo: ResolutionMemo
    /// The settings the site is made with.
    let configuration: SiteConfiguration
    /// Whether the build keeps its work for its next run: then the site gets a ``SiteRevision``,
    /// and what it was put together from is kept to put the next one together from.
    let isKeptForNextRun: Bool

    /// The values a change of the inputs may have changed, read before any is asked for.
    private struct ToCheck {
        var checks: [PageCheck]
        var pages: [PageOfSite]
        var symbolPages: [SymbolPageAt]
    }

    /// The site, or every problem that stops it.
    func site() throws(DiagnosticError) -> Site {
        let toCheck = ToCheck(
            checks: queries.keysMarkedStaleThisRun(PageCheck.self),
            pages: queries.keysMarkedStaleThisRun(PageOfSite.self),
            symbolPages: queries.keysMarkedStaleThisRun(SymbolPageAt.self))
        let arrangement = queries[ArrangementOfSite()].value
        // The last site is put together anew from what changed while its pages are the same documents.
        var lastSite: Site?
        var assembly: AssembledSite
        if var last = memo.takeAssembly(), last.ids == arrangement.ids {
            // Taken out, so that putting pages in place copies nothing.
            lastSite = last.site
            last.site = nil
            assembly = last
        } else {
            assembly = AssembledSite(ids: arrangement.ids, revision: queries.revision, indexed: isKeptForNextRun)
        }
        gatherProblems(into: &assembly, arrangement: arrangement, checking: lastSite == nil ? nil : toCheck.checks)
        // Pass 4's problems, and the warnings, gathered in the order of the pages.
        let linkProblems = assembly.problems.flatMap { $0 }
        var errors = arrangement.errors + linkProblems.errors
        var warnings = arrangement.chosen.warnings + assembly.warnings.flatMap { $0 } + linkProblems.warnings
        guard arrangement.root != nil, let topics = arrangement.topics else { throw DiagnosticError(errors + warnings) }
        errors += arrangement.laterErrors
        warnings += topics.diagnostics.warnings
        let symbols = queries[SymbolsOfSite()].value
        errors += symbols.pages?.diagnostics ?? []
        warnings += symbols.pages?.warnings ?? []
        guard errors.isEmpty else { throw DiagnosticError(errors + warnings) }
        // Read only once the build is known to succeed otherwise.
        let resources = queries[SiteResourcesOfSite()]
        guard resources.diagnostics.isEmpty else { throw DiagnosticError(resources.diagnostics + warnings) }

        // What every page shows of the site, which only a build kept for its next run compares.
        var frameChanged = true
        if isKeptForNextRun {
            _ = queries[SiteFrameOfResolution()]
            frameChanged = queries.changedAt(SiteFrameOfResolution()).map { $0 > assembly.revision } ?? true
        }
        var revision = SiteRevision(number: memo.nextSiteNumber())
        var site: Site
        if var kept = lastSite.take(), !frameChanged {
            revision.base = kept.revision?.number
            revision.editedPaths = putChangedPages(in: &kept, assembly, toCheck)
            site = kept
        } else {
            site = wholeSite(arrangement, symbols, into: &assembly)
        }
        site.resources = resources.resources
        site.warnings = DiagnosticError(warnings).diagnostics
        guard isKeptForNextRun else { return site }
        site.revision = revision
        assembly.site = site
        assembly.revision = queries.revision
        memo.keep(assembly)
        return site
    }

    /// Gathers what checking each page's links found and its document's warnings: every page's,
    /// or, when `checks` are given, those of the checks and of the documents changed since.
    private func gatherProblems(
        into assembly: inout AssembledSite, arrangement: SiteArrangement, checking checks: [PageCheck]?
    ) {
        let ids = assembly.ids
        guard let checks else {
            // What every page's check reads, made first, once: else each core would make it.
            _ = (queries[LinkCheckerOfSite()], queries[ReferenceResolverOfSite()])
            assembly.problems = ids.concurrentMap { queries[PageCheck(id: $0)].diagnostics }
            assembly.warnings = zip(ids, arrangement.chosen.documents).map { warnings(of: $0, $1) }
            memo.takeChangedDocuments()
            return
        }
        for check in checks {
            guard let index = assembly.position[check.id] else { continue }
            assembly.problems[index] = queries[check].diagnostics
        }
        for id in memo.takeChangedDocuments() {
            guard let index = assembly.position[id] else { continue }
            assembly.warnings[index] = warnings(of: id, arrangement.chosen.documents[index])
        }
        // A page the arrangement made has the warnings it was made with.
        for (index, id) in ids.enumerated() where id.isGenerated {
            assembly.warnings[index] = arrangement.chosen.documents[index].warnings
        }
    }

    /// The warnings of the page `id`, as `document` in the arrangement.
    private func warnings(of id: DocumentID, _ document: Document) -> [Diagnostic] {
        id.isGenerated ? document.warnings : queries[ResolvedDocument(id: id)]?.warnings ?? []
    }

    /// Every page, in reading order (pass 8, on all cores), the symbols' pages after them.
    private func wholeSite(_ arrangement: SiteArrangement, _ symbols: SiteSymbols, into assembly: inout AssembledSite)
        -> Site
    {
        let ids = arrangement.order.map { arrangement.ids[$0.index] }
        _ = queries[CodeLinksOfSite()]
        let pages = ids.concurrentMap { queries[PageOfSite(id: $0)] }
        let symbolPages = (symbols.pages?.pages ?? []).compactMap { queries[SymbolPageAt(path: $0.path)] }
        assembly.pageIndex = [:]
        assembly.symbolPageIndex = [:]
        // Where each page is, for the next run to put its changed pages in place.
        if isKeptForNextRun {
            for (index, id) in ids.enumerated() { assembly.pageIndex[id] = index == 0 ? Int?.none : index - 1 }
            for (index, page) in symbolPages.enumerated() {
                assembly.symbolPageIndex[page.path] = pages.count - 1 + index
            }
        }
        return Site(
            title: pages[0].title, root: pages[0], pages: Array(pages.dropFirst()) + symbolPages,
            groups: symbols.groups, configuration: configuration)
    }

    /// Puts in place in `site` the pages whose values changed since `assembly` was put together,
    /// and returns their paths.
    private func putChangedPages(in site: inout Site, _ assembly: AssembledSite, _ toCheck: ToCheck) -> Set<PagePath> {
        var edited: Set<PagePath> = []
        func changed<Key: QueryKey>(_ key: Key) -> Bool {
            queries.changedAt(key).map { $0 > assembly.revision } ?? true
        }
        // Only this site's pages: the engine may hold values of documents that are pages no more.
        for key in toCheck.pages {
            guard let index = assembly.pageIndex[key.id] else { continue }
            let page = queries[key]
            guard changed(key) else { continue }
            if let index { site.replacePage(at: index, with: page) } else { site.replaceRoot(with: page) }
            edited.insert(page.path)
        }
        for key in toCheck.symbolPages {
            guard let index = assembly.symbolPageIndex[key.path], let page = queries[key], changed(key) else {
                continue
            }
            site.replacePage(at: index, with: page)
            edited.insert(page.path)
        }
        return edited
    }
}
