import DocsSupport

/// One Markdown source file, parsed: the output of the parsing stage.
///
/// A document knows nothing about the other pages of the site: `<doc:>` and symbol
/// links are kept as names, and the resolution stage (`DocsResolution`) checks them.
package struct Document: Sendable, Equatable {
    /// The fields, which a change copies into a box of its own: a document is copied into many
    /// values of each build (pages, memos, resolution's tables), and one reference count is
    /// cheaper than one per field; and a document kept from the last build is equal to itself
    /// without a look at its blocks.
    private struct Fields: Sendable, Equatable {
        var name: PageName
        var sourcePath: SourcePath
        var title: [Inline]
        var titleLocation: SourceLocation
        var metadata: PageMetadata
        var blocks: [Block]
        var warnings: [Diagnostic]
        var isTutorial: Bool
        var catalog: DocCCatalog?
    }

    private var fields: SharedFields<Fields>

    /// The page name other pages link to with `<doc:Name>`: the file name without `.md`.
    package var name: PageName {
        get { fields.value.name }
        set { fields.value.name = newValue }
    }
    /// The path of the source file, as diagnostics print it.
    package var sourcePath: SourcePath {
        get { fields.value.sourcePath }
        set {
            fields.value.sourcePath = newValue
            fields.value.catalog = DocCCatalog(containing: newValue)
        }
    }
    /// The `.docc` catalog the page lies in, if any: decided once, from its source's path, for
    /// every pass that groups pages by catalog (sections, landing pages, global options, the
    /// module whose symbols a link names first).
    package var catalog: DocCCatalog? { fields.value.catalog }
    /// The text of the first level-1 heading, as inline content.
    package var title: [Inline] {
        _read { yield fields.value.title }
        set { fields.value.title = newValue }
    }
    /// Where the title heading is.
    package var titleLocation: SourceLocation {
        get { fields.value.titleLocation }
        set { fields.value.titleLocation = newValue }
    }
    /// What `@Metadata { … }` said, or the defaults when the page has none.
    package var metadata: PageMetadata {
        // Read in place: most reads look at one setting (`document.metadata.pageKind`), and a
        // copy of the whole would count a reference to each of its strings.
        _read { yield fields.value.metadata }
        set { fields.value.metadata = newValue }
    }
    /// The blocks after the title, in order (the `## Topics` section included).
    package var blocks: [Block] {
        _read { yield fields.value.blocks }
        set { fields.value.blocks = newValue }
    }
    /// Whether the page is a tutorial, decided once, on the input: its source is a tutorial's
    /// (``SourceFile/isTutorialSource``), or it says `@PageKind(tutorial)`. A tutorial is written
    /// under `tutorials/` and shown as one.
    package var isTutorial: Bool { fields.value.isTutorial }
    /// What parsing found worth a look that does not stop the build (severity `.warning`), in
    /// source order.
    package var warnings: [Diagnostic] {
        get { fields.value.warnings }
        set { fields.value.warnings = newValue }
    }

    /// Creates a document.
    package init(
        name: PageName, sourcePath: SourcePath, title: [Inline], titleLocation: SourceLocation, metadata: PageMetadata,
        blocks: [Block],
        warnings: [Diagnostic] = [], isTutorial: Bool = false
    ) {
        fields = SharedFields(
            Fields(
                name: name, sourcePath: sourcePath, title: title, titleLocation: titleLocation, metadata: metadata,
                blocks: blocks, warnings: warnings, isTutorial: isTutorial,
                catalog: DocCCatalog(containing: sourcePath)))
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
