/// A Swift file that a page's blocks build: its name and which target it belongs to.
package struct SwiftFileKey: Sendable, Hashable, CustomStringConvertible {
    /// The file name, `LoginRouter.swift`.
    package var name: String
    /// Whether the file is test code, compiled into the test target.
    package var isTest: Bool

    /// Creates a key.
    package init(name: String, isTest: Bool) {
        self.name = name
        self.isTest = isTest
    }

    /// The name, marked when it is test code.
    package var description: String { isTest ? "\(name) (test)" : name }
}

/// A Swift file a page's blocks build, as it stands at one point of the page.
package struct SwiftFile: Sendable, Equatable {
    /// Which file.
    package var key: SwiftFileKey
    /// Its lines, each tied to the Markdown line it was written on.
    package var lines: [CodeLine]

    /// Creates a file.
    package init(key: SwiftFileKey, lines: [CodeLine]) {
        self.key = key
        self.lines = lines
    }
}
