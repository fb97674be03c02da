import DocsClientCode
import DocsCodeBlocks
import DocsMarkup
import DocsSite
import DocsSiteModel
import Foundation

/// What `napkin-docs check` compiles in a package, read from SwiftPM's description of it: the
/// library modules with their catalogs and sources, and the targets of pages that apply the
/// ExecutableDocs plugin.
struct CheckInputs {
    /// The modules whose catalogs and doc comments are checked as client code.
    var modules: [DocumentedModule]
    /// The targets that hold Markdown pages for the build plugin, their pages read.
    var pageTargets: [PackageCheck.PageTarget]
    /// The package's snippets: the Swift files of its `Snippets/` folder.
    var snippets: [URL] = []
    /// The modules a page may use without importing them (Foundation, the package's library
    /// modules, the documented modules' dependencies), tried when a page names what nothing it
    /// imports declares.
    var fallbackImports: [String]
    /// The targets `check` builds when the whole package does not build: the library modules
    /// (which pages import, or try when they name what they do not import), the documented
    /// modules and the targets of pages, but not the tests, tools and other targets no page can
    /// import, which may not even build on this platform. Empty when SwiftPM is not asked.
    var targetsToBuild: [String] = []
    /// The modules added for the catalogs `build` shows that no documented module holds (an
    /// executable's): not built for the check on their own, since they may not build here, and
    /// checked only when the package's build made them.
    var modulesOfShownCatalogs: Set<String> = []

    /// The inputs of the package described by `description`, or, when `sources` are given, of
    /// those folders alone: a `.docc` catalog documents the module named first in
    /// `requestedModules` or the target whose folder holds it; another folder is a target of
    /// pages named after it. `description` may be `nil` only for such folders of pages.
    init(
        package: URL, description: SwiftPackage.Description?, requestedModules: [String], sources: [URL],
        includesDocComments: Bool
    ) throws {
        let libraryModules = description?.libraryModules ?? []
        if sources.isEmpty, let description {
            var seen: Set<String> = []
            let names = (requestedModules.isEmpty ? libraryModules : requestedModules).filter {
                seen.insert($0).inserted
            }
            modules = try names.map { name in
                let target = try Self.target(named: name, in: description)
                let folder = package.appendingPathComponent(target.path)
                let sources =
                    includesDocComments
                    ? (target.sources ?? []).filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
                    : []
                return DocumentedModule(
                    name: name, catalogs: SourceFolder.catalogs(inTargetAt: folder), sourceFiles: sources)
            }
            if requestedModules.isEmpty {
                let documented = Set(modules.map(\.name))
                modules = Self.withShownCatalogs(modules, of: package, description: description)
                modulesOfShownCatalogs = Set(modules.map(\.name)).subtracting(documented)
            }
            let snippetFolder = package.appendingPathComponent("Snippets")
            if FileManager.default.fileExists(atPath: snippetFolder.path) {
                snippets = try SourceDiscovery(pathsShownFrom: package).files(in: snippetFolder)
                    .filter { $0.name.hasSuffix(".swift") }.map(\.url)
            }
            // SwiftPM names the plugins a target applies among its dependencies, but not to a
            // command plugin: there, a target whose own folder holds pages is taken to apply it.
            pageTargets = description.targets.filter { target in
                guard target.type != "test" else { return false }
                if SwiftPackage.descriptionComesFromPlugin {
                    return !Self.pageNames(in: package.appendingPathComponent(target.path)).isEmpty
                }
                return ((target.targetDependencies ?? []) + (target.productDependencies ?? [])).contains(
                    "ExecutableDocs")
            }.map { Self.pageTarget(named: $0.name, in: package.appendingPathComponent($0.path)) }
            // The folders `build` shows by default that no target holds are read as catalogs of
            // the first documented module: client code, as its catalog's articles are.
            if !modules.isEmpty {
                modules[0].catalogs += Self.undeclaredPageFolders(in: package, description: description)
            }
        } else {
            modules = try sources.filter { SourceFolder($0).kind == .catalog }.map { catalog in
                let owner = description?.targets.first {
                    catalog.path.hasPrefix(package.appendingPathComponent($0.path).standardizedFileURL.path + "/")
                }
                guard let name = requestedModules.first ?? owner?.name else {
                    throw BuildError.noModuleForCatalog(catalog.lastPathComponent)
                }
                return DocumentedModule(name: name, catalogs: [catalog], sourceFiles: [])
            }
            pageTargets = sources.filter { SourceFolder($0).kind != .catalog }.map {
                Self.pageTarget(named: $0.lastPathComponent, in: $0)
            }
        }
        if let description {
            let shown = modulesOfShownCatalogs
            targetsToBuild = description.buildRoots(
                of: libraryModules + modules.map(\.name).filter { !shown.contains($0) }
                    + pageTargets.map(\.name).filter {
                        description.target(named: $0) != nil
                    })
        }
        let dependencies = modules.compactMap { description?.target(named: $0.name) }.flatMap {
            ($0.targetDependencies ?? []) + ($0.productDependencies ?? [])
        }
        var seen: Set<String> = []
        // FoundationNetworking holds what Foundation has on Apple's platforms only (URLSession).
        fallbackImports =
            (["Foundation", "FoundationNetworking", "Observation", "Testing", "XCTest"] + libraryModules + dependencies)
            .filter {
                seen.insert($0).inserted
            }
    }

    /// Adds the catalogs `build` shows by default that no documented module holds (an executable's,
    /// or a module's that no product names), each as the module of the target whose folder holds
    /// it: the site shows their blocks, so the check compiles them.
    private static func withShownCatalogs(
        _ documented: [DocumentedModule], of package: URL, description: SwiftPackage.Description
    ) -> [DocumentedModule] {
        var modules = documented
        let held = Set(modules.flatMap(\.catalogs).map(\.standardizedFileURL.path))
        for catalog in PackageLocator.defaultSources(of: package) where SourceFolder(catalog).kind == .catalog {
            let path = catalog.standardizedFileURL.path
            guard !held.contains(path),
                let target = description.targets.first(where: { target in
                    target.type != "test"
                        && path.hasPrefix(package.appendingPathComponent(target.path).standardizedFileURL.path + "/")
                })
            else { continue }
            if let index = modules.firstIndex(where: { $0.name == target.name }) {
                modules[index].catalogs.append(catalog)
            } else {
                modules.append(DocumentedModule(name: target.name, catalogs: [catalog], sourceFiles: []))
            }
        }
        return modules
    }

    private static func target(named name: String, in description: SwiftPackage.Description) throws
        -> SwiftPackage.Description.Target
    {
        guard let target = description.target(named: name) else {
            throw BuildError.noSuchModule(name, modules: description.targets.map(\.name))
        }
        return target
    }

    /// The folders of pages `napkin-docs build` shows by default (`Articles/` and `Tutorials/`,
    /// in a package that has `Articles/`) that neither are nor hold a target's folder.
    private static func undeclaredPageFolders(in package: URL, description: SwiftPackage.Description) -> [URL] {
        let targetFolders = description.targets.map { package.appendingPathComponent($0.path).standardizedFileURL.path }
        return PackageLocator.defaultSources(of: package).filter { source in
            let folder = source.standardizedFileURL.path
            return SourceFolder(source).kind != .catalog && FileManager.default.fileExists(atPath: folder)
                && !targetFolders.contains { $0 == folder || $0.hasPrefix(folder + "/") }
        }
    }

    /// The names of the Markdown pages directly in `folder`, in order, as the build plugin finds
    /// a target's pages.
    private static func pageNames(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".md") && SourceDiscovery.isVisible($0)
        }.sorted()
    }

    /// The Markdown pages directly in `folder`, read as the build plugin reads a target's pages.
    private static func pageTarget(named name: String, in folder: URL) -> PackageCheck.PageTarget {
        let reader = SourceReader()
        var target = PackageCheck.PageTarget(name: name, pages: [])
        for name in pageNames(in: folder) {
            switch reader.read(folder.appendingPathComponent(name)) {
            case .success(let source): target.pages.append(PageCode(source: source, codeFilesFoundBy: CodeFileFinder()))
            case .failure(let problem): target.unreadable.append(problem)
            }
        }
        return target
    }
}
