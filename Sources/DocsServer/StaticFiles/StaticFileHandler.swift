import FlyingFox
import Foundation

/// Answers `GET` and `HEAD` with the files of the site directory.
///
/// HTML pages get the live-reload script; a missing file gets the site's `404.html` with
/// status 404 (or a short page of our own while the site has none); a directory asked for
/// without its trailing slash is redirected to it. Nothing is cached, since the files change
/// under a running server.
struct StaticFileHandler: HTTPHandler {
    var resolver: StaticFileResolver
    var broadcaster: ReloadBroadcaster

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        // Taken before the file is read: a build finishing in between then costs one extra
        // reload instead of a missed one.
        let generation = await broadcaster.generation
        let path = request.target.path(percentEncoded: true)
        switch resolver.resolve(percentEncodedPath: path) {
        case .file(let file):
            guard let data = try? Data(contentsOf: file) else { return notFound(request, generation: generation) }
            return respond(request, status: .ok, data: data, contentType: ContentType.forPath(file.path), generation: generation)
        case .redirect(let location):
            return HTTPResponse(statusCode: .movedPermanently, headers: HTTPHeaders([.location: location, .cacheControl: "no-store"]))
        case .notFound:
            return notFound(request, generation: generation)
        }
    }

    private func notFound(_ request: HTTPRequest, generation: Int) -> HTTPResponse {
        if case .file(let file) = resolver.resolve(percentEncodedPath: "/404.html"), let data = try? Data(contentsOf: file) {
            return respond(request, status: .notFound, data: data, contentType: ContentType.forPath(file.path), generation: generation)
        }
        let page = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head>"
            + "<body><h1>Not found</h1><p>The site has no page at this address.</p></body></html>\n"
        return respond(request, status: .notFound, data: Data(page.utf8), contentType: ContentType.forPath("404.html"), generation: generation)
    }

    private func respond(_ request: HTTPRequest, status: HTTPStatusCode, data: Data, contentType: String, generation: Int) -> HTTPResponse {
        let body = ContentType.isHTML(contentType) ? LiveReloadScript.inject(into: data, generation: generation) : data
        var headers: HTTPHeaders = [.contentType: contentType, .cacheControl: "no-store"]
        if request.method == .HEAD {
            headers[.contentLength] = String(body.count)
            return HTTPResponse(statusCode: status, headers: headers)
        }
        // One buffer for the whole body, so that it goes out in one write (FlyingFox writes a
        // body in pieces of 4 KB by default, each a system call and a suspension).
        return HTTPResponse(statusCode: status, headers: headers, body: HTTPBodySequence(data: body, suggestedBufferSize: max(body.count, 1)))
    }
}
