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

    /// The DocC catalogs of the package's modules (`Sources/<Module>/<Name>.docc`), sorted by path.
    static func doccCatalogs(in package: URL) -> [URL] {
        let sources = package.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return modules.sorted().flatMap { module -> [URL] in
            let directory = sources.appendingPathComponent(module)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return entries.filter { $0.hasSuffix(".docc") }.sorted().map { directory.appendingPathComponent($0) }
        }
    }

    /// The message for a command run outside any package without the option that replaces it.
    static func notFound(from directory: URL, needed option: String) -> String {
        "no Package.swift in \(directory.path) or above it; run inside a package or pass \(option)"
    }
}
