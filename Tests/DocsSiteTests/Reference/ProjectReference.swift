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

    /// The graphs, extracted once per test run into a temporary directory.
    static let graphs: Result<URL, Error> = Result {
        var directory = Bundle.main.bundleURL
        var modulesDirectory: URL?
        for _ in 0..<3 where modulesDirectory == nil {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("napkin.swiftmodule").path) { modulesDirectory = candidate }
            directory.deleteLastPathComponent()
        }
        guard let modulesDirectory else { throw SymbolGraphExtractor.Failure(description: "no built napkin module near \(Bundle.main.bundleURL.path)") }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-docs-graphs-\(UUID().uuidString)")
        try SymbolGraphExtractor.forModules(in: modulesDirectory).extract(modules, into: output)
        return output
    }

    /// The reference read from ``graphs``.
    static func reference() throws -> APIReference {
        try SymbolGraphReader(baseDirectory: packageRoot.path).read(modules: modules, in: graphs.get())
    }
}
