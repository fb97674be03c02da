import DocsServer
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// A preview goes on serving whatever happens to the sources while it builds them.
@Suite(.timeLimit(.minutes(3))) struct LivePreviewResilienceTests {
    /// A page deleted while a build runs (after it was read) is in that build, and the deletion
    /// brings the next one, without the page.
    @Test func aSourceDeletedDuringABuildIsRebuiltWithoutIt() async throws {
        let directory = try previewSources()
        try directory.write("Articles/Extra.md", "# Extra\n\nMore.\n")
        let renders = SharedCount()
        let render: @Sendable (Site) -> [OutputFile] = { site in
            // The second build (the first rebuild) loses the page it has just read.
            if renders.increment() == 2 {
                try? FileManager.default.removeItem(at: directory.url.appendingPathComponent("Articles/Extra.md"))
            }
            return fixtureRenderer(site)
        }
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log, render: render)) { port in
            #expect(try await LoopbackClient.request("/articles/extra.html", port: port).status == 200)
            try directory.write("Articles/Guide.md", "# Guide\n\nSecond version.\n")
            #expect(
                try await eventually {
                    try await LoopbackClient.request("/articles/extra.html", port: port).status == 404
                })
            #expect(try await eventually { log.built.count == 3 })
            #expect(
                try await LoopbackClient.request("/articles/guide.html", port: port).text.contains("Second version."))
            #expect(log.failures.isEmpty)
        }
    }

    /// Files and directories that come and go while builds run: each failed build names the
    /// file it could not read, the site is served all along, and once the sources are still,
    /// the next build succeeds.
    @Test func sourcesComingAndGoingDuringBuildsNeverStopTheServer() async throws {
        let directory = try previewSources()
        let log = EventLog()
        try await withPreview(preview(of: directory, log: log)) { port in
            let finished = SharedCount()
            let flickering = Task {
                defer { finished.increment() }
                try await Self.flicker(in: directory, rounds: 150)
            }
            var requests = 0
            while finished.value == 0 {
                let response = try await LoopbackClient.request("/articles/guide.html", port: port)
                #expect(response.status == 200, "\(response.text)")
                requests += 1
            }
            try await flickering.value
            #expect(requests > 0)
            for failure in log.failures {
                #expect(failure.contains("Flicker"), "\(failure)")
            }

            let builtBefore = log.built.count
            try directory.write("Articles/Guide.md", "# Guide\n\nAfter the flicker.\n")
            #expect(try await eventually { log.built.count > builtBefore })
            #expect(
                try await eventually {
                    try await LoopbackClient.request("/articles/guide.html", port: port).text.contains(
                        "After the flicker.")
                })
            #expect(try await LoopbackClient.request("/articles/flicker.html", port: port).status == 404)
            #expect(try await reloadStatus(port: port).errors.isEmpty)
        }
    }

    /// Creates and deletes a page, a page in a directory of its own and an image, `rounds`
    /// times, on a thread of its own; leaves none of them.
    private static func flicker(in directory: TemporaryDirectory, rounds: Int) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread {
                continuation.resume(
                    with: Result {
                        let fileManager = FileManager.default
                        for round in 0..<rounds {
                            try directory.write("Articles/Flicker.md", "# Flicker\n\nRound \(round).\n")
                            try directory.write("Articles/Flicker/Page.md", "# Flicker page\n\nRound \(round).\n")
                            try directory.write("Articles/images/flicker.png", "png \(round)")
                            usleep(2_000)
                            try fileManager.removeItem(at: directory.url.appendingPathComponent("Articles/Flicker.md"))
                            try fileManager.removeItem(at: directory.url.appendingPathComponent("Articles/Flicker"))
                            try fileManager.removeItem(
                                at: directory.url.appendingPathComponent("Articles/images/flicker.png"))
                            usleep(2_000)
                        }
                    })
            }.start()
        }
    }
}
