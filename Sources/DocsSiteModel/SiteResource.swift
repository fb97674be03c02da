/// A file of the sources that a page links to or shows (an image, a sample file), copied
/// into the site as it is.
package struct SiteResource: Sendable, Equatable {
    /// Where it is written in the site, relative to the site root
    /// (`resources/Articles/images/tree.png`).
    package var path: String
    /// The file's bytes.
    package var contents: [UInt8]
    /// The source file's path, as diagnostics print it.
    package var sourcePath: String

    /// Creates a resource.
    package init(path: String, contents: [UInt8], sourcePath: String) {
        self.path = path
        self.contents = contents
        self.sourcePath = sourcePath
    }
}
