import DocsSiteModel

/// Where a rendered file sits, and so how its links to the rest of the site are written.
struct LinkContext: Sendable {
    private enum Base: Sendable {
        /// The page at this path: links are relative to it.
        case page(PagePath, RelativeURL.Origin)
        /// A page that can be served at any URL (`404.html`): links start at the base path.
        case basePath(String)
    }

    private let base: Base

    /// Links relative from the page at `path`.
    static func page(at path: PagePath) -> LinkContext {
        LinkContext(base: .page(path, RelativeURL.Origin(path.string)))
    }

    /// Links from the site's base path (`/` or `/docs/`), for pages served at any URL.
    static func basePath(_ basePath: String) -> LinkContext { LinkContext(base: .basePath(basePath)) }

    /// The href to the site file at `path` (relative to the site root).
    func href(to path: String) -> String {
        switch base {
        case .page(_, let origin): origin.href(to: path)
        case .basePath(let basePath): basePath + path
        }
    }

    /// The href to the page at `page`.
    func href(to page: PagePath) -> String { href(to: page.string) }

    /// The href of the site root, as `data-root` tells the script.
    var root: String {
        switch base {
        case .page(let from, _): RelativeURL.rootPrefix(from: from.string)
        case .basePath(let basePath): basePath
        }
    }

    /// The href of a URL written in a page or the symbol table: external URLs and fragments
    /// stay as they are; site-relative ones (`/x.html` or `x.html`) are made relative.
    func href(forSiteURL url: String) -> String {
        if RelativeURL.isExternal(url) { return url }
        return href(to: url.hasPrefix("/") ? String(url.dropFirst()) : url)
    }

    /// The page these links are written from, or `nil` for a page served at any URL.
    var currentPath: PagePath? {
        if case .page(let from, _) = base { return from }
        return nil
    }

    /// The directory of the page these links are written from (`articles/`, or `""` at the
    /// root), or `nil` for a page served at any URL. Pages in one directory write the same
    /// href for every link.
    var directory: String? {
        guard case .page(let from, _) = base else { return nil }
        guard let slash = from.string.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(from.string[...slash])
    }
}
