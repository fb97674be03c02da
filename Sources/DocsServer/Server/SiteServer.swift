import FlyingFox
import FlyingSocks
import Foundation

/// Serves a site directory over HTTP, with live reload, for previewing it locally.
///
/// The HTTP side is FlyingFox (github.com/swhitty/FlyingFox): a small, well-kept HTTP server
/// written with async/await and no dependencies of its own, which is all a local preview
/// needs. The routes:
///
/// - `GET`/`HEAD` ``LiveReloadScript/endpoint``: the long poll open pages wait on;
/// - `GET`/`HEAD` anything else: a file of the site, through ``StaticFileResolver``;
/// - any other method: 405.
public actor SiteServer {
    /// Where to listen and how long to hold a long poll.
    public struct Configuration: Sendable {
        /// The address to listen on: an IPv4 or IPv6 literal, or `localhost`.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: UInt16
        /// How long a long poll waits for a rebuild before it is answered anyway.
        public var longPollTimeout: Duration

        /// Creates a configuration; by default the loopback address, port 8080.
        public init(host: String = "127.0.0.1", port: UInt16 = 8080, longPollTimeout: Duration = .seconds(25)) {
            self.host = host
            self.port = port
            self.longPollTimeout = longPollTimeout
        }
    }

    /// The directory served.
    public nonisolated let root: URL
    /// Where to listen.
    public nonisolated let configuration: Configuration
    /// The generation counter the pages wait on.
    public nonisolated let broadcaster: ReloadBroadcaster

    private var server: HTTPServer?
    private var running: Task<Void, any Error>?

    /// Creates a server for the files below `root`; it listens once started.
    public init(root: URL, configuration: Configuration = Configuration(), broadcaster: ReloadBroadcaster) {
        self.root = root
        self.configuration = configuration
        self.broadcaster = broadcaster
    }

    /// Starts listening and returns the address of the site, such as `http://127.0.0.1:8080/`.
    ///
    /// - Throws: ``ServeError`` when the host is not an address or the port cannot be bound.
    public func start() async throws -> URL {
        guard server == nil else { throw ServeError("the server is already running") }
        let server = try makeServer()
        await server.appendRoute(HTTPRoute("GET,HEAD \(LiveReloadScript.endpoint)"),
                                 to: ReloadEndpointHandler(broadcaster: broadcaster, timeout: configuration.longPollTimeout))
        await server.appendRoute(HTTPRoute("GET,HEAD *"), to: StaticFileHandler(resolver: StaticFileResolver(root: root), broadcaster: broadcaster))
        await server.appendRoute(HTTPRoute("*")) { _ in
            HTTPResponse(statusCode: .methodNotAllowed, headers: HTTPHeaders([.allow: "GET, HEAD"]))
        }
        let (failures, failed) = AsyncStream.makeStream(of: (any Error).self)
        let running = Task {
            defer { failed.finish() }
            do {
                try await server.run()
            } catch {
                failed.yield(error)
                throw error
            }
        }
        self.server = server
        self.running = running
        do {
            try await Self.waitUntilListening(server, failures: failures)
        } catch {
            await stop()
            throw ServeError("cannot listen on \(configuration.host):\(configuration.port): \(Self.describe(error)); pass another --port, or --port 0 for any free one")
        }
        guard let address = await server.listeningAddress else {
            await stop()
            throw ServeError("the server has no address")
        }
        return Self.url(of: address)
    }

    /// Stops listening and closes the open connections; the waiting pages are answered first.
    public func stop() async {
        guard let server, let running else { return }
        self.server = nil
        self.running = nil
        await broadcaster.close()
        // No grace period: the long polls are answered, and the rest are local page loads.
        await server.stop(timeout: 0)
        running.cancel()
        _ = await running.result
    }

    private func makeServer() throws -> HTTPServer {
        let host = configuration.host == "localhost" ? "127.0.0.1" : configuration.host
        // The handler timeout must outlast a long poll.
        let timeout = configuration.longPollTimeout.timeInterval + 30
        do {
            let pool = NoDelaySocketPool(base: HTTPServer.defaultPool())
            if host.contains(":") {
                let address = try sockaddr_in6.inet6(ip6: host, port: configuration.port)
                return HTTPServer(config: .init(address: address, timeout: timeout, pool: pool, logger: .disabled))
            }
            let address = try sockaddr_in.inet(ip4: host, port: configuration.port)
            return HTTPServer(config: .init(address: address, timeout: timeout, pool: pool, logger: .disabled))
        } catch {
            throw ServeError("'\(configuration.host)' is not an IP address to listen on; pass one such as 127.0.0.1, ::1 or 0.0.0.0 to --host")
        }
    }

    /// Returns once the server listens; throws if it stops before that.
    ///
    /// The server's end is watched through `failures` rather than its task's value, because
    /// awaiting a task's value does not end when the waiting task is cancelled. Whether it
    /// listens is polled rather than awaited with FlyingFox's `waitUntilListening`, whose
    /// cancellation handler the thread sanitizer reports as a data race inside FlyingSocks.
    private static func waitUntilListening(_ server: HTTPServer, failures: AsyncStream<any Error>) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                let deadline = ContinuousClock.now + .seconds(30)
                while await !server.isListening {
                    guard ContinuousClock.now < deadline else { throw ServeError("the server did not listen within 30 seconds") }
                    try await Task.sleep(for: .milliseconds(2))
                }
            }
            group.addTask {
                for await error in failures { throw error }
                if !Task.isCancelled { throw ServeError("the server stopped") }
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    private static func url(of address: Socket.Address) -> URL {
        switch address {
        case .ip4(let host, let port):
            return URL(string: "http://\(host):\(port)/")!
        case .ip6(let host, let port):
            return URL(string: "http://[\(host)]:\(port)/")!
        case .unix(let path):
            return URL(fileURLWithPath: path)
        }
    }

    private static func describe(_ error: any Error) -> String {
        (error as? ServeError)?.message ?? error.localizedDescription
    }
}

private extension Duration {
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

private extension HTTPHeader {
    static let allow = HTTPHeader("Allow")
}
