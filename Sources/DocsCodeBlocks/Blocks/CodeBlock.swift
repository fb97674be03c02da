import DocsMarkup

/// A code block of a page as the extractor sees it: what it is, its lines, and where it sits; or
/// a DocC tutorial's `@Code` file, read as a block at the place of its directive.
package struct CodeBlock: Sendable, Equatable {
    /// What the info string says the block is.
    package var role: BlockRole
    /// The first word of the info string (`swift`), lowercased.
    package var language: String?
    /// The code's lines, hidden ones included.
    package var lines: [CodeLine]
    /// The code as written in the fence, without its last line ending: what a block without
    /// hidden lines shows, as it is.
    package var writtenCode: String
    /// The opening fence.
    package var location: SourceLocation
    /// The tutorial step the block is in (1-based), when it is inside `@Steps`.
    package var step: Int?
    /// For a DocC tutorial's `@Code`, the file its code is read from (``location`` is the
    /// directive's); `nil` for a fenced block, whose code is on the page.
    package var sourceFile: String?
    /// Where the first line was written, and the container's indentation before it, kept when a
    /// page shown as written lets ``lines`` go (``PageCode/forDisplay()``).
    package var writtenStart: (line: Int, indentation: Int)? {
        get { writtenStartLine.map { ($0, writtenStartIndentation) } }
        set {
            writtenStartLine = newValue?.line
            writtenStartIndentation = newValue?.indentation ?? 0
        }
    }
    private var writtenStartLine: Int?
    private var writtenStartIndentation = 0

    /// Creates a block.
    package init(
        role: BlockRole, language: String?, lines: [CodeLine], writtenCode: String, location: SourceLocation,
        step: Int? = nil,
        sourceFile: String? = nil
    ) {
        self.role = role
        self.language = language
        self.lines = lines
        self.writtenCode = writtenCode
        self.location = location
        self.step = step
        self.sourceFile = sourceFile
    }

    /// The lines the reader sees.
    package var shownLines: [CodeLine] { lines.filter { !$0.isHidden } }
}

extension CodeBlock {
    /// A snippet (a Swift file of the package's `Snippets/` folder) as one block: the whole
    /// file, compiled as top-level code, at the file's first line. `napkin-docs check` compiles it
    /// so, and the site finds its outcome so.
    package static func snippet(text: String, path: String) -> CodeBlock {
        CodeBlock(
            role: .code(BlockRole.Placement()), language: "swift",
            lines: CodeLine.lines(of: text, firstLine: 1, hidesMarkedLines: false, sourceFile: path),
            writtenCode: text, location: SourceLocation(file: path, line: 1, column: 1), sourceFile: path)
    }
}
