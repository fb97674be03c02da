import DocsMarkup
import DocsSite
import DocsTestSupport
import Foundation
import Testing

/// `serve` builds again after every save with the same build, which then reuses the previous
/// run's work where the inputs did not change; the files must be those of a build from scratch.
@Suite struct ReuseBetweenRunsTests {
    /// A copy of the project's graphs, which the tests may touch.
    private func graphs() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "napkin-docs-graphs-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try ProjectReference.graphs.get(), to: directory)
        return directory
    }

    private func build(_ directory: TemporaryDirectory, graphs: URL, output: String, reusing: Bool)
        -> DocumentationBuild
    {
        DocumentationBuild(
            options: .init(
                inputs: BuildInputs(
                    sourceDirectories: [directory.url.appendingPathComponent("Articles")],
                    symbolGraphs: .init(
                        directory: graphs, modules: ProjectReference.modules,
                        packageDirectory: ProjectReference.packageRoot
                    )), outputDirectory: directory.url.appendingPathComponent(output), baseDirectory: directory.url,
                reuse: WorkReuse(acrossRuns: reusing)))
    }

    private func page(code: String) -> String {
        "# Routing\n\nAttach a child with ``Router/attachChild(_:)``.\n\n```swift\n\(code)\n```\n"
    }

    @Test func aSecondRunReadsTheAPIOnlyWhenItsFilesChanged() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Routing"])]))
        try directory.write("Articles/Routing.md", page(code: "let a = 1"))
        let graphs = try graphs()
        let preview = build(directory, graphs: graphs, output: "Site", reusing: true)

        #expect(try preview.run().timings.stages.map(\.name).contains("symbols"))
        let second = try preview.run()
        #expect(!second.timings.stages.map(\.name).contains("symbols"), "the graphs did not change")
        #expect(
            second.reference?.symbolCount
                == (try build(directory, graphs: graphs, output: "Fresh", reusing: false).run().reference?.symbolCount))

        // A rebuilt package writes its graphs anew.
        let graph = graphs.appendingPathComponent("napkin.symbols.json")
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: graph.path)
        #expect(try preview.run().timings.stages.map(\.name).contains("symbols"))
    }

    @Test func filesAreThoseOfABuildFromScratchAfterEverySave() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Routing"])]))
        let graphs = try graphs()
        let preview = build(directory, graphs: graphs, output: "Site", reusing: true)
        // Each save changes the code; the second one brings back the first one's code, which the
        // cache may still hold.
        for code in ["let first = Router()", "let second: Int = 2", "let first = Router()", "struct Third {}"] {
            try directory.write("Articles/Routing.md", page(code: code))
            try preview.run()
            try build(directory, graphs: graphs, output: "Fresh", reusing: false).run()
            let reused = try directory.contents(of: "Site")
            let fresh = try directory.contents(of: "Fresh")
            #expect(reused == fresh, "after saving \(code)")
            #expect(
                reused["articles/routing.html"].map { String(decoding: $0, as: UTF8.self) }?.contains(
                    code.split(separator: " ")[1]) == true)
        }
    }

    @Test func aKeptParseGivesTheSameErrorsAndForgetsDeletedPages() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Routing", "Lifecycle"])]))
        try directory.write("Articles/Routing.md", page(code: "let a = 1"))
        try directory.write("Articles/Lifecycle.md", "# Lifecycle\n\n@Row {\n")
        let graphs = try graphs()
        let preview = build(directory, graphs: graphs, output: "Site", reusing: true)
        func errors() -> [String] {
            do {
                try preview.run()
                return []
            } catch let error as DiagnosticError { return error.diagnostics.map(\.description) } catch {
                return ["\(error)"]
            }
        }
        let first = errors()
        #expect(!first.isEmpty && first == errors(), "an unchanged broken page fails again, the same way")

        try directory.write("Articles/Lifecycle.md", "# Lifecycle\n\nFixed.\n")
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Routing"])]))
        try preview.run()
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Articles/Lifecycle.md"))
        try preview.run()
        #expect(try directory.contents(of: "Site")["articles/lifecycle.html"] == nil)
        #expect(try directory.contents(of: "Site")["articles/routing.html"] != nil)
    }
}
