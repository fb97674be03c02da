import DocsSite
import DocsTestSupport
import Foundation
import Testing

/// What `--timings` says a run did comes from what the engine computed: after a save, the saved
/// page parsed, made again with the pages that show what changed of it, and rendered with them.
@Suite struct SaveWorkCountsTests {
    @Test func aSaveParsesTheSavedPageAndRendersThePagesThatShowIt() throws {
        let directory = try TemporaryDirectory()
        let articles = directory.url.appendingPathComponent("Articles")
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Routing", "Lifecycle"])]))
        try directory.write("Articles/Routing.md", "# Routing\n\nHow routers attach children.\n\nBody.\n")
        try directory.write("Articles/Lifecycle.md", "# Lifecycle\n\nWhen napkins start. See <doc:Routing>.\n")
        try directory.write("Articles/Extra.md", "# Extra\n\nIn no group.\n")
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [articles]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url,
                reuse: WorkReuse(acrossRuns: true)))
        func work(_ summary: DocumentationBuild.Summary) -> [String] {
            summary.timings.work.map { "\($0.verb) \($0.done) of \($0.total) \($0.noun)" }
        }
        #expect(try work(build.run()) == ["parsed 4 of 4 sources", "resolved 4 of 4 pages", "rendered 6 of 6 files"])
        #expect(
            try work(build.run(changed: [])) == [
                "parsed 0 of 4 sources", "resolved 0 of 4 pages", "rendered 0 of 6 files",
            ])

        let routing = articles.appendingPathComponent("Routing.md")
        try directory.write("Articles/Routing.md", "# Routing\n\nHow routers attach children.\n\nAnother body.\n")
        // Routing's page made again; rendered with Lifecycle's, whose link shows Routing's page.
        #expect(
            try work(build.run(changed: [routing.path])) == [
                "parsed 1 of 4 sources", "resolved 1 of 4 pages", "rendered 2 of 6 files",
            ])

        // A new title: Routing's page, the root's and Lifecycle's, whose links to the page before
        // and after show it (Lifecycle's summary too), are made again; it shows in the sidebar of
        // every page, and the files that list the site.
        try directory.write("Articles/Routing.md", "# Routers\n\nHow routers attach children.\n\nAnother body.\n")
        #expect(
            try work(build.run(changed: [routing.path])) == [
                "parsed 1 of 4 sources", "resolved 3 of 4 pages", "rendered 6 of 6 files",
            ])
    }
}
