/// Hrefs between pages of the site, relative so the site reads from `file://` and any host path.
enum RelativeURL {
    /// The href that leads from the page at `from` to the file at `to`, both relative to the
    /// site root (`articles/a.html` → `tutorials/b.html` gives `../tutorials/b.html`).
    static func href(from: String, to: String) -> String {
        var fromDirectories = from.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var toComponents = to.split(separator: "/", omittingEmptySubsequences: false)[...]
        // Drop the directories both paths share; the last component of `to` is its file.
        while let first = fromDirectories.first, toComponents.count > 1, toComponents.first == first {
            fromDirectories.removeFirst()
            toComponents.removeFirst()
        }
        let ups = String(repeating: "../", count: fromDirectories.count)
        return ups + toComponents.joined(separator: "/")
    }

    /// The prefix that leads from the page at `path` to the site root: `""` or `"../"` ….
    static func rootPrefix(from path: String) -> String {
        String(repeating: "../", count: path.utf8.count { $0 == UInt8(ascii: "/") })
    }

    /// Whether `url` names its own scheme or host (`https://…`, `mailto:`, `//host`), or is an
    /// in-page fragment, and so must not be rewritten.
    static func isExternal(_ url: String) -> Bool {
        if url.hasPrefix("#") || url.hasPrefix("//") { return true }
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }
}
