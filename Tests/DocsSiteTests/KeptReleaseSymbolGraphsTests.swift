import DocsTestSupport
import Foundation
import Testing

@testable import DocsSite

/// A release's checkout keeps what made its symbol graphs current: read back for the same modules
/// while its graphs are there, wherever the package has moved.
@Suite struct KeptReleaseSymbolGraphsTests {
    @Test func whatIsKeptIsReadBackWhileItsGraphsAreThere() throws {
        let directory = try TemporaryDirectory()
        let package = directory.url.appendingPathComponent("Release")
        let graphs = package.appendingPathComponent(".build/napkin-docs/symbol-graphs")
        try directory.write("Release/.build/napkin-docs/symbol-graphs/Kit.symbols.json", "{}")
        try directory.write("Release/.build/debug/index/store/v5/units", "")
        let inputs = BuildInputs.SymbolGraphs(
            directory: graphs, modules: ["Kit"], packageDirectory: package,
            indexStore: package.appendingPathComponent(".build/debug/index/store"),
            sourceFiles: [
                package.appendingPathComponent("Sources/Kit/Kit.swift"),
                URL(fileURLWithPath: "/elsewhere/Shared.swift"),
            ])
        let note = "note: the module Empty declares no public symbol of its own, so it has no reference pages"
        KeptReleaseSymbolGraphs(requested: [], inputs: inputs, notes: [note], package: package).save(in: package)

        let kept = try #require(KeptReleaseSymbolGraphs.read(in: package, requested: [], graphs: graphs))
        #expect(kept.notes == [note])
        // Inside the package, paths are kept relative to it.
        #expect(kept.sourceFiles == ["Sources/Kit/Kit.swift", "/elsewhere/Shared.swift"])
        let read = try #require(kept.inputs(package: package, graphs: graphs))
        #expect(read.modules == ["Kit"] && read.directory == graphs && read.packageDirectory == package)
        #expect(read.indexStore?.path == inputs.indexStore?.path)
        #expect(read.sourceFiles.map(\.path) == inputs.sourceFiles.map(\.path))

        // Kept by another napkin-docs, other modules asked for, the index store or a graph gone:
        // worked out again.
        var other = kept
        other.tool = "another napkin-docs"
        other.save(in: package)
        #expect(KeptReleaseSymbolGraphs.read(in: package, requested: [], graphs: graphs) == nil)
        kept.save(in: package)
        #expect(KeptReleaseSymbolGraphs.read(in: package, requested: ["Kit"], graphs: graphs) == nil)
        let store = package.appendingPathComponent(".build/debug/index")
        try FileManager.default.moveItem(at: store, to: package.appendingPathComponent(".build/debug/moved"))
        #expect(KeptReleaseSymbolGraphs.read(in: package, requested: [], graphs: graphs) == nil)
        try FileManager.default.moveItem(at: package.appendingPathComponent(".build/debug/moved"), to: store)
        #expect(KeptReleaseSymbolGraphs.read(in: package, requested: [], graphs: graphs) != nil)
        try FileManager.default.removeItem(at: graphs.appendingPathComponent("Kit.symbols.json"))
        #expect(KeptReleaseSymbolGraphs.read(in: package, requested: [], graphs: graphs) == nil)
    }

    @Test func aPackageWithNothingToDocumentIsKeptSo() throws {
        let directory = try TemporaryDirectory()
        let note = "note: the package has no library product, so the site has no API reference"
        KeptReleaseSymbolGraphs(requested: [], inputs: nil, notes: [note], package: directory.url)
            .save(in: directory.url)
        let graphs = directory.url.appendingPathComponent("graphs")
        let kept = try #require(KeptReleaseSymbolGraphs.read(in: directory.url, requested: [], graphs: graphs))
        #expect(kept.modules == nil && kept.notes == [note])
        #expect(kept.inputs(package: directory.url, graphs: graphs) == nil)
    }

    @Test func aDamagedFileIsWorkedOutAgain() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".build/napkin-docs/release-symbol-graphs.json", "{\"requested\": [")
        #expect(KeptReleaseSymbolGraphs.read(in: directory.url, requested: [], graphs: directory.url) == nil)
    }
}
