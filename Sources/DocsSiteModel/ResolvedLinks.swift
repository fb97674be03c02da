import DocsMarkup

/// Where the references written on one page lead, as resolution worked them out: the one value
/// the renderer reads them from.
package struct ResolvedLinks: Sendable, Equatable {
    /// Where the relative link and image destinations lead: destination as written
    /// (`images/tree.png`, `Lifecycle.md#races`) → site-relative URL
    /// (`resources/Articles/images/tree.png`, `articles/lifecycle.html#races`). Destinations it
    /// does not list are rendered as written.
    package var destinations: [String: String] = [:]
    /// The images with `@2x` or `~dark` variants, by destination as written; an image it does
    /// not list is one file, found by ``destinations``.
    package var images: [String: ResolvedImage] = [:]
    /// The code each `@Snippet` and `@Code` shows, by the directive's location.
    package var code: [SourceLocation: ResolvedCode] = [:]
    /// Where the ``` ``Symbol`` ``` links lead: the link as written (`Router`) → the symbol's page. Links it does not list render as code.
    package var symbols: [String: PagePath] = [:]
    /// Where the `<doc:>` links lead: the text after `doc:` → the page or heading. A link it does
    /// not list names a page by its exact name.
    package var docLinks: [String: DocLinkTarget] = [:]
    /// The names in the page's compiled code that use the documented API, by the file and line
    /// they are on (a symbol's page shows code of its doc comment's Swift file and of its
    /// extension file): where each starts and the reference page it links to, as the compiler's
    /// index of the code says.
    package var codeSymbols: [SourcePath: [Int: [CodeSymbolLink]]] = [:]

    /// Creates the links of a page.
    package init(
        destinations: [String: String] = [:], images: [String: ResolvedImage] = [:],
        code: [SourceLocation: ResolvedCode] = [:], symbols: [String: PagePath] = [:],
        docLinks: [String: DocLinkTarget] = [:], codeSymbols: [SourcePath: [Int: [CodeSymbolLink]]] = [:]
    ) {
        self.codeSymbols = codeSymbols
        self.destinations = destinations
        self.images = images
        self.code = code
        self.symbols = symbols
        self.docLinks = docLinks
    }
}

/// A name in a page's compiled code that uses a symbol of the documented API.
package struct CodeSymbolLink: Sendable, Equatable {
    /// The column the name starts at in the Markdown file, in bytes from 1.
    package var column: Int
    /// The name as the code writes it (`Router`, `attachChild`): the link is made only where the
    /// code has it there.
    package var name: String
    /// The symbol's page.
    package var path: PagePath

    /// Creates a link.
    package init(column: Int, name: String, path: PagePath) {
        self.column = column
        self.name = name
        self.path = path
    }
}
