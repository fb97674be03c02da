import DocsMarkup
import DocsSiteModel

/// What a page's own blocks say about it: its summary and its table of contents.
enum PageOutline {
    /// A page's summary and table of contents.
    struct Made: Sendable, Equatable {
        var summary: String
        var tableOfContents: [TableOfContentsEntry]
    }

    /// The summary and table of contents of `document`, whose links show `pageTitles`.
    static func made(of document: Document, pageTitles: [PageName: String]) -> Made {
        Made(
            summary: summary(of: document, pageTitles: pageTitles),
            tableOfContents: tableOfContents(of: document, pageTitles: pageTitles))
    }

    /// The plain text of the first paragraph directly on the page, or `""` when there is none.
    static func summary(of document: Document, pageTitles: [PageName: String]) -> String {
        for block in document.blocks {
            if case .paragraph(let inlines, _) = block { return inlines.plainText(pageTitles: pageTitles) }
        }
        return ""
    }

    /// The page's level-2 and level-3 headings (those directly on the page, not inside
    /// directives) and a tutorial's steps, in order. Steps are numbered across the page, as
    /// they are rendered (`#step-4`), and named by the first sentence of their prose.
    static func tableOfContents(of document: Document, pageTitles: [PageName: String]) -> [TableOfContentsEntry] {
        let firstStepNumbers = StepNumbers.first(in: document.blocks)
        return document.blocks.flatMap { block -> [TableOfContentsEntry] in
            switch block {
            case .heading(let level, let content, let anchor, _) where level == 2 || level == 3:
                return [
                    TableOfContentsEntry(level: level, title: content.plainText(pageTitles: pageTitles), anchor: anchor)
                ]
            case .steps(let steps, let location):
                let first = firstStepNumbers[location] ?? 1
                return steps.enumerated().map { offset, step in
                    let stepNumber = first + offset
                    let prose = step.blocks.lazy.compactMap { block -> String? in
                        if case .paragraph(let inlines, _) = block { return inlines.plainText(pageTitles: pageTitles) }
                        return nil
                    }.first
                    let title = prose.map { "Step \(stepNumber): " + firstSentence(of: $0) } ?? "Step \(stepNumber)"
                    return TableOfContentsEntry(level: 4, title: title, anchor: StepAnchor.id(stepNumber))
                }
            default:
                return []
            }
        }
    }

    /// The text up to the end of its first sentence, at most about 60 characters (cut at a word).
    static func firstSentence(of text: String) -> String {
        var sentence = Substring(text)
        // A sentence ends at `.`, `?` or `!` before a space; a question keeps its mark.
        if let end = [". ", "? ", "! "].compactMap({ text.firstRange(of: $0) }).min(by: {
            $0.lowerBound < $1.lowerBound
        }) {
            sentence = text[..<(text[end.lowerBound] == "." ? end.lowerBound : text.index(after: end.lowerBound))]
        }
        if sentence.hasSuffix(".") { sentence = sentence.dropLast() }
        guard sentence.count > 60 else { return String(sentence) }
        let cut = sentence.prefix(60)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }
}
