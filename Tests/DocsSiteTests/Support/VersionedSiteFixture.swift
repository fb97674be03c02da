import DocsSite
import DocsTestSupport
import Foundation

/// Versions of one package's pages and public API, for the tests of a site of several versions.
enum VersionedSiteFixture {
    /// Three versions of one package's pages, each in a folder of its own: `1.0.0` has Removed,
    /// which `1.1.0` dropped; the working tree adds Upcoming.
    static func pages() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let pages: [String: [String]] = [
            "1.0.0": ["GettingStarted", "Removed"], "1.1.0": ["GettingStarted"],
            "main": ["GettingStarted", "Upcoming"],
        ]
        for (version, names) in pages { try write(version, names, in: directory) }
        return directory
    }

    /// Writes the pages `names` of `version`, and its root page listing them.
    static func write(_ version: String, _ names: [String], in directory: TemporaryDirectory) throws {
        try directory.write("\(version)/Articles/Napkin.md", rootPage(groups: [("Essentials", names)]))
        for name in names {
            try directory.write("\(version)/Articles/\(name).md", "# \(name)\n\nIn \(version).\n")
        }
    }

    /// The version `name` of `directory`'s pages, with the public API of `graphs` when given;
    /// made from `source` (a release's commit, the working tree's files) when given.
    static func version(
        _ name: String, in directory: TemporaryDirectory, isRelease: Bool = true, graphs: URL? = nil,
        source: VersionedBuild.Version.Source? = nil
    ) -> VersionedBuild.Version {
        let sources = directory.url.appendingPathComponent("\(name)/Articles")
        let base = directory.url
        let symbolGraphs = graphs.map {
            BuildInputs.SymbolGraphs(
                directory: $0, modules: ProjectReference.modules, packageDirectory: ProjectReference.packageRoot)
        }
        return VersionedBuild.Version(name: name, isRelease: isRelease, source: source) {
            DocumentationBuild.Options(
                inputs: BuildInputs(sourceDirectories: [sources], symbolGraphs: symbolGraphs),
                outputDirectory: base.appendingPathComponent("x"), baseDirectory: base)
        }
    }

    /// The project's own symbol graphs without the symbols at `paths` (by path components).
    static func graphs(without paths: [[String]]) throws -> URL {
        let directory = ProjectReference.newGraphsFolder()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for module in ProjectReference.modules {
            let file = try ProjectReference.graphs.get().appendingPathComponent("\(module).symbols.json")
            guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
                let symbols = graph["symbols"] as? [[String: Any]]
            else { throw CocoaError(.fileReadCorruptFile) }
            graph["symbols"] = symbols.filter { !paths.contains($0["pathComponents"] as? [String] ?? []) }
            // Keys sorted, so that a symbol left alike is written alike in every version's graph,
            // as the compiler writes it.
            try JSONSerialization.data(withJSONObject: graph, options: .sortedKeys).write(
                to: directory.appendingPathComponent("\(module).symbols.json"))
        }
        return directory
    }
}
