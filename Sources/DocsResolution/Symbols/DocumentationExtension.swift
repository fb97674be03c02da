import DocsMarkup

/// A Markdown page titled with a symbol link (``` # ``napkin/Router`` ```): DocC's
/// documentation extension, whose content is added to the symbol's page (or, for a module,
/// ``` # ``napkin`` ```, to the reference's index) instead of becoming a page of its own.
struct DocumentationExtension: Sendable {
    /// The page, as parsed.
    let document: Document
    /// The symbol link of the title, as written.
    let link: String
    /// Where the title's link is written.
    let linkLocation: SourceLocation
    /// The links of the page below its title, whose own link names what it extends.
    var bodyLinks: [Inline] {
        var body = document
        body.title = []
        return DocumentReferences(body).links
    }
    /// The page's blocks without its `## Topics` section.
    let content: [Block]
    /// The `### Group` headings of its `## Topics` section, each with its items' first link.
    let topics: [TopicsSection.Group]
    /// Lists of its `## Topics` section with no group above them.
    let diagnostics: [Diagnostic]

    /// The extension `document` is, if its title is a single symbol link.
    init?(_ document: Document) {
        // Blanks and HTML comments (`# ``NIO`` <!-- SwiftNIO -->`) around the link do not count.
        let meaningful = document.title.filter { inline in
            switch inline {
            case .text(let text): !text.allSatisfy(\.isWhitespace)
            case .html(let markup): !HTMLComment.isOnlyComments(markup)
            default: true
            }
        }
        guard meaningful.count == 1, case .symbolLink(let link, let location) = meaningful[0] else { return nil }
        self.document = document
        self.link = link
        linkLocation = location
        let section = TopicsSection(document.blocks)
        content = section.otherBlocks
        topics = section.groups
        diagnostics = section.diagnostics
    }
}
