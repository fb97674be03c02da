import DocsSupport

/// What names a page everywhere in a build: its path in the output, relative to the site root
/// (`articles/lifecycle.html`, `tutorials/login-flow.html`, `index.html` for the root).
///
/// Resolution gives each page its own (two pages that would share one are an error), so the
/// navigation, the revisions of a site, what a kept page read of the others and the written
/// files all name pages by it, and none confuses it with another string: a `<doc:>` link's
/// name, a title, a source path or a URL. A literal is a path as written (swift-system's
/// `FilePath` does the same): only a value made from a string at run time needs the initializer.
package struct PagePath: TextIdentity {
    /// The path, with `/` separators.
    package let string: String

    /// The page at `string`.
    package init(_ string: String) {
        self.string = string
    }

    /// The root page's: the landing page, `index.html`.
    package static let root = PagePath("index.html")
}
