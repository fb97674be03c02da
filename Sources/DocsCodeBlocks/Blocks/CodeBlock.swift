import DocsMarkup

/// A code block of a page as the extractor sees it: what it is, its lines, and where it sits.
public struct CodeBlock: Sendable, Equatable {
    /// What the info string says the block is.
    public var role: BlockRole
    /// The first word of the info string (`swift`), lowercased.
    public var language: String?
    /// The code's lines, hidden ones included.
    public var lines: [CodeLine]
    /// The opening fence.
    public var location: SourceLocation
    /// The tutorial step the block is in (1-based), when it is inside `@Steps`.
    public var step: Int?

    /// Creates a block.
    public init(role: BlockRole, language: String?, lines: [CodeLine], location: SourceLocation, step: Int? = nil) {
        self.role = role
        self.language = language
        self.lines = lines
        self.location = location
        self.step = step
    }

    /// The lines the reader sees.
    public var shownLines: [CodeLine] { lines.filter { !$0.isHidden } }

    /// Whether the block is Swift the compiler checks: compiled code and expected failures.
    public var isCompiled: Bool {
        switch role {
        case .code, .expectedFailure: true
        case .shownOnly, .output, .plain: false
        }
    }
}
