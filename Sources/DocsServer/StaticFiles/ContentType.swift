/// The `Content-Type` of the files a generated site holds, by file extension.
package enum ContentType {
    /// The media type for `path`; `application/octet-stream` when the extension is unknown.
    package static func forPath(_ path: String) -> String {
        let name = path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]
        guard let dot = name.lastIndex(of: ".") else { return fallback }
        return types[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// Whether a file of this media type is an HTML page, which gets the live-reload script.
    package static func isHTML(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/html")
    }

    private static let fallback = "application/octet-stream"

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "ico": "image/x-icon",
        "webp": "image/webp",
        "woff2": "font/woff2",
        "txt": "text/plain; charset=utf-8",
        "md": "text/plain; charset=utf-8",
    ]
}
