/// A file the rendering stage produced, not yet written anywhere.
public struct OutputFile: Sendable, Equatable {
    /// The path relative to the output directory, with `/` separators (`articles/lifecycle.html`).
    public var path: String
    /// The file's bytes.
    public var contents: [UInt8]

    /// Creates a file from bytes.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// Creates a file from text, stored as UTF-8.
    public init(path: String, text: String) {
        self.path = path
        self.contents = Array(text.utf8)
    }
}
