/// A position in a source file, as a reader counts it: lines and columns start at 1.
///
/// Columns count UTF-8 bytes, as cmark and the Swift compiler do, so a location
/// can be pasted into an editor's "go to line:column" and land on the right spot.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path, relative to the directory the build was started in when possible.
    package var file: String
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column number, in UTF-8 bytes.
    package var column: Int

    /// Creates a location from a file path and a 1-based line and column.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and compilers understand.
    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
