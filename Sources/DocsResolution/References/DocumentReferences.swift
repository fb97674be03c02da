import DocsMarkup

/// What one document refers to, gathered in a single walk over its inlines (the title
/// included), media and metadata: the `<doc:>` and symbol links ``LinkChecker`` checks, the
/// link and image destinations ``ReferenceResolver`` resolves, and the code of other files it
/// shows (snippets, a tutorial's code files).
struct DocumentReferences: Sendable {
    /// A link or image destination as written, where it is written, and whether it names an
    /// image (which DocC finds by name, with its variants).
    typealias Destination = (destination: String, location: SourceLocation?, isImage: Bool)

    /// `<doc:>` and ``` ``Symbol`` ``` links, in source order.
    private(set) var links: [Inline] = []
    /// Link and image destinations, in source order.
    private(set) var destinations: [Destination] = []
    /// The `@Snippet`s with their directives' locations, in source order.
    private(set) var snippets: [(reference: SnippetReference, location: SourceLocation)] = []
    /// The `@Code` files of a DocC tutorial with their directives' locations, in source order.
    private(set) var codeFiles: [(reference: CodeFileReference, location: SourceLocation)] = []

    init(_ document: Document) {
        var links: [Inline] = []
        var destinations: [Destination] = []
        var snippets: [(reference: SnippetReference, location: SourceLocation)] = []
        var codeFiles: [(reference: CodeFileReference, location: SourceLocation)] = []
        document.forEachReference { inline in
            switch inline {
            case .docLink, .symbolLink: links.append(inline)
            case .link(let destination, _, _, let location) where destination.hasPrefix("doc:"):
                // `[text](<doc:Page>)` is checked as the page link it is.
                links.append(
                    .docLink(
                        name: String(destination.dropFirst(4)),
                        location ?? SourceLocation(startOf: document.sourcePath)))
            case .link(let destination, _, _, let location): destinations.append((destination, location, false))
            case .image(let source, _, _, let location): destinations.append((source, location, true))
            default: break
            }
        }
        document.forEachBlock { block in
            switch block {
            case .media(let media, _):
                destinations.append((media.source, media.sourceLocation, media.kind == .image))
                if let poster = media.poster {
                    destinations.append((poster, media.posterLocation ?? media.sourceLocation, true))
                }
            case .snippet(let snippet, let location):
                snippets.append((snippet, location))
            case .codeFile(let file, let location):
                codeFiles.append((file, location))
            case .paragraph, .heading, .codeBlock, .blockQuote, .aside, .list, .thematicBreak, .html, .panels,
                .steps, .table, .links, .box:
                break  // What they refer to is in their inlines, read above.
            }
        }
        let metadata = document.metadata
        for image in [metadata.icon, metadata.card].compactMap({ $0 }) {
            destinations.append((image.source, image.location, true))
        }
        // A call to action's URL is passed through as written, unless it would run script.
        if let action = metadata.callToAction, action.isFile || ScriptURL.scheme(of: action.destination) != nil {
            destinations.append((action.destination, action.location, false))
        }
        self.links = links
        self.destinations = destinations
        self.snippets = snippets
        self.codeFiles = codeFiles
    }
}
