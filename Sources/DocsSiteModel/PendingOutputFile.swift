/// A file of the output whose bytes are made only as it is written: the pages of a site of
/// several versions are filled in then, one at a time on each core, so that the filled pages of
/// every version are never all held at once.
package struct PendingOutputFile: Sendable {
    /// The path relative to the output directory, as ``OutputFile/path``.
    package var path: String
    /// Other paths that hold the same bytes: a writer that can gives the one file a name at each
    /// (a hard link), else writes it again there. (`latest/` holds the newest release's files.)
    package var alsoAt: [String] = []
    /// Makes the file's bytes: on any thread, once each time the file is written.
    package var contents: @Sendable () -> [UInt8]
    /// Whether the file is expected to differ from the one the output holds at its path, so that a
    /// writer need not compare them (a page of a version whose picker lists a new tag). Only a hint:
    /// such a file is written again even when its bytes turn out the same.
    package var expectsChange = false

    /// Creates a file whose bytes `contents` makes, also at the paths `alsoAt`.
    package init(path: String, alsoAt: [String] = [], contents: @escaping @Sendable () -> [UInt8]) {
        self.path = path
        self.alsoAt = alsoAt
        self.contents = contents
    }

    /// Creates a file of bytes already made.
    package init(_ file: OutputFile) {
        path = file.path
        contents = { file.contents }
    }

    /// Every path the file is at: its own, then ``alsoAt``.
    package var paths: [String] { [path] + alsoAt }

    /// The file made, at each of its ``paths``: its bytes made once.
    package func made() -> [OutputFile] {
        let bytes = contents()
        return paths.map { OutputFile(path: $0, contents: bytes) }
    }
}
