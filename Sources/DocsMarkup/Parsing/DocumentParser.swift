/// Parses Markdown source files into ``Document``s: the parsing stage of napkin-docs.
///
/// CommonMark is cmark's; on top of it come DocC's block directives (found by
/// ``DirectiveScanner`` before cmark runs), `<doc:>` and ``` ``Symbol`` ``` links, asides,
/// the title and heading anchors. Every location in the result points into the original file.
///
/// The parser knows nothing of other pages: links are checked by the resolution stage.
public struct DocumentParser: Sendable {
    /// Creates a parser.
    public init() {}

    /// Parses one file.
    ///
    /// Warnings do not stop the parse: they are kept in ``Document/warnings``.
    ///
    /// - Throws: ``DiagnosticError`` with every problem found in the file, when one of them is
    ///   an error (its warnings included).
    public func parse(_ source: SourceFile) throws(DiagnosticError) -> Document {
        let scan = DirectiveScanner(file: source.path).scan(SourceLine.lines(of: source.bytes))
        var interpreter = DirectiveInterpreter(file: source.path)
        var blocks = interpreter.pageBlocks(scan.sections)
        var diagnostics = scan.diagnostics + interpreter.diagnostics

        let title = TitleExtraction.extract(from: &blocks, levelOneHeadings: interpreter.converter.levelOneHeadings, file: source.path)
        diagnostics += title.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }), let heading = title.heading else { throw DiagnosticError(diagnostics) }
        return Document(name: source.pageName, sourcePath: source.path, title: heading.content,
                        titleLocation: heading.location, metadata: interpreter.metadata, blocks: blocks,
                        warnings: DiagnosticError(diagnostics).diagnostics)
    }
}
