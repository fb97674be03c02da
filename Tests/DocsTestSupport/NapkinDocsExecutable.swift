import Foundation

/// The `napkin-docs` binary SwiftPM built beside the test bundle, for tests that run it as a
/// user would.
package enum NapkinDocsExecutable {
    /// Thrown when the binary was not built.
    package struct Missing: Error, CustomStringConvertible {
        /// What is wrong and how to fix it.
        package var description: String { "napkin-docs was not built beside the tests; run `swift build` first" }
    }

    /// The binary's URL.
    package static func url() throws -> URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("napkin-docs")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw Missing()
    }
}
