/// A file a DocC tutorial's `@Code(name:file:)` shows, read: the Swift the build compiles for
/// that step, at its own path, so that the compiler reports its errors there.
public struct TutorialCodeFile: Sendable, Equatable {
    /// The file's path, as diagnostics and `#sourceLocation` print it.
    public var path: String
    /// The file's text.
    public var text: String

    /// Creates a read file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
