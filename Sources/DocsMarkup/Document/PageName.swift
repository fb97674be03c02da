import DocsSupport

/// The name a page is known by, which `<doc:Name>` links name it by: its source file's name
/// without `.md` (`GettingStarted`, `Getting Started`), or the name resolution gave it (a
/// catalog's landing page is named after its module).
///
/// Its own type, not a `String`, so that every table of pages says what it is keyed by, and a
/// page's name is never mistaken for a path, a title or the text of a link: a link's text is
/// read into a name by resolution (`DocLinkResolver`), which knows how links spell names.
package struct PageName: TextIdentity {
    /// The name as written.
    package let string: String

    /// The page named `string`.
    package init(_ string: String) {
        self.string = string
    }
}
