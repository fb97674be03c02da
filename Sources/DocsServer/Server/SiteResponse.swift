import NIOCore
import NIOHTTP1

/// A response of the preview server: a status, its headers and a body in pieces, which are
/// written together, in order, with the head (see ``SiteRequestHandler``).
///
/// A body in pieces lets an HTML page go out as its bytes before `</body>`, the live-reload
/// script and the rest, three views of buffers that are never copied into one.
struct SiteResponse {
    /// The status.
    var status: HTTPResponseStatus
    /// The headers, but for `Content-Length` and `Connection`, which the writer sets.
    var headers: HTTPHeaders
    /// The pieces of the body, in order.
    var body: [ByteBuffer]

    /// Creates a response.
    init(status: HTTPResponseStatus, headers: HTTPHeaders = [:], body: [ByteBuffer] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The length of the whole body.
    var contentLength: Int {
        body.reduce(0) { $0 + $1.readableBytes }
    }

    /// 200 with a JSON body, which no cache keeps.
    static func json(_ body: ByteBuffer) -> SiteResponse {
        SiteResponse(
            status: .ok, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"], body: [body])
    }

    /// 405 for a method the server does not answer, saying which it does.
    static let methodNotAllowed = SiteResponse(status: .methodNotAllowed, headers: ["Allow": "GET, HEAD"])
}
