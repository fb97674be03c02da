import Foundation
import Testing

/// A git repository of a test's own, made commit by commit, with tags.
package final class TaggedRepository: Sendable {
    /// The repository's folder.
    package let directory: TemporaryDirectory
    /// The repository's folder, as a URL.
    package var url: URL { directory.url }

    /// Creates an empty repository.
    package init() throws {
        directory = try TemporaryDirectory()
        try git("init", "-q")
    }

    /// Runs `git` in the repository, expecting it to succeed.
    package func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", directory.url.path, "-c", "user.name=Tests", "-c", "user.email=tests@example.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    /// Writes `files` (path → text), commits them, and tags the commit `tag` when given.
    package func commit(_ files: [String: String], tag: String? = nil) throws {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            try directory.write(path, text)
            try git("add", path)
        }
        try git("commit", "-q", "-m", tag ?? "work")
        if let tag { try git("tag", tag) }
    }
}
