import DocsMarkup
import DocsSite
import DocsTestSupport
import Foundation
import Testing

/// A package with modules to document and no pages of its own (no `Articles/`, no catalog) gets a
/// site of its API reference alone, as DocC documents a module from its symbols alone.
@Suite struct ReferenceOnlySiteTests {
    private func build(_ directory: TemporaryDirectory, graphs: URL?) -> DocumentationBuild {
        DocumentationBuild(
            options: .init(
                inputs: BuildInputs(
                    sourceDirectories: ["Articles", "Tutorials"].map { directory.url.appendingPathComponent($0) },
                    requiresSourceDirectories: false,
                    symbolGraphs: graphs.map {
                        .init(
                            directory: $0, modules: ProjectReference.modules,
                            packageDirectory: ProjectReference.packageRoot)
                    }),
                outputDirectory: directory.url.appendingPathComponent("Site"), siteTitle: "Toolkit",
                baseDirectory: directory.url))
    }

    @Test func aPackageWithoutPagesGetsItsAPIReference() throws {
        let directory = try TemporaryDirectory()
        let summary = try build(directory, graphs: try ProjectReference.graphs.get()).run()
        #expect(summary.reference?.symbolCount ?? 0 > 0)
        let root = try #require(directory.read("Site/index.html"))
        #expect(root.contains("<h1 class=hero-title>Toolkit</h1>"))
        #expect(root.contains("The API reference of the modules napkin and NapkinTestSupport."))
        #expect(root.contains("href=reference/index.html"))
        #expect(directory.read("Site/reference/napkin/router.html") != nil)
    }

    /// Graphs whose `Router` doc comment links to a symbol that does not exist.
    private func graphsWithABrokenLink() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "napkin-docs-reference-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for module in ProjectReference.modules {
            let file = try ProjectReference.graphs.get().appendingPathComponent("\(module).symbols.json")
            var graph = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            var symbols = try #require(graph["symbols"] as? [[String: Any]])
            for index in symbols.indices where symbols[index]["pathComponents"] as? [String] == ["Router"] {
                symbols[index]["docComment"] = ["lines": [["text": "Routes, unlike ``Nowhere``."]]]
            }
            graph["symbols"] = symbols
            try JSONSerialization.data(withJSONObject: graph).write(
                to: directory.appendingPathComponent("\(module).symbols.json"))
        }
        return directory
    }

    /// The doc comments were written for DocC, which shows a link that names nothing as text: so
    /// does this site, with a warning, as it does for a DocC catalog's pages.
    @Test func aBrokenLinkOfADocCommentIsAWarningAsInDocC() throws {
        let directory = try TemporaryDirectory()
        let summary = try build(directory, graphs: try graphsWithABrokenLink()).run()
        #expect(summary.warnings.map(\.id.name).contains("broken-link"), "\(summary.warnings)")
        #expect(directory.read("Site/reference/napkin/router.html")?.contains("Nowhere") == true)
    }

    @Test func withoutPagesOrModulesTheBuildSaysWhereItLooked() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: BuildError.noPages(searched: ["Articles", "Tutorials"])) {
            try build(directory, graphs: nil).run()
        }
    }
}
