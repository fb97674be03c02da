import CCmarkArena
import Dispatch
import DocsSupport
import Testing

@testable import DocsMarkup

/// cmark's trees are cut from a per-thread arena (CCmarkArena) and given back whole when the
/// parse's closure returns: they must read the same as with cmark's own allocator, whatever
/// their size, on every thread at once, and leave nothing behind.
@Suite struct CmarkArenaTests {
    /// The literal of the document's first code block.
    private func firstCode(_ root: CmarkNode) -> String? {
        root.children.first { $0.kind == .codeBlock }?.literal
    }

    @Test func aTreeLargerThanAChunkReadsWhole() {
        // A code block and a paragraph far larger than a chunk (256 KB), grown by cmark's
        // buffers in many steps: they must come back byte for byte.
        let code = (0..<40_000).map { "let value\($0) = \($0)\n" }.joined()
        let words = (0..<100_000).map { "word\($0)" }.joined(separator: " ")
        let text = "```swift\n" + code + "```\n\n" + words + "\n"
        CmarkDocument.withParsed(Array(text.utf8)) { root in
            #expect(firstCode(root) == code)
            let paragraph = root.children.first { $0.kind == .paragraph }
            #expect(paragraph.flatMap { node in node.children.first { $0.kind == .text }?.literal } == words)
        }
    }

    @Test func aParseInsideAnotherLeavesTheOuterTreeIntact() {
        CmarkDocument.withParsed(Array("```\nouter\n```\n".utf8)) { outer in
            for index in 0..<50 {
                let inner = String(repeating: "inner \(index) ", count: 5_000)
                CmarkDocument.withParsed(Array("```\n\(inner)\n```\n".utf8)) { root in
                    #expect(firstCode(root) == inner + "\n")
                }
            }
            #expect(firstCode(outer) == "outer\n")
        }
    }

    @Test func aParseLeavesNothingInItsThreadsArena() {
        let before = napkin_cmark_arena_mark_now()
        #expect(before.chunk == nil)
        CmarkDocument.withParsed(Array(String(repeating: "Some *text* and `code`.\n\n", count: 50_000).utf8)) { root in
            #expect(root.children.count == 50_000)
            #expect(napkin_cmark_arena_mark_now().chunk != nil)
        }
        #expect(napkin_cmark_arena_mark_now().chunk == nil)
    }

    @Test func threadsParseAtOnceEachInItsOwnArena() {
        // Many threads parse and read their trees at the same time; run under the thread
        // sanitizer, this also shows that no arena is shared.
        let documents = (0..<400).map { index in
            (
                text: "# Page \(index)\n\n" + String(repeating: "Text \(index) *here*.\n\n", count: index % 37 + 1)
                    + "```\n" + String(repeating: "code \(index)\n", count: index % 53 + 1) + "```\n",
                code: String(repeating: "code \(index)\n", count: index % 53 + 1)
            )
        }
        let results = documents.concurrentMap { document in
            CmarkDocument.withParsed(Array(document.text.utf8)) { root in
                (firstCode(root), root.children.count, napkin_cmark_arena_mark_now().chunk != nil)
            }
        }
        for (index, (document, (code, count, usedArena))) in zip(documents, results).enumerated() {
            #expect(code == document.code)
            // The heading, the paragraphs and the code block.
            #expect(count == 1 + index % 37 + 1 + 1)
            #expect(usedArena)
        }
    }
}
