/// A file of the output whose bytes are made only as it is written: the pages of a site of
/// several versions are filled in then, one at a time on each core, so that the filled pages of
/// every version are never all held at once.
package struct PendingOutputFile: Sendable {
    /// The path relative to the output directory, as ``OutputFile/path``.
    package var path: String
    /// Makes the file's bytes: on any thread, once each time the file is written.
    package var contents: @Sendable () -> [UInt8]

    /// Creates a file whose bytes `contents` makes.
    package init(path: String, contents: @escaping @Sendable () -> [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// Creates a file of bytes already made.
    package init(_ file: OutputFile) {
        path = file.path
        contents = { file.contents }
    }
}
