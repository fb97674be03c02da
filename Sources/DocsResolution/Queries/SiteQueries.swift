import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport
import DocsSymbols

// The values resolution makes of the whole site besides the arrangement (``ArrangementOfSite``),
// as queries of the build's engine: what links are checked against, the symbols' pages, the
// files copied, and what every rendered page shows of the site as a whole.

/// What `<doc:>` and symbol links are checked against, with what it was made of.
struct LinkCheckerOfSite: QueryKey {
    /// A class: every page's check reads it on all cores, and a read of a class costs one
    /// reference count, where one of a structure costs one for each of its fields.
    final class Value: Sendable {
        let context: Context
        let checker: LinkChecker

        init(context: Context, checker: LinkChecker) {
            self.context = context
            self.checker = checker
        }
    }

    /// What the checker is made of: the pages' names and headings, the symbols.
    struct Context: Sendable, Equatable {
        var pages: [DocLinkResolver.Face]
        /// The page of each module, where a symbol link to a module leads.
        var modulePages: [ModuleName: PagePath]?
        var knownSymbols: Set<String>?
        var policy: DiagnosticPolicy
        /// The API reading's generation: the same number, the same symbols.
        var api: Int
    }

    func value(reading reads: QueryReads) -> Value {
        let arrangement = reads[ArrangementOfSite()].value
        let setting = reads.resolutionSetting
        let resolver = setting.resolver
        let symbols = arrangement.chosen.symbolLinks
        return Value(
            context: Context(
                pages: arrangement.faces, modulePages: symbols?.modulePages, knownSymbols: resolver.knownSymbols,
                policy: resolver.diagnosticPolicy, api: setting.context.api),
            checker: LinkChecker(
                pages: arrangement.docLinks, symbolNames: resolver.knownSymbols, symbols: symbols,
                policy: resolver.diagnosticPolicy))
    }

    /// The checker is a function of its context: a page's links checked against an equal one are checked alike.
    static func isUnchanged(_ old: Value, _ new: Value) -> Bool { old.context == new.context }
}

/// What relative link and image destinations are resolved against: the sources' files, and
/// the pages of the documented modules.
struct ReferenceResolverOfSite: QueryKey {
    /// A class, as ``LinkCheckerOfSite/Value`` is.
    final class Value: Sendable {
        let resolver: ReferenceResolver?
        let moduleSources: [ModuleName: SourcePath]
        /// The ``SourceFilesStamp``: the same number, the same files.
        let files: Int

        init(resolver: ReferenceResolver?, moduleSources: [ModuleName: SourcePath], files: Int) {
            self.resolver = resolver
            self.moduleSources = moduleSources
            self.files = files
        }
    }

    func value(reading reads: QueryReads) -> Value {
        let arrangement = reads[ArrangementOfSite()].value
        let setting = reads.resolutionSetting
        return Value(
            resolver: setting.resolver.resources.map {
                ReferenceResolver(catalog: $0, modulePages: arrangement.moduleSources)
            },
            moduleSources: arrangement.moduleSources, files: setting.resolver.resources == nil ? 0 : reads.filesStamp)
    }

    /// Without files to resolve against, there is nothing to compare.
    static func isUnchanged(_ old: Value, _ new: Value) -> Bool {
        (old.resolver == nil && new.resolver == nil)
            || (old.resolver != nil && new.resolver != nil && old.moduleSources == new.moduleSources
                && old.files == new.files)
    }
}

/// The names of each page's compiled code that link to the reference, by source path.
struct CodeLinksOfSite: QueryKey {
    func value(reading reads: QueryReads) -> [SourcePath: [Int: [CodeSymbolLink]]] {
        reads.resolutionSetting.resolver.codeLinks(names: reads[ArrangementOfSite()].value.chosen.symbolNames)
    }
}

/// The symbols' pages, and what links to any page show: its title and path.
struct SiteSymbols: Sendable {
    /// The symbols' pages, with an API reference.
    var pages: SymbolPages?
    /// The arrangement of the pages, which gives the links to the pages that are not symbols'.
    var arrangement: Shared<SiteArrangement>
    /// The link to each symbol's page, by name.
    var symbolLinks: [PageName: PageLink] = [:]
    /// The sidebar's groups: the root's topics, then the reference's pages no topic lists.
    var groups: [NavigationGroup] = []
    /// The index in ``pages`` of each symbol's page, by path.
    var pageIndex: [PagePath: Int] = [:]

    /// The link to the page `placed`: to its symbol's page when it extends a symbol's.
    func link(_ placed: PlacedPage) -> PageLink {
        symbolLinks[placed.link.name] ?? placed.link
    }

    /// The link to the page `name`, if it names one with a path.
    func link(named name: PageName) -> PageLink? {
        symbolLinks[name] ?? arrangement.value.link(named: name)
    }
}

/// The symbols' pages (pass 6) and the sidebar.
struct SymbolsOfSite: QueryKey {
    /// Shared: every page's place reads it.
    func value(reading reads: QueryReads) -> Shared<SiteSymbols> {
        Shared(symbols(reading: reads))
    }

    private func symbols(reading reads: QueryReads) -> SiteSymbols {
        let arrangement = reads[ArrangementOfSite()].value
        let resolver = reads.resolutionSetting.resolver
        var symbols = SiteSymbols(arrangement: reads[ArrangementOfSite()])
        guard arrangement.root != nil, let topics = arrangement.topics else { return symbols }
        if resolver.reference != nil {
            var mentions: [SourcePath: [PagePath: Int]] = [:]
            for id in arrangement.ids {
                let found = reads[MentionsOfPage(id: id)]
                if !found.isEmpty { mentions[id.sourcePath] = found }
            }
            symbols.pages = resolver.symbolPages(
                for: arrangement, mentions: mentions, codeLinks: reads[CodeLinksOfSite()])
        }
        for (index, page) in (symbols.pages?.pages ?? []).enumerated() {
            symbols.symbolLinks[page.name] = PageLink(name: page.name, title: page.title, path: page.path)
            if symbols.pageIndex[page.path] == nil { symbols.pageIndex[page.path] = index }
        }
        symbols.groups = resolver.navigationGroups(topics, symbolPages: symbols.pages, link: symbols.link(named:))
        return symbols
    }
}

/// A symbol's page, by path: a value of its own, so that a page equal to the last keeps it.
struct SymbolPageAt: QueryKey {
    var path: PagePath
    func value(reading reads: QueryReads) -> Page? {
        let symbols = reads[SymbolsOfSite()].value
        return symbols.pageIndex[path].flatMap { symbols.pages?.pages[$0] }
    }
}

/// The files the pages link to or show, read, and a problem for each that cannot be.
struct SiteResourcesOfSite: QueryKey {
    struct Value: Sendable {
        var resources: [SiteResource]
        var diagnostics: [Diagnostic]
        /// The same files' bytes by site path.
        var copiedFiles: [String: [UInt8]]
    }

    func value(reading reads: QueryReads) -> Value {
        let ids = reads[ArrangementOfSite()].value.ids
        _ = reads.filesStamp
        let chunks = (ids.count + ResourceTargetsOfPages.size - 1) / ResourceTargetsOfPages.size
        let catalogPaths = (0..<chunks).flatMap { reads[ResourceTargetsOfPages(chunk: $0)] }
        let (resources, diagnostics) = reads.resolutionSetting.resolver.readResources(catalogPaths) { catalogPath in
            // Looked for only when a file cannot be read: the first page, in order, that links to it.
            ids.lazy.compactMap { reads[PageCheck(id: $0)].firstLinks[catalogPath] }.first
        }
        return Value(
            resources: resources, diagnostics: diagnostics,
            copiedFiles: Dictionary(resources.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first }))
    }
}

/// The files of the catalog the pages of one chunk of the arrangement's order link to or show:
/// an edit of one page checks again the chunk's pages and the chunks, not every page.
struct ResourceTargetsOfPages: QueryKey {
    /// How many pages a chunk holds.
    static let size = 128
    var chunk: Int

    func value(reading reads: QueryReads) -> [String] {
        let ids = reads[ArrangementOfSite()].value.ids
        let pages = ids[min(ids.count, chunk * Self.size)..<min(ids.count, (chunk + 1) * Self.size)]
        return pages.flatMap { reads[ResourceTargetsOfPage(id: $0)] }
    }
}

/// What every rendered page shows of the site as a whole: the site's title and settings, each
/// page's name, title and path in order, and the sidebar. While it stays the same, a renderer
/// that keeps its pages renders again only the pages that changed (``SiteRevision``).
struct SiteFrameOfResolution: QueryKey {
    struct Value: Sendable, Equatable {
        var configuration: SiteConfiguration
        var pages: [PageLink]
        var symbolPages: [PageLink]
        var groups: [NavigationGroup]
    }

    func value(reading reads: QueryReads) -> Value {
        let arrangement = reads[ArrangementOfSite()].value
        let symbols = reads[SymbolsOfSite()].value
        return Value(
            configuration: reads.resolutionSetting.resolver.configuration,
            pages: arrangement.order.map(\.link),
            symbolPages: symbols.pages?.pages.map { PageLink(name: $0.name, title: $0.title, path: $0.path) } ?? [],
            groups: symbols.groups)
    }
}
