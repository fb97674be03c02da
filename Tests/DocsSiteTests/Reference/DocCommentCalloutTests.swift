import DocsMarkup
import Testing

@testable import DocsResolution
@testable import DocsSite

/// A doc comment's callouts become DocC's sections and asides, their names read as DocC reads
/// them: in any letter case (swift-log writes `- parameters:` and `- note:`).
@Suite struct DocCommentCalloutTests {
    private func sections(_ comment: String) -> [Block] {
        let lines = comment.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            PlacedLine(text: String($1), line: $0 + 1, column: 4)
        }
        let parsed = DocumentParser().blocks(ofLines: lines, file: "Logger.swift")
        return DocCommentSections(parsed.blocks, at: SourceLocation(file: "Logger.swift", line: 1, column: 1)).blocks
    }

    private func headings(_ blocks: [Block]) -> [String] {
        blocks.compactMap { block in
            guard case .heading(_, let content, _, _) = block else { return nil }
            return content.plainText
        }
    }

    @Test func calloutsInAnyLetterCaseAreSections() {
        let lower = sections(
            """
            Logs a message.

            - parameters:
               - level: The level.
               - message: The message.
            - returns: Nothing of note.
            - throws: Never.
            - note: Cheap when the level is off.
            """)
        #expect(headings(lower) == ["Parameters", "Return Value", "Throws", "Discussion"])
        #expect(
            lower.contains { block in
                if case .aside(.note, _, _) = block { return true }
                return false
            })
        let single = sections("Logs.\n\n- Parameter level: The level.\n- parameter message: The message.")
        guard case .list(_, let items, _)? = single.dropFirst(2).first else {
            Issue.record("expected the parameters' list, got \(single)")
            return
        }
        #expect(items.count == 2)
    }

    /// A bullet whose text merely has a colon stays a bullet.
    @Test func anOrdinaryBulletStaysInTheDiscussion() {
        let blocks = sections("Logs.\n\n- Default value: info.")
        #expect(headings(blocks) == ["Discussion"])
    }
}

extension DocCommentCalloutTests {
    /// swift-log's `LogHandler` writes `# Implementation requirements` in its comment: a section
    /// of the discussion, with an anchor its table of contents can link to (it was `id=""`).
    @Test func aTopLevelHeadingOfACommentIsASectionWithAnAnchor() {
        let blocks = sections(
            """
            A log handler.

            Implement one for a backend.

            # Implementation requirements

            Be a struct.

            # Discussion

            More.
            """)
        let anchors = blocks.compactMap { block -> String? in
            guard case .heading(let level, _, let anchor, _) = block else { return nil }
            #expect(level == 2)
            return anchor
        }
        #expect(anchors == ["discussion", "implementation-requirements", "discussion-2"])
        // A discussion that starts with a heading of its own gets no other, as in DocC.
        let headed = sections("A log handler.\n\n## Requirements\n\nBe a struct.\n")
        #expect(headings(headed) == ["Requirements"])
    }
}
