/// A Swift file that a page's blocks build: its name and which target it belongs to.
public struct SwiftFileKey: Sendable, Hashable, CustomStringConvertible {
    /// The file name, `LoginRouter.swift`.
    public var name: String
    /// Whether the file is test code, compiled into the test target.
    public var isTest: Bool

    /// Creates a key.
    public init(name: String, isTest: Bool) {
        self.name = name
        self.isTest = isTest
    }

    /// The name, marked when it is test code.
    public var description: String { isTest ? "\(name) (test)" : name }
}

/// A Swift file a page's blocks build, as it stands at one point of the page.
public struct SwiftFile: Sendable, Equatable {
    /// Which file.
    public var key: SwiftFileKey
    /// Its lines, each tied to the Markdown line it was written on.
    public var lines: [CodeLine]

    /// Creates a file.
    public init(key: SwiftFileKey, lines: [CodeLine]) {
        self.key = key
        self.lines = lines
    }
}
