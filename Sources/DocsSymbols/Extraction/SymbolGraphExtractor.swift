import DocsSupport
import Foundation

/// Writes the symbol graphs of built modules with the toolchain's `swift-symbolgraph-extract`,
/// the tool SwiftPM's `dump-symbol-graph` and the DocC plugin run too.
///
/// It reads a module's compiled interface (`.swiftmodule`, with its `.swiftdoc` comments and
/// `.swiftsourceinfo` locations), so it needs the module built but rebuilds nothing and leaves
/// the build's flags alone; a graph newer than its module is current and not extracted again.
package struct SymbolGraphExtractor: Sendable {
    /// The `swift-symbolgraph-extract` executable.
    package var tool: URL
    /// The directory holding the built modules (`.build/debug/Modules`).
    package var modulesDirectory: URL
    /// The target triple the modules were built for.
    package var target: String
    /// The module maps of the C modules the built modules import (SwiftPM's generated ones and
    /// the `include/module.modulemap` of C targets): a module cannot be loaded without them.
    package var moduleMaps: [URL]

    /// Why a graph could not be extracted.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, with what to do.
        package var description: String

        /// Creates a failure.
        package init(description: String) {
            self.description = description
        }
    }

    /// Creates an extractor.
    package init(tool: URL, modulesDirectory: URL, target: String, moduleMaps: [URL] = []) {
        self.tool = tool
        self.modulesDirectory = modulesDirectory
        self.target = target
        self.moduleMaps = moduleMaps
    }

    /// An extractor using the toolchain next to `swiftc` on the `PATH` (or in `TOOLCHAIN_BIN`),
    /// for modules in `modulesDirectory` that import the C modules of `moduleMaps`.
    package static func forModules(in modulesDirectory: URL, moduleMaps: [URL] = []) throws -> SymbolGraphExtractor {
        guard let tool = Toolchain.executable("swift-symbolgraph-extract") else {
            throw Failure(
                description:
                    "swift-symbolgraph-extract was not found on the PATH; it ships with the Swift toolchain, next to swiftc"
            )
        }
        #if arch(x86_64)
            let architecture = "x86_64"
        #else
            let architecture = "aarch64"
        #endif
        #if os(macOS)
            let triple = "\(architecture == "aarch64" ? "arm64" : architecture)-apple-macosx"
        #else
            let triple = "\(architecture)-unknown-linux-gnu"
        #endif
        return SymbolGraphExtractor(
            tool: tool, modulesDirectory: modulesDirectory, target: triple, moduleMaps: moduleMaps)
    }

    /// Writes the graphs of `modules` into `output`, skipping those already newer than their module.
    ///
    /// - Returns: The modules whose graphs were written anew.
    @discardableResult
    package func extract(_ modules: [String], into output: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // Graphs written with other settings (an older napkin-docs) are not current.
        let settingsFile = output.appendingPathComponent(".settings")
        let settings = Data(arguments(module: "", into: output).joined(separator: "\n").utf8)
        let settingsChanged = FileManager.default.contents(atPath: settingsFile.path) != settings
        var extracted: [String] = []
        for module in modules {
            guard let built = Self.builtDate(of: module, in: modulesDirectory) else {
                throw Failure(
                    description:
                        "the module \(module) is not built in \(modulesDirectory.path); run `swift build` first")
            }
            let graph = output.appendingPathComponent("\(module).symbols.json")
            if !settingsChanged, let written = FileDates.modified(graph), written >= built { continue }
            try run(module: module, into: output)
            extracted.append(module)
        }
        if settingsChanged { try settings.write(to: settingsFile, options: .atomic) }
        return extracted
    }

    /// The tool's arguments for one module. Members a type gets from protocol extensions are
    /// included (DocC shows them, and links name them), and extensions of other modules' types
    /// are blocks of their own, as swift-docc-plugin writes them (their pages are the extended types').
    private func arguments(module: String, into output: URL) -> [String] {
        [
            "-module-name", module, "-I", modulesDirectory.path, "-target", target, "-output-dir", output.path,
            "-minimum-access-level", "public", "-emit-extension-block-symbols",
        ]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0.path] }
    }

    private func run(module: String, into output: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments(module: module, into: output)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let message = try process.runToExit {
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        guard process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "swift-symbolgraph-extract failed for \(module): \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        }
    }

    /// When `module` in `modulesDirectory` was last built: the newest of its interface and the
    /// files beside it. An edit of doc comments alone rewrites its `.swiftdoc` and
    /// `.swiftsourceinfo` and leaves the `.swiftmodule` as it was; `nil` when it is not built.
    package static func builtDate(of module: String, in modulesDirectory: URL) -> Date? {
        let dates = ["swiftmodule", "swiftdoc", "swiftsourceinfo"].compactMap { suffix in
            FileDates.modified(modulesDirectory.appendingPathComponent("\(module).\(suffix)"))
        }
        return FileDates.modified(modulesDirectory.appendingPathComponent("\(module).swiftmodule")) == nil
            ? nil : dates.max()
    }
}
