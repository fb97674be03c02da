import NIOCore
import NIOHTTP1

/// Answers `GET` and `HEAD` with the files of the site directory.
///
/// HTML pages get the live-reload script; a missing file gets the site's `404.html` with
/// status 404 (or a short page of our own while the site has none); a directory asked for
/// without its trailing slash is redirected to it. Nothing is cached, since the files change
/// under a running server.
///
/// It reads the file synchronously, on the event loop of the connection that asked.
struct StaticFileResponder: Sendable {
    /// Where a path leads, never outside the site directory.
    var resolver: StaticFileResolver
    /// The generation the pages are served at.
    var broadcaster: ReloadBroadcaster

    /// The response for the percent-encoded path of a request, without its query.
    func response(toPath path: String, allocator: ByteBufferAllocator) -> SiteResponse {
        // Taken before the file is read: a build finishing in between then costs one extra
        // reload instead of a missed one.
        let generation = broadcaster.generation
        switch resolver.resolve(percentEncodedPath: path) {
        case .file(let file):
            guard let contents = FileBuffer.read(file.path, allocator: allocator) else {
                return notFound(generation: generation, allocator: allocator)
            }
            return page(
                status: .ok, contents: contents, contentType: ContentType.forPath(file.path), generation: generation,
                allocator: allocator)
        case .redirect(let location):
            return SiteResponse(
                status: .movedPermanently, headers: ["Location": location, "Cache-Control": "no-store"])
        case .notFound:
            return notFound(generation: generation, allocator: allocator)
        }
    }

    private func notFound(generation: Int, allocator: ByteBufferAllocator) -> SiteResponse {
        if case .file(let file) = resolver.resolve(percentEncodedPath: "/404.html"),
            let contents = FileBuffer.read(file.path, allocator: allocator)
        {
            return page(
                status: .notFound, contents: contents, contentType: ContentType.forPath(file.path),
                generation: generation, allocator: allocator)
        }
        let page =
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head>"
            + "<body><h1>Not found</h1><p>The site has no page at this address.</p></body></html>\n"
        return self.page(
            status: .notFound, contents: allocator.buffer(string: page), contentType: ContentType.forPath("404.html"),
            generation: generation, allocator: allocator)
    }

    /// The file as served: an HTML page in three pieces, its bytes before the place of the
    /// reload script, the script and the rest; anything else as it is.
    private func page(
        status: HTTPResponseStatus, contents: ByteBuffer, contentType: String, generation: Int,
        allocator: ByteBufferAllocator
    ) -> SiteResponse {
        let headers: HTTPHeaders = ["Content-Type": contentType, "Cache-Control": "no-store"]
        guard ContentType.isHTML(contentType) else {
            return SiteResponse(status: status, headers: headers, body: [contents])
        }
        let offset = contents.withUnsafeReadableBytes { LiveReloadScript.insertionOffset(in: $0) }
        let script = allocator.buffer(string: LiveReloadScript.element(generation: generation))
        var after = contents
        // The offset is at most the page's length, so the slice is always there.
        let before = after.readSlice(length: offset)!
        return SiteResponse(status: status, headers: headers, body: [before, script, after])
    }
}
