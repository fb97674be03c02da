import Foundation
import PackagePlugin

/// The napkin-docs the command runs: one installed on the PATH of this plugin's release
/// (`scripts/install-napkin-docs` in napkin's clone installs it once for every package), which
/// costs nothing; else the one SwiftPM builds in the package's `.build`, which the first time
/// takes minutes, since napkin-docs is built with swift-syntax and swift-nio.
///
/// The plugin declares no dependency on the tool for this reason: SwiftPM builds a plugin's
/// dependencies before it runs the plugin, whether the plugin needs them or not.
enum NapkinDocsTool {
    /// The release of napkin this plugin belongs to: `napkin-docs --version` prints its own.
    static let release = "0.1.0"

    /// The napkin-docs to run, built through `packageManager` when none of this release is
    /// installed, or when `package` is napkin itself (whose napkin-docs is the one being worked on).
    static func find(for package: Package, building packageManager: PackageManager) throws -> URL {
        let isNapkin = package.products.contains { $0.name == "napkin-docs" }
        let (installed, others) = isNapkin ? (nil, []) : onPath()
        if let installed {
            print("napkin-docs: running \(installed.path) (\(release))")
            return installed
        }
        for (tool, version) in others {
            print("napkin-docs: \(tool.path) is release \(version), this plugin is \(release); not using it")
        }
        print(
            "napkin-docs: building napkin-docs \(release) in .build (minutes the first time); "
                + "scripts/install-napkin-docs in napkin's clone installs it once for every package")
        let result = try packageManager.build(
            .product("napkin-docs"),
            parameters: PackageManager.BuildParameters(configuration: .debug, logging: .concise))
        guard result.succeeded,
            let tool = result.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "napkin-docs"
            })
        else {
            print(result.logText)
            throw NapkinDocsCommand.Failure(description: "napkin-docs did not build")
        }
        return tool.url
    }

    /// The first `napkin-docs` on the PATH of ``release``, and those of other releases before it.
    static func onPath() -> (installed: URL?, others: [(URL, String)]) {
        var others: [(URL, String)] = []
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in directories where !directory.isEmpty {
            let tool = URL(fileURLWithPath: String(directory)).appending(path: "napkin-docs")
            guard FileManager.default.isExecutableFile(atPath: tool.path), let version = version(of: tool) else {
                continue
            }
            if version == release { return (tool, others) }
            others.append((tool, version))
        }
        return (nil, others)
    }

    /// What `tool --version` prints, or `nil` when it fails.
    static func version(of tool: URL) -> String? {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
