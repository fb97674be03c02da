import DocsMarkup
import DocsQueries

/// What the site-wide passes of resolution read of a document, and nothing else: the firewall
/// that keeps an edit of a page's prose from resolving the whole site again (rust-analyzer's
/// item tree, which leaves function bodies out, plays the same part). Made again after every
/// edit of its document, and equal to the last one unless the edit changed what the site sees.
struct DocumentShape: Sendable, Equatable {
    /// The document as the site-wide passes read it: whole when its blocks say something about
    /// the site (``isWholeForTheSite(_:)``), else without blocks; never with its warnings, which
    /// the site gathers from the documents themselves.
    var standIn: Document
    /// The name and headings `<doc:>` links name.
    var face: DocLinkResolver.Face
    /// Where its steps and sections start, which place the uses of symbols on the symbols'
    /// pages: read only with an API reference, else empty.
    var landmarks: UsePlaces.Landmarks

    /// The shape of `document`, to be compared with the next run's.
    init(_ document: Document, readsLandmarks: Bool) {
        standIn = Document(
            name: document.name, sourcePath: document.sourcePath, title: document.title,
            titleLocation: document.titleLocation, metadata: document.metadata,
            blocks: Self.isWholeForTheSite(document) ? document.blocks : [], isTutorial: document.isTutorial)
        face = DocLinkResolver.Face(document)
        landmarks = readsLandmarks ? UsePlaces.Landmarks(document) : UsePlaces.Landmarks()
    }

    /// The shape of `document` in a build that resolves once, which compares it with nothing:
    /// the document whole (the passes find nothing in the blocks of a document that is not
    /// whole for the site), its headings read only if a link names one, as a walk over every
    /// block of every page would cost a build that has no edit to keep out.
    init(readOnce document: Document, readsLandmarks: Bool) {
        standIn = document
        face = DocLinkResolver.Face(readingHeadingsLater: document)
        landmarks = readsLandmarks ? UsePlaces.Landmarks(document) : UsePlaces.Landmarks()
    }

    /// Whether the site-wide passes read the blocks of `document`: the root's topics make the
    /// sidebar, global options apply to every page, an extension's content goes to its symbol's
    /// page, and any page's `## Topics` may list symbols or become a catalog's landing page.
    static func isWholeForTheSite(_ document: Document) -> Bool {
        document.metadata.isTechnologyRoot || document.metadata.options.globalScope != nil
            || DocumentationExtension(document) != nil || hasTopicsSection(document.blocks)
    }

    /// Whether `blocks` hold a `## Topics` heading, where ``TopicsSection`` starts reading.
    private static func hasTopicsSection(_ blocks: [Block]) -> Bool {
        blocks.contains { block in
            // The anchor first: a heading's text is worked out only when its anchor could be Topics'.
            if case .heading(2, let content, let anchor, _) = block, anchor.hasPrefix("topics") {
                return content.plainText == "Topics"
            }
            return false
        }
    }
}

/// The shape of a document, an input made by ``ResolutionMemo`` as it gives the engine the
/// document: an input rather than a query, so that an edit which leaves it as it was marks
/// nothing stale beyond the document's own page. A query would be marked stale with the
/// document, and the site-wide values that read every shape with it, and every value that
/// reads them, to be checked again one by one.
struct ShapeOfDocument: InputKey {
    typealias Value = DocumentShape
    var id: DocumentID
}
