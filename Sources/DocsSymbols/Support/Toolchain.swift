import Foundation

/// Finds the Swift toolchain's tools and libraries: beside the first `swiftc` on the `PATH`, or
/// in `TOOLCHAIN_BIN` when it is set.
enum Toolchain {
    /// The toolchain's `bin` directory.
    static func binDirectory() -> URL? { foundBinDirectory }

    /// The `bin` directory, looked for once: a build of several versions asks for each (the
    /// environment a process started with does not change).
    private static let foundBinDirectory: URL? = {
        let environment = ProcessInfo.processInfo.environment
        let directories =
            [environment["TOOLCHAIN_BIN"]].compactMap { $0 }
            + (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return directories.map { URL(fileURLWithPath: $0) }
            .first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("swiftc").path) }
    }()

    /// The executable `name` of the toolchain.
    static func executable(_ name: String) -> URL? {
        binDirectory().map { $0.appendingPathComponent(name) }.flatMap {
            FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil
        }
    }

    /// The toolchain's shared library `name` (`IndexStore` → `lib/libIndexStore.so`).
    static func library(_ name: String) -> URL? {
        #if os(macOS)
            let file = "lib\(name).dylib"
        #else
            let file = "lib\(name).so"
        #endif
        guard let bin = binDirectory() else { return nil }
        let candidate = bin.deletingLastPathComponent().appendingPathComponent("lib").appendingPathComponent(file)
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }
}
