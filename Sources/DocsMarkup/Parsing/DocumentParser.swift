/// Parses Markdown source files into ``Document``s: the parsing stage of napkin-docs.
///
/// CommonMark is cmark's; on top of it come DocC's block directives (found by
/// ``DirectiveScanner`` before cmark runs), `<doc:>` and ``` ``Symbol`` ``` links, asides,
/// the title and heading anchors. Every location in the result points into the original file.
///
/// The parser knows nothing of other pages: links are checked by the resolution stage.
package struct DocumentParser: Sendable {
    /// Creates a parser.
    package init() {}

    /// Parses one file.
    ///
    /// Warnings do not stop the parse: they are kept in ``Document/warnings``.
    ///
    /// - Throws: ``DiagnosticError`` with every problem found in the file, when one of them is
    ///   an error (its warnings included).
    package func parse(_ source: SourceFile) throws(DiagnosticError) -> Document {
        var page = blocks(of: source)
        let title = TitleExtraction.extract(
            from: &page.blocks, levelOneHeadings: page.levelOneHeadings, file: source.path)
        let diagnostics = page.diagnostics + title.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }), let heading = title.heading else {
            throw DiagnosticError(diagnostics)
        }
        return Document(
            name: source.pageName, sourcePath: source.sourcePath, title: heading.content,
            titleLocation: heading.location, metadata: page.metadata, blocks: page.blocks,
            warnings: DiagnosticError(diagnostics).diagnostics,
            isTutorial: source.isTutorialSource || page.metadata.pageKind == .tutorial)
    }

    /// Reads the blocks of one file whatever else is wrong with it: the lenient entry point for
    /// tools that need only part of a page (the code-block extractor of the build plugin).
    ///
    /// A file with errors still gives every block that could be read; the title stays among the
    /// blocks, and a missing one is not an error here.
    package func blocks(of source: SourceFile) -> PageBlocks {
        blocks(of: SourceLine.lines(of: source.bytes), file: source.path)
    }

    /// Reads the blocks of Markdown lifted out of another file, each line at its own place in
    /// that file: a Swift doc comment, whose lines start after `///` and whose locations must
    /// point into the `.swift` file.
    package func blocks(ofLines lines: [PlacedLine], file: String) -> PageBlocks {
        blocks(
            of: lines.map { SourceLine(bytes: Array($0.text.utf8)[...], line: $0.line, columnOffset: $0.column - 1) },
            file: file)
    }

    private func blocks(of lines: [SourceLine], file: String) -> PageBlocks {
        let scan = DirectiveScanner(file: file).scan(lines)
        var interpreter = DirectiveInterpreter(file: file)
        let blocks = interpreter.pageBlocks(scan.sections)
        return PageBlocks(
            blocks: blocks, metadata: interpreter.metadata, diagnostics: scan.diagnostics + interpreter.diagnostics,
            levelOneHeadings: interpreter.converter.levelOneHeadings)
    }
}

/// A line of Markdown at its place in a file: its text, its line and the column it starts at.
package struct PlacedLine: Sendable, Equatable {
    /// The text, without a line ending.
    package var text: String
    /// The line, from 1.
    package var line: Int
    /// The column the text starts at, from 1.
    package var column: Int

    /// Creates a placed line.
    package init(text: String, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }
}

/// The blocks of a file as ``DocumentParser/blocks(of:)`` reads them, with what was wrong.
package struct PageBlocks: Sendable {
    /// Every block of the file in order, the title heading included.
    package var blocks: [Block]
    /// What `@Metadata { … }` said.
    package var metadata: PageMetadata
    /// The problems found, errors and warnings, in the order they were found.
    package var diagnostics: [Diagnostic]
    /// Where the level-1 headings are, nested ones included, for the title check.
    var levelOneHeadings: [SourceLocation]
}
