/// A problem with a build that is not about a place in a source file: a directory that cannot
/// be read or written, a bad option.
package struct BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in one sentence.
    package var message: String

    /// Creates the error.
    package init(_ message: String) {
        self.message = message
    }

    /// `error: message`, as compilers print errors without a location.
    package var description: String { "error: \(message)" }
}
