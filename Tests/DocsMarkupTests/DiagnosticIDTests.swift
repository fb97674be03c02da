import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

/// Every problem carries an identifier that names its kind: printed after the message, and
/// listed in `Articles/BuildingTheSite.md`, which must stay true against the tool.
@Suite struct DiagnosticIDTests {
    private static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Articles/BuildingTheSite.md")

    @Test func identifiersAreDistinctLowercaseWords() {
        let names = Diagnostic.ID.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(name)")
        }
    }

    /// The table of "Problems and their identifiers" lists every identifier, in order, and no other.
    @Test func theArticleListsEveryIdentifierAndNoOther() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let section = try #require(
            text.split(separator: "\n## ").first { $0.hasPrefix("Problems and their identifiers") })
        let listed = section.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^\| `([a-z0-9-]+)` \|/).map { String($0.1) }
        }
        #expect(listed == Diagnostic.ID.all.map(\.name))
    }

    /// The identifier ends the first line; the hint and the notes follow on their own lines.
    @Test func theIdentifierEndsTheMessageLine() {
        let diagnostic = Diagnostic(
            .warning, id: .brokenLink, at: SourceLocation(file: "Guide.md", line: 3, column: 5), "no page is named 'X'",
            hint: "check the name",
            notes: [Diagnostic.Note(at: SourceLocation(file: "X.md", line: 1, column: 1), "here")])
        #expect(
            diagnostic.description.split(separator: "\n") == [
                "Guide.md:3:5: warning: no page is named 'X' [broken-link]",
                "Guide.md:3:5: note: check the name",
                "X.md:1:1: note: here",
            ])
        #expect(diagnostic.with(.error).id == .brokenLink)
    }

    /// A problem found while reading a page carries the identifier of its kind.
    @Test func aParsedPagesProblemsCarryTheirKinds() {
        #expect(kinds("Intro text.\n\n# Title\n\n@Intor\n") == [.contentBeforeTitle, .unknownDirective])
        #expect(kinds("# Title\n\n@Row {\n  Loose text.\n}\n# Again\n") == [.misplacedDirective, .secondTitle])
    }
}
