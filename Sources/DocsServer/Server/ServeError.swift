/// A problem of the preview server itself: an address it cannot listen on, say.
public struct ServeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in one sentence.
    public var message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }

    /// `error: message`, as the build's errors read.
    public var description: String { "error: \(message)" }
}
