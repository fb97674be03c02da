import DocsServer
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// What a preview reported, in order. Recorded synchronously inside the preview's callback,
/// so that an event is in the log before anything it announces can be observed.
final class EventLog: @unchecked Sendable {
    // Every access to the two arrays holds `lock`.
    private let lock = NSLock()
    private var builtGenerations: [Int] = []
    private var failureTexts: [String] = []

    var built: [Int] { lock.withLock { builtGenerations } }
    var failures: [String] { lock.withLock { failureTexts } }

    func record(_ event: LivePreview<DocumentationBuild>.Event) {
        lock.withLock {
            switch event {
            case .built(_, let generation, _): builtGenerations.append(generation)
            case .failed(let error): failureTexts.append("\(error)")
            case .rebuilding: break
            }
        }
    }
}

/// A package with a root page and a guide, previewed through ``fixtureRenderer``.
func previewSources() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Articles/Napkin.md", rootPage(groups: [("Essentials", ["Guide"])]))
    try directory.write("Articles/Guide.md", "# Guide\n\nFirst version.\n")
    return directory
}

/// A preview of `directory`'s `Articles`, built into its `Site` with `render`.
func preview(
    of directory: TemporaryDirectory, log: EventLog, longPollTimeout: Duration = .seconds(20),
    reuse: WorkReuse = WorkReuse(), render: @escaping @Sendable (Site) -> [OutputFile] = fixtureRenderer
) -> LivePreview<DocumentationBuild> {
    let build = DocumentationBuild(
        options: .init(
            inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
            outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url, reuse: reuse),
        render: render
    )
    return LivePreview(
        build: build, configuration: .init(host: "127.0.0.1", port: 0, longPollTimeout: longPollTimeout),
        watchInterval: .milliseconds(50)
    ) { event in
        log.record(event)
    }
}

/// Runs `body` with a started preview, and always stops it.
func withPreview<Build>(_ preview: LivePreview<Build>, _ body: (_ port: UInt16) async throws -> Void) async throws {
    let url = try await preview.start()
    do {
        try await body(try port(of: url))
        await preview.stop()
    } catch {
        await preview.stop()
        throw error
    }
}

/// The reload status the open pages are told after `revision` (-1: at once).
func reloadStatus(port: UInt16, after revision: Int = -1) async throws -> ReloadStatus {
    let response = try await LoopbackClient.request(LiveReloadScript.endpoint + "?revision=\(revision)", port: port)
    return try JSONDecoder().decode(ReloadStatus.self, from: Data(response.body))
}
