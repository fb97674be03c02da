/// A file a DocC tutorial's `@Code(name:file:)` shows, read: the Swift the build compiles for
/// that step, at its own path, so that the compiler reports its errors there.
package struct TutorialCodeFile: Sendable, Equatable {
    /// The file's path, as diagnostics and `#sourceLocation` print it.
    package var path: String
    /// The file's text.
    package var text: String

    /// Creates a read file.
    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The language of a file named `name`, for highlighting and to tell Swift from the rest:
    /// its extension in lowercase (`swift`, `yaml`), or the name itself without one (`console`).
    package static func language(ofFileNamed name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name.lowercased() }
        return name[name.index(after: dot)...].lowercased()
    }
}
