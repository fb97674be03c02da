/// A node of cmark's syntax tree, copied into Swift so that no C pointer outlives the parse.
///
/// Locations are cmark's: 1-based line and byte column within the Markdown text that was
/// parsed, which may be a piece of a file (see ``MarkdownRun``).
struct MarkdownNode: Equatable {
    /// The node types cmark produces.
    enum Kind: Equatable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong, link, image
    }

    var kind: Kind
    /// The text of text, code, code block and HTML nodes.
    var literal: String = ""
    /// The destination of a link or image.
    var url: String = ""
    /// The title of a link or image.
    var title: String = ""
    /// The info string of a fenced code block.
    var fenceInfo: String = ""
    /// The level of a heading.
    var headingLevel: Int = 0
    /// Whether a list is ordered, and its first number.
    var isOrderedList: Bool = false
    var listStart: Int = 1
    /// Where the node starts.
    var line: Int = 0
    var column: Int = 0
    /// The line the node ends on.
    var endLine: Int = 0
    var children: [MarkdownNode] = []
}
