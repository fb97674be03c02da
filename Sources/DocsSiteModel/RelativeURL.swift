import DocsMarkup

/// Hrefs between pages of the site, relative so the site reads from `file://` and any host path.
package enum RelativeURL {
    /// The href that leads from the page at `from` to the file at `to`, both relative to the
    /// site root (`articles/a.html` → `tutorials/b.html` gives `../tutorials/b.html`).
    package static func href(from: String, to: String) -> String {
        Origin(from).href(to: to)
    }

    /// The prefix that leads from the page at `path` to the site root: `""` or `"../"` ….
    package static func rootPrefix(from path: String) -> String {
        String(repeating: "../", count: path.utf8.count { $0 == UInt8(ascii: "/") })
    }

    /// Whether `url` names its own scheme or host (`https://…`, `mailto:`, `//host`), or is an
    /// in-page fragment, and so must not be rewritten.
    package static func isExternal(_ url: String) -> Bool {
        url.hasPrefix("#") || url.hasPrefix("//") || RelativeReference.hasScheme(url)
    }

    /// A page's directory, prepared once so the many links of a page are cheap to compute.
    package struct Origin: Sendable {
        /// The directory part of the page's path, with its trailing `/` (`articles/`), as bytes.
        private let directory: [UInt8]
        /// How many directories deep the page is.
        private let depth: Int

        /// The origin of the page at `path`, relative to the site root.
        package init(_ path: String) {
            let bytes = Array(path.utf8)
            let end = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            directory = Array(bytes[..<end])
            depth = directory.count { $0 == UInt8(ascii: "/") }
        }

        /// The href from the page to the site file at `path`.
        package func href(to path: String) -> String {
            if directory.isEmpty { return path }
            // Find the longest run of whole directories both paths start with.
            var shared = 0
            var sharedDepth = 0
            var index = 0
            for byte in path.utf8 {
                guard index < directory.count, directory[index] == byte else { break }
                index += 1
                if byte == UInt8(ascii: "/") {
                    shared = index
                    sharedDepth += 1
                }
            }
            var href = String(repeating: "../", count: depth - sharedDepth)
            href += Substring(path.utf8.dropFirst(shared))
            return href
        }
    }
}
