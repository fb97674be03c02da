import Foundation

/// Writes generated files into a package's folders: all of them, or, when one exists already or
/// cannot be written, none.
package struct ScaffoldWriter {
    /// The folder of the target the sources go to.
    package var sources: URL
    /// The folder of the test target the tests go to, if there is one.
    package var tests: URL?

    /// Creates a writer for a target's folder and its test target's.
    package init(sources: URL, tests: URL?) {
        self.sources = sources
        self.tests = tests
    }

    /// Writes `files`, and returns where each went.
    ///
    /// - Throws: ``ScaffoldError/filesExist(_:)`` naming every file that exists, before writing
    ///   anything; ``ScaffoldError/writeFailed(path:reason:)`` after removing what it had written.
    @discardableResult
    package func write(_ files: [ScaffoldFile]) throws(ScaffoldError) -> [URL] {
        let destinations = try files.map { file throws(ScaffoldError) in try url(of: file) }
        let existing = destinations.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard existing.isEmpty else { throw .filesExist(existing.map(\.relativeDisplayPath)) }

        var written: [URL] = []
        for (file, destination) in zip(files, destinations) {
            do {
                try FileManager.default.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Created only if absent: a file that appeared since the check is not replaced.
                try Data(file.contents.utf8).write(to: destination, options: .withoutOverwriting)
                written.append(destination)
            } catch {
                for url in written { try? FileManager.default.removeItem(at: url) }
                throw .writeFailed(path: destination.relativeDisplayPath, reason: "\(error.localizedDescription)")
            }
        }
        return written
    }

    private func url(of file: ScaffoldFile) throws(ScaffoldError) -> URL {
        switch file.place {
        case .sources:
            return sources.appendingPathComponent(file.name)
        case .tests:
            guard let tests else { throw .noTestDirectory }
            return tests.appendingPathComponent(file.name)
        }
    }
}

extension URL {
    /// The path from the current directory when the file lies below it, else the whole path.
    package var relativeDisplayPath: String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
