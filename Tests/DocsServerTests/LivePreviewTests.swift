import DocsMarkup
import DocsServer
import DocsSite
import DocsTestSupport
import Foundation
import Testing

/// What a preview reported, in order. Recorded synchronously inside the preview's callback,
/// so that an event is in the log before anything it announces can be observed.
private final class EventLog: @unchecked Sendable {
    // Every access to the two arrays holds `lock`.
    private let lock = NSLock()
    private var builtGenerations: [Int] = []
    private var failureTexts: [String] = []

    var built: [Int] { lock.withLock { builtGenerations } }
    var failures: [String] { lock.withLock { failureTexts } }

    func record(_ event: LivePreview.Event) {
        lock.withLock {
            switch event {
            case .built(_, let generation, _): builtGenerations.append(generation)
            case .failed(let error): failureTexts.append("\(error)")
            case .rebuilding: break
            }
        }
    }
}

@Suite(.timeLimit(.minutes(1))) struct LivePreviewTests {
    /// A package with a root page and a guide, previewed through ``fixtureRenderer``.
    private func sources() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Guide"])]))
        try directory.write("Articles/Guide.md", "# Guide\n\nFirst version.\n")
        return directory
    }

    private func preview(of directory: TemporaryDirectory, log: EventLog, longPollTimeout: Duration = .seconds(20)) -> LivePreview {
        let build = DocumentationBuild(options: .init(
            sourceDirectories: [directory.url.appendingPathComponent("Articles")],
            outputDirectory: directory.url.appendingPathComponent("Site"),
            baseDirectory: directory.url), render: fixtureRenderer)
        return LivePreview(build: build, configuration: .init(host: "127.0.0.1", port: 0, longPollTimeout: longPollTimeout),
                           watchInterval: .milliseconds(50)) { event in
            log.record(event)
        }
    }

    /// Runs `body` with a started preview, and always stops it.
    private func withPreview(_ preview: LivePreview, _ body: (_ port: UInt16) async throws -> Void) async throws {
        let url = try await preview.start()
        do {
            try await body(try port(of: url))
            await preview.stop()
        } catch {
            await preview.stop()
            throw error
        }
    }

    private func generation(port: UInt16, since: Int? = nil) async throws -> Int {
        let target = LiveReloadScript.endpoint + (since.map { "?since=\($0)" } ?? "")
        let text = try await LoopbackClient.request(target, port: port).text
        return try #require(Int(text.replacingOccurrences(of: #"{"generation":"#, with: "").replacingOccurrences(of: "}", with: "")))
    }

    @Test func aChangedSourceIsRebuiltAndAnnounced() async throws {
        let directory = try sources()
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log)) { port in
            #expect(try await generation(port: port) == 1)
            #expect(try await LoopbackClient.request("/articles/guide.html", port: port).text.contains("First version."))

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

    @Test func addedAndRemovedSourcesAreRebuilt() async throws {
        let directory = try sources()
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log)) { port in
            // In an order where every state between is a good site, each of which may be built.
            try directory.write("Articles/Extra.md", "# Extra\n\nMore.\n")
            try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Guide", "Extra"])]))
            #expect(try await eventually { try await LoopbackClient.request("/articles/extra.html", port: port).status == 200 })

            try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Guide"])]))
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Articles/Extra.md"))
            #expect(try await eventually { try await LoopbackClient.request("/articles/extra.html", port: port).status == 404 })
            // The files are on disk a moment before the generation advances.
            #expect(try await eventually { try await generation(port: port) >= 3 })
            #expect(log.failures.isEmpty)
        }
    }

    @Test func aFailedRebuildKeepsThePreviousSiteAndDoesNotReload() async throws {
        let directory = try sources()
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log, longPollTimeout: .milliseconds(500))) { port in
            #expect(try await generation(port: port) == 1)
            let before = directory.read("Site/articles/guide.html")

            try directory.write("Articles/Guide.md", "# Guide\n\nBroken: <doc:Nowhere>.\n")
            #expect(try await eventually { !log.failures.isEmpty })
            let failure = try #require(log.failures.first)
            #expect(failure.contains("Articles/Guide.md:3:"))
            #expect(failure.contains("no page is named 'Nowhere'"))

            // The long poll times out unchanged, and the previous site is still served.
            #expect(try await generation(port: port, since: 1) == 1)
            #expect(directory.read("Site/articles/guide.html") == before)
            #expect(try await LoopbackClient.request("/articles/guide.html", port: port).text.contains("First version."))

            // Fixing the source brings the next generation.
            try directory.write("Articles/Guide.md", "# Guide\n\nFixed again.\n")
            #expect(try await eventually { try await generation(port: port) == 2 })
            #expect(log.built == [1, 2])
        }
    }

    private func status(port: UInt16, after revision: Int) async throws -> ReloadStatus {
        let response = try await LoopbackClient.request(LiveReloadScript.endpoint + "?revision=\(revision)", port: port)
        return try JSONDecoder().decode(ReloadStatus.self, from: Data(response.body))
    }

    /// The open page hears of a failed rebuild with its errors (file:line:column and message),
    /// and of the fix as a new generation with no errors.
    @Test func aFailedRebuildTellsTheOpenPagesItsErrors() async throws {
        let directory = try sources()
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log)) { port in
            let first = try await status(port: port, after: -1)
            #expect(first == ReloadStatus(generation: 1, revision: 1, errors: []))

            async let failed = status(port: port, after: first.revision)
            try directory.write("Articles/Guide.md", "# Guide\n\nBroken: <doc:Nowhere>.\n")
            #expect(try await failed == ReloadStatus(generation: 1, revision: 2, errors: ["Articles/Guide.md:3:9: error: no page is named 'Nowhere'"]))

            async let fixed = status(port: port, after: 2)
            try directory.write("Articles/Guide.md", "# Guide\n\nFixed.\n")
            #expect(try await fixed == ReloadStatus(generation: 2, revision: 3, errors: []))
        }
    }

    @Test func aFailedFirstBuildStillServesAndRecovers() async throws {
        let directory = try sources()
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
