/// A block of a parsed document: CommonMark's blocks as cmark produces them, plus the
/// DocC-flavoured directives and asides napkin's articles use.
package indirect enum Block: Sendable, Equatable {
    /// A paragraph of inline content.
    case paragraph([Inline], SourceLocation)
    /// A heading below the title (level 2 to 6) with its stable anchor (`#anchor`).
    case heading(level: Int, content: [Inline], anchor: String, SourceLocation)
    /// A fenced or indented code block. `language` is the first word of the info string
    /// (`swift`), `info` the whole info string, for tools that read more of it.
    case codeBlock(language: String?, info: String, code: String, SourceLocation)
    /// A block quote that is not an aside.
    case blockQuote([Block], SourceLocation)
    /// `> Note: …`, `> Tip: …`, `> Important: …`, `> Warning: …`.
    case aside(AsideKind, [Block], SourceLocation)
    /// A bullet or ordered list; each item is a list of blocks.
    case list(ListStyle, items: [[Block]], SourceLocation)
    /// A thematic break (`---`).
    case thematicBreak(SourceLocation)
    /// Raw HTML. Escaped when rendered unless the page opted in with `@AllowRawHTML`.
    case html(String, SourceLocation)
    /// A directive's panels, laid out as the style says: `@Row { @Column { … } … }`'s columns
    /// side by side, `@TabNavigator { @Tab("Title") { … } … }`'s tabs one at a time (every tab
    /// readable without JavaScript).
    case panels(PanelStyle, [Panel], SourceLocation)
    /// `@Steps { @Step { … } … }` in a tutorial: the numbered steps.
    case steps([Step], SourceLocation)
    /// A GitHub-flavoured pipe table, read on top of cmark (which has none).
    case table(Table, SourceLocation)
    /// `@Image` or `@Video`.
    case media(Media, SourceLocation)
    /// `@Links(visualStyle:) { … }`: the links of its list (`<doc:>`, symbol or plain links), in order.
    case links(LinksStyle, [Inline], SourceLocation)
    /// A directive's blocks shown together in a box of the style's look: `@Small { … }`'s small
    /// print, `@DeprecationSummary { … }`'s warning.
    case box(BoxStyle, [Block], SourceLocation)
    /// `@Snippet(path:slice:)`: code from the package's `Snippets/` folder.
    case snippet(SnippetReference, SourceLocation)
    /// `@Code(name:file:)` of a DocC tutorial: a file of the catalog shown as code.
    case codeFile(CodeFileReference, SourceLocation)

    /// Where the block starts in its source file.
    package var location: SourceLocation {
        switch self {
        case .paragraph(_, let l), .heading(_, _, _, let l), .codeBlock(_, _, _, let l),
            .blockQuote(_, let l), .aside(_, _, let l), .list(_, _, let l), .thematicBreak(let l),
            .html(_, let l), .panels(_, _, let l), .steps(_, let l), .table(_, let l),
            .media(_, let l), .links(_, _, let l), .box(_, _, let l), .snippet(_, let l), .codeFile(_, let l):
            return l
        }
    }
}

/// The kinds of aside a block quote can become: `> Note: …` and every other kind DocC knows.
package enum AsideKind: String, Sendable, Equatable, CaseIterable {
    /// Extra information worth knowing.
    case note = "Note"
    /// A shortcut or good practice.
    case tip = "Tip"
    /// Something the reader must not miss.
    case important = "Important"
    /// Something that can go wrong.
    case warning = "Warning"
    /// Something to try.
    case experiment = "Experiment"
    /// Something that needs care.
    case attention = "Attention"
    /// Who wrote the code.
    case author = "Author"
    /// Who wrote the code.
    case authors = "Authors"
    /// A known problem.
    case bug = "Bug"
    /// How the cost grows.
    case complexity = "Complexity"
    /// The copyright.
    case copyright = "Copyright"
    /// A date.
    case date = "Date"
    /// What always holds.
    case invariant = "Invariant"
    /// The mutating form of a method.
    case mutatingVariant = "Mutating Variant"
    /// The non-mutating form of a method.
    case nonMutatingVariant = "Non-Mutating Variant"
    /// What holds afterwards.
    case postcondition = "Postcondition"
    /// What must hold before.
    case precondition = "Precondition"
    /// A remark.
    case remark = "Remark"
    /// What is required.
    case requires = "Requires"
    /// The version it appeared in.
    case since = "Since"
    /// Work still to do.
    case toDo = "To Do"
    /// A version.
    case version = "Version"
    /// What it throws.
    case `throws` = "Throws"
    /// Related reading.
    case seeAlso = "See Also"

    /// The colour family an aside of this kind is shown in: `note`, `tip`, `important` or `warning`.
    package var tone: String {
        switch self {
        case .tip, .experiment: "tip"
        case .important, .precondition, .requires, .invariant, .postcondition: "important"
        case .warning, .attention, .bug: "warning"
        default: "note"
        }
    }
}

/// Whether a list is numbered, and from where.
package enum ListStyle: Sendable, Equatable {
    /// A bullet list.
    case bullet
    /// A numbered list starting at the given number.
    case ordered(start: Int)
}

/// One numbered step of a tutorial's `@Steps`.
package struct Step: Sendable, Equatable {
    /// The step's content: usually a short paragraph and a code block.
    package var blocks: [Block]

    /// Creates a step.
    package init(blocks: [Block]) {
        self.blocks = blocks
    }
}
