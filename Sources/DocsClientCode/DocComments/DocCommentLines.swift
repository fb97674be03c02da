import DocsMarkup
import SwiftSyntax

/// The lines of a declaration's doc comment as the compiler reads them: the last run of `///`
/// lines right before it, or the last `/** … */`, each placed where its text starts in the file,
/// their shared indentation taken off as DocC takes it off.
enum DocCommentLines {
    /// The doc comment lines of `decl`, or `nil` when it has none.
    static func of(_ decl: some SyntaxProtocol, converter: SourceLocationConverter) -> [PlacedLine]? {
        var position = decl.position
        var run: [(text: String, line: Int, column: Int)] = []
        var newlinesSinceComment = 0
        for piece in decl.leadingTrivia {
            let location = converter.location(for: position)
            switch piece {
            case .docLineComment(let text):
                if newlinesSinceComment > 1 { run = [] }
                run.append((String(text.dropFirst(3)), location.line, location.column + 3))
                newlinesSinceComment = 0
            case .docBlockComment(let text):
                run = blockCommentLines(text, line: location.line, column: location.column)
                newlinesSinceComment = 0
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                newlinesSinceComment += count
            case .lineComment, .blockComment:
                run = []  // a plain comment between the doc comment and the declaration ends it
            default:
                break
            }
            position += piece.sourceLength
        }
        guard !run.isEmpty else { return nil }
        let indentation =
            run.filter { !$0.text.allSatisfy(\.isWhitespace) }.map { $0.text.prefix { $0 == " " }.count }.min() ?? 0
        return run.map { line in
            let cut = min(indentation, line.text.prefix { $0 == " " }.count)
            return PlacedLine(text: String(line.text.dropFirst(cut)), line: line.line, column: line.column + cut)
        }
    }

    /// The lines of `/** … */` starting at `line` and `column`: the delimiters taken off, and a
    /// leading `*` on each line when every line has one.
    private static func blockCommentLines(_ text: String, line: Int, column: Int) -> [(
        text: String, line: Int, column: Int
    )] {
        let body = text.dropFirst(3).dropLast(2)
        let rawLines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starred = rawLines.dropFirst().allSatisfy {
            $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("*") || $0.allSatisfy(\.isWhitespace)
        }
        return rawLines.enumerated().map { offset, raw in
            var text = Substring(raw)
            var start = offset == 0 ? column + 3 : 1
            if offset > 0, starred {
                let spaces = text.prefix { $0 == " " || $0 == "\t" }.count
                text = text.dropFirst(spaces)
                start += spaces
                if text.hasPrefix("*") {
                    text = text.dropFirst()
                    start += 1
                }
            }
            return (String(text), line + offset, start)
        }
    }
}
