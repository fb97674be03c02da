import Foundation

/// Which build of napkin-docs is running: the path of its executable with the file's size and
/// modification time. A rebuilt or reinstalled tool is another identity, so what one build of
/// the tool kept on disk (``HighlightStore``) is never read by another, whose output could differ.
package enum ToolIdentity {
    /// The running executable's identity, or `nil` when it cannot be found or examined.
    package static let current: String? = {
        guard let path = executablePath else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        return "\(path) \(status.st_size) bytes modified \(modified.tv_sec).\(modified.tv_nsec)"
    }()

    /// The absolute path of the running executable.
    private static var executablePath: String? {
        #if os(Linux)
            // The kernel's own record, which a changed working directory or argv[0] cannot mislead.
            guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
                return nil
            }
            return path
        #else
            return Bundle.main.executablePath
        #endif
    }
}
