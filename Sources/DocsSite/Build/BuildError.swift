/// A problem with a build that is not about a place in a source file: a directory that cannot
/// be read or written, a bad option.
public struct BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in one sentence.
    public var message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }

    /// `error: message`, as compilers print errors without a location.
    public var description: String { "error: \(message)" }
}
