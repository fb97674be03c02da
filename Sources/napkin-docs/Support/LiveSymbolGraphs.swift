import DocsClientCode
import DocsSite
import DocsSiteModel
import DocsSupport
import Foundation

/// Keeps `serve`'s API reference as the documented modules' sources are saved: an edit that
/// changed only comments is written into the symbol graphs without a build (``DocCommentEdit``;
/// on napkin's 240 KB graph, a few hundred milliseconds, most of it decoding and writing the JSON);
/// any other edit builds the module and extracts its graphs again (seconds), as a first build
/// does. The site's rebuild then reads the graphs as they are. The files followed are those the
/// module had when `serve` started: a new file is seen after `serve` starts again.
final class LiveSymbolGraphs: Sendable {
    /// What a refresh did, for `serve` to print.
    enum Refresh: Equatable {
        /// No documented source was among the changes.
        case nothing
        /// The doc comments of these files were written into the graphs.
        case docComments(files: [String], symbols: Int)
        /// The modules were built and their graphs extracted again.
        case rebuilt
        /// Code changed, but the package cannot be built from here (SwiftPM started `serve` and
        /// holds the build folder): the reference shows the declarations of the last build.
        case declarationsKept(files: [String])
    }

    private let package: URL
    private let requestedModules: [String]
    private let graphs: BuildInputs.SymbolGraphs
    /// Each source's text as the graphs were made from it.
    private let texts: LockedValue<[String: String]>

    /// Follows the sources of `graphs`, the graphs `PackageSymbolGraphs` made of `package`'s
    /// `requestedModules` (all its library modules when empty), as they are now.
    init(package: URL, requestedModules: [String], graphs: BuildInputs.SymbolGraphs) {
        self.package = package
        self.requestedModules = requestedModules
        self.graphs = graphs
        texts = LockedValue(Self.read(graphs.sourceFiles.map(\.path)))
    }

    /// Brings the graphs up to date with the files at `changed` (any paths; only the documented
    /// sources among them count).
    ///
    /// - Throws: ``BuildError`` when the module does not build or its graphs cannot be extracted.
    func refresh(changed: Set<String>) throws -> Refresh {
        let sources = Set(graphs.sourceFiles.map(\.path))
        let edited = changed.filter(sources.contains).sorted()
        guard !edited.isEmpty else { return .nothing }
        let now = Self.read(edited)
        let before = texts.withLock { texts in edited.map { texts[$0] } }
        var edits: [DocCommentEdit] = []
        for (path, old) in zip(edited, before) {
            guard let old, let new = now[path],
                let edit = DocCommentEdit(file: URL(fileURLWithPath: path), before: old, after: new)
            else { return try rebuild(edited, now: now) }
            edits.append(edit)
        }
        let symbols = try apply(edits, of: edited)
        texts.withLock { $0.merge(now) { $1 } }
        return .docComments(files: edited, symbols: symbols)
    }

    /// Builds the modules and extracts their graphs again.
    private func rebuild(_ edited: [String], now: [String: String]) throws -> Refresh {
        guard ProcessInfo.processInfo.environment[SwiftPackage.builtBySwiftPMVariable] != "1" else {
            return .declarationsKept(files: edited)
        }
        _ = try PackageSymbolGraphs(package: package).current(modules: requestedModules)
        texts.withLock { $0.merge(now) { $1 } }
        return .rebuilt
    }

    /// Writes `edits` of the files at `paths` into every graph file of the directory they
    /// change; returns how many symbols changed.
    private func apply(_ edits: [DocCommentEdit], of paths: [String]) throws -> Int {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: graphs.directory.path)) ?? []
        // A graph that never names an edited file's name has nothing of it: not decoded.
        let names = paths.map { Data(($0 as NSString).lastPathComponent.utf8) }
        var changed = 0
        for name in files.sorted() where name.hasSuffix(".symbols.json") {
            let file = graphs.directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: file.path),
                names.contains(where: { data.range(of: $0) != nil }),
                var graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { continue }
            let symbols = edits.reduce(0) { $0 + $1.apply(to: &graph) }
            guard symbols > 0 else { continue }
            do {
                try JSONSerialization.data(withJSONObject: graph).write(to: file, options: .atomic)
            } catch {
                throw BuildError.symbolGraphsFailed("could not write \(file.path): \(error.localizedDescription)")
            }
            changed += symbols
        }
        return changed
    }

    /// The text of each file at `paths` that can be read.
    private static func read(_ paths: [String]) -> [String: String] {
        var texts: [String: String] = [:]
        for path in paths {
            if let data = FileManager.default.contents(atPath: path) {
                texts[path] = String(decoding: data, as: UTF8.self)
            }
        }
        return texts
    }
}
