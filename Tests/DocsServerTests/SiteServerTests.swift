import DocsServer
import DocsTestSupport
import Foundation
import Testing

@Suite(.timeLimit(.minutes(3))) struct SiteServerTests {
    /// A site directory with pages of several types, and a secret beside it.
    private func site() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Site/index.html", "<!doctype html>\n<html><body><h1>Home</h1></body></html>\n")
        try directory.write("Site/guide/index.html", "<!doctype html>\n<html><body><h1>Guide</h1></body></html>\n")
        try directory.write("Site/articles/setup.html", "<!doctype html>\n<html><body><h1>Setup</h1></body></html>\n")
        try directory.write("Site/404.html", "<!doctype html>\n<html><body><h1>Lost</h1></body></html>\n")
        try directory.write("Site/css/site.css", "body { margin: 0; }\n")
        try directory.write("Site/js/site.js", "console.log(1);\n")
        try directory.write("Site/search.json", "[]\n")
        try directory.write("Site/sitemap.xml", "<urlset/>\n")
        try directory.write("Site/logo.svg", "<svg/>\n")
        try directory.write("Site/robots.txt", "User-agent: *\n")
        try directory.write("Site/icon.png", "not really a png")
        try directory.write("Package.swift", "SECRET-PACKAGE-BYTES")
        return directory
    }

    /// A response that leaves in more than one segment (a head and then a body, as the server
    /// wrote them before SwiftNIO, or a body larger than a segment) waits, with Nagle's
    /// algorithm on, for the client's delayed ACK: each request after the first on a kept-alive
    /// connection took 40 ms at the least (on Linux; more elsewhere). A busy machine can slow
    /// any request, but only the stall slows every one of them, so the fastest is what tells;
    /// and since a machine running the whole suite can be busy for a while, a few connections
    /// are tried before the test concludes that every request stalls.
    @Test func keptAliveRequestsDoNotStall() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let targets =
                Array(repeating: "/articles/setup.html", count: 10) + Array(repeating: "/css/site.css", count: 10)
            var fastestPerConnection: [Duration] = []
            for _ in 1...5 {
                let exchanges = try await LoopbackClient.keptAlive(targets, port: port)
                #expect(exchanges.map(\.response.status) == Array(repeating: 200, count: 20))
                #expect(
                    exchanges[0].response.text.contains("<h1>Setup</h1>")
                        && exchanges[19].response.text == "body { margin: 0; }\n")
                fastestPerConnection.append(try #require(exchanges.dropFirst().map(\.duration).min()))
                if fastestPerConnection.last! < .milliseconds(20) { break }
            }
            #expect(
                fastestPerConnection.contains { $0 < .milliseconds(20) },
                "on each of \(fastestPerConnection.count) connections, the fastest of 19 requests after the first took 20 ms or more: \(fastestPerConnection)"
            )
        }
    }

    @Test func servesIndexAndNestedFilesWithTheirContentTypes() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let home = try await LoopbackClient.request("/", port: port)
            #expect(home.status == 200)
            #expect(home.headers["content-type"] == "text/html; charset=utf-8")
            #expect(home.text.contains("<h1>Home</h1>"))

            let guide = try await LoopbackClient.request("/guide/", port: port)
            #expect(guide.status == 200)
            #expect(guide.text.contains("<h1>Guide</h1>"))

            let redirect = try await LoopbackClient.request("/guide", port: port)
            #expect(redirect.status == 301)
            #expect(redirect.headers["location"] == "/guide/")

            let expected = [
                "/articles/setup.html": "text/html; charset=utf-8",
                "/css/site.css": "text/css; charset=utf-8",
                "/js/site.js": "text/javascript; charset=utf-8",
                "/search.json": "application/json",
                "/sitemap.xml": "application/xml",
                "/logo.svg": "image/svg+xml",
                "/robots.txt": "text/plain; charset=utf-8",
                "/icon.png": "image/png",
            ]
            for (path, type) in expected.sorted(by: { $0.key < $1.key }) {
                let response = try await LoopbackClient.request(path, port: port)
                #expect(response.status == 200, "\(path)")
                #expect(response.headers["content-type"] == type, "\(path)")
                #expect(response.headers["x-content-type-options"] == "nosniff", "\(path)")
            }
            let missing = try await LoopbackClient.request("/no-such-page.html", port: port)
            #expect(missing.status == 404)
            #expect(missing.headers["x-content-type-options"] == "nosniff")
            let css = try await LoopbackClient.request("/css/site.css", port: port)
            #expect(css.text == "body { margin: 0; }\n")
        }
    }

    @Test func headSendsTheHeadersOnly() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let response = try await LoopbackClient.request("/css/site.css", method: "HEAD", port: port)
            #expect(response.status == 200)
            #expect(response.headers["content-length"] == "20")
            #expect(response.body.isEmpty)
        }
    }

    @Test func otherMethodsAreNotAllowed() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let response = try await LoopbackClient.request("/index.html", method: "DELETE", port: port)
            #expect(response.status == 405)
            #expect(
                FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Site/index.html").path))
        }
    }

    @Test func missingFilesGetThe404PageWithStatus404() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let response = try await LoopbackClient.request("/nowhere.html", port: port)
            #expect(response.status == 404)
            #expect(response.headers["content-type"] == "text/html; charset=utf-8")
            #expect(response.text.contains("<h1>Lost</h1>"))
        }
    }

    @Test(arguments: [
        "/../Package.swift", "/%2e%2e/Package.swift", "/%2E%2E/Package.swift", "/..%2fPackage.swift",
        "/%2e%2e%2fPackage.swift", "/guide/../../Package.swift", "/guide/%2e%2e/%2e%2e/Package.swift",
        "/..%5cPackage.swift", "/leak.txt", "/up/Package.swift", "/up/",
    ])
    func pathsOutsideTheRootAreNeverServed(target: String) async throws {
        let directory = try site()
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("Site/leak.txt").path,
            withDestinationPath: directory.url.appendingPathComponent("Package.swift").path)
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("Site/up").path, withDestinationPath: "..")
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let response = try await LoopbackClient.request(target, port: port)
            #expect(response.status == 404)
            #expect(!response.text.contains("SECRET-PACKAGE-BYTES"))
        }
    }

    @Test func absoluteFilePathsAreNotServed() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let target = "/" + directory.url.appendingPathComponent("Package.swift").path
            let response = try await LoopbackClient.request(target, port: port)
            #expect(response.status == 404)
            #expect(!response.text.contains("SECRET-PACKAGE-BYTES"))
        }
    }

    @Test func servedPagesCarryTheReloadScriptButTheFilesDoNot() async throws {
        let directory = try site()
        let onDisk = try #require(directory.read("Site/index.html"))
        let broadcaster = ReloadBroadcaster()
        broadcaster.advance()
        try await withServer(root: directory.url.appendingPathComponent("Site"), broadcaster: broadcaster) { port in
            let home = try await LoopbackClient.request("/", port: port)
            let script = LiveReloadScript.element(generation: 1)
            #expect(home.text == onDisk.replacingOccurrences(of: "</body>", with: script + "</body>"))
            let missing = try await LoopbackClient.request("/nowhere", port: port)
            #expect(missing.text.contains(script))
            let css = try await LoopbackClient.request("/css/site.css", port: port)
            #expect(!css.text.contains("<script>"))
        }
        #expect(directory.read("Site/index.html") == onDisk)
    }

    @Test func theReloadEndpointHoldsALongPollUntilTheNextGeneration() async throws {
        let directory = try site()
        let broadcaster = ReloadBroadcaster()
        try await withServer(root: directory.url.appendingPathComponent("Site"), broadcaster: broadcaster) { port in
            let now = try await LoopbackClient.request(LiveReloadScript.endpoint, port: port)
            #expect(now.status == 200)
            #expect(now.headers["content-type"] == "application/json")
            #expect(now.text == #"{"generation":0}"#)

            async let waited = LoopbackClient.request(LiveReloadScript.endpoint + "?since=0", port: port)
            #expect(try await eventually { broadcaster.waiterCount == 1 })
            broadcaster.advance()
            #expect(try await waited.text == #"{"generation":1}"#)
        }
    }

    @Test func aLongPollIsAnsweredUnchangedAfterItsTimeout() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site"), longPollTimeout: .milliseconds(200)) {
            port in
            let response = try await LoopbackClient.request(LiveReloadScript.endpoint + "?since=0", port: port)
            #expect(response.text == #"{"generation":0}"#)
        }
    }

    @Test func stoppingAnswersOpenLongPolls() async throws {
        let directory = try site()
        let broadcaster = ReloadBroadcaster()
        let server = SiteServer(
            root: directory.url.appendingPathComponent("Site"), configuration: .init(port: 0), broadcaster: broadcaster)
        let port = try port(of: try await server.start())
        async let waited = LoopbackClient.request(LiveReloadScript.endpoint + "?since=0", port: port)
        #expect(try await eventually { broadcaster.waiterCount == 1 })
        let clock = ContinuousClock()
        let start = clock.now
        await server.stop()
        #expect(clock.now - start < .seconds(10))
        #expect(try await waited.text == #"{"generation":0}"#, "the open poll is answered, not dropped")
    }

    @Test func aPortInUseIsReported() async throws {
        let directory = try site()
        try await withServer(root: directory.url) { port in
            let second = SiteServer(
                root: directory.url, configuration: .init(port: port), broadcaster: ReloadBroadcaster())
            await #expect(throws: ServeError.self) { _ = try await second.start() }
        }
    }
}
