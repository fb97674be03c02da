import DocsSymbols
import Foundation

/// The public API of this package's documented modules, read from symbol graphs extracted from
/// the modules this test run was built with: the real graphs, not a fixture.
enum ProjectReference {
    /// The package's directory.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The documented modules.
    static let modules = ["napkin", "NapkinTestSupport"]

    /// The folder of the graphs the tests write, in the build folder: emptied by its first use
    /// in a test run, so that no run leaves more behind than its own (they were left in the
    /// temporary folder, hundreds a day).
    private static let graphsScratch: URL = {
        let folder = Bundle.main.bundleURL.appendingPathComponent("napkin-docs-test-graphs")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// A new folder for a test's graphs.
    static func newGraphsFolder() -> URL {
        graphsScratch.appendingPathComponent(UUID().uuidString)
    }

    /// The graphs, extracted once per test run into a folder of ``newGraphsFolder()``.
    static let graphs: Result<URL, Error> = Result { try extractGraphs(of: modules) }

    /// A copy of the real graphs in which the symbol at `path` has the doc comment `lines`, or none
    /// when `lines` is `nil`.
    static func graphs(withTheCommentOf path: [String], as lines: [String]?) throws -> URL {
        let directory = newGraphsFolder()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for module in modules {
            let file = try graphs.get().appendingPathComponent("\(module).symbols.json")
            guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
                var symbols = graph["symbols"] as? [[String: Any]]
            else { throw CocoaError(.fileReadCorruptFile) }
            for index in symbols.indices where symbols[index]["pathComponents"] as? [String] == path {
                symbols[index]["docComment"] = lines.map { ["lines": $0.map { ["text": $0] }] }
            }
            graph["symbols"] = symbols
            try JSONSerialization.data(withJSONObject: graph).write(
                to: directory.appendingPathComponent("\(module).symbols.json"))
        }
        return directory
    }

    /// The symbol graphs of `modules` (built in this test run: the documented ones, or the
    /// `Greeter` example), extracted into a new temporary directory.
    static func extractGraphs(of modules: [String]) throws -> URL {
        var directory = Bundle.main.bundleURL
        var modulesDirectory: URL?
        for _ in 0..<3 where modulesDirectory == nil {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("\(modules[0]).swiftmodule").path)
            {
                modulesDirectory = candidate
            }
            directory.deleteLastPathComponent()
        }
        guard let modulesDirectory else {
            throw SymbolGraphExtractor.Failure(
                description: "no built \(modules[0]) module near \(Bundle.main.bundleURL.path)")
        }
        let output = newGraphsFolder()
        try SymbolGraphExtractor.forModules(in: modulesDirectory).extract(modules, into: output)
        return output
    }

    /// The index store SwiftPM wrote while building this test run, the pages' code included.
    static func indexStore() throws -> URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("index/store")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CompiledUses.Failure(description: "no index store near \(Bundle.main.bundleURL.path)")
    }

    /// Where the compiled pages use the symbols, read from ``indexStore()`` once per test run.
    static let uses: Result<CompiledUses, Error> = Result {
        try CompiledUses.read(indexStore: indexStore(), packageDirectory: packageRoot.path)
    }

    /// The reference read from ``graphs``.
    static func reference() throws -> APIReference {
        try SymbolGraphReader(baseDirectory: packageRoot.path).read(modules: modules, in: graphs.get())
    }
}
