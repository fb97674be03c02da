import DocsSupport

/// The path of a page's source file, relative to the folder the build reads
/// (`Articles/GettingStarted.md`, `Sources/Kit/Kit.docc/Kit.md`): a page's identity on disk,
/// which diagnostics print and a relative link to the file leads by.
///
/// Its own type, not a `String`, so that every table of pages by source says what it is keyed
/// by, and a source's path is never mistaken for a page's name or its path in the site.
package struct SourcePath: TextIdentity {
    /// The path, with `/` separators.
    package let string: String

    /// The source at `string`.
    package init(_ string: String) {
        self.string = string
    }
}

extension SourceLocation {
    /// The start of the page whose source is `source`: where a problem of the whole page is
    /// reported.
    package init(startOf source: SourcePath) {
        self.init(file: source.string, line: 1, column: 1)
    }
}
