import DocsMarkup

/// What a page's own blocks say about it: its summary and its table of contents.
enum PageOutline {
    /// The plain text of the first paragraph directly on the page, or `""` when there is none.
    static func summary(of document: Document, pageTitles: [String: String]) -> String {
        for block in document.blocks {
            if case .paragraph(let inlines, _) = block { return inlines.plainText(pageTitles: pageTitles) }
        }
        return ""
    }

    /// The page's level-2 and level-3 headings (those directly on the page, not inside
    /// directives), in order.
    static func tableOfContents(of document: Document, pageTitles: [String: String]) -> [TableOfContentsEntry] {
        document.blocks.compactMap { block in
            guard case .heading(let level, let content, let anchor, _) = block, level == 2 || level == 3 else { return nil }
            return TableOfContentsEntry(level: level, title: content.plainText(pageTitles: pageTitles), anchor: anchor)
        }
    }
}
