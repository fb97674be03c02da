import FlyingFox
import Foundation

/// Answers the long poll of ``LiveReloadScript/endpoint``: `{"generation":N}`, once N differs
/// from the `since` the page sent, or after `timeout` so that the connection is renewed.
/// Without `since` it answers at once.
struct ReloadEndpointHandler: HTTPHandler {
    var broadcaster: ReloadBroadcaster
    var timeout: Duration

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
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
