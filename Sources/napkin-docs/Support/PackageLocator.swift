import Foundation

/// The DocC catalogs of a package, and the message for a command run outside any package.
enum PackageLocator {
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
