/// One Markdown source file, parsed: the output of the parsing stage.
///
/// A document knows nothing about the other pages of the site: `<doc:>` and symbol
/// links are kept as names, and the resolution stage (in `DocsSite`) checks them.
package struct Document: Sendable, Equatable {
    /// The page name other pages link to with `<doc:Name>`: the file name without `.md`.
    package var name: String
    /// The path of the source file, as diagnostics print it.
    package var sourcePath: String
    /// The text of the first level-1 heading, as inline content.
    package var title: [Inline]
    /// Where the title heading is.
    package var titleLocation: SourceLocation
    /// What `@Metadata { … }` said, or the defaults when the page has none.
    package var metadata: PageMetadata
    /// The blocks after the title, in order (the `## Topics` section included).
    package var blocks: [Block]
    /// What parsing found worth a look that does not stop the build (severity `.warning`), in
    /// source order.
    package var warnings: [Diagnostic]

    /// Creates a document.
    package init(
        name: String, sourcePath: String, title: [Inline], titleLocation: SourceLocation, metadata: PageMetadata,
        blocks: [Block],
        warnings: [Diagnostic] = []
    ) {
        self.name = name
        self.sourcePath = sourcePath
        self.title = title
        self.titleLocation = titleLocation
        self.metadata = metadata
        self.blocks = blocks
        self.warnings = warnings
    }
}

/// What sort of page a document is.
package enum PageKind: String, Sendable, Equatable, CaseIterable {
    /// A page of prose: a guide or an explanation.
    case article
    /// A page with numbered steps that build something.
    case tutorial
    /// A page that shows a complete example.
    case sampleCode
}
