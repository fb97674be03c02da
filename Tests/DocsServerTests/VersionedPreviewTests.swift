import DocsMarkup
import DocsServer
import DocsSite
import DocsSiteModel
import DocsSupport
import DocsTestSupport
import Foundation
import Testing

/// `serve --versions`: every version served, the working tree rebuilt after a save.
@Suite(.timeLimit(.minutes(3))) struct VersionedPreviewTests {
    @Test func aSaveInTheWorkingTreeRebuildsItsPagesAndTheOthersStay() async throws {
        let directory = try TemporaryDirectory()
        for (version, text) in [("main", "Being written."), ("1.0.0", "Released.")] {
            try directory.write("\(version)/Articles/Napkin.md", rootPage(groups: [("Essentials", ["Guide"])]))
            try directory.write("\(version)/Articles/Guide.md", "# Guide\n\n\(text)\n")
        }
        let versions = ["main", "1.0.0"].map { name in
            let sources = directory.url.appendingPathComponent("\(name)/Articles")
            let base = directory.url
            return VersionedBuild.Version(name: name, isRelease: name != "main") {
                DocumentationBuild.Options(
                    inputs: BuildInputs(sourceDirectories: [sources]), outputDirectory: base, baseDirectory: base)
            }
        }
        var build = VersionedBuild(
            versions: versions, outputDirectory: directory.url.appendingPathComponent("Site"),
            configuration: SiteConfiguration())
        build.watchedDirectories = [directory.url.appendingPathComponent("main/Articles")]
        let built = LockedValue<[Int]>([])
        let preview = LivePreview(
            build: build, configuration: .init(host: "127.0.0.1", port: 0), watchInterval: .milliseconds(50)
        ) { event in
            if case .built(_, let generation, _) = event { built.withLock { $0.append(generation) } }
        }
        try await withPreview(preview) { port in
            #expect(
                try await LoopbackClient.request("/main/articles/guide.html", port: port).text.contains(
                    "Being written."))
            #expect(
                try await LoopbackClient.request("/1.0.0/articles/guide.html", port: port).text.contains("Released."))
            try directory.write("main/Articles/Guide.md", "# Guide\n\nSaved again.\n")
            #expect(try await eventually { built.withLock { $0.count } == 2 })
            #expect(
                try await LoopbackClient.request("/main/articles/guide.html", port: port).text.contains("Saved again."))
            #expect(
                try await LoopbackClient.request("/latest/articles/guide.html", port: port).text.contains("Released."))
        }
    }
}
