import DocsMarkup

/// A declaration's documentation comment: its Markdown and where each line of it is written.
package struct DocComment: Sendable, Equatable {
    /// One line, without the `///` marker.
    package struct Line: Sendable, Equatable {
        /// The text.
        package var text: String
        /// Where the text starts in the Swift file, when the graph says.
        package var start: SourceLocation?

        /// Creates a line.
        package init(text: String, start: SourceLocation?) {
            self.text = text
            self.start = start
        }
    }

    /// The lines, in order.
    package var lines: [Line]

    /// Creates a comment.
    package init(lines: [Line]) {
        self.lines = lines
    }

    /// The comment's Markdown.
    package var markdown: String { lines.map(\.text).joined(separator: "\n") }

    /// Whether the comment says nothing.
    package var isEmpty: Bool { lines.allSatisfy { $0.text.allSatisfy(\.isWhitespace) } }
}
