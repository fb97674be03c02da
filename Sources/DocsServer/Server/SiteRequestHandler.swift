import NIOCore
import NIOHTTP1

/// Answers the requests of one connection, on its event loop, after NIO's HTTP/1.1 decoder:
///
/// - `GET`/`HEAD` ``LiveReloadScript/endpoint``: the long poll open pages wait on, parked as a
///   ``LongPoll`` until it is answered;
/// - `GET`/`HEAD` anything else: a file of the site, read and written at once by
///   ``StaticFileResponder``, with no hop to another thread;
/// - any other method: 405.
///
/// Each response's head and body are written together and flushed once. NIO's pipelining
/// handler, ahead of this one, holds a connection's next request back until the response to
/// the one before has ended, so a connection has at most one request here at a time.
final class SiteRequestHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let files: StaticFileResponder
    private let longPollTimeout: TimeAmount
    /// The head of the request being read, until its end arrives.
    private var request: HTTPRequestHead?
    /// The long poll waiting on this connection, if any.
    private var longPoll: LongPoll?

    /// Creates the handler of one connection.
    init(files: StaticFileResponder, longPollTimeout: TimeAmount) {
        self.files = files
        self.longPollTimeout = longPollTimeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            // No route reads a body.
            break
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        longPoll?.end(broadcaster: files.broadcaster)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // The decoder's errors are answered with 400 by NIO's handler ahead of this one;
        // what reaches here is the connection's own failure.
        context.close(promise: nil)
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard head.method == .GET || head.method == .HEAD else {
            return write(.methodNotAllowed, answering: head, context: context)
        }
        let target = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(target[0])
        guard path == LiveReloadScript.endpoint else {
            return write(
                files.response(toPath: path, allocator: context.channel.allocator), answering: head, context: context)
        }
        park(ReloadRequest(query: target.count > 1 ? target[1] : nil), answering: head, context: context)
    }

    /// Parks a long poll on this connection and answers it, on the event loop, once it is woken
    /// (at once when the current status already answers it).
    private func park(_ question: ReloadRequest, answering head: HTTPRequestHead, context: ChannelHandlerContext) {
        let poll = LongPoll(question, broadcaster: files.broadcaster, timeout: longPollTimeout, on: context.eventLoop)
        longPoll = poll
        poll.woken.futureResult.assumeIsolated().whenSuccess { [self] in
            poll.timer?.cancel()
            longPoll = nil
            // A connection that has gone freed its poll; there is no one to answer.
            guard context.channel.isActive else { return }
            let response: SiteResponse
            do {
                response = .json(
                    try question.answer(from: files.broadcaster.status, allocator: context.channel.allocator))
            } catch {
                response = SiteResponse(status: .internalServerError)
            }
            write(response, answering: head, context: context)
        }
    }

    /// Writes `response` to the request `head`, in one flush: no body for `HEAD`, the
    /// `Content-Length` of the body either way, and the connection kept alive as asked.
    /// Every response says `X-Content-Type-Options: nosniff`: a browser takes each file as the
    /// type the server names, and never runs a text file of the site as a script.
    private func write(_ response: SiteResponse, answering head: HTTPRequestHead, context: ChannelHandlerContext) {
        var headers = response.headers
        headers.replaceOrAdd(name: "Content-Length", value: String(response.contentLength))
        headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        let keepAlive = head.isKeepAlive
        if !keepAlive {
            headers.replaceOrAdd(name: "Connection", value: "close")
        } else if head.version == .http1_0 {
            headers.replaceOrAdd(name: "Connection", value: "keep-alive")
        }
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: response.status, headers: headers))),
            promise: nil)
        if head.method != .HEAD {
            for piece in response.body where piece.readableBytes > 0 {
                context.write(wrapOutboundOut(.body(.byteBuffer(piece))), promise: nil)
            }
        }
        guard !keepAlive else { return context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil) }
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
