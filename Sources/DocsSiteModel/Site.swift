import DocsCodeBlocks
import DocsMarkup
import DocsSupport

/// The resolved site: every page, its place in the navigation, and its links checked.
///
/// This is the output of the resolution stage and the only input of the rendering stage.
/// Everything in it has been validated: every `<doc:>` link names a page in `pages`.
package struct Site: Sendable {
    /// The site's name, taken from the root page's title (for example "napkin").
    package var title: String
    /// The root page (`@Metadata { @TechnologyRoot }`), rendered as the landing page.
    package var root: Page {
        get { storedRoot }
        set {
            storedRoot = newValue
            indexPages()
        }
    }
    private var storedRoot: Page
    /// Every other page, in reading order: the order of the root page's topic groups,
    /// then any page no group lists, by name.
    package var pages: [Page] {
        get { storedPages }
        set {
            storedPages = newValue
            indexPages()
        }
    }
    private var storedPages: [Page]
    /// Which resolution made the site and from what, when a memo keeps resolutions between runs.
    package var revision: SiteRevision?
    /// The sidebar: the root page's `## Topics` groups.
    package var groups: [NavigationGroup]
    /// Settings that do not come from the sources.
    package var configuration: SiteConfiguration
    /// The files of the sources the pages link to or show, each once, sorted by path.
    package var resources: [SiteResource]
    /// The warnings of the sources (severity `.warning`): they did not stop the build, and
    /// are shown to the author. Sorted by location.
    package var warnings: [Diagnostic]
    /// In a site of several versions, what changed in this one since the version before it.
    package var changes: ReleaseChanges?
    /// How many Swift blocks the pages have (their doc comments' included), and what the last
    /// `napkin-docs check` recorded of them.
    package private(set) var codeCounts = BlockCounts()

    /// The site with each page's Swift blocks' outcomes as `checked` records them; every block
    /// without one (no check ran, or the block changed since) is not checked.
    package func withOutcomes(from checked: CheckedBlocks?) -> Site {
        // A site is made without outcomes: with no record, there is nothing to change.
        guard let checked else { return self }
        var site = self
        // Only the pages whose outcomes change are put in place: a record that has none of a
        // site's pages (another folder's) leaves the site as it is, unindexed and uncounted.
        // A page given outcomes differs from the page resolved: a renderer that renders only the
        // pages edited since the last site (``SiteRevision``) looks at it again.
        if let root = root.withOutcomes(from: checked) {
            site.replaceRoot(with: root)
            site.revision?.editedPaths.insert(root.path)
        }
        for index in storedPages.indices {
            if let page = storedPages[index].withOutcomes(from: checked) {
                site.replacePage(at: index, with: page)
                site.revision?.editedPaths.insert(page.path)
            }
        }
        return site
    }
    /// Every page by name, derived from `root` and `pages` and kept in step with them.
    private var pagesByName: [PageName: Page]

    /// Puts `page` in place of `pages[index]`, a page of the same name, keeping the index by
    /// name in step without making it anew (as setting ``pages`` does).
    package mutating func replacePage(at index: Int, with page: Page) {
        precondition(pages[index].name == page.name, "a replacement page keeps its name")
        // Set in the storage: setting `pages` would index every page again.
        let replaced = storedPages[index]
        storedPages[index] = page
        if pagesByName[page.name]?.path == page.path { pagesByName[page.name] = page }
        if replaced.code.counts != page.code.counts || Self.snippets(of: replaced) != Self.snippets(of: page) {
            countCode()
        }
    }

    /// Puts `page` in place of the root, a page of the same name, without indexing every page
    /// again (as setting ``root`` does).
    package mutating func replaceRoot(with page: Page) {
        precondition(root.name == page.name, "a replacement root keeps its name")
        let replaced = storedRoot
        storedRoot = page
        if pagesByName[page.name]?.path == page.path { pagesByName[page.name] = page }
        if replaced.code.counts != page.code.counts || Self.snippets(of: replaced) != Self.snippets(of: page) {
            countCode()
        }
    }

    private mutating func indexPages() {
        pagesByName = Self.index(root, storedPages)
        countCode()
    }

    /// The pages' Swift blocks, and each snippet file a page shows, once (as `check` counts
    /// the files of `Snippets/`).
    private mutating func countCode() {
        codeCounts = storedPages.reduce(into: root.code.counts) { $0.add($1.code.counts) }
        let snippets = ([root] + storedPages).reduce(into: [String: ShownSnippet]()) {
            $0.merge(Self.snippets(of: $1)) { $1 }
        }
        for shown in snippets.values {
            codeCounts.add(PageCode.counts(of: [shown.block], outcomes: shown.outcome.map { [0: $0] } ?? [:]))
        }
    }

    /// A snippet file a page shows, with what the last check recorded of it.
    private struct ShownSnippet: Equatable {
        var block: CodeBlock
        var outcome: BlockCheckOutcome?
    }

    /// The snippet files `page` shows, by file.
    private static func snippets(of page: Page) -> [String: ShownSnippet] {
        page.resolved.code.values.reduce(into: [:]) { found, code in
            if let block = code.snippet {
                found[block.location.file] = ShownSnippet(block: block, outcome: code.outcome)
            }
        }
    }

    /// Creates a site.
    package init(
        title: String, root: Page, pages: [Page], groups: [NavigationGroup], configuration: SiteConfiguration,
        resources: [SiteResource] = [], warnings: [Diagnostic] = []
    ) {
        self.title = title
        self.storedRoot = root
        self.storedPages = pages
        self.groups = groups
        self.configuration = configuration
        self.resources = resources
        self.warnings = warnings
        self.pagesByName = [:]
        indexPages()
    }

    /// Pages by name; the first page of a name wins (resolution reports duplicates as errors).
    private static func index(_ root: Page, _ pages: [Page]) -> [PageName: Page] {
        var pagesByName: [PageName: Page] = [:]
        for page in [root] + pages where pagesByName[page.name] == nil {
            pagesByName[page.name] = page
        }
        return pagesByName
    }

    /// The page a `<doc:Name>` link names, if there is one.
    package func page(named name: PageName) -> Page? {
        pagesByName[name]
    }
}

/// Which resolution made a site, and how it differs from the site it was made from: what lets a
/// renderer that keeps the pages it wrote render only the pages that changed.
package struct SiteRevision: Sendable, Equatable {
    /// A number no other site of the same memo has.
    package var number: Int
    /// The revision this one differs from only in the pages at ``editedPaths``, every page
    /// showing of the site as a whole what it showed (each page's name, title and path, the
    /// sidebar, the settings); `nil` when more changed, or no site was made before.
    package var base: Int?
    /// The paths of the pages that changed since ``base``.
    package var editedPaths: Set<PagePath> = []

    /// Creates a revision.
    package init(number: Int, base: Int? = nil, editedPaths: Set<PagePath> = []) {
        self.number = number
        self.base = base
        self.editedPaths = editedPaths
    }
}

/// Settings of a build that do not come from the Markdown sources.
package struct SiteConfiguration: Sendable, Equatable {
    /// The absolute URL the site is published at (`https://example.org/docs/`), used by the
    /// sitemap and the canonical links. Must end with `/`. `nil` when nobody said where: the
    /// pages then have no canonical link and the site no sitemap, rather than wrong ones.
    package var siteURL: String?
    /// The path the site is served under (`/` or `/docs/`), used by pages that can be served
    /// at any URL, such as `404.html`. Must start and end with `/`.
    package var basePath: String
    /// The package's own CSS, added to `style.css` after napkin-docs' rules (``ThemeFiles``).
    package var theme = ""
    /// The language the pages are written in, as a BCP 47 tag (`en`, `ja`, `de-CH`), on every
    /// page's `<html lang>`; `nil` until the build takes it from a DocC catalog's `Info.plist`
    /// (``SiteLanguage``), and English when nothing says.
    package var language: String?
    /// The package's logo (an SVG document), shown in the header and as the tab's icon instead
    /// of napkin's mark; `nil` keeps napkin's.
    package var logo: String?
    /// In a site of several versions, the marker that the pages are rendered with in place of
    /// what depends on the other versions (the picker, the banner, the canonical link and
    /// `noindex`, each symbol's history, the site's URL, what the changes page compares and with
    /// which version), to be filled in when the site is written; `nil` renders those parts in place.
    package var versionHoleMarker: String?

    /// Creates a configuration.
    package init(siteURL: String? = nil, basePath: String = "/", language: String? = nil) {
        self.siteURL = siteURL
        self.basePath = basePath
        self.language = language
    }
}

/// A page of the site: a parsed document together with where it lives and how it connects.
///
/// A value, kept in one shared box until it is changed: the build copies pages often (the site,
/// its index by name, the renderer's lists, the pages kept between renders), and a copy of the
/// box is one reference count where a copy of the fields was one per array and string.
package struct Page: Sendable, Equatable {
    /// What kind of page a page is, which decides where it lives and what it shows.
    package enum Kind: Sendable, Equatable {
        /// An article (the root page included), written in Markdown.
        case article
        /// A page of a tutorial (a step-by-step page, a tutorial's table of contents).
        case tutorial
        /// A symbol's reference page, with what it shows besides the doc comment.
        case symbol(SymbolDetails)
        /// The index of the API reference.
        case referenceIndex
    }

    /// The fields, which a change copies into a box of its own.
    private struct Fields: Sendable, Equatable {
        var document: Document
        var path: PagePath
        var title: String
        var summary: String
        var tableOfContents: [TableOfContentsEntry]
        var groupTitle: String?
        var previous: PageLink?
        var next: PageLink?
        var resolved: ResolvedLinks
        var code: PageCode
        var kind: Kind
        var automaticTopics: [SymbolGroup] = []
    }

    private var fields: SharedFields<Fields>

    /// The parsed source.
    package var document: Document {
        get { fields.value.document }
        set { fields.value.document = newValue }
    }
    /// The page's path in the output, relative to the site root (`articles/lifecycle.html`,
    /// `index.html` for the root). Rendered links are made relative from page to page, so
    /// the site also reads from `file://`.
    package var path: PagePath {
        get { fields.value.path }
        set { fields.value.path = newValue }
    }
    /// The title as plain text.
    package var title: String {
        get { fields.value.title }
        set { fields.value.title = newValue }
    }
    /// The first paragraph as plain text: the page's description and search summary.
    package var summary: String {
        get { fields.value.summary }
        set { fields.value.summary = newValue }
    }
    /// The level-2 and level-3 headings, in order, for the table of contents.
    package var tableOfContents: [TableOfContentsEntry] {
        get { fields.value.tableOfContents }
        set { fields.value.tableOfContents = newValue }
    }
    /// The title of the topic group that lists this page, if any.
    package var groupTitle: String? {
        get { fields.value.groupTitle }
        set { fields.value.groupTitle = newValue }
    }
    /// The page before this one in reading order.
    package var previous: PageLink? {
        get { fields.value.previous }
        set { fields.value.previous = newValue }
    }
    /// The page after this one in reading order.
    package var next: PageLink? {
        get { fields.value.next }
        set { fields.value.next = newValue }
    }
    /// Where the references written on the page lead: its destinations, images, snippets and
    /// code files, symbol links and `<doc:>` links.
    package var resolved: ResolvedLinks {
        get { fields.value.resolved }
        set { fields.value.resolved = newValue }
    }
    /// The page's code blocks: what each is, and the files they build.
    package var code: PageCode {
        get { fields.value.code }
        set { fields.value.code = newValue }
    }
    /// What kind of page it is.
    package var kind: Kind {
        get { fields.value.kind }
        set { fields.value.kind = newValue }
    }

    /// On a module's page (a catalog's landing page), the module's top-level symbols that no
    /// topic group lists, by kind: DocC's automatic topics, shown after the page's own.
    package var automaticTopics: [SymbolGroup] {
        get { fields.value.automaticTopics }
        set { fields.value.automaticTopics = newValue }
    }

    /// Whether the page's own Markdown has a `## Topics` section, which its automatic topics follow.
    package var hasTopicsSection: Bool {
        document.blocks.contains { block in
            if case .heading(2, _, "topics", _) = block { return true }
            return false
        }
    }

    /// The blocks the page shows: its document's, less its `## Topics` section when the page
    /// hides it (`@TopicsVisualStyle(hidden)`).
    package var shownBlocks: [Block] {
        document.metadata.hidesTopics ? TopicsSection(document.blocks).otherBlocks : document.blocks
    }

    /// For a symbol's reference page, what it shows besides the doc comment; `nil` otherwise.
    package var symbol: SymbolDetails? {
        if case .symbol(let details) = kind { return details }
        return nil
    }

    /// The page's name, as `<doc:Name>` links use it.
    package var name: PageName { document.name }

    /// Whether the page belongs to the API reference (a symbol's page or the index of symbols).
    package var isReference: Bool {
        switch kind {
        case .symbol, .referenceIndex: true
        case .article, .tutorial: false
        }
    }

    /// Creates a page.
    package init(
        document: Document, path: PagePath, title: String, summary: String, tableOfContents: [TableOfContentsEntry],
        groupTitle: String?, previous: PageLink?, next: PageLink?, resolved: ResolvedLinks = ResolvedLinks(),
        code: PageCode? = nil, kind: Kind = .article
    ) {
        fields = SharedFields(
            Fields(
                document: document, path: path, title: title, summary: summary, tableOfContents: tableOfContents,
                groupTitle: groupTitle, previous: previous, next: next, resolved: resolved,
                code: code ?? PageCode(document: document), kind: kind))
    }
}

extension Page {
    /// The page with the outcomes `checked` records of its Swift blocks and of the snippets it shows.
    /// The page with its blocks' and its snippets' outcomes as `checked` records them; `nil`
    /// when they are those it has.
    func withOutcomes(from checked: CheckedBlocks) -> Page? {
        let code = self.code.withOutcomes(from: checked)
        let snippets = resolved.code.compactMap { location, shown in
            shown.snippet.map { (location, checked.outcomes(of: [$0])[0]) }
        }
        let shown = resolved.code
        guard code.outcomes != self.code.outcomes || snippets.contains(where: { shown[$0]?.outcome != $1 })
        else { return nil }
        var page = self
        page.code = code
        // Changed as one value: a page's fields are copied on each change.
        var changed = resolved
        for (location, outcome) in snippets { changed.code[location]?.outcome = outcome }
        page.resolved = changed
        return page
    }
}

/// A reference to a page, with what a link to it shows.
package struct PageLink: Sendable, Equatable {
    /// The page's name.
    package var name: PageName
    /// The page's title as plain text.
    package var title: String
    /// The page's path in the output, relative to the site root.
    package var path: PagePath

    /// Creates a link.
    package init(name: PageName, title: String, path: PagePath) {
        self.name = name
        self.title = title
        self.path = path
    }

    /// A link to `page`.
    package init(_ page: Page) {
        self.init(name: page.name, title: page.title, path: page.path)
    }
}

/// A group of the sidebar, from a `### Group` under the root page's `## Topics`.
package struct NavigationGroup: Sendable, Equatable {
    /// The group's heading.
    package var title: String
    /// The pages it lists, in order.
    package var pages: [PageLink]

    /// Creates a group.
    package init(title: String, pages: [PageLink]) {
        self.title = title
        self.pages = pages
    }
}

/// One heading in a page's table of contents.
package struct TableOfContentsEntry: Sendable, Equatable {
    /// 2 or 3 for a heading; 4 for a tutorial's step.
    package var level: Int
    /// The heading as plain text.
    package var title: String
    /// The heading's anchor, without `#`.
    package var anchor: String

    /// Creates an entry.
    package init(level: Int, title: String, anchor: String) {
        self.level = level
        self.title = title
        self.anchor = anchor
    }
}
