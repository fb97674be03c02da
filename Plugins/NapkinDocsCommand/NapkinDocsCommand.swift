import Foundation
import PackagePlugin

/// `swift package napkin-docs build|serve|check …`: runs napkin-docs in the package, the way
/// `swift package generate-documentation` runs DocC.
///
/// SwiftPM holds the package's build folder while a command plugin runs, so napkin-docs must not
/// start SwiftPM itself (it would wait for the folder forever). The plugin therefore builds the
/// package's modules through SwiftPM first, writes what napkin-docs would ask `swift package
/// describe`, and tells napkin-docs both through its environment. Every argument goes to
/// napkin-docs as it is (`swift package napkin-docs --help` lists them). Which napkin-docs runs:
/// ``NapkinDocsTool``.
@main
struct NapkinDocsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try NapkinDocsTool.find(for: context.package, building: packageManager)
        let asksForHelp = arguments.isEmpty || arguments.contains { $0 == "--help" || $0 == "-h" || $0 == "help" }
        if !asksForHelp {
            // The whole package at once; when it does not build, only what the documentation
            // can import, so that a target no page imports cannot stop the command.
            let parameters = PackageManager.BuildParameters(configuration: .debug, logging: .concise)
            if try !packageManager.build(.all(includingTests: false), parameters: parameters).succeeded {
                for target in Self.targetsToBuild(in: context.package) {
                    let result = try packageManager.build(.target(target), parameters: parameters)
                    guard result.succeeded else {
                        print(result.logText)
                        throw Failure(description: "\(target) did not build; napkin-docs needs the package's modules")
                    }
                }
            }
        }
        let description = context.pluginWorkDirectoryURL.appending(path: "package-description.json")
        try PackageDescriptionFile(context.package).write(to: description)

        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        environment["NAPKIN_DOCS_PACKAGE_DESCRIPTION"] = description.path
        environment["NAPKIN_DOCS_BUILT_BY_SWIFTPM"] = "1"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        // SwiftPM prints this before napkin-docs' own output when that output is not a terminal
        // (on a terminal, after it): it must read right either way.
        guard process.terminationStatus == 0 else {
            let command = arguments.first ?? ""
            throw Failure(
                description: command == "check" && process.terminationStatus == 1
                    ? "napkin-docs check reported errors in the documentation (exit status 1)"
                    : "napkin-docs \(command) did not succeed (exit status \(process.terminationStatus))")
        }
    }

    /// The targets whose builds build what napkin-docs reads: the library products' modules and
    /// the targets whose folders hold pages, not tests, tools or other targets no page imports
    /// (which may not build on this platform). A target another of them depends on is built
    /// with it.
    static func targetsToBuild(in package: Package) -> [String] {
        let libraries = package.products.filter { $0 is LibraryProduct }.flatMap(\.targets)
        let pages = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { target in
            target.kind != .test
                && ((try? FileManager.default.contentsOfDirectory(atPath: target.directoryURL.path)) ?? []).contains {
                    $0.hasSuffix(".md")
                }
        }
        var seen: Set<String> = []
        let wanted = (libraries + pages.map { $0 as Target }).filter { seen.insert($0.name).inserted }
        let builtByOthers = Set(wanted.flatMap { $0.recursiveTargetDependencies.map(\.name) })
        return wanted.map(\.name).filter { !builtByOthers.contains($0) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}

/// What `swift package describe --type json` says of a package, the parts napkin-docs reads,
/// written from what SwiftPM gives the plugin.
struct PackageDescriptionFile: Encodable {
    struct Product: Encodable {
        var name: String
        var type: [String: [String]]
        var targets: [String]
    }
    struct Target: Encodable {
        var name: String
        var path: String
        var type: String
        var sources: [String]
        var target_dependencies: [String]
        var product_dependencies: [String]
    }
    var products: [Product]
    var targets: [Target]

    init(_ package: Package) {
        let root = package.directoryURL.path
        func relative(_ url: URL) -> String {
            url.path.hasPrefix(root + "/") ? String(url.path.dropFirst(root.count + 1)) : url.path
        }
        products = package.products.map { product in
            Product(
                name: product.name, type: product is LibraryProduct ? ["library": ["automatic"]] : ["executable": []],
                targets: product.targets.map(\.name))
        }
        targets = package.targets.compactMap { target in
            guard let module = target as? SwiftSourceModuleTarget else { return nil }
            let kind: String
            switch module.kind {
            case .test: kind = "test"
            case .executable: kind = "executable"
            case .macro: kind = "macro"
            default: kind = "library"
            }
            var targetDependencies: [String] = []
            var productDependencies: [String] = []
            for dependency in module.dependencies {
                switch dependency {
                case .target(let target): targetDependencies.append(target.name)
                case .product(let product): productDependencies.append(product.name)
                @unknown default: continue
                }
            }
            return Target(
                name: module.name, path: relative(module.directoryURL), type: kind,
                sources: module.sourceFiles.map { relative($0.url).dropFirst(relative(module.directoryURL).count + 1) }
                    .map(String.init),
                target_dependencies: targetDependencies, product_dependencies: productDependencies)
        }
    }

    func write(to url: URL) throws {
        try JSONEncoder().encode(self).write(to: url)
    }
}
