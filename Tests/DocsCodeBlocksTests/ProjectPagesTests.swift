import DocsCodeBlocks
import DocsMarkup
import Foundation
import Testing

/// This project's own pages: every block is well formed, every tutorial step's state compiles
/// and every expected failure fails as its page says. (`swift build` compiles the final state.)
@Suite(.timeLimit(.minutes(5))) struct ProjectPagesTests {
    /// The package's folder, three levels above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Markdown page of `Articles/` and `Tutorials/`, as a path relative to the package.
    static let pages: [String] = ["Articles", "Tutorials"].flatMap { folder -> [String] in
        let root = packageRoot.appending(path: folder)
        let files = (try? SourceDiscovery().files(in: root)) ?? []
        return files.filter { SourceDiscovery.isMarkdownFile($0.relativePath) }.map { "\(folder)/\($0.relativePath)" }
    }

    static func code(of path: String) throws -> PageCode {
        let bytes = try [UInt8](Data(contentsOf: packageRoot.appending(path: path)))
        return PageCode(source: SourceFile(path: path, bytes: bytes))
    }

    @Test func thePagesAreFound() {
        #expect(Self.pages.contains("Articles/GettingStarted.md"))
    }

    @Test(arguments: pages) func everyStepAndExpectedFailureChecksOut(_ path: String) async throws {
        let code = try Self.code(of: path)
        #expect(code.diagnostics.isEmpty, "\(code.diagnostics)")
        let problems = try await PageCodeChecker(typeChecker: typeChecker()).check(code).problems
        #expect(problems.isEmpty, "\(DiagnosticError(problems))")
    }

    @Test(arguments: pages) func theCodeForDisplayShowsThePageAlike(_ path: String) throws {
        let code = try Self.code(of: path)
        let shown = code.forDisplay()
        #expect(CodePresentation.presentations(of: shown) == CodePresentation.presentations(of: code))
        #expect(shown.counts == code.counts)
    }

    @Test func fewerThanOneSwiftBlockInTenIsShownWithoutBeingCompiled() throws {
        let counts = try Self.pages.reduce(into: BlockCounts()) { $0.add(try Self.code(of: $1).counts) }
        #expect(counts.total > 0)
        #expect(counts.shownOnly.count * 10 < counts.total, "\(counts.shownOnly)")
    }
}

/// The example DocC catalog's tutorial (target `Greeter`): its `@Code` files are found, and the
/// state of every step type-checks, as `napkin-docs check` checks it. (`swift build` compiles the
/// final state through the plugin.)
@Suite(.timeLimit(.minutes(5))) struct CatalogTutorialExampleTests {
    static let tutorial = "Tests/CatalogTutorialExample/Greeter.docc/Tutorials/MeetTheGreeter.tutorial"

    @Test func everyStepOfTheCatalogsTutorialChecksOut() async throws {
        let path = ProjectPagesTests.packageRoot.appending(path: Self.tutorial).path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let code = PageCode(source: SourceFile(path: path, bytes: bytes), codeFilesFoundBy: CodeFileFinder())
        #expect(code.diagnostics.isEmpty, "\(code.diagnostics)")
        #expect(code.files.checkpoints.count == 2, "one state per step")
        let problems = try await PageCodeChecker(typeChecker: typeChecker()).check(code).problems
        #expect(problems.isEmpty, "\(DiagnosticError(problems))")
    }
}
