import Foundation
import PackagePlugin

/// `swift package napkin new Profile` (and `launch`, `tests`, `component-extension`,
/// `service-manager`): runs napkin-scaffold with the folder of the package's target, and of its
/// test target for `tests`.
///
/// The target is the one named by `--target NAME`, else the package's only target that is not a
/// test target; the test target is the one named by `--test-target NAME`, else the one that
/// depends on the target (`<Target>Tests` when several do). Every other argument goes to
/// napkin-scaffold as it is (`swift package napkin --help` lists them).
@main
struct NapkinCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetName = extractor.extractOption(named: "target").last
        let testTargetName = extractor.extractOption(named: "test-target").last
        var toolArguments = extractor.remainingArguments
        let asksForHelp = toolArguments.isEmpty || toolArguments.contains { ["--help", "-h", "help"].contains($0) }
        // Said after the tests are written: the test target they need NapkinTestSupport in.
        var lacksTestSupport: String?
        if !asksForHelp {
            let modules = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            let target = try Self.target(named: targetName, among: modules)
            toolArguments += ["--sources", target.directoryURL.path]
            if toolArguments.first == "tests" {
                let tests = try Self.testFolder(
                    named: testTargetName, testing: target, among: modules, in: context.package.directoryURL)
                toolArguments += ["--tests", tests.path, "--module", target.moduleName]
                let testTarget = modules.first { $0.kind == .test && $0.directoryURL.path == tests.path }
                let hasSupport =
                    testTarget?.dependencies.contains { dependency in
                        if case .product(let product) = dependency { return product.name == "NapkinTestSupport" }
                        return false
                    } == true
                    || testTarget?.recursiveTargetDependencies.contains { $0.name == "NapkinTestSupport" } == true
                if !hasSupport { lacksTestSupport = testTarget?.name ?? tests.lastPathComponent }
            }
        }

        let process = Process()
        process.executableURL = try context.tool(named: "napkin-scaffold").url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        // The tool's error becomes the plugin's, so that SwiftPM says it once, as its own.
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(trimmed.hasPrefix("Error: ") ? String(trimmed.dropFirst("Error: ".count)) : trimmed)
        }
        if let lacksTestSupport {
            Diagnostics.warning(
                "\(lacksTestSupport) does not depend on NapkinTestSupport, which the tests import: add "
                    + ".product(name: \"NapkinTestSupport\", package: \"napkin\") to its dependencies before `swift test`"
            )
        }
    }

    /// The target the files go to.
    static func target(named name: String?, among modules: [SwiftSourceModuleTarget]) throws -> SwiftSourceModuleTarget
    {
        let candidates = modules.filter { $0.kind == .generic || $0.kind == .executable }
        if let name {
            guard let target = candidates.first(where: { $0.name == name }) else {
                throw Failure("the package has no Swift target named '\(name)'; \(Self.list(candidates))")
            }
            return target
        }
        guard candidates.count == 1, let only = candidates.first else {
            throw Failure(
                candidates.isEmpty
                    ? "the package has no Swift target to write to; add one, such as .target(name: \"App\")"
                    : "name the target the files go to with --target NAME; \(Self.list(candidates))")
        }
        return only
    }

    /// The folder of the test target the tests go to: the test target's, else, when no test target
    /// depends on `target`, `Tests/<Target>Tests` if that folder exists (SwiftPM leaves out a test
    /// target that has no source file yet, as a new package's may not).
    static func testFolder(
        named name: String?, testing target: SwiftSourceModuleTarget, among modules: [SwiftSourceModuleTarget],
        in package: URL
    ) throws -> URL {
        do {
            return try testTarget(named: name, testing: target, among: modules).directoryURL
        } catch let failure as Failure {
            var isDirectory: ObjCBool = false
            let conventional = package.appending(path: "Tests/\(target.name)Tests")
            guard name == nil, FileManager.default.fileExists(atPath: conventional.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { throw failure }
            return conventional
        }
    }

    /// The test target the tests go to.
    static func testTarget(
        named name: String?, testing target: SwiftSourceModuleTarget, among modules: [SwiftSourceModuleTarget]
    ) throws -> SwiftSourceModuleTarget {
        let testTargets = modules.filter { $0.kind == .test }
        if let name {
            guard let tests = testTargets.first(where: { $0.name == name }) else {
                throw Failure("the package has no test target named '\(name)'; \(Self.list(testTargets))")
            }
            return tests
        }
        let testing = testTargets.filter { tests in
            tests.dependencies.contains { dependency in
                if case .target(let dependency) = dependency { return dependency.id == target.id }
                return false
            }
        }
        if testing.count == 1, let only = testing.first { return only }
        if let named = testing.first(where: { $0.name == target.name + "Tests" }) { return named }
        throw Failure(
            testing.isEmpty
                ? "no test target depends on \(target.name); add one, such as "
                    + ".testTarget(name: \"\(target.name)Tests\", dependencies: [\"\(target.name)\"]), "
                    + "or name one with --test-target NAME"
                : "several test targets depend on \(target.name); name one with --test-target NAME: "
                    + testing.map(\.name).joined(separator: ", "))
    }

    private static func list(_ targets: [SwiftSourceModuleTarget]) -> String {
        targets.isEmpty ? "it has none" : "its targets are " + targets.map(\.name).sorted().joined(separator: ", ")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
