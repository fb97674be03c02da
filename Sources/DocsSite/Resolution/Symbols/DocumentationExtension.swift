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
    let topics: [AuthoredTopic]

    /// A group of the `## Topics` section as written.
    struct AuthoredTopic: Sendable {
        var title: String
        var location: SourceLocation
        /// Each item's link: a symbol link or a `<doc:>` link; an item that is neither is `nil`
        /// (with the item's location), to be reported.
        var items: [(link: Inline?, location: SourceLocation)]
    }

    /// The extension `document` is, if its title is a single symbol link.
    init?(_ document: Document) {
        let meaningful = document.title.filter { inline in
            if case .text(let text) = inline { !text.allSatisfy(\.isWhitespace) } else { true }
        }
        guard meaningful.count == 1, case .symbolLink(let link, let location) = meaningful[0] else { return nil }
        self.document = document
        self.link = link
        linkLocation = location
        var content: [Block] = []
        var topics: [AuthoredTopic] = []
        var inTopics = false
        for block in document.blocks {
            if case .heading(let level, let heading, _, _) = block, level <= 2 {
                inTopics = level == 2 && heading.plainText == "Topics"
                if inTopics { continue }
            }
            guard inTopics else {
                content.append(block)
                continue
            }
            switch block {
            case .heading(3, let heading, _, let location):
                topics.append(AuthoredTopic(title: heading.plainText, location: location, items: []))
            case .list(_, let items, let location) where !topics.isEmpty:
                for item in items {
                    let first = item.first?.inlineContent.first { inline in
                        if case .text(let text) = inline { !text.allSatisfy(\.isWhitespace) } else { true }
                    }
                    let link: Inline? = switch first {
                    case .symbolLink?, .docLink?: first
                    default: nil
                    }
                    topics[topics.count - 1].items.append((link, item.first?.location ?? location))
                }
            default:
                content.append(block)
            }
        }
        self.content = content
        self.topics = topics
    }
}
