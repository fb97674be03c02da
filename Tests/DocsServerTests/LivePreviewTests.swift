import DocsCodeBlocks
import DocsMarkup
import DocsServer
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

@Suite(.timeLimit(.minutes(3))) struct LivePreviewTests {
    private func generation(port: UInt16, since: Int? = nil) async throws -> Int {
        let target = LiveReloadScript.endpoint + (since.map { "?since=\($0)" } ?? "")
        let text = try await LoopbackClient.request(target, port: port).text
        return try #require(
            Int(text.replacingOccurrences(of: #"{"generation":"#, with: "").replacingOccurrences(of: "}", with: "")))
    }

    @Test func aChangedSourceIsRebuiltAndAnnounced() async throws {
        let directory = try previewSources()
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log)) { port in
            #expect(try await generation(port: port) == 1)
            #expect(
                try await LoopbackClient.request("/articles/guide.html", port: port).text.contains("First version."))

            // A page waiting in a long poll hears of the rebuild.
            async let waited = generation(port: port, since: 1)
            try directory.write("Articles/Guide.md", "# Guide\n\nSecond, longer version.\n")
            #expect(try await waited == 2)
            let page = try await LoopbackClient.request("/articles/guide.html", port: port)
            #expect(page.text.contains("Second, longer version."))
            #expect(page.text.contains(LiveReloadScript.element(generation: 2)))
            #expect(directory.read("Site/articles/guide.html")?.contains("<script>") == false)
            #expect(log.built == [1, 2])
        }
    }

    /// A `napkin-docs check` made while the preview runs writes the record of the blocks'
    /// outcomes, which the pages show: the preview rebuilds when the record changes, no save
    /// needed, and the pages it kept show the new state.
    @Test func aCheckMadeWhileServingShowsAtOnce() async throws {
        let directory = try previewSources()
        let text = "# Guide\n\n```swift\nlet answer = 42\n```\n"
        try directory.write("Articles/Guide.md", text)
        let recordFile = directory.url.appendingPathComponent(".build/napkin-docs/checked-blocks.json")
        var options = DocumentationBuild.Options(
            inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
            outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url,
            reuse: WorkReuse(acrossRuns: true))
        options.inputs.checkRecordFile = recordFile
        let log = EventLog()
        let preview = LivePreview(
            build: DocumentationBuild(options: options), configuration: .init(host: "127.0.0.1", port: 0),
            watchInterval: .milliseconds(50)
        ) { log.record($0) }
        try await withPreview(preview) { port in
            #expect(try await generation(port: port) == 1)
            let before = try await LoopbackClient.request("/articles/guide.html", port: port).text
            #expect(before.contains("not checked"), "\(before)")

            let blocks = PageCode(source: SourceFile(path: "Guide.md", text: text)).blocks
            let entry = BlockCheckRecord.Entry(
                file: directory.url.appendingPathComponent("Articles/Guide.md").standardizedFileURL.path, line: 3,
                fingerprint: BlockFingerprint.of(page: blocks)[0], outcome: .compiled)
            try FileManager.default.createDirectory(
                at: recordFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try BlockCheckRecord(entries: [entry]).write(to: recordFile)
            #expect(try await eventually { try await generation(port: port) == 2 })
            let after = try await LoopbackClient.request("/articles/guide.html", port: port).text
            #expect(after.contains("· compiled"), "\(after)")
            #expect(!after.contains("not checked"))
        }
    }

    /// A symbolic link added beside the pages, leading outside the package, fails the rebuild as
    /// it fails a build from scratch, even with the last run's listing kept (as `serve` keeps it):
    /// the watcher reports the link itself, so the folder is listed again and the link refused.
    @Test func aLinkAddedOutsideThePackageFailsTheRebuild() async throws {
        let directory = try previewSources()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        let outside = try TemporaryDirectory()
        try outside.write("secret.txt", "a secret")
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log, reuse: WorkReuse(acrossRuns: true))) { port in
            #expect(try await generation(port: port) == 1)
            try FileManager.default.createSymbolicLink(
                at: directory.url.appendingPathComponent("Articles/secret.png"),
                withDestinationURL: outside.url.appendingPathComponent("secret.txt"))
            try directory.write("Articles/Guide.md", "# Guide\n\nSecond, longer version.\n")
            #expect(try await eventually { log.failures.contains { $0.contains("[link-leaves-package]") } })
            #expect(log.built == [1], "\(log.failures)")
        }
    }

    @Test func addedAndRemovedSourcesAreRebuilt() async throws {
        let directory = try previewSources()
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log)) { port in
            // In an order where every state between is a good site, each of which may be built.
            try directory.write("Articles/Extra.md", "# Extra\n\nMore.\n")
            try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Guide", "Extra"])]))
            #expect(
                try await eventually {
                    try await LoopbackClient.request("/articles/extra.html", port: port).status == 200
                })

            try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Guide"])]))
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Articles/Extra.md"))
            #expect(
                try await eventually {
                    try await LoopbackClient.request("/articles/extra.html", port: port).status == 404
                })
            // The files are on disk a moment before the generation advances.
            #expect(try await eventually { try await generation(port: port) >= 3 })
            #expect(log.failures.isEmpty)
        }
    }

    @Test func aFailedRebuildKeepsThePreviousSiteAndDoesNotReload() async throws {
        let directory = try previewSources()
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log, longPollTimeout: .milliseconds(500))) { port in
            #expect(try await generation(port: port) == 1)
            let before = directory.read("Site/articles/guide.html")

            try directory.write("Articles/Guide.md", "# Guide\n\nBroken: <doc:Nowhere>.\n")
            // Under load the watcher may also see the file half written (empty: "no title"),
            // which fails as well; the broken link is what the finished file reports.
            #expect(try await eventually { log.failures.contains { $0.contains("no page is named 'Nowhere'") } })
            let failure = try #require(log.failures.first { $0.contains("no page is named 'Nowhere'") })
            #expect(failure.contains("Articles/Guide.md:3:"))

            // The long poll times out unchanged, and the previous site is still served.
            #expect(try await generation(port: port, since: 1) == 1)
            #expect(directory.read("Site/articles/guide.html") == before)
            #expect(
                try await LoopbackClient.request("/articles/guide.html", port: port).text.contains("First version."))

            // Fixing the source brings the next generation.
            try directory.write("Articles/Guide.md", "# Guide\n\nFixed again.\n")
            #expect(try await eventually { try await generation(port: port) == 2 })
            #expect(log.built == [1, 2])
        }
    }

    /// The open page hears of a failed rebuild with its errors (file:line:column and message),
    /// and of the fix as a new generation with no errors.
    @Test func aFailedRebuildTellsTheOpenPagesItsErrors() async throws {
        let directory = try previewSources()
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log)) { port in
            let first = try await reloadStatus(port: port, after: -1)
            #expect(first == ReloadStatus(generation: 1, revision: 1, errors: []))

            async let failed = reloadStatus(port: port, after: first.revision)
            try directory.write("Articles/Guide.md", "# Guide\n\nBroken: <doc:Nowhere>.\n")
            #expect(
                try await failed
                    == ReloadStatus(
                        generation: 1, revision: 2, errors: ["Articles/Guide.md:3:9: error: no page is named 'Nowhere'"]
                    ))

            async let fixed = reloadStatus(port: port, after: 2)
            try directory.write("Articles/Guide.md", "# Guide\n\nFixed.\n")
            #expect(try await fixed == ReloadStatus(generation: 2, revision: 3, errors: []))
        }
    }

    @Test func aFailedFirstBuildStillServesAndRecovers() async throws {
        let directory = try previewSources()
        try directory.write("Articles/Guide.md", "# Guide\n\n@Unknown\n")
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log)) { port in
            #expect(try await eventually { log.failures.count == 1 })
            #expect(try await generation(port: port) == 0)
            let missing = try await LoopbackClient.request("/", port: port)
            #expect(missing.status == 404)
            #expect(missing.text.contains(LiveReloadScript.element(generation: 0)))

            try directory.write("Articles/Guide.md", "# Guide\n\nRepaired.\n")
            #expect(try await eventually { try await generation(port: port) == 1 })
            #expect(try await LoopbackClient.request("/", port: port).status == 200)
        }
    }
}
