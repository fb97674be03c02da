import DocsMarkup

/// A line of a page, by its file and line number: where a code line was written (the page, or a
/// tutorial's `@Code` file), and where the compiler reports a diagnostic. The checks match the
/// two to tell which block an error belongs to.
package struct PageLine: Hashable, Sendable {
    /// The file, as the compiler names it.
    package var file: String
    /// The line, from 1.
    package var line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// Where `codeLine` of the page at `pagePath` was written.
    package init(_ codeLine: CodeLine, onPage pagePath: String) {
        self.init(file: codeLine.sourceFile ?? pagePath, line: codeLine.sourceLine)
    }

    /// The line `location` is on.
    package init(_ location: SourceLocation) {
        self.init(file: location.file, line: location.line)
    }
}
