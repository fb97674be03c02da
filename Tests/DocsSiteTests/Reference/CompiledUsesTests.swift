import DocsCodeBlocks
import DocsMarkup
import DocsSymbols
import Foundation
import Testing

@testable import DocsRendering
@testable import DocsResolution
@testable import DocsSite

/// Where the compiled pages use each symbol, read from the index store of this very build.
@Suite struct CompiledUsesTests {
    /// The lines of each page that lie inside a fenced code block.
    private func codeLines(of file: String) throws -> Set<Int> {
        let text = try String(contentsOf: ProjectReference.packageRoot.appendingPathComponent(file), encoding: .utf8)
        var lines: Set<Int> = []
        for block in try DocumentParser().parse(SourceFile(path: file, text: text)).codeBlocks {
            let count = block.code.split(separator: "\n", omittingEmptySubsequences: false).count
            lines.formUnion(block.location.line + 1...block.location.line + max(count, 1))
        }
        return lines
    }

    @Test func usesAreLinesOfCodeNeverProse() throws {
        let uses = try ProjectReference.uses.get()
        #expect(uses.stalePages.isEmpty, "\(uses.stalePages)")
        let all = uses.uses.values.flatMap { $0 }
        #expect(all.count > 100)
        var codeLinesByFile: [String: Set<Int>] = [:]
        for use in all {
            if codeLinesByFile[use.file] == nil { codeLinesByFile[use.file] = try codeLines(of: use.file) }
            #expect(codeLinesByFile[use.file]!.contains(use.line), "\(use.file):\(use.line)")
        }
    }

    @Test func aUseIsTheLineThatNamesTheSymbol() throws {
        let reference = try ProjectReference.reference()
        let uses = try ProjectReference.uses.get()
        let lifecycle = try #require(reference.symbols.first { $0.path == "InteractorLifecycle" })
        let places = try #require(uses.uses[lifecycle.id])
        #expect(places.contains { $0.file == "Articles/Lifecycle.md" })
        for place in places {
            let text = try String(
                contentsOf: ProjectReference.packageRoot.appendingPathComponent(place.file), encoding: .utf8)
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)[place.line - 1]
            #expect(line.contains("InteractorLifecycle"), "\(place.file):\(place.line): \(line)")
        }
    }

    @Test func aSymbolPageListsThePagesAndStepsThatUseIt() throws {
        let reference = try ProjectReference.reference()
        let documents = try ReferenceSiteTests().projectDocumentsForOtherSuites()
        let site = try SiteResolver(reference: reference, uses: ProjectReference.uses.get()).resolve(documents)
        let page = try #require(site.pages.first { $0.path == "reference/napkin/child-route.html" })
        let usedIn = try #require(page.symbol?.usedIn)
        let tutorial = try #require(usedIn.first { $0.title == "Building a Login Flow" })
        #expect(!tutorial.steps.isEmpty)
        #expect(tutorial.path == "tutorials/building-a-login-flow.html#step-\(tutorial.steps[0])")
        let html = String(
            decoding: SiteRenderer().render(site).first { $0.path == page.path.string }!.contents, as: UTF8.self)
        #expect(html.contains("Used in compiled examples: "))
    }
}
