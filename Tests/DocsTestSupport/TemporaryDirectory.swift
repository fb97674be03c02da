import Foundation

/// A temporary directory that removes itself when the test is done with it: the place a test
/// lays out a package of pages, builds it and reads what was written.
package final class TemporaryDirectory: Sendable {
    /// The directory.
    package let url: URL

    /// Creates an empty directory.
    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-docs-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes text to a file below the directory, creating its parents.
    package func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    /// Writes bytes to a file below the directory, creating its parents.
    package func write(_ path: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Makes a symbolic link at `path` below the directory that leads to `target`.
    package func link(_ path: String, to target: URL) throws {
        try FileManager.default.createSymbolicLink(at: url.appendingPathComponent(path), withDestinationURL: target)
    }

    /// The text of a file below the directory, or `nil` when it cannot be read.
    package func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Every file below `path`, as relative path → bytes.
    package func contents(of path: String) throws -> [String: [UInt8]] {
        let root = url.appendingPathComponent(path)
        var result: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = root.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = [UInt8](FileManager.default.contents(atPath: full) ?? Data())
            }
        }
        return result
    }
}
