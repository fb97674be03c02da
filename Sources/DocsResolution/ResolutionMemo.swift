import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport

/// What resolution works out of each document on its own, as queries of the build's engine, kept
/// for the next run of the same build (`napkin-docs serve`, which resolves again after every
/// save): the references the document makes (links, images, snippets), its face (name and
/// headings), what checking its links finds, and its summary and table of contents. Each query
/// reads the document, and what else it was made with (the pages' titles, what links are checked
/// against) as inputs of its own, so the engine computes again exactly the values whose reads changed.
package final class ResolutionMemo: Sendable {
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

    /// The engine the values are kept in: the build's, which its other stages share.
    let queries: QueryEngine
    private let revisions = LockedValue(0)
    /// The names of the pages the last ``startOutlines(pageTitles:)`` gave titles.
    private let titledPages = LockedValue<Set<String>>([])

    /// The resolution the last run kept, which the next run takes out (so that changing it
    /// copies nothing) and an edit of the same site starts from.
    let keptResolution = HandedOnValue<KeptResolution>()

    /// Creates a memo that keeps its values in `queries`.
    package init(queries: QueryEngine = QueryEngine()) {
        self.queries = queries
    }

    /// Starts a resolution of `documents`: each is the input its queries read, by source path.
    func start(_ documents: [Document]) {
        for document in documents { queries.set(ResolvedDocument(sourcePath: document.sourcePath), to: document) }
    }

    /// Gives the outlines the pages' titles they show, by page name: each reads the titles of the
    /// pages it links to, so a changed title changes the outlines that show it.
    func startOutlines(pageTitles: [String: String]) {
        let gone = titledPages.withLock { names in
            defer { names = Set(pageTitles.keys) }
            return names.subtracting(pageTitles.keys)
        }
        for name in gone { queries.remove(PageTitle(name: name)) }
        for (name, title) in pageTitles { queries.set(PageTitle(name: name), to: title) }
    }

    /// Starts checking the links of `documents` with `checker`, made of the pages' faces and
    /// the symbols: the outcomes kept are those checked with the same context.
    func startLinkCheck(
        _ documents: [Document], checker: LinkChecker, modulePages: [String: PagePath]?, api: Int
    ) {
        let pages = documents.map { document in
            value(of: FaceOfDocument(sourcePath: document.sourcePath), for: document) { DocLinkResolver.Face($0) }
        }
        let context = LinkContext(
            pages: pages, modulePages: modulePages, knownSymbols: checker.symbolNames, policy: checker.policy, api: api)
        queries.set(LinkCheckSetting(), to: LinkCheckSetting.Value(context: context, checker: checker))
    }

    /// What checking the links of `document` finds, with the checker given to ``startLinkCheck(_:checker:modulePages:api:)``.
    func linkOutcome(of document: Document) -> LinkChecker.Outcome {
        value(of: LinkOutcome(sourcePath: document.sourcePath), for: document) { document in
            guard let checker = queries[LinkCheckSetting()]?.checker else {
                preconditionFailure("a link's outcome asked for before startLinkCheck")
            }
            return checker.check(
                DocumentReferences(document).links, page: document.name, sourcePath: document.sourcePath)
        }
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
        value(of: ReferencesOfDocument(sourcePath: document.sourcePath), for: document, else: DocumentReferences.init)
    }

    /// The summary and table of contents of `document`, with the titles given to ``startOutlines(pageTitles:)``.
    func outline(of document: Document) -> PageOutline.Made {
        value(of: OutlineOfDocument(sourcePath: document.sourcePath), for: document) { document in
            PageOutline.made(
                of: document,
                pageTitles: OutlineOfDocument.titles(linkedFrom: DocumentReferences(document)) {
                    queries[PageTitle(name: $0)]
                })
        }
    }

    /// The value of `query` when `document` is the one its source path's input holds (two
    /// documents of one path, which the resolution reports, are not), else `make(document)`.
    private func value<Query: DocumentQuery>(
        of query: Query, for document: Document, else make: (Document) -> Query.Value
    ) -> Query.Value {
        guard queries[ResolvedDocument(sourcePath: document.sourcePath)] == document else { return make(document) }
        return queries[query]
    }
}

// MARK: Inputs

/// A document being resolved, by source path.
struct ResolvedDocument: InputKey {
    typealias Value = Document
    var sourcePath: String
}

/// A page's title, by the page's name, which summaries and tables of contents show for `<doc:>` links.
struct PageTitle: InputKey {
    typealias Value = String
    var name: String
}

/// The checker of links and what it was made of: an outcome is kept while the context is the same.
struct LinkCheckSetting: InputKey {
    struct Value: Sendable {
        var context: ResolutionMemo.LinkContext
        var checker: LinkChecker
    }

    /// The checker is a function of the context: comparing the context is enough.
    static func isUnchanged(_ old: Value, _ new: Value) -> Bool { old.context == new.context }
}

// MARK: Queries

/// A query made of one resolved document.
protocol DocumentQuery: QueryKey {
    var sourcePath: String { get }
}

extension DocumentQuery {
    /// The document the query is made of.
    func document(_ reads: QueryReads) -> Document {
        guard let document = reads[ResolvedDocument(sourcePath: sourcePath)] else {
            preconditionFailure("no document is being resolved at \(sourcePath)")
        }
        return document
    }
}

/// The links, images and snippets a document refers to.
struct ReferencesOfDocument: DocumentQuery {
    var sourcePath: String
    func value(reading reads: QueryReads) -> DocumentReferences { DocumentReferences(document(reads)) }
}

/// A document's face: the name and headings `<doc:>` links name.
struct FaceOfDocument: DocumentQuery {
    var sourcePath: String
    func value(reading reads: QueryReads) -> DocLinkResolver.Face { DocLinkResolver.Face(document(reads)) }
}

/// What checking a document's links finds.
struct LinkOutcome: DocumentQuery {
    var sourcePath: String
    func value(reading reads: QueryReads) -> LinkChecker.Outcome {
        let document = document(reads)
        let references = reads[ReferencesOfDocument(sourcePath: sourcePath)]
        guard let checker = reads[LinkCheckSetting()]?.checker else {
            preconditionFailure("a link's outcome asked for before the links' checker was given")
        }
        return checker.check(references.links, page: document.name, sourcePath: sourcePath)
    }
}

/// A document's summary and table of contents, with the titles of the pages its links show.
struct OutlineOfDocument: DocumentQuery {
    var sourcePath: String
    func value(reading reads: QueryReads) -> PageOutline.Made {
        let references = reads[ReferencesOfDocument(sourcePath: sourcePath)]
        return PageOutline.made(
            of: document(reads), pageTitles: Self.titles(linkedFrom: references) { reads[PageTitle(name: $0)] })
    }

    /// The titles of the pages `references` links to with `<doc:>`, by name, each read by `title`.
    static func titles(linkedFrom references: DocumentReferences, title: (String) -> String?) -> [String: String] {
        var titles: [String: String] = [:]
        for case .docLink(let name, _) in references.links where titles[name] == nil {
            titles[name] = title(name)
        }
        return titles
    }
}
