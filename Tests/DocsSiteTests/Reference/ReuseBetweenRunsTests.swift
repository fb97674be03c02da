import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// `serve` builds again after every save with the same build, which then reuses the previous
/// run's work where the inputs did not change; the files must be those of a build from scratch.
@Suite struct ReuseBetweenRunsTests {
    /// A copy of the project's graphs, which the tests may touch.
    private func graphs() throws -> URL {
        let directory = ProjectReference.newGraphsFolder()
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

    /// One random save to a site with an API reference.
    private enum Save: CaseIterable {
        /// A paragraph after the sections: the page alone is resolved again.
        case appendParagraph
        /// A paragraph before the sections, which moves the places of the page's uses.
        case insertParagraph
        /// A new symbol link in the body.
        case linkSymbol
        /// A documentation extension's text.
        case editExtension
        /// A new title, which other pages show.
        case retitle
    }

    @Test(arguments: Array(1...4) as [UInt64])
    func aSeriesOfSavesWritesWhatABuildFromScratchWrites(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        let articles = directory.url.appendingPathComponent("Articles")
        var generator = SeededRandomNumberGenerator(seed: seed)
        let pages = ["Routing", "Lifecycle"]
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", pages)]))
        func writePage(_ name: String, title: String? = nil, before: String = "", after: String = "") throws {
            try directory.write(
                "Articles/\(name).md",
                "# \(title ?? name)\n\nAbout \(name), with ``Router``.\n\n\(before)\n\n## Part\n\nMore.\n\n\(after)\n")
        }
        func writeExtension(_ text: String) throws {
            try directory.write("Articles/Router.md", "# ``napkin/Router``\n\n\(text)\n")
        }
        for page in pages { try writePage(page) }
        try writeExtension("The router, extended.")
        let graphs = try graphs()
        let preview = build(directory, graphs: graphs, output: "Site", reusing: true)
        try preview.run()
        for round in 1...12 {
            let save = Save.allCases.randomElement(using: &generator)!
            let page = pages.randomElement(using: &generator)!
            switch save {
            case .appendParagraph: try writePage(page, after: "Round \(round).")
            case .insertParagraph:
                try writePage(page, before: String(repeating: "Round \(round).\n\n", count: round % 3))
            case .linkSymbol: try writePage(page, after: "See ``Router/load()`` in round \(round).")
            case .editExtension: try writeExtension("The router, in round \(round).")
            case .retitle: try writePage(page, title: "\(page) in round \(round)")
            }
            let changed = articles.appendingPathComponent(save == .editExtension ? "Router.md" : "\(page).md")
            try preview.run(changed: [changed.path])
            try build(directory, graphs: graphs, output: "Fresh", reusing: false).run()
            let site = try directory.contents(of: "Site")
            let fresh = try directory.contents(of: "Fresh")
            #expect(site.keys.sorted() == fresh.keys.sorted(), "after \(save) of \(page) in round \(round)")
            for (path, bytes) in fresh where site[path] != bytes {
                Issue.record("\(path) differs from a build from scratch after \(save) of \(page) in round \(round)")
            }
        }
    }

    /// The header of a PNG of `width` by `height` pixels: as much as the build reads of it.
    private func png(width: UInt8, height: UInt8) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    }

    @Test func aSavedImageIsNotTakenForASavedPage() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Routing"])]))
        try directory.write("Articles/Routing.md", "# Routing\n\n![A diagram](diagram.png)\n")
        // With a @2x variant, the page shows the image at the size of its 1x file.
        try directory.write("Articles/diagram.png", bytes: png(width: 10, height: 20))
        try directory.write("Articles/diagram@2x.png", bytes: png(width: 20, height: 40))
        let graphs = try graphs()
        let preview = build(directory, graphs: graphs, output: "Site", reusing: true)
        try preview.run()
        // Only the image changed, and the page shows its new size: the page is resolved again.
        try directory.write("Articles/diagram.png", bytes: png(width: 30, height: 40))
        try preview.run(changed: [directory.url.appendingPathComponent("Articles/diagram.png").path])
        let page = directory.read("Site/articles/routing.html") ?? ""
        #expect(page.contains("width=30 height=40"))
        try build(directory, graphs: graphs, output: "Fresh", reusing: false).run()
        #expect(try directory.contents(of: "Site") == directory.contents(of: "Fresh"))
    }

    /// The build's half of a link added outside the package: told of the link's path (as the
    /// watcher reports it, `SourceWatcherTests.aRefusedLinkIsWatchedItself`), a run with the last
    /// listing kept lists again and refuses the link as a build from scratch does.
    /// `LivePreviewTests.aLinkAddedOutsideThePackageFailsTheRebuild` covers the two together.
    @Test func aLinkAddedOutsideThePackageIsRefusedAsInAFreshBuild() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Routing"])]))
        try directory.write("Articles/Routing.md", "# Routing\n\nRoutes.\n")
        let graphs = try graphs()
        let preview = build(directory, graphs: graphs, output: "Site", reusing: true)
        try preview.run()
        let outside = try TemporaryDirectory()
        try outside.write("secret.txt", "a secret")
        let link = directory.url.appendingPathComponent("Articles/secret.png")
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: outside.url.appendingPathComponent("secret.txt"))
        try directory.write("Articles/Routing.md", "# Routing\n\n![The secret](secret.png)\n")
        func identifiers(_ run: () throws -> Void) -> [String] {
            do {
                try run()
                return []
            } catch let error as DiagnosticError { return error.diagnostics.map(\.id.name) } catch {
                return ["\(error)"]
            }
        }
        let changed = [link.path, directory.url.appendingPathComponent("Articles/Routing.md").path]
        let kept = identifiers { try preview.run(changed: Set(changed)) }
        #expect(kept == ["link-leaves-package"])
        #expect(kept == identifiers { try build(directory, graphs: graphs, output: "Fresh", reusing: false).run() })
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
