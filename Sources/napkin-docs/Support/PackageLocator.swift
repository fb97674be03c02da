import DocsMarkup
import Foundation

/// The DocC catalogs of a package, its default sources and the module maps of its C targets.
enum PackageLocator {
    /// The DocC catalogs of the package's modules (`Sources/<Module>/<Name>.docc`), sorted by path.
    static func doccCatalogs(in package: URL) -> [URL] {
        let sources = package.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return modules.sorted().flatMap { SourceFolder.catalogs(inTargetAt: sources.appendingPathComponent($0)) }
    }

    /// The directories of pages a command reads by default: the package's `Articles/` and
    /// `Tutorials/`, or, in a package without `Articles/` whose modules have DocC catalogs, those.
    static func defaultSources(of package: URL) -> [URL] {
        let articles = package.appendingPathComponent("Articles")
        let catalogs = doccCatalogs(in: package)
        return FileManager.default.fileExists(atPath: articles.path) || catalogs.isEmpty
            ? [articles, package.appendingPathComponent("Tutorials")] : catalogs
    }

    /// The module maps of the C targets of the package and its dependencies: those SwiftPM
    /// writes into the build (`.build/debug/CFoo.build/module.modulemap`) and those the targets
    /// bring (`Sources/CFoo/include/module.modulemap`, in the package and its checkouts). A
    /// module that imports a C module cannot be loaded by a tool without them.
    static func cModuleMaps(of package: URL, builtIn binPath: URL) -> [URL] {
        let checkouts = package.appendingPathComponent(".build/checkouts")
        let packages = [package] + entries(of: checkouts).map { checkouts.appendingPathComponent($0) }
        let brought = packages.flatMap { root in
            let sources = root.appendingPathComponent("Sources")
            return entries(of: sources).map {
                sources.appendingPathComponent($0).appendingPathComponent("include/module.modulemap")
            }
        }
        // A module built for the build plugin's tool as well has a second folder, `X-tool.build`,
        // with a map of the same module: given both, the compiler reports a redefinition.
        let folders = Set(entries(of: binPath).filter { $0.hasSuffix(".build") })
        let generated = folders.sorted().filter { folder in
            !(folder.hasSuffix("-tool.build")
                && folders.contains(String(folder.dropLast("-tool.build".count)) + ".build"))
        }.map { binPath.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
        return (generated + brought).filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The macro plugins SwiftPM built into `binPath` for the package and its dependencies: an
    /// executable `NameMacros-tool` for each macro target, which the compiler loads to expand
    /// the macros of the modules that import it.
    static func macroPlugins(builtIn binPath: URL) -> [(executable: URL, module: String)] {
        let names = Set(entries(of: binPath))
        return names.sorted().compactMap { name in
            // A macro target's product folder sits beside its executable.
            guard name.hasSuffix("-tool.product") else { return nil }
            let executable = String(name.dropLast(".product".count))
            guard names.contains(executable) else { return nil }
            return (binPath.appendingPathComponent(executable), String(executable.dropLast("-tool".count)))
        }
    }

    /// The names in a directory, sorted; none when it cannot be read.
    private static func entries(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}
