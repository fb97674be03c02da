import DocsMarkup
import DocsSite
import DocsTestSupport
import Foundation
import Testing

/// The build reports the public symbols without a doc comment, and can fail on them.
@Suite struct DocCommentCoverageTests {
    private func build(graphs: URL, requiringDocComments: Bool, root: String = rootPage()) throws
        -> DocumentationBuild.Summary
    {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", root)
        let input = BuildInputs.SymbolGraphs(
            directory: graphs, modules: ProjectReference.modules, packageDirectory: ProjectReference.packageRoot)
        return try DocumentationBuild(
            options: DocumentationBuild.Options(
                inputs: BuildInputs(
                    sourceDirectories: [directory.url.appendingPathComponent("Articles")], symbolGraphs: input),
                outputDirectory: directory.url.appendingPathComponent("Out"), requiresDocComments: requiringDocComments,
                baseDirectory: directory.url)
        ).run()
    }

    @Test func everyPublicSymbolOfTheCoreIsDocumented() throws {
        let coverage = try #require(
            try build(graphs: ProjectReference.graphs.get(), requiringDocComments: true).reference)
        #expect(coverage.symbolCount > 90)
        #expect(coverage.undocumented.isEmpty)
    }

    @Test func aSymbolWithoutADocCommentIsListedWithItsPlace() throws {
        let graphs = try ProjectReference.graphs(withTheCommentOf: ["Router", "load()"], as: nil)
        let coverage = try #require(try build(graphs: graphs, requiringDocComments: false).reference)
        #expect(coverage.undocumented.map(\.path) == ["napkin/Router/load()"])
        #expect(coverage.undocumented.first?.location?.file == "Sources/napkin/Routing/Router.swift")
    }

    @Test func requiringDocCommentsMakesThemErrors() throws {
        let graphs = try ProjectReference.graphs(withTheCommentOf: ["Router", "load()"], as: nil)
        #expect {
            _ = try build(graphs: graphs, requiringDocComments: true)
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.message) == [
                "the public symbol napkin/Router/load() has no doc comment"
            ]
        }
        // With the pages' own problems, in one run.
        #expect {
            _ = try build(graphs: graphs, requiringDocComments: true, root: rootPage(extra: "See <doc:Nowhere>.\n"))
        } throws: { error in
            Set((error as? DiagnosticError)?.diagnostics.map(\.message) ?? [])
                == ["the public symbol napkin/Router/load() has no doc comment", "no page is named 'Nowhere'"]
        }
    }
}
