import DocsCodeBlocks
import DocsHighlighting
import DocsMarkup
import DocsSiteModel
import DocsSupport

/// Writes a code block as the page presents it: its label (the file it builds, or what it is),
/// the lines the reader sees, the lines a replacement added and removed, and the note under it
/// (the error it must fail with, or why it is not compiled).
struct CodeBlockRenderer {
    /// Highlights Swift.
    let index: RenderContext
    /// The names of the page's compiled code that link to the reference, by file and line.
    var codeSymbols: [SourcePath: [Int: [CodeSymbolLink]]] = [:]
    /// How the page links, for those names.
    var links: LinkContext?

    /// Writes the block `presentation` presents, written in `file` (whose compiled names it links;
    /// `nil` for code shown from a file of its own, whose names it does not).
    func write(_ presentation: CodePresentation, language: String?, file: String?, to html: inout HTMLWriter) {
        let isSwift = language == "swift"
        var codeAttributes: [HTMLAttribute] = []
        if let language, !language.isEmpty { codeAttributes.append(.class("language-" + language)) }
        html.element(.div, [.class("code-block code-\(presentation.kind.rawValue)")]) { html in
            if let label = presentation.label, !label.isEmpty {
                html.element(.div, [.class("code-label")]) { html in
                    html.text(label)
                    if let state = presentation.checkState {
                        html.element(.span, [.class("code-state")], text: " · " + state)
                    }
                }
            }
            html.element(.pre, [HTMLAttribute("tabindex", "0")]) { html in
                html.element(.code, codeAttributes) { html in
                    let linked = symbolTargets(presentation, file: file)
                    if let diff = presentation.diff, let previous = presentation.previousText {
                        writeDiff(
                            diff, new: lines(presentation.shownText, isSwift: isSwift, linking: linked),
                            old: lines(previous, isSwift: isSwift), to: &html)
                    } else if isSwift {
                        html.trusted(CodeSymbolLinker.link(index.highlight(presentation.shownText), linked))
                    } else {
                        html.text(presentation.shownText)
                    }
                }
            }
            if let note = presentation.checkNote {
                html.element(.p, [.class(note.lead == "error: " ? "code-note code-error" : "code-note")]) { html in
                    html.element(.strong, text: note.lead)
                    html.text(note.text)
                }
            }
        }
    }

    /// The names of the block's shown code that link to the reference.
    private func symbolTargets(_ presentation: CodePresentation, file: String?) -> [CodeSymbolLinker.Target] {
        guard let links, let file, let inFile = codeSymbols[SourcePath(file)], !inFile.isEmpty else { return [] }
        return CodeSymbolLinker.targets(
            in: presentation.shownText, sources: presentation.lineSources, links: inFile,
            href: { links.href(to: $0) })
    }

    /// The lines of `text` as HTML, highlighted when they are Swift, with `linking`'s names linked.
    private func lines(_ text: String, isSwift: Bool, linking: [CodeSymbolLinker.Target] = []) -> [String] {
        isSwift
            ? HighlightedLines.split(CodeSymbolLinker.link(index.highlight(text), linking))
            : text.split(separator: "\n", omittingEmptySubsequences: false).map { HTMLEscaping.escapedText(String($0)) }
    }

    /// Every line of the new version, with the removed lines of the previous one in their place:
    /// `<ins>` and `<del>`, so the change reads without colour, and without CSS.
    private func writeDiff(_ diff: [DiffLine], new: [String], old: [String], to html: inout HTMLWriter) {
        for (position, line) in diff.enumerated() {
            let separator = position == diff.count - 1 ? "" : "\n"
            switch line.change {
            case .unchanged:
                html.trusted(new[line.index])
            case .added:
                html.element(.ins) { $0.trusted(new[line.index]) }
            case .removed:
                html.element(.del) { $0.trusted(old[line.index]) }
            }
            html.trusted(separator)
        }
    }
}
