import DocsMarkup
import DocsServer
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// `serve` tells each rebuild which files its watcher saw change, and the build reads only those
/// again, keeps its listings while no file appeared or went, and writes only the output files
/// that changed. After any series of saves the site must be the one a build from scratch writes.
@Suite(.timeLimit(.minutes(2))) struct ChangedSourcesTests {
    /// One random change to the sources.
    private enum Save: CaseIterable {
        case editBody, editSummary, retitle, addPage, deletePage, breakPage, addImage, deleteImage, renameHeading
        case showImage, linkPages
    }

    @Test(arguments: Array(1...8) as [UInt64])
    func aSeriesOfSavesWritesWhatABuildFromScratchWrites(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        let articles = directory.url.appendingPathComponent("Articles")
        var generator = SeededRandomNumberGenerator(seed: seed)
        var pages = ["Routing", "Lifecycle", "Cards"]
        var round = 0
        func writeRoot() throws {
            try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", pages)]) + pad())
        }
        // Every write grows or shrinks the file, so that the watcher's stamps (time and size)
        // tell it apart from the last one even within one tick of the file system's clock.
        func pad() -> String { "\n" + String(repeating: " ", count: round) + "\n" }
        // Lifecycle links to a heading of Routing, which a save may rename (breaking the link) and
        // rename back.
        var routingHeading = "Part"
        func writePage(_ name: String, title: String? = nil, summary: String? = nil, body: String = "Body.") throws {
            let link = name == "Lifecycle" ? "<doc:Routing#Part>" : "<doc:Napkin>"
            let heading = name == "Routing" ? routingHeading : "Part"
            try directory.write(
                "Articles/\(name).md",
                "# \(title ?? name)\n\n\(summary ?? "About \(name).")\n\n\(body)\n\nSee \(link).\n\n## \(heading)\n\nMore.\n"
                    + pad())
        }
        try writeRoot()
        for page in pages { try writePage(page) }

        let options = DocumentationBuild.Options(
            inputs: BuildInputs(sourceDirectories: [articles]),
            outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url,
            reuse: WorkReuse(acrossRuns: true))
        let preview = DocumentationBuild(options: options)
        let watcher = SourceWatcher(directories: [articles])
        var known = watcher.snapshot()
        try preview.run()
        for _ in 0..<30 {
            round += 1
            let save = Save.allCases.randomElement(using: &generator)!
            let page = pages.randomElement(using: &generator)!
            switch save {
            case .editBody: try writePage(page, body: "Body of round \(round).")
            case .retitle: try writePage(page, title: "\(page) in round \(round)")
            case .editSummary: try writePage(page, summary: "What \(page) is, in round \(round).")
            case .addPage:
                pages.append("Added\(round)")
                try writePage("Added\(round)")
                try writeRoot()
            case .renameHeading:
                routingHeading = routingHeading == "Part" ? "Part \(round)" : "Part"
                try writePage("Routing")
            case .deletePage where page != "Routing":
                pages.removeAll { $0 == page }
                try FileManager.default.removeItem(at: articles.appendingPathComponent("\(page).md"))
                try writeRoot()
            case .deletePage: continue
            case .breakPage: try writePage(page, body: "@Unknown {\n")
            case .addImage:
                try directory.write(
                    "Articles/images/tree.png", bytes: [0x89, 0x50, 0x4E, 0x47] + Array(repeating: 0, count: round))
                try writePage(page, body: "![A tree](images/tree.png)")
            case .showImage: try writePage(page, body: "![A tree, as before](images/tree.png)")
            case .linkPages: try writePage(page, body: "See <doc:\(pages.randomElement(using: &generator)!)>.")
            case .deleteImage:
                try? FileManager.default.removeItem(at: articles.appendingPathComponent("images/tree.png"))
            }
            let current = watcher.snapshot()
            let changed = SourceWatcher.changedPaths(from: known, to: current)
            known = current
            let kept = Result { try preview.run(changed: changed) }
            var fresh = options
            fresh.outputDirectory = directory.url.appendingPathComponent("Fresh")
            fresh.reuse.acrossRuns = false
            let scratch = Result { try DocumentationBuild(options: fresh).run() }
            switch (kept, scratch) {
            case (.success, .success):
                let site = try directory.contents(of: "Site")
                let expected = try directory.contents(of: "Fresh")
                #expect(site.keys.sorted() == expected.keys.sorted(), "after \(save) of \(page) in round \(round)")
                for (path, bytes) in expected where site[path] != bytes {
                    Issue.record("\(path) differs from a build from scratch after \(save) of \(page) in round \(round)")
                }
            case (.failure(let keptError), .failure(let scratchError)):
                #expect("\(keptError)" == "\(scratchError)", "after \(save) of \(page) in round \(round)")
            default:
                Issue.record("after \(save) of \(page) in round \(round): kept \(kept), from scratch \(scratch)")
            }
        }
    }
}
