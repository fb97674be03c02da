import Foundation

/// Where the Swift package around a directory is.
package enum PackageDirectory {
    /// The nearest directory at or above `directory` that holds a `Package.swift`, or `nil`.
    package static func enclosing(_ directory: URL) -> URL? {
        var candidate = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
                return candidate
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }
}
