import DocsMarkup
import DocsSite
import DocsTestSupport
import Foundation
import Testing

/// The build reports the public symbols without a doc comment, and can fail on them.
@Suite struct DocCommentCoverageTests {
    /// A copy of the real graphs in which `path` has lost its doc comment.
    private func graphs(removingTheCommentOf path: [String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "napkin-docs-coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for module in ProjectReference.modules {
            let file = try ProjectReference.graphs.get().appendingPathComponent("\(module).symbols.json")
            var graph = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            var symbols = try #require(graph["symbols"] as? [[String: Any]])
            for index in symbols.indices where symbols[index]["pathComponents"] as? [String] == path {
                symbols[index]["docComment"] = nil
            }
            graph["symbols"] = symbols
            try JSONSerialization.data(withJSONObject: graph).write(
                to: directory.appendingPathComponent("\(module).symbols.json"))
        }
        return directory
    }

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
        let graphs = try graphs(removingTheCommentOf: ["Router", "load()"])
        let coverage = try #require(try build(graphs: graphs, requiringDocComments: false).reference)
        #expect(coverage.undocumented.map(\.path) == ["napkin/Router/load()"])
        #expect(coverage.undocumented.first?.location?.file == "Sources/napkin/Routing/Router.swift")
    }

    @Test func requiringDocCommentsMakesThemErrors() throws {
        let graphs = try graphs(removingTheCommentOf: ["Router", "load()"])
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
