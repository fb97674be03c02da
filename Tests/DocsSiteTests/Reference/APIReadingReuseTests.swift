import DocsSite
import DocsTestSupport
import Foundation
import Testing

/// A build kept for its next run (`serve`) reads the symbol graphs again when the package was
/// built again, and resolves again only what a changed reading changes.
@Suite struct APIReadingReuseTests {
    @Test func graphsWrittenAgainAlikeResolveNothingAgainAndAChangedCommentShows() throws {
        let graphs = try ProjectReference.graphs(withTheCommentOf: ["Router"], as: ["Routes its children."])
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage())
        let input = BuildInputs.SymbolGraphs(
            directory: graphs, modules: ProjectReference.modules, packageDirectory: ProjectReference.packageRoot)
        let output = directory.url.appendingPathComponent("Site")
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(
                    sourceDirectories: [directory.url.appendingPathComponent("Articles")], symbolGraphs: input),
                outputDirectory: output, baseDirectory: directory.url, reuse: WorkReuse(acrossRuns: true)))
        func resolved(_ summary: DocumentationBuild.Summary) -> Int? {
            summary.timings.work.first { $0.verb == "resolved" }?.done
        }
        func stages(_ summary: DocumentationBuild.Summary) -> Set<String> { Set(summary.timings.stages.map(\.name)) }
        let graph = graphs.appendingPathComponent("napkin.symbols.json")
        /// Writes the graph as a build of the package does: a new file, later than the last.
        func write(_ data: Data) throws {
            let later = try #require(
                try FileManager.default.attributesOfItem(atPath: graph.path)[.modificationDate] as? Date)
            try data.write(to: graph)
            try FileManager.default.setAttributes([.modificationDate: later + 60], ofItemAtPath: graph.path)
        }

        let first = try build.run()
        #expect(stages(first).contains("symbols"))
        let pages = try #require(resolved(first))
        #expect(pages > 90)

        // Nothing of the graphs changed: not even read.
        #expect(try !stages(build.run(changed: [])).contains("symbols"))

        // Built again, alike: read again, the same reading, nothing resolved again.
        try write(Data(contentsOf: graph))
        let alike = try build.run(changed: [graph.path])
        #expect(stages(alike).contains("symbols"))
        #expect(resolved(alike) == 0)

        // A doc comment changed: the pages resolve again and show it.
        let changed = try ProjectReference.graphs(withTheCommentOf: ["Router"], as: ["Attaches and detaches children."])
        try write(Data(contentsOf: changed.appendingPathComponent("napkin.symbols.json")))
        let after = try build.run(changed: [graph.path])
        #expect(try #require(resolved(after)) > 0)
        let router = try String(
            contentsOf: output.appendingPathComponent("reference/napkin/router.html"), encoding: .utf8)
        #expect(router.contains("Attaches and detaches children."))
        #expect(!router.contains("Routes its children."))
    }
}
