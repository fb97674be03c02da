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

    private struct State: Sendable {
        var references: [String: (document: Document, references: DocumentReferences)] = [:]
        var outlines: [String: Outline] = [:]
        var pageTitles: [String: String] = [:]
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
