import DocsMarkup

/// What one document refers to, gathered in a single walk over its inlines (the title
/// included): the `<doc:>` and symbol links ``LinkChecker`` checks, and the link and image
/// destinations ``ReferenceResolver`` resolves.
struct DocumentReferences: Sendable {
    /// `<doc:>` and ``` ``Symbol`` ``` links, in source order.
    private(set) var links: [Inline] = []
    /// Link and image destinations as written, with where they are written, in source order.
    private(set) var destinations: [(destination: String, location: SourceLocation?)] = []

    init(_ document: Document) {
        var links: [Inline] = []
        var destinations: [(destination: String, location: SourceLocation?)] = []
        document.forEachInline { inline in
            switch inline {
            case .docLink, .symbolLink: links.append(inline)
            case .link(let destination, _, _, let location) where destination.hasPrefix("doc:"):
                // `[text](<doc:Page>)` is checked as the page link it is.
                links.append(.docLink(name: String(destination.dropFirst(4)),
                                      location ?? SourceLocation(file: document.sourcePath, line: 1, column: 1)))
            case .link(let destination, _, _, let location): destinations.append((destination, location))
            case .image(let source, _, _, let location): destinations.append((source, location))
            default: break
            }
        }
        self.links = links
        self.destinations = destinations
    }
}
