import DocsMarkup
import Testing

@testable import DocsResolution

/// Which given document each page the site-wide passes chose is (``SiteResolver/sources(of:among:)``):
/// the same answer whether the pages come as the documents were given, which is seen at a
/// glance, or reordered, thinned and added to, which is worked out by path.
@Suite struct ChosenSourcesTests {
    private func document(_ path: String) -> Document {
        Document(
            name: PageName(path), sourcePath: SourcePath(path), title: [.text(path)],
            titleLocation: SourceLocation(file: path, line: 1, column: 1), metadata: PageMetadata(), blocks: [])
    }

    private func ids(_ paths: [String]) -> [DocumentID] {
        var occurrences: [String: Int] = [:]
        return paths.map { path in
            defer { occurrences[path, default: 0] += 1 }
            return DocumentID(sourcePath: SourcePath(path), occurrence: occurrences[path, default: 0])
        }
    }

    private func described(_ sources: [SiteResolver.ChosenSource]) -> [String] {
        sources.map { source in
            switch source {
            case .input(let index): "input \(index)"
            case .made(let occurrence): "made \(occurrence)"
            }
        }
    }

    @Test func pagesChosenAsGivenAreTheGivenDocumentsInOrder() {
        let paths = ["A.md", "B.tutorial", "B.tutorial", "C.md"]
        let sources = SiteResolver.sources(of: paths.map(document), among: ids(paths))
        #expect(described(sources) == ["input 0", "input 1", "input 2", "input 3"])
    }

    @Test func reorderedThinnedAndAddedPagesAreFoundByPathAndRank() {
        let given = ["A.md", "B.tutorial", "B.tutorial", "C.md", "Extension.md"]
        // The passes sorted, left out an extension, and made a root and a second page of A.md.
        let chosen = ["index", "C.md", "B.tutorial", "A.md", "B.tutorial", "A.md"]
        let sources = SiteResolver.sources(of: chosen.map(document), among: ids(given))
        #expect(described(sources) == ["made 0", "input 3", "input 1", "input 0", "input 2", "made 1"])
    }
}
