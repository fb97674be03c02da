import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel

/// Writes the blocks of a page as HTML.
///
/// A class: `write` runs once per block and its closures capture `self`, which for a struct of
/// eight reference-counted fields meant eight retains and releases per block (1.5 % of a
/// 10,000-article build's CPU); a reference is one.
final class BlockRenderer: Sendable {
    /// Writes the inline content inside the blocks.
    let inlines: InlineRenderer
    /// Highlights Swift code blocks.
    let index: RenderContext
    /// How each code block of the page is shown, by the location of its fence.
    let codePresentations: [SourceLocation: CodePresentation]
    /// The number of the first step of each `@Steps` block: steps are numbered across the page.
    let firstStepNumbers: [SourceLocation: Int]
    /// The code of each `@Snippet` and `@Code`, by the directive's location.
    let snippets: [SourceLocation: ResolvedCode]
    /// Writes code blocks, their names that use the documented API linked.
    let codeBlocks: CodeBlockRenderer

    /// A renderer for `page`, whose links are written as `links` says, honouring the page's
    /// raw-HTML setting and the destinations resolution resolved for it.
    init(index: RenderContext, page: Page, links: LinkContext) {
        self.index = index
        inlines = InlineRenderer(
            index: index, links: links, allowsRawHTML: page.document.metadata.allowsRawHTML,
            resolved: page.resolved, currentPage: page.name)
        let document = page.document
        codePresentations = CodePresentation.presentations(of: page.code)
        snippets = page.resolved.code
        firstStepNumbers = StepNumbers.first(in: document.blocks)
        codeBlocks = CodeBlockRenderer(index: index, codeSymbols: page.resolved.codeSymbols, links: links)
    }

    func write(_ blocks: [Block], to html: inout HTMLWriter) {
        for block in blocks { write(block, to: &html) }
    }

    func write(_ block: Block, to html: inout HTMLWriter) {
        switch block {
        case .paragraph(let content, _):
            html.element(.p) { inlines.write(content, to: &$0) }
        case .heading(let level, let content, let anchor, _):
            heading(level: level, content: content, anchor: anchor, to: &html)
        case .codeBlock(let language, _, let code, let location):
            // PageCode reads the same blocks, so every one has a presentation; were one missing,
            // its code is still shown as written, never dropped.
            let presentation =
                codePresentations[location]
                ?? CodePresentation(kind: .plain, label: language, shownText: code)
            codeBlocks.write(presentation, language: language?.lowercased(), file: location.file, to: &html)
        case .blockQuote(let blocks, _):
            html.element(.blockquote) { write(blocks, to: &$0) }
        case .aside(let kind, let blocks, _):
            Self.aside(label: kind.rawValue, tone: kind.tone, to: &html) { write(blocks, to: &$0) }
        case .list(let style, let items, _):
            list(style, items, to: &html)
        case .thematicBreak:
            html.void(.hr)
        case .html(let markup, _):
            if HTMLComment.isOnlyComments(markup) { return }
            if inlines.allowsRawHTML { return html.trusted(markup) }
            html.element(.pre, [.class("escaped-html")]) { $0.element(.code, text: markup) }
        case .panels(let style, let panels, let location):
            PanelsRenderer(blocks: self).write(
                panels, style: style, id: "tabs-\(location.line)-\(location.column)", to: &html)
        case .steps(let steps, let location):
            self.steps(steps, from: firstStepNumbers[location] ?? 1, to: &html)
        case .table(let table, _):
            TableRenderer(inlines: inlines).write(table, to: &html)
        case .media(let media, _):
            MediaRenderer(blocks: self).write(media, to: &html)
        case .links(let style, let items, _):
            LinksRenderer(inlines: inlines).write(items, style: style, to: &html)
        case .box(let style, let blocks, _):
            box(style, to: &html) { write(blocks, to: &$0) }
        case .snippet(let snippet, let location):
            // Resolution fails a build whose snippet is missing; were one missing, its path is shown.
            writeCode(snippets[location] ?? ResolvedCode(code: snippet.path), to: &html)
        case .codeFile(let file, let location):
            // A file that cannot compile here says why, as a block marked apple-only does, and
            // every Swift file what the last check recorded of it.
            writeCode(
                snippets[location] ?? ResolvedCode(code: file.file, label: file.name), as: codePresentations[location],
                to: &html)
        }
    }

    /// Code of another file: a snippet's explanation and code, or a tutorial step's file, with
    /// what changed since its previous file.
    private func writeCode(_ shown: ResolvedCode, as block: CodePresentation? = nil, to html: inout HTMLWriter) {
        let reason = block.flatMap { $0.kind == .shownOnly ? $0.note : nil }
        write(shown.explanation, to: &html)
        let diff = shown.previousCode.map { previous in
            LineDiff.lines(
                from: previous.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                to: shown.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        var presentation = CodePresentation(
            kind: reason == nil ? .plain : .shownOnly, label: shown.label, shownText: shown.code,
            previousText: shown.previousCode, diff: diff, note: reason)
        presentation.isSwiftCode = block?.isSwiftCode ?? (shown.snippet != nil)
        presentation.outcome = block?.outcome ?? shown.outcome
        // A snippet says what the check did with its file, under a label of its own.
        if shown.snippet != nil, presentation.label == nil { presentation.label = "Snippet" }
        CodeBlockRenderer(index: index).write(presentation, language: shown.language, file: nil, to: &html)
    }

    /// A labelled callout in one of the four colour families (`note`, `tip`, `important`,
    /// `warning`): an aside of the Markdown, or a note the generator adds (a deprecation).
    static func aside(label: String, tone: String, to html: inout HTMLWriter, content: (inout HTMLWriter) -> Void) {
        note(classes: "aside aside-\(tone)", label: label, to: &html, content: content)
    }

    /// A box with a label first, which says it is a note.
    private static func note(
        classes: String, label: String, to html: inout HTMLWriter, content: (inout HTMLWriter) -> Void
    ) {
        html.element(.div, [.class(classes), HTMLAttribute("role", "note")]) { html in
            html.element(.p, [.class("aside-label")], text: label)
            content(&html)
        }
    }

    /// A directive's box: a labelled one is a note, as an aside is.
    private func box(_ style: BoxStyle, to html: inout HTMLWriter, content: (inout HTMLWriter) -> Void) {
        guard let label = style.label else { return html.element(.div, [.class(style.htmlClass)], content: content) }
        Self.note(classes: style.htmlClass, label: label, to: &html, content: content)
    }

    private func heading(level: Int, content: [Inline], anchor: String, to html: inout HTMLWriter) {
        html.sectionHeading(level: level, anchor: anchor, title: content.plainText) { inlines.write(content, to: &$0) }
    }

    private func list(_ style: ListStyle, _ items: [[Block]], to html: inout HTMLWriter) {
        let tag: HTMLTag
        var attributes: [HTMLAttribute] = []
        switch style {
        case .bullet:
            tag = .ul
        case .ordered(let start):
            tag = .ol
            if start != 1 { attributes.append(HTMLAttribute("start", String(start))) }
        }
        html.element(tag, attributes) { html in
            for item in items {
                html.element(.li) { listItem(item, to: &$0) }
            }
        }
    }

    /// A list item whose only block is a paragraph renders tight, without the `<p>`.
    private func listItem(_ blocks: [Block], to html: inout HTMLWriter) {
        if blocks.count == 1, case .paragraph(let content, _) = blocks[0] {
            return inlines.write(content, to: &html)
        }
        write(blocks, to: &html)
    }

    private func steps(_ steps: [Step], from first: Int, to html: inout HTMLWriter) {
        html.element(.ol, [.class("steps")] + (first == 1 ? [] : [HTMLAttribute("start", String(first))])) { html in
            for (index, step) in steps.enumerated() {
                let anchor = StepAnchor.id(first + index)
                html.element(.li, [.class("step"), .id(anchor)]) { html in
                    html.element(.p, [.class("step-label"), HTMLAttribute("data-step", String(first + index))]) {
                        html in
                        html.element(.a, [.href("#" + anchor)], text: "Step \(first + index)")
                    }
                    html.element(.div, [.class("step-body")]) { write(step.blocks, to: &$0) }
                }
            }
        }
    }
}
