import DocsMarkup
/// A declaration's documentation comment: its Markdown and where each line of it is written.
public struct DocComment: Sendable, Equatable {
    /// One line, without the `///` marker.
    public struct Line: Sendable, Equatable {
        /// The text.
        public var text: String
        /// Where the text starts in the Swift file, when the graph says.
        public var start: SourceLocation?

        /// Creates a line.
        public init(text: String, start: SourceLocation?) {
            self.text = text
            self.start = start
        }
    }

    /// The lines, in order.
    public var lines: [Line]

    /// Creates a comment.
    public init(lines: [Line]) {
        self.lines = lines
    }

    /// The comment's Markdown.
    public var markdown: String { lines.map(\.text).joined(separator: "\n") }

    /// Whether the comment says nothing.
    public var isEmpty: Bool { lines.allSatisfy { $0.text.allSatisfy(\.isWhitespace) } }
}
