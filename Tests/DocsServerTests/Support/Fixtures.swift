import DocsServer
import DocsSite
import DocsSiteModel
import Foundation
import Testing

/// A small renderer standing in for the real one: an HTML page per page that shows its
/// title and summary, plus a stylesheet and a 404 page, so that tests can see what was built.
@Sendable func fixtureRenderer(_ site: Site) -> [OutputFile] {
    ([site.root] + site.pages).map { page in
        OutputFile(
            path: page.path.string,
            text:
                "<!doctype html>\n<html><head><title>\(page.title)</title></head>\n<body><h1>\(page.title)</h1><p>\(page.summary)</p></body>\n</html>\n"
        )
    } + [
        OutputFile(path: "404.html", text: "<!doctype html>\n<html><body><h1>Lost</h1></body></html>\n"),
        OutputFile(path: "style.css", text: "body { margin: 0; }\n"),
    ]
}

/// Runs `body` against a server of `root` on 127.0.0.1 and a free port, and always stops it.
func withServer<Result: Sendable>(
    root: URL, longPollTimeout: Duration = .seconds(20),
    broadcaster: ReloadBroadcaster = ReloadBroadcaster(),
    _ body: (_ port: UInt16) async throws -> Result
) async throws -> Result {
    let server = SiteServer(
        root: root, configuration: .init(host: "127.0.0.1", port: 0, longPollTimeout: longPollTimeout),
        broadcaster: broadcaster)
    let url = try await server.start()
    do {
        let result = try await body(try port(of: url))
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// The port of a `http://127.0.0.1:N/` address, after checking that it is the loopback one.
func port(of url: URL) throws -> UInt16 {
    #expect(url.host == "127.0.0.1")
    return try #require(url.port.flatMap { UInt16(exactly: $0) })
}

/// Waits until `condition` holds, checking every 20 ms, for at most `limit`.
func eventually(within limit: Duration = .seconds(30), _ condition: () async throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}
