import DocsHighlighting
import Foundation

/// What napkin-docs worked out of a release's checkout to make its symbol graphs current, kept in
/// the checkout for the next build: a tag's files never change (a tag moved to another commit
/// is checked out into a new folder), so its package need not be described, its sources dated
/// and its graphs checked again. A build of several versions did that for each release, each
/// time: a twentieth of the build after a new tag.
///
/// Read back only by the napkin-docs that kept it (``ToolIdentity``: another may extract the graphs
/// otherwise, or choose other modules), for the same modules asked for, while every graph and the
/// index store it names are there; the notes the first build printed are printed again.
package struct KeptReleaseSymbolGraphs: Codable, Equatable {
    /// The napkin-docs that kept it.
    package var tool: String
    /// The modules asked for (`--module`; empty for the package's library modules).
    package var requested: [String]
    /// The modules documented; `nil` when the package has none to document.
    package var modules: [String]?
    /// The index store, if there was one, relative to the package when inside it (as every path
    /// here): a package moved elsewhere keeps its checkouts.
    package var indexStore: String?
    /// The Swift files of the documented modules.
    package var sourceFiles: [String]
    /// The notes printed when the graphs were made current.
    package var notes: [String]

    /// The file in the checkout at `package`.
    package static func file(in package: URL) -> URL {
        package.appendingPathComponent(".build/napkin-docs/release-symbol-graphs.json")
    }

    /// What was kept in `package` for `requested`, if it still holds: every graph it names is in
    /// `graphs`.
    package static func read(in package: URL, requested: [String], graphs: URL) -> Self? {
        guard let tool = ToolIdentity.current, let data = FileManager.default.contents(atPath: file(in: package).path),
            let kept = try? JSONDecoder().decode(Self.self, from: data), kept.tool == tool, kept.requested == requested
        else { return nil }
        let present = (kept.modules ?? []).allSatisfy {
            FileManager.default.fileExists(atPath: graphs.appendingPathComponent("\($0).symbols.json").path)
        }
        let store = kept.inputs(package: package, graphs: graphs)?.indexStore
        return present && store.map { FileManager.default.fileExists(atPath: $0.path) } != false ? kept : nil
    }

    /// Keeps this in `package`; a failure only means the next build works it out again.
    package func save(in package: URL) {
        guard !tool.isEmpty else { return }
        let file = Self.file(in: package)
        guard let data = try? JSONEncoder().encode(self),
            (try? FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)) != nil
        else { return }
        try? data.write(to: file, options: .atomic)
    }

    /// The inputs kept, for the package at `package` whose graphs are in `graphs`.
    package func inputs(package: URL, graphs: URL) -> BuildInputs.SymbolGraphs? {
        func url(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appendingPathComponent(path).standardizedFileURL
        }
        return modules.map { modules in
            BuildInputs.SymbolGraphs(
                directory: graphs, modules: modules,
                packageDirectory: package,
                indexStore: indexStore.map(url), sourceFiles: sourceFiles.map(url))
        }
    }
}

extension KeptReleaseSymbolGraphs {
    /// What to keep of `inputs`, made current for `requested` in the package at `package`.
    package init(requested: [String], inputs: BuildInputs.SymbolGraphs?, notes: [String], package: URL) {
        let root = package.standardizedFileURL.path + "/"
        func relative(_ url: URL) -> String {
            let path = url.standardizedFileURL.path
            return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        }
        self.init(
            tool: ToolIdentity.current ?? "", requested: requested, modules: inputs?.modules,
            indexStore: inputs?.indexStore.map(relative), sourceFiles: inputs?.sourceFiles.map(relative) ?? [],
            notes: notes)
    }
}
