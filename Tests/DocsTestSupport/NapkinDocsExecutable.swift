import Foundation

/// An executable SwiftPM built beside the test bundle, for tests that run it as a user would.
package enum BuiltExecutable {
    /// Thrown when the executable was not built.
    package struct Missing: Error, CustomStringConvertible {
        /// The executable's name.
        package var name: String
        /// What is wrong and how to fix it.
        package var description: String { "\(name) was not built beside the tests; run `swift build` first" }
    }

    /// The URL of the executable named `name`.
    package static func url(named name: String) throws -> URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw Missing(name: name)
    }
}

/// The `napkin-docs` binary SwiftPM built beside the test bundle.
package enum NapkinDocsExecutable {
    /// The binary's URL.
    package static func url() throws -> URL {
        try BuiltExecutable.url(named: "napkin-docs")
    }
}
