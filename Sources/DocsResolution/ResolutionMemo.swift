import DocsMarkup
import DocsSiteModel
import DocsSupport

/// What resolution works out of each document on its own, kept for the next run of the same
/// build (`napkin-docs serve`, which resolves again after every save): the references the
/// document makes (links, images, snippets), and its summary and table of contents while the
/// pages' titles are the same (a heading may show a linked page's title). Each is a pure
/// function of what it is checked against, so a run that reuses it resolves the same site.
package final class ResolutionMemo: Sendable {
    private struct Outline: Sendable {
        var summary: String
        var tableOfContents: [TableOfContentsEntry]
    }

    /// What every link is checked against: the pages' names and headings, the symbols.
    struct LinkContext: Sendable, Equatable {
        var pages: [DocLinkResolver.Face]
        /// The page of each module, where a symbol link to a module leads.
        var modulePages: [String: PagePath]?
        var knownSymbols: Set<String>?
        var policy: DiagnosticPolicy
        /// The API reading's ``APIReadingMemo/generation``: the same number, the same symbols.
        var api: Int
    }

    // Each table is keyed by the document's source path and holds values made of that document.

    /// The links, images and snippets each document refers to.
    private let references = KeptValues<String, Document, DocumentReferences>()
    /// Each document's summary and table of contents, made with the pages' titles as context.
    private let outlines = KeptValues<String, Document, Outline>()
    /// The titles the outlines are made with: those given to the run's ``startRun(_:pageTitles:)``.
    private let pageTitles = LockedValue<[String: String]>([:])
    /// Each document's face (its name and headings), of which the link context is made.
    private let faces = KeptValues<String, Document, DocLinkResolver.Face>()
    /// What checking each document's links found, made with a ``LinkContext`` as context.
    private let linkOutcomes = KeptValues<String, Document, LinkChecker.Outcome>()
    private let revisions = LockedValue(0)

    /// The resolution the last run kept, which the next run takes out (so that changing it
    /// copies nothing) and an edit of the same site starts from.
    let keptResolution = HandedOnValue<KeptResolution>()

    /// Creates a table that keeps nothing yet.
    package init() {}

    /// Starts a run over `documents`: forgets the documents no longer there, and every outline
    /// when a page's title changed.
    func startRun(_ documents: [Document], pageTitles: [String: String]) {
        let paths = Set(documents.map(\.sourcePath))
        outlines.start(with: pageTitles)
        self.pageTitles.withLock { $0 = pageTitles }
        references.keepOnly(paths)
        outlines.keepOnly(paths)
    }

    /// Starts checking the links of `documents` against themselves and the symbols: forgets
    /// every link's outcome when a page's name or headings, a module's page, the known symbols,
    /// the API or the diagnostic policy changed, and the documents no longer there.
    func startLinkCheck(
        _ documents: [Document], modulePages: [String: PagePath]?, knownSymbols: Set<String>?,
        policy: DiagnosticPolicy, api: Int
    ) {
        let pages = documents.map { document in
            faces.value(at: document.sourcePath, madeOf: document, by: DocLinkResolver.Face.init)
        }
        let paths = Set(documents.map(\.sourcePath))
        faces.keepOnly(paths)
        linkOutcomes.start(
            with: LinkContext(
                pages: pages, modulePages: modulePages, knownSymbols: knownSymbols, policy: policy, api: api))
        linkOutcomes.keepOnly(paths)
    }

    /// What checking the links of `document` finds, with the context given to
    /// ``startLinkCheck(_:modulePages:knownSymbols:policy:api:)``: kept from the last run if the document
    /// and the context are the same, else `check()`.
    func linkOutcome(of document: Document, check: () -> LinkChecker.Outcome) -> LinkChecker.Outcome {
        linkOutcomes.value(at: document.sourcePath, madeOf: document) { _ in check() }
    }

    /// A number for the next site's ``SiteRevision``, which no site before had.
    func nextRevisionNumber() -> Int {
        revisions.withLock { revisions in
            revisions += 1
            return revisions
        }
    }

    /// The references `document` makes.
    func references(of document: Document) -> DocumentReferences {
        references.value(at: document.sourcePath, madeOf: document, by: DocumentReferences.init)
    }

    /// The summary and table of contents of `document`, with the titles given to ``startRun(_:pageTitles:)``.
    func outline(of document: Document) -> (summary: String, tableOfContents: [TableOfContentsEntry]) {
        let pageTitles = self.pageTitles.withLock { $0 }
        let outline = outlines.value(at: document.sourcePath, madeOf: document) { document in
            Outline(
                summary: PageOutline.summary(of: document, pageTitles: pageTitles),
                tableOfContents: PageOutline.tableOfContents(of: document, pageTitles: pageTitles))
        }
        return (outline.summary, outline.tableOfContents)
    }
}
