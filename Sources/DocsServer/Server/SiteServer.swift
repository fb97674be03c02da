import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// Serves a site directory over HTTP, with live reload, for previewing it locally.
///
/// The HTTP side is SwiftNIO (github.com/apple/swift-nio): its HTTP/1.1 decoder and encoder,
/// and a ``SiteRequestHandler`` on each connection that answers a file at once on the
/// connection's event loop, so that a request costs no hop between threads. The routes:
///
/// - `GET`/`HEAD` ``LiveReloadScript/endpoint``: the long poll open pages wait on;
/// - `GET`/`HEAD` anything else: a file of the site, through ``StaticFileResolver``;
/// - any other method: 405.
package actor SiteServer {
    /// Where to listen and how long to hold a long poll.
    package struct Configuration: Sendable {
        /// The address to listen on: an IPv4 or IPv6 literal, or `localhost`.
        package var host: String
        /// The port; 0 picks a free one.
        package var port: UInt16
        /// How long a long poll waits for a rebuild before it is answered anyway.
        package var longPollTimeout: Duration

        /// Creates a configuration; by default the loopback address, port 8080.
        package init(host: String = "127.0.0.1", port: UInt16 = 8080, longPollTimeout: Duration = .seconds(25)) {
            self.host = host
            self.port = port
            self.longPollTimeout = longPollTimeout
        }
    }

    /// The directory served.
    package nonisolated let root: URL
    /// Where to listen.
    package nonisolated let configuration: Configuration
    /// The generation counter the pages wait on.
    package nonisolated let broadcaster: ReloadBroadcaster

    /// The threads of the event loops, each serving its share of the connections. Two served
    /// 10 and 100 connections 13–76 % faster than one on a 2-core machine, and one connection
    /// no slower (see Benchmarks/README.md); a local preview never needs more.
    private static let eventLoopThreads = 2

    private var group: MultiThreadedEventLoopGroup?
    private var listener: (any Channel)?

    /// Creates a server for the files below `root`; it listens once started.
    package init(root: URL, configuration: Configuration = Configuration(), broadcaster: ReloadBroadcaster) {
        self.root = root
        self.configuration = configuration
        self.broadcaster = broadcaster
    }

    /// Starts listening and returns the address of the site, such as `http://127.0.0.1:8080/`.
    ///
    /// - Throws: ``ServeError`` when the host is not an address or the port cannot be bound.
    package func start() async throws -> URL {
        guard group == nil else { throw ServeError.alreadyRunning("server") }
        let address = try ListenAddress.socketAddress(host: configuration.host, port: configuration.port)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: Self.eventLoopThreads)
        // Taken before the wait, so that a second start meanwhile is refused.
        self.group = group
        let listener: any Channel
        do {
            listener = try await bootstrap(on: group).bind(to: address).get()
        } catch {
            self.group = nil
            try? await group.shutdownGracefully()
            throw ServeError.cannotListen(
                host: configuration.host, port: configuration.port, reason: Self.describe(error))
        }
        self.listener = listener
        guard let bound = listener.localAddress, let url = ListenAddress.url(of: bound) else {
            await stop()
            throw ServeError.noAddress
        }
        return url
    }

    /// Stops listening and closes the open connections; the waiting pages are answered first.
    package func stop() async {
        guard let group, let listener else { return }
        self.group = nil
        self.listener = nil
        // Each waiting page's answer is queued on its connection's event loop now, ahead of
        // the closing of the connections that the group's shutdown queues after it.
        broadcaster.close()
        try? await listener.close()
        // No grace period: the long polls are answered, and the rest are local page loads.
        try? await group.shutdownGracefully()
    }

    /// NIO's HTTP/1.1 server pipeline with a ``SiteRequestHandler`` on each connection.
    private func bootstrap(on group: MultiThreadedEventLoopGroup) -> ServerBootstrap {
        let files = StaticFileResponder(resolver: StaticFileResolver(root: root), broadcaster: broadcaster)
        let longPollTimeout = TimeAmount(configuration.longPollTimeout)
        return ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            // A response goes out as soon as it is written, never held back for the ACK of
            // the one before (which the client delays, up to 40 ms on Linux).
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            // No half-closed connections: a page that goes away (its client closes, which the
            // server first sees as the end of what it sends) frees its long poll at once,
            // rather than at the timeout. A file is answered as soon as its request is read,
            // before the end is seen, so requests sent all at once before closing are answered.
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(
                        SiteRequestHandler(files: files, longPollTimeout: longPollTimeout))
                }
            }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
        return (error as? ServeError)?.message ?? "\(error)"
    }
}
