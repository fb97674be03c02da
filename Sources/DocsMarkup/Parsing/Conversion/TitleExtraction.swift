/// Takes a page's title, its one level-1 heading, out of its blocks.
enum TitleExtraction {
    /// Removes the title from `blocks` and returns it, with a diagnostic for a missing title,
    /// content before it, or a second level-1 heading anywhere on the page.
    ///
    /// - Parameter levelOneHeadings: where the page's level-1 headings are, nested ones
    ///   included, in order (as the converter recorded them).
    static func extract(from blocks: inout [Block], levelOneHeadings: [SourceLocation], file: String)
        -> (heading: (content: [Inline], location: SourceLocation)?, diagnostics: [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        guard let index = blocks.firstIndex(where: { if case .heading(1, _, _, _) = $0 { true } else { false } }),
            case .heading(_, let content, _, let location) = blocks[index]
        else {
            diagnostics.append(
                Diagnostic(
                    id: .missingTitle, at: levelOneHeadings.first ?? SourceLocation(file: file, line: 1, column: 1),
                    "the page has no title",
                    hint: "start the page with a level-1 heading outside any directive: `# Title`"))
            return (nil, diagnostics)
        }
        if index > 0 {
            diagnostics.append(
                Diagnostic(
                    id: .contentBeforeTitle, at: blocks[0].location, "content comes before the page's title",
                    hint: "move the title to the top of the page; only @Metadata and @Comment may come before it",
                    notes: [Diagnostic.Note(at: location, "the page's title")]))
        }
        blocks.remove(at: index)
        for extra in levelOneHeadings where extra != location {
            diagnostics.append(
                Diagnostic(
                    id: .secondTitle, at: extra, "a second level-1 heading; a page has one title",
                    hint: "use `##` for a section",
                    notes: [Diagnostic.Note(at: location, "the page's title")]))
        }
        return ((content, location), diagnostics)
    }
}
