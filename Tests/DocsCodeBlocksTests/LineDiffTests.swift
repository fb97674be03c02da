import DocsCodeBlocks
import Testing

@Suite struct LineDiffTests {
    @Test func removedLinesComeBeforeTheLinesAddedInTheirPlace() {
        let diff = LineDiff.lines(from: ["a", "b", "c"], to: ["a", "B", "c", "d"])
        #expect(
            diff == [
                DiffLine(change: .unchanged, index: 0),
                DiffLine(change: .removed, index: 1),
                DiffLine(change: .added, index: 1),
                DiffLine(change: .unchanged, index: 2),
                DiffLine(change: .added, index: 3),
            ])
    }

    @Test func everythingNewOrEverythingGone() {
        #expect(LineDiff.lines(from: [], to: ["x"]) == [DiffLine(change: .added, index: 0)])
        #expect(LineDiff.lines(from: ["x"], to: []) == [DiffLine(change: .removed, index: 0)])
    }

    @Test func aReplacementIsPresentedWithItsPreviousVersion() {
        let code = page(
            "# T\n\n```swift file=A.swift\nlet a = 1\n```\n\n```swift file=A.swift replace\n# import Foundation\nlet a = 2\n```\n"
        )
        let presentation = CodePresentation.presentations(of: code)[code.blocks[1].location]
        #expect(presentation?.label == "A.swift, changed")
        #expect(presentation?.shownText == "let a = 2")
        #expect(presentation?.previousText == "let a = 1")
        #expect(presentation?.diff?.map(\.change) == [.removed, .added])
    }
}
