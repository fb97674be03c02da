import DocsMarkup
import DocsSupport

/// What resolution works out of each document on its own, kept for the next run of the same
/// build (`napkin-docs serve`, which resolves again after every save): the references the
/// document makes (links, images, snippets), and its summary and table of contents while the
/// pages' titles are the same (a heading may show a linked page's title). Each is a pure
/// function of what it is checked against, so a run that reuses it resolves the same site.
final class ResolutionMemo: Sendable {
    private struct Outline: Sendable {
        var document: Document
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

    private struct State: Sendable {
        var references: [String: (document: Document, references: DocumentReferences)] = [:]
        var outlines: [String: Outline] = [:]
        var pageTitles: [String: String] = [:]
        var faces: [String: (document: Document, face: DocLinkResolver.Face)] = [:]
        var linkContext: LinkContext?
        var linkOutcomes: [String: (document: Document, outcome: LinkChecker.Outcome)] = [:]
        var kept: KeptResolution?
        var revisions = 0
    }

    private let state = LockedValue(State())

    /// Starts a run over `documents`: forgets the documents no longer there, and every outline
    /// when a page's title changed.
    func startRun(_ documents: [Document], pageTitles: [String: String]) {
        let paths = Set(documents.map(\.sourcePath))
        state.withLock { state in
            if state.pageTitles != pageTitles {
                state.pageTitles = pageTitles
                state.outlines = [:]
            }
            state.references = state.references.filter { paths.contains($0.key) }
            state.outlines = state.outlines.filter { paths.contains($0.key) }
        }
    }

    /// Starts checking the links of `documents` against themselves and the symbols: forgets
    /// every link's outcome when a page's name or headings, a module's page, the known symbols,
    /// the API or the diagnostic policy changed, and the documents no longer there.
    func startLinkCheck(
        _ documents: [Document], modulePages: [String: PagePath]?, knownSymbols: Set<String>?,
        policy: DiagnosticPolicy, api: Int
    ) {
        let kept = state.withLock { $0.faces }
        let faces = documents.map { document in
            kept[document.sourcePath].flatMap { $0.document == document ? $0.face : nil }
                ?? DocLinkResolver.Face(document)
        }
        let context = LinkContext(
            pages: faces, modulePages: modulePages,
            knownSymbols: knownSymbols, policy: policy, api: api)
        let paths = Set(documents.map(\.sourcePath))
        state.withLock { state in
            state.faces = Dictionary(
                zip(documents, faces).map { ($0.sourcePath, ($0, $1)) }, uniquingKeysWith: { first, _ in first })
            if state.linkContext != context {
                state.linkContext = context
                state.linkOutcomes = [:]
            }
            if state.linkOutcomes.count > paths.count {
                state.linkOutcomes = state.linkOutcomes.filter { paths.contains($0.key) }
            }
        }
    }

    /// What checking the links of `document` finds, with the context given to
    /// ``startLinkCheck(_:modulePages:knownSymbols:policy:api:)``: kept from the last run if the document
    /// and the context are the same, else `check()`.
    func linkOutcome(of document: Document, check: () -> LinkChecker.Outcome) -> LinkChecker.Outcome {
        if let kept = state.withLock({ $0.linkOutcomes[document.sourcePath] }), kept.document == document {
            return kept.outcome
        }
        let outcome = check()
        state.withLock { $0.linkOutcomes[document.sourcePath] = (document, outcome) }
        return outcome
    }

    /// A number for the next site's ``SiteRevision``, which no site before had.
    func nextRevisionNumber() -> Int {
        state.withLock { state in
            state.revisions += 1
            return state.revisions
        }
    }

    /// The resolution the last run kept, taken out of the memo (so that changing it copies nothing).
    func takeKeptResolution() -> KeptResolution? {
        state.withLock { state in
            defer { state.kept = nil }
            return state.kept
        }
    }

    /// Keeps a run's resolution for the next.
    func keep(_ resolution: KeptResolution) {
        state.withLock { $0.kept = resolution }
    }

    /// The references `document` makes.
    func references(of document: Document) -> DocumentReferences {
        if let kept = state.withLock({ $0.references[document.sourcePath] }), kept.document == document {
            return kept.references
        }
        let references = DocumentReferences(document)
        state.withLock { $0.references[document.sourcePath] = (document, references) }
        return references
    }

    /// The summary and table of contents of `document`, with the titles given to ``startRun(_:pageTitles:)``.
    func outline(of document: Document, pageTitles: [String: String]) -> (
        summary: String, tableOfContents: [TableOfContentsEntry]
    ) {
        if let kept = state.withLock({ $0.outlines[document.sourcePath] }), kept.document == document {
            return (kept.summary, kept.tableOfContents)
        }
        let outline = Outline(
            document: document, summary: PageOutline.summary(of: document, pageTitles: pageTitles),
            tableOfContents: PageOutline.tableOfContents(of: document, pageTitles: pageTitles))
        state.withLock { $0.outlines[document.sourcePath] = outline }
        return (outline.summary, outline.tableOfContents)
    }
}
