import Foundation

/// Finds the Swift package a command runs in.
enum PackageLocator {
    /// The nearest directory at or above `directory` that holds a `Package.swift`.
    static func packageRoot(from directory: URL) -> URL? {
        var candidate = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) { return candidate }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }

    /// The message for a command run outside any package without the option that replaces it.
    static func notFound(from directory: URL, needed option: String) -> String {
        "no Package.swift in \(directory.path) or above it; run inside a package or pass \(option)"
    }
}
