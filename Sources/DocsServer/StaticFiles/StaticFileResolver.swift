import Foundation

/// Maps the path of a request to a file of the site directory, and refuses every path that
/// would leave that directory.
///
/// The raw, still percent-encoded path is split on `/` before anything is decoded, so an
/// encoded slash (`%2f`) cannot join two segments. A segment that decodes to `.` or `..`, or
/// to something holding `/`, `\` or NUL, ends the lookup. The file found is then resolved to
/// its real path, symbolic links included, and must lie below the real path of the root.
package struct StaticFileResolver: Sendable {
    /// What a request path names.
    package enum Resolution: Sendable, Equatable {
        /// A regular file inside the root, by its real path.
        case file(URL)
        /// A directory asked for without its trailing slash: the path to redirect to.
        case redirect(String)
        /// Nothing that may be served.
        case notFound
    }

    /// The site directory.
    package var root: URL

    /// Creates a resolver for the files below `root`.
    package init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Resolves `path`, the percent-encoded path of a request target, without its query.
    ///
    /// `/` and `/guide/` name the `index.html` of their directory; `/guide/setup` names
    /// `guide/setup.html` when no `guide/setup` exists.
    package func resolve(percentEncodedPath path: String) -> Resolution {
        guard path.hasPrefix("/"), let segments = Self.segments(of: path) else { return .notFound }
        // The root is looked up again on every request: a rebuild swaps the whole directory.
        guard let realRoot = Self.realPath(root.path) else { return .notFound }
        let candidate = ([realRoot] + segments).joined(separator: "/")
        guard let found = Self.contained(candidate, in: realRoot) else {
            // `/articles/setup` is `/articles/setup.html`, as static hosts (GitHub Pages) serve it.
            guard !path.hasSuffix("/"), !segments.isEmpty,
                let page = Self.contained(candidate + ".html", in: realRoot), page.kind == .file
            else { return .notFound }
            return .file(URL(fileURLWithPath: page.path))
        }
        switch found.kind {
        case .file:
            return .file(URL(fileURLWithPath: found.path))
        case .directory where path.hasSuffix("/"):
            guard let index = Self.contained(found.path + "/index.html", in: realRoot), index.kind == .file else {
                return .notFound
            }
            return .file(URL(fileURLWithPath: index.path))
        case .directory:
            // Rebuilt from the checked segments: echoing the request could give `//host/`,
            // which a browser reads as another host.
            let encoded = path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
            return .redirect("/" + encoded + "/")
        case .other:
            return .notFound
        }
    }

    /// The decoded, checked segments of a path; `nil` if one of them is unsafe.
    static func segments(of path: String) -> [String]? {
        var segments: [String] = []
        for raw in path.split(separator: "/", omittingEmptySubsequences: true) {
            // Foundation's decoding is the dearest step of a request, and most segments have
            // nothing to decode. The checks read bytes: every byte they look for is ASCII.
            guard let decoded = raw.utf8.contains(UInt8(ascii: "%")) ? raw.removingPercentEncoding : String(raw),
                decoded != ".", decoded != "..",
                !decoded.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 })
            else { return nil }
            segments.append(decoded)
        }
        return segments
    }

    private enum Kind { case file, directory, other }

    /// The real path of `path` and what it is, if it exists and lies at or below `realRoot`.
    private static func contained(_ path: String, in realRoot: String) -> (path: String, kind: Kind)? {
        guard let real = realPath(path),
            real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
        else {
            return nil
        }
        var status = stat()
        guard stat(real, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return (real, .file)
        case S_IFDIR: return (real, .directory)
        default: return (real, .other)
        }
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved; `nil` if it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
