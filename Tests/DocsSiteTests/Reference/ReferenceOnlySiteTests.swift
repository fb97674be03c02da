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

    @Test func withoutPagesOrModulesTheBuildSaysWhereItLooked() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: BuildError.noPages(searched: ["Articles", "Tutorials"])) {
            try build(directory, graphs: nil).run()
        }
    }
}
