import DocsSite
import DocsSymbols
import Foundation

/// The symbol graphs of a package's documented modules, made current: each module is built if
/// a source file is newer than its compiled interface, and its graph extracted if older than it.
///
/// The documented modules are the package's library products (SwiftPM's `describe`), unless
/// the user names them. Graphs go to `.build/napkin-docs/symbol-graphs`.
struct PackageSymbolGraphs {
    /// The package's directory.
    let package: URL

    /// The graphs of `modules`, or of the package's library modules when `modules` is empty;
    /// `nil`, with a note, for a package without a library product when no module is named.
    func current(modules requested: [String]) throws -> DocumentationBuild.SymbolGraphInput? {
        let description = try describe()
        let modules = requested.isEmpty ? description.libraryModules : requested
        guard !modules.isEmpty else {
            StandardError.print("note: the package has no library product, so the site has no API reference; name modules with --module to document them")
            return nil
        }
        let binPath = try binPath()
        let modulesDirectory = binPath.appendingPathComponent("Modules")
        for module in modules {
            guard let target = description.targets[module] else {
                throw BuildError("the package has no module named \(module); its modules are \(description.targets.keys.sorted().joined(separator: ", "))")
            }
            if isStale(module: module, sources: target, in: modulesDirectory) {
                try run(["build", "--target", module], what: "building \(module)")
            }
        }
        let output = package.appendingPathComponent(".build/napkin-docs/symbol-graphs")
        do {
            try SymbolGraphExtractor.forModules(in: modulesDirectory, moduleMaps: PackageLocator.cModuleMaps(of: package, builtIn: binPath)).extract(modules, into: output)
        } catch let failure as SymbolGraphExtractor.Failure {
            throw BuildError(failure.description)
        }
        // A library module that only re-exports others (`@_exported import`) has no symbols of
        // its own: it gets no reference, with a note. A module the user named must have some.
        var documented = modules
        if requested.isEmpty {
            let empty = modules.filter { Self.graphIsEmpty(output.appendingPathComponent("\($0).symbols.json")) }
            for module in empty {
                StandardError.print("note: the module \(module) declares no public symbol of its own, so it has no reference pages")
            }
            documented.removeAll { empty.contains($0) }
        }
        // SwiftPM indexes what it compiles, the pages' code included; without a store (a build
        // that did not index) the pages show no uses.
        let store = binPath.appendingPathComponent("index/store")
        return DocumentationBuild.SymbolGraphInput(directory: output, modules: documented, packageDirectory: package,
                                                   indexStore: FileManager.default.fileExists(atPath: store.path) ? store : nil)
    }

    /// Whether the graph at `url` lists no symbol. Such a graph is small: only those are read.
    private static func graphIsEmpty(_ url: URL) -> Bool {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size < 4096,
              let data = FileManager.default.contents(atPath: url.path),
              let graph = try? JSONDecoder().decode(SymbolList.self, from: data) else { return false }
        return graph.symbols.isEmpty
    }

    /// The part of a symbol graph that says whether it has symbols.
    private struct SymbolList: Decodable {
        var symbols: [JSONValue]
    }

    /// What `swift package describe` says: the library modules and each module's source files.
    private struct Description: Decodable {
        struct Product: Decodable {
            var type: [String: JSONValue?]
            var targets: [String]
        }
        struct Target: Decodable {
            var name: String
            var path: String
            var sources: [String]?
            var targetDependencies: [String]?
            var productDependencies: [String]?

            enum CodingKeys: String, CodingKey {
                case name, path, sources, targetDependencies = "target_dependencies", productDependencies = "product_dependencies"
            }
        }
        var products: [Product]
        var targetList: [Target]

        enum CodingKeys: String, CodingKey { case products, targetList = "targets" }

        var libraryModules: [String] {
            products.filter { $0.type["library"] != nil }.flatMap(\.targets)
        }
        var targets: [String: [String]] {
            Dictionary(targetList.map { target in (target.name, (target.sources ?? []).map { target.path + "/" + $0 }) },
                       uniquingKeysWith: { first, _ in first })
        }
    }

    /// Whether every one of `directories` lies in a target that applies the ExecutableDocs
    /// plugin, so that `swift build` compiles the Swift blocks of its pages.
    func compilesPages(in directories: [URL]) throws -> Bool {
        // A manifest that never names the plugin applies it nowhere: no need to ask SwiftPM.
        let manifest = FileManager.default.contents(atPath: package.appendingPathComponent("Package.swift").path) ?? Data()
        guard String(decoding: manifest, as: UTF8.self).contains("ExecutableDocs") else { return false }
        let compiling = try describe().targetList
            .filter { target in (target.targetDependencies ?? []).contains("ExecutableDocs") || (target.productDependencies ?? []).contains("ExecutableDocs") }
            .map { package.appendingPathComponent($0.path).standardizedFileURL.path + "/" }
        return !directories.isEmpty && directories.allSatisfy { directory in
            let path = directory.standardizedFileURL.path + "/"
            return compiling.contains { path.hasPrefix($0) }
        }
    }

    /// Any JSON value, for the parts of the description that are not read.
    private struct JSONValue: Decodable {
        init(from decoder: Decoder) throws {}
    }

    /// The package's description, kept in `.build/napkin-docs/` beside the manifest's size and
    /// date, so that a build with an unchanged manifest does not ask SwiftPM again.
    private func describe() throws -> Description {
        let manifest = package.appendingPathComponent("Package.swift").path
        let attributes = try? FileManager.default.attributesOfItem(atPath: manifest)
        let stamp = "\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) \((attributes?[.size] as? Int) ?? 0)\n"
        let cache = package.appendingPathComponent(".build/napkin-docs/package-description.json")
        let data: Data
        if let cached = FileManager.default.contents(atPath: cache.path), cached.starts(with: Data(stamp.utf8)) {
            data = cached.dropFirst(stamp.utf8.count)
        } else {
            data = try run(["package", "describe", "--type", "json"], what: "reading the package")
            try? FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? (Data(stamp.utf8) + data).write(to: cache, options: .atomic)
        }
        do {
            return try JSONDecoder().decode(Description.self, from: data)
        } catch {
            throw BuildError("cannot read what `swift package describe` printed: \(error)")
        }
    }

    /// SwiftPM's debug build directory: `.build/debug` (a link to the platform's directory) when
    /// it exists, else what SwiftPM says.
    private func binPath() throws -> URL {
        let conventional = package.appendingPathComponent(".build/debug")
        if FileManager.default.fileExists(atPath: conventional.appendingPathComponent("Modules").path) {
            return conventional.resolvingSymlinksInPath()
        }
        let data = try run(["build", "--show-bin-path"], what: "finding the build directory")
        return URL(fileURLWithPath: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether a source file of the module is newer than its compiled interface, or it has none.
    private func isStale(module: String, sources: [String], in modulesDirectory: URL) -> Bool {
        guard let built = Self.modificationDate(modulesDirectory.appendingPathComponent("\(module).swiftmodule").path) else { return true }
        return sources.contains { source in
            let path = source.hasPrefix("/") ? source : package.appendingPathComponent(source).path
            return (Self.modificationDate(path) ?? .distantFuture) > built
        }
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Runs `swift` with `arguments` in the package and returns what it printed; its errors go
    /// to our standard error as they come.
    @discardableResult
    private func run(_ arguments: [String], what: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = package
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw BuildError("cannot run swift for \(what): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BuildError("`swift \(arguments.joined(separator: " "))` failed while \(what); the API reference needs the documented modules to build")
        }
        return data
    }
}
