import Testing

@testable import DocsMarkup

/// The directive scanner keeps each run of Markdown at its own size: a file of many short
/// directive bodies must not hold, for each body, room for the rest of the file.
@Suite struct DirectiveScannerMemoryTests {
    private func runs(_ sections: [SourceSection]) -> [[SourceLine]] {
        sections.flatMap { section -> [[SourceLine]] in
            switch section {
            case .markdown(let lines): [lines]
            case .directive(let node): runs(node.body ?? [])
            }
        }
    }

    @Test func runsOfManyBodiesTakeTheRoomOfTheirLinesOnly() {
        let bodies = 2_000
        let text = "# Many\n\nText.\n\n" + (0..<bodies).map { "@Small {\nBody \($0).\n}\n" }.joined()
        let lines = SourceLine.lines(of: Array(text.utf8))
        let (sections, diagnostics) = DirectiveScanner(file: "Many.md").scan(lines)
        #expect(diagnostics.isEmpty)
        let found = runs(sections)
        #expect(found.count == bodies + 1)
        let room = found.reduce(0) { $0 + $1.capacity }
        #expect(room <= 2 * lines.count, "\(room) lines of room for \(lines.count) lines")
    }
}
