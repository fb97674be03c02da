/// A problem of the preview server itself: an address it cannot listen on, say.
package struct ServeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in one sentence.
    package var message: String

    /// Creates the error.
    package init(_ message: String) {
        self.message = message
    }

    /// `error: message`, as the build's errors read.
    package var description: String { "error: \(message)" }
}
