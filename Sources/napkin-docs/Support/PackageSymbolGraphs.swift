import DocsSite
import DocsSiteModel
import DocsSupport
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

    private var swiftPackage: SwiftPackage { SwiftPackage(directory: package) }

    /// The graphs of `modules`, or of the package's library modules when `modules` is empty;
    /// `nil`, with a note, for a package without a library product when no module is named.
    ///
    /// For a release's checkout (`isRelease`), which never changes, what an earlier build worked
    /// out is read back instead (``KeptReleaseSymbolGraphs``).
    func current(modules requested: [String], isRelease: Bool = false) throws -> BuildInputs.SymbolGraphs? {
        let graphs = Self.graphsDirectory(of: package)
        if isRelease, let kept = KeptReleaseSymbolGraphs.read(in: package, requested: requested, graphs: graphs) {
            kept.notes.forEach(StandardError.print)
            return kept.inputs(package: package, graphs: graphs)
        }
        var notes: [String] = []
        let inputs = try current(modules: requested, notes: &notes)
        notes.forEach(StandardError.print)
        if isRelease {
            KeptReleaseSymbolGraphs(requested: requested, inputs: inputs, notes: notes, package: package).save(
                in: package)
        }
        return inputs
    }

    /// The folder the graphs are extracted into, in the package at `package`.
    static func graphsDirectory(of package: URL) -> URL {
        package.appendingPathComponent(".build/napkin-docs/symbol-graphs")
    }

    /// ``current(modules:isRelease:)`` worked out, its notes added to `notes`.
    private func current(modules requested: [String], notes: inout [String]) throws -> BuildInputs.SymbolGraphs? {
        let description = try swiftPackage.describe()
        let modules = requested.isEmpty ? description.libraryModules : requested
        guard !modules.isEmpty else {
            notes.append(
                "note: the package has no library product, so the site has no API reference; name modules with --module to document them"
            )
            return nil
        }
        let binPath = try swiftPackage.binPath()
        let modulesDirectory = binPath.appendingPathComponent("Modules")
        var sourceFiles: [URL] = []
        for module in modules {
            guard let target = description.target(named: module) else {
                throw BuildError.noSuchModule(module, modules: description.targets.map(\.name))
            }
            let sources = (target.sources ?? []).map { target.path + "/" + $0 }
            sourceFiles += sources.map { URL(fileURLWithPath: $0, relativeTo: package).standardizedFileURL }
            if isStale(module: module, sources: sources, in: modulesDirectory) {
                try swiftPackage.build(
                    targets: [module],
                    because: "building \(module); the API reference needs the documented modules to build")
            }
        }
        let output = Self.graphsDirectory(of: package)
        do {
            try SymbolGraphExtractor.forModules(
                in: modulesDirectory, moduleMaps: PackageLocator.cModuleMaps(of: package, builtIn: binPath)
            ).extract(modules, into: output)
        } catch let failure as SymbolGraphExtractor.Failure {
            throw BuildError.symbolGraphsFailed(failure.description)
        }
        // A library module that only re-exports others (`@_exported import`) has no symbols of
        // its own: it gets no reference, with a note. A module the user named must have some.
        let documented = requested.isEmpty ? Self.withoutEmptyGraphs(modules, in: output, notes: &notes) : modules
        // SwiftPM indexes what it compiles, the pages' code included; without a store (a build
        // that did not index) the pages show no uses.
        let store = binPath.appendingPathComponent("index/store")
        return BuildInputs.SymbolGraphs(
            directory: output, modules: documented, packageDirectory: package,
            indexStore: FileManager.default.fileExists(atPath: store.path) ? store : nil, sourceFiles: sourceFiles)
    }

    /// `modules` without those whose graph in `directory` lists no symbol (a module that only
    /// re-exports others), each left out with a note.
    static func withoutEmptyGraphs(_ modules: [String], in directory: URL) -> [String] {
        var notes: [String] = []
        defer { notes.forEach(StandardError.print) }
        return withoutEmptyGraphs(modules, in: directory, notes: &notes)
    }

    /// ``withoutEmptyGraphs(_:in:)``, its notes added to `notes`.
    private static func withoutEmptyGraphs(_ modules: [String], in directory: URL, notes: inout [String]) -> [String] {
        modules.filter { module in
            guard graphIsEmpty(directory.appendingPathComponent("\(module).symbols.json")) else { return true }
            notes.append(
                "note: the module \(module) declares no public symbol of its own, so it has no reference pages")
            return false
        }
    }

    /// Whether the graph at `url` lists no symbol. Such a graph is small: only those are read.
    private static func graphIsEmpty(_ url: URL) -> Bool {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size < 4096,
            let data = FileManager.default.contents(atPath: url.path),
            let graph = try? JSONDecoder().decode(SymbolList.self, from: data)
        else { return false }
        return graph.symbols.isEmpty
    }

    /// The part of a symbol graph that says whether it has symbols.
    private struct SymbolList: Decodable {
        var symbols: [SwiftPackage.JSONValue]
    }

    /// Whether every one of `directories` lies in a target that applies the ExecutableDocs
    /// plugin, so that `swift build` compiles the Swift blocks of its pages.
    func compilesPages(in directories: [URL]) throws -> Bool {
        // A manifest that never names the plugin applies it nowhere: no need to ask SwiftPM.
        let manifest =
            FileManager.default.contents(atPath: package.appendingPathComponent("Package.swift").path) ?? Data()
        guard String(decoding: manifest, as: UTF8.self).contains("ExecutableDocs") else { return false }
        let compiling = try swiftPackage.describe(sourcesRead: false).targets
            .filter { target in
                (target.targetDependencies ?? []).contains("ExecutableDocs")
                    || (target.productDependencies ?? []).contains("ExecutableDocs")
            }
            .map { package.appendingPathComponent($0.path).standardizedFileURL.path + "/" }
        return !directories.isEmpty
            && directories.allSatisfy { directory in
                let path = directory.standardizedFileURL.path + "/"
                return compiling.contains { path.hasPrefix($0) }
            }
    }

    /// Whether a source file of the module is newer than its compiled interface, or it has none.
    private func isStale(module: String, sources: [String], in modulesDirectory: URL) -> Bool {
        guard let built = SymbolGraphExtractor.builtDate(of: module, in: modulesDirectory) else { return true }
        return sources.contains { source in
            let path = source.hasPrefix("/") ? source : package.appendingPathComponent(source).path
            return (FileDates.modified(URL(fileURLWithPath: path)) ?? .distantFuture) > built
        }
    }

}
