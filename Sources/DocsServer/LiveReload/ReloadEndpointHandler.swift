import FlyingFox
import Foundation

/// Answers the long poll of ``LiveReloadScript/endpoint``: with `?revision=R`, the
/// ``ReloadStatus`` once its revision differs from R; with `?since=N`, `{"generation":M}` once
/// M differs from N; either after `timeout` at the latest, so that the connection is renewed.
/// Without either it answers `{"generation":M}` at once.
struct ReloadEndpointHandler: HTTPHandler {
    var broadcaster: ReloadBroadcaster
    var timeout: Duration

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let revision = request.query["revision"].flatMap({ Int($0) }) {
            let status = await broadcaster.status(after: revision, timeout: timeout)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return HTTPResponse(statusCode: .ok,
                                headers: HTTPHeaders([.contentType: "application/json", .cacheControl: "no-store"]),
                                body: try encoder.encode(status))
        }
        let generation: Int
        if let since = request.query["since"].flatMap({ Int($0) }) {
            generation = await broadcaster.generation(after: since, timeout: timeout)
        } else {
            generation = await broadcaster.generation
        }
        return HTTPResponse(statusCode: .ok,
                            headers: HTTPHeaders([.contentType: "application/json", .cacheControl: "no-store"]),
                            body: Data("{\"generation\":\(generation)}".utf8))
    }
}
