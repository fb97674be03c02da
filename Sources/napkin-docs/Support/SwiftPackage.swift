import DocsSite
import DocsSiteModel
import DocsSupport
import Foundation

/// A Swift package on disk, and what SwiftPM says of it: its targets and products
/// (`swift package describe`), its build folder, its builds.
struct SwiftPackage: Sendable {
    /// The package's directory, which holds its `Package.swift`.
    let directory: URL

    /// What `swift package describe` says: the products and each target's folder, sources and
    /// dependencies.
    struct Description: Decodable {
        struct Product: Decodable {
            var name: String
            var type: [String: JSONValue?]
            var targets: [String]
        }
        struct Target: Decodable {
            var name: String
            var path: String
            var type: String
            var sources: [String]?
            var targetDependencies: [String]?
            var productDependencies: [String]?

            enum CodingKeys: String, CodingKey {
                case name, path, type, sources
                case targetDependencies = "target_dependencies"
                case productDependencies = "product_dependencies"
            }
        }
        var products: [Product]
        var targets: [Target]

        /// The modules of the package's library products, in the order the products list them.
        var libraryModules: [String] {
            var seen: Set<String> = []
            return products.filter { $0.type["library"] != nil }.flatMap(\.targets).filter { seen.insert($0).inserted }
        }

        /// The target named `name`.
        func target(named name: String) -> Target? {
            targets.first { $0.name == name }
        }

        /// The fewest of `names` whose builds build them all: building a target builds the
        /// targets it depends on, so a target another one of `names` depends on is left out.
        /// Their order is that of `names`.
        func buildRoots(of names: [String]) -> [String] {
            var seen: Set<String> = []
            let wanted = names.filter { seen.insert($0).inserted }
            let builtByOthers = Set(wanted.flatMap { dependencies(of: $0) })
            return wanted.filter { !builtByOthers.contains($0) }
        }

        /// The package's own targets that `name` depends on, directly or not.
        private func dependencies(of name: String) -> Set<String> {
            var found: Set<String> = []
            var pending = target(named: name)?.targetDependencies ?? []
            while let next = pending.popLast() {
                guard found.insert(next).inserted else { continue }
                pending += target(named: next)?.targetDependencies ?? []
            }
            return found
        }
    }

    /// The file of the package's description that the command plugin wrote, when napkin-docs
    /// runs under `swift package napkin-docs`.
    static let descriptionVariable = "NAPKIN_DOCS_PACKAGE_DESCRIPTION"
    /// Whether the description comes from the command plugin (which cannot tell the plugins a
    /// target applies) rather than from `swift package describe`.
    static var descriptionComesFromPlugin: Bool {
        ProcessInfo.processInfo.environment[descriptionVariable] != nil
    }

    /// Set to `1` by the command plugin, which had SwiftPM build the package first.
    static let builtBySwiftPMVariable = "NAPKIN_DOCS_BUILT_BY_SWIFTPM"

    /// Any JSON value, for the parts of the description that are not read.
    struct JSONValue: Decodable {
        init(from decoder: Decoder) throws {}
    }

    /// The package's description, kept in `.build/napkin-docs/` beside the manifest's size and
    /// date, so that a command run again with an unchanged manifest, and no file added to or
    /// taken from a target's folders, does not ask SwiftPM again.
    ///
    /// With `sourcesRead` false, the caller reads only what the manifest decides (the targets,
    /// their folders and dependencies, the products): the kept description serves it even after
    /// files came and went, and the target folders are not walked (tens of milliseconds in a
    /// package of a few hundred files, on every build).
    func describe(sourcesRead: Bool = true) throws -> Description {
        // Under `swift package napkin-docs`, SwiftPM holds the build folder: the plugin wrote the description.
        if let written = ProcessInfo.processInfo.environment[Self.descriptionVariable] {
            guard let data = FileManager.default.contents(atPath: written) else {
                throw BuildError.packageDescriptionUnreadable("the package's description at \(written)", reason: nil)
            }
            return try JSONDecoder().decode(Description.self, from: data)
        }
        let manifest = directory.appendingPathComponent("Package.swift").path
        let attributes = try? FileManager.default.attributesOfItem(atPath: manifest)
        let stamp =
            "2 \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) \((attributes?[.size] as? Int) ?? 0)\n"
        let cache = directory.appendingPathComponent(".build/napkin-docs/package-description.json")
        if let cached = FileManager.default.contents(atPath: cache.path), cached.starts(with: Data(stamp.utf8)),
            let description = try? JSONDecoder().decode(Description.self, from: cached.dropFirst(stamp.utf8.count)),
            !sourcesRead || !Self.foldersChanged(of: description, in: directory, since: FileDates.modified(cache))
        {
            return description
        }
        let data = try swift(["package", "describe", "--type", "json"], what: "reading the package")
        try? FileManager.default.createDirectory(
            at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? (Data(stamp.utf8) + data).write(to: cache, options: .atomic)
        do {
            return try JSONDecoder().decode(Description.self, from: data)
        } catch {
            throw BuildError.packageDescriptionUnreadable("what `swift package describe` printed", reason: "\(error)")
        }
    }

    /// Whether a folder of a target gained or lost a file after `date`: the sources the cached
    /// description lists are then not all there are.
    private static func foldersChanged(of description: Description, in package: URL, since date: Date?) -> Bool {
        guard let date else { return true }
        return description.targets.contains { target in
            FileDates.anyFolder(under: package.appendingPathComponent(target.path).path, modifiedAfter: date)
        }
    }

    /// SwiftPM's debug build folder: `.build/debug` (a link to the platform's folder) when it
    /// exists, else what SwiftPM says.
    func binPath() throws -> URL {
        let conventional = directory.appendingPathComponent(".build/debug")
        if FileManager.default.fileExists(atPath: conventional.appendingPathComponent("Modules").path) {
            return conventional.resolvingSymlinksInPath()
        }
        let data = try swift(["build", "--show-bin-path"], what: "finding the build folder")
        return URL(
            fileURLWithPath: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Builds the package; when that fails and `targets` are named, builds those (with what
    /// they depend on) instead. When a build that counts fails, the compiler's errors are
    /// printed to standard error and the error says what could not be built.
    ///
    /// One `swift build` of the whole package costs one SwiftPM start (about 2 s when nothing
    /// changed), where `swift build --target` builds only the last target it is given: a build
    /// per target would cost that for each. The targets are built one by one only when the
    /// package does not build, as when a target no page imports (a test-support target, a tool)
    /// does not build on this platform.
    func build(targets: [String] = [], because reason: String) throws {
        // Under `swift package napkin-docs`, SwiftPM built the package before starting napkin-docs.
        guard ProcessInfo.processInfo.environment[Self.builtBySwiftPMVariable] != "1" else { return }
        do {
            _ = try swift(["build"], what: reason, showsOutputOnFailure: targets.isEmpty)
        } catch BuildError.swiftFailed where !targets.isEmpty {
            StandardError.print(
                "note: the package does not build whole (run `swift build` to see why); building what its documentation can import: \(targets.joined(separator: ", "))"
            )
            for target in targets {
                _ = try swift(["build", "--target", target], what: reason, showsOutputOnFailure: true)
            }
        }
    }

    /// Runs `swift` with `arguments` in the package and returns what it printed. Its standard
    /// error goes to ours as it comes; with `showsOutputOnFailure`, so does its standard output
    /// when it fails (where `swift build` prints the compiler's errors).
    @discardableResult
    func swift(_ arguments: [String], what: String, showsOutputOnFailure: Bool = false) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        let data: Data
        do {
            data = try process.runToExit { output.fileHandleForReading.readDataToEndOfFile() }
        } catch {
            throw BuildError.swiftNotStarted(task: what, reason: error.localizedDescription)
        }
        guard process.terminationStatus == 0 else {
            if showsOutputOnFailure {
                let lines = String(decoding: data, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false)
                // The compiler's diagnostics and their excerpts, not the progress lines.
                StandardError.print(
                    lines.filter { !$0.hasPrefix("[") && !$0.hasPrefix("Building for") }.joined(separator: "\n"))
            }
            throw BuildError.swiftFailed(arguments: arguments, task: what)
        }
        return data
    }
}
