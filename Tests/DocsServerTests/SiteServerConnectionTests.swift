import DocsServer
import DocsTestSupport
import Foundation
import Testing

/// How the server treats a connection: several requests on it, its closing on either side,
/// and requests it cannot read.
@Suite(.timeLimit(.minutes(3))) struct SiteServerConnectionTests {
    private func site() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Site/index.html", "<!doctype html>\n<html><body><h1>Home</h1></body></html>\n")
        try directory.write("Site/robots.txt", "User-agent: *\n")
        try directory.write("Site/css/site.css", "body { margin: 0; }\n")
        return directory
    }

    /// Requests sent together are answered in order, and `Connection: close` on the last one
    /// ends the connection after its response.
    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let text = try await LoopbackClient.raw(
                "GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                    + "GET /css/site.css HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
            let robots = try #require(text.range(of: "User-agent: *\n"))
            let css = try #require(text.range(of: "body { margin: 0; }\n"))
            #expect(robots.upperBound <= css.lowerBound)
            #expect(text.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 3)
            #expect(text.lowercased().contains("connection: close\r\n"))
        }
    }

    @Test func anHTTP10RequestIsAnsweredAndItsConnectionClosed() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let text = try await LoopbackClient.raw("GET /robots.txt HTTP/1.0\r\n\r\n", port: port)
            #expect(text.hasPrefix("HTTP/1.0 200 OK\r\n"))
            #expect(text.hasSuffix("\r\n\r\nUser-agent: *\n"))
        }
    }

    @Test func aRequestThatIsNotHTTPIsRefused() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let text = try await LoopbackClient.raw("HELLO THERE\r\n\r\n", port: port)
            #expect(text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        }
    }

    /// `HEAD` of a page tells the length its `GET` has, the reload script included.
    @Test func headOfAPageTellsTheLengthOfItsGet() async throws {
        let directory = try site()
        try await withServer(root: directory.url.appendingPathComponent("Site")) { port in
            let get = try await LoopbackClient.request("/", port: port)
            let head = try await LoopbackClient.request("/", method: "HEAD", port: port)
            #expect(get.text.contains("<h1>Home</h1>") && get.text.contains("<script>"))
            #expect(head.status == 200)
            #expect(head.headers["content-length"] == String(get.body.count))
            #expect(head.headers["content-type"] == "text/html; charset=utf-8")
            #expect(head.body.isEmpty)
        }
    }

    /// A request sent behind a long poll on the same connection waits for the poll's answer,
    /// and then is answered in turn.
    @Test func aRequestBehindALongPollIsAnsweredAfterIt() async throws {
        let directory = try site()
        let broadcaster = ReloadBroadcaster()
        try await withServer(root: directory.url.appendingPathComponent("Site"), broadcaster: broadcaster) { port in
            async let text = LoopbackClient.raw(
                "GET \(LiveReloadScript.endpoint)?since=0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                    + "GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
            #expect(try await eventually { broadcaster.waiterCount == 1 })
            broadcaster.advance()
            let answer = try await text
            let generation = try #require(answer.range(of: #"{"generation":1}"#))
            let robots = try #require(answer.range(of: "User-agent: *\n"))
            #expect(generation.upperBound <= robots.lowerBound)
        }
    }

    /// A page that goes away while its long poll waits leaves nothing waiting behind it.
    @Test func aLongPollWhoseClientLeavesIsTakenBack() async throws {
        let directory = try site()
        let broadcaster = ReloadBroadcaster()
        try await withServer(root: directory.url.appendingPathComponent("Site"), broadcaster: broadcaster) { port in
            let connection = try LoopbackClient.open(
                sending: "GET \(LiveReloadScript.endpoint)?since=0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port)
            #expect(try await eventually { broadcaster.waiterCount == 1 })
            connection.close()
            #expect(try await eventually(within: .seconds(10)) { broadcaster.waiterCount == 0 })
            // The server goes on answering.
            #expect(try await LoopbackClient.request("/robots.txt", port: port).status == 200)
        }
    }

    /// Polls answered by their timeout, many at once, leave nothing waiting.
    @Test func manyLongPollsTimeOutTogether() async throws {
        let directory = try site()
        let broadcaster = ReloadBroadcaster()
        try await withServer(
            root: directory.url.appendingPathComponent("Site"), longPollTimeout: .milliseconds(300),
            broadcaster: broadcaster
        ) { port in
            let answers = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<20 {
                    group.addTask {
                        try await LoopbackClient.request(LiveReloadScript.endpoint + "?revision=0", port: port).text
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answers == Array(repeating: #"{"errors":[],"generation":0,"revision":0}"#, count: 20))
            #expect(broadcaster.waiterCount == 0)
        }
    }
}
