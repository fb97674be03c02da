/// A file the rendering stage produced, not yet written anywhere.
package struct OutputFile: Sendable, Equatable {
    /// The path relative to the output directory, with `/` separators (`articles/lifecycle.html`).
    package var path: String
    /// The file's bytes.
    package var contents: [UInt8]

    /// Creates a file from bytes.
    package init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// Creates a file from text, stored as UTF-8.
    package init(path: String, text: String) {
        self.path = path
        self.contents = Array(text.utf8)
    }
}
