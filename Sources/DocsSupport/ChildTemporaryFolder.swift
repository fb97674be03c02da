import Foundation

/// A temporary folder of its own for a child process, removed once the process has ended.
///
/// The Swift toolchain's tools (`swiftc`, `swift build`) leave a folder in the temporary folder
/// on every run (`TemporaryDirectory.…`, holding a `.keep-directory` file): a check that runs the
/// compiler hundreds of times would leave hundreds. Given a folder of its own as `TMPDIR`, a
/// child leaves them there, and they go with it.
package struct ChildTemporaryFolder {
    /// The folder.
    package let url: URL

    /// Makes the folder, named after `purpose` (`napkin-docs-swift`).
    package init(purpose: String) throws {
        url = FileManager.default.temporaryDirectory.appending(path: "\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Gives `process` the folder as its temporary folder.
    package func give(to process: Process) {
        var environment = process.environment ?? ProcessInfo.processInfo.environment
        environment["TMPDIR"] = url.path
        process.environment = environment
    }

    /// Removes the folder and everything in it.
    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
