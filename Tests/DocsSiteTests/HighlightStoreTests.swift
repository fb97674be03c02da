import DocsHighlighting
import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

@testable import DocsSite
@testable import DocsSiteModel

/// The highlighted code `napkin-docs build` keeps on disk for its next run (``HighlightStore``):
/// read only when whole and written by this tool, looked up by the code's whole text, holding
/// the last build's code only, and never able to change or stop a build.
@Suite struct HighlightStoreTests {
    private static let greeting = "let greeting = \"Hello\""
    private static let farewell = "let farewell = \"Bye\""

    /// A site of one article whose Swift blocks are `blocks`.
    private func package(_ blocks: [String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try write(blocks, in: directory)
        return directory
    }

    private func write(_ blocks: [String], in directory: TemporaryDirectory, sources: String = "Articles") throws {
        try directory.write("\(sources)/Napkin.md", rootPage(groups: [("Essentials", ["Code"])]))
        try directory.write(
            "\(sources)/Code.md", "# Code\n\nBlocks.\n\n" + blocks.map { "```swift\n\($0)\n```\n\n" }.joined())
    }

    @discardableResult
    private func build(
        _ directory: TemporaryDirectory, sources: String = "Articles", output: String = "Site",
        cache: String? = "Cache"
    ) throws -> DocumentationBuild.Summary {
        try DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent(sources)]),
                outputDirectory: directory.url.appendingPathComponent(output), baseDirectory: directory.url,
                reuse: WorkReuse(highlightCacheDirectory: cache.map { directory.url.appendingPathComponent($0) }))
        ).run()
    }

    private func store(of directory: TemporaryDirectory, sources: String = "Articles") throws -> HighlightStore {
        try #require(
            HighlightStore(
                directory: directory.url.appendingPathComponent("Cache"),
                sourceDirectories: [directory.url.appendingPathComponent(sources)]))
    }

    private func page(_ directory: TemporaryDirectory, output: String = "Site") -> String {
        directory.read("\(output)/articles/code.html") ?? ""
    }

    @Test func aSecondBuildWritesTheSameSiteAsABuildWithoutTheStore() throws {
        let directory = try package([Self.greeting, Self.farewell])
        try build(directory, output: "First")
        try build(directory, output: "First")
        try build(directory, output: "Second")
        try build(directory, output: "Plain", cache: nil)
        #expect(try store(of: directory).load().keys.sorted() == [Self.farewell, Self.greeting])
        #expect(try directory.contents(of: "First") == directory.contents(of: "Plain"))
        #expect(try directory.contents(of: "Second") == directory.contents(of: "Plain"))
    }

    @Test func theKeptHTMLIsWhatABuildShowsForTheSameText() throws {
        let directory = try package([Self.greeting])
        try store(of: directory).save([Self.greeting: "<b>kept</b>"])
        try build(directory)
        #expect(page(directory).contains("<b>kept</b>"))
    }

    @Test func codeThatChangedIsHighlightedAnew() throws {
        let directory = try package([Self.farewell])
        try store(of: directory).save([Self.greeting: "<b>kept</b>"])
        try build(directory)
        #expect(!page(directory).contains("<b>kept</b>"))
        #expect(page(directory).contains("farewell"))
        // The store now holds this build's code, and no longer the code it did not use.
        #expect(try store(of: directory).load().keys.sorted() == [Self.farewell])
    }

    @Test func theStoreHoldsTheLastBuildsCodeOnly() throws {
        let directory = try package([Self.greeting, Self.farewell])
        try build(directory)
        try write([Self.farewell, "let third = 3"], in: directory)
        try build(directory)
        #expect(try store(of: directory).load().keys.sorted() == [Self.farewell, "let third = 3"])
    }

    @Test func oneBuildRunTwiceKeepsItsLastRunsCodeOnly() throws {
        let directory = try package([Self.greeting, Self.farewell])
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url,
                reuse: WorkReuse(highlightCacheDirectory: directory.url.appendingPathComponent("Cache"))))
        try build.run()
        try write([Self.farewell, "let third = 3"], in: directory)
        try build.run()
        #expect(try store(of: directory).load().keys.sorted() == [Self.farewell, "let third = 3"])
        // A third run that meets only the code the second kept leaves the file as it was.
        let file = try store(of: directory).file.path
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file)
        try build.run()
        let modified = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(modified == Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func aBuildThatMeetsOnlyKeptCodeLeavesTheFileAsItWas() throws {
        let directory = try package([Self.greeting])
        try build(directory)
        let file = try store(of: directory).file.path
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file)
        try build(directory)
        let modified = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(modified == Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func eachSetOfSourcesHasAFileOfItsOwn() throws {
        let directory = try package([Self.greeting])
        try build(directory, output: "One")
        try write([Self.farewell], in: directory, sources: "Other")
        try build(directory, sources: "Other", output: "Two")
        #expect(try store(of: directory).load().keys.sorted() == [Self.greeting])
        #expect(try store(of: directory, sources: "Other").load().keys.sorted() == [Self.farewell])
    }

    @Test func aDirectoryKeepsTheFilesOfTheMostRecentSourcesOnly() throws {
        let directory = try TemporaryDirectory()
        let last = HighlightStore.filesKept + 3
        for sources in 1...last {
            try write(["let number = \(sources)"], in: directory, sources: "Sources\(sources)")
            try build(directory, sources: "Sources\(sources)")
        }
        // The cache holds the site the last build replaced too (`replaced-sites`).
        let kept = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("Cache").path
        ).filter { $0.hasPrefix(HighlightStore.filePrefix) }
        #expect(kept.count == HighlightStore.filesKept)
        #expect(try kept.contains(store(of: directory, sources: "Sources\(last)").file.lastPathComponent))
    }

    @Test func aFileOfAnotherToolIsNotRead() throws {
        let directory = try package([Self.greeting])
        let store = try store(of: directory)
        try FileManager.default.createDirectory(
            at: store.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let other = StoreFile.bytes(of: [Self.greeting: "<b>kept</b>"], identity: store.identity + " rebuilt")
        try Data(other).write(to: store.file)
        #expect(store.load().isEmpty)
        try build(directory)
        #expect(!page(directory).contains("<b>kept</b>"))
        #expect(store.load().keys.sorted() == [Self.greeting])
    }

    @Test func aDamagedFileIsNotRead() throws {
        let identity = "napkin-docs under test"
        let whole = StoreFile.bytes(
            of: [Self.greeting: "<b>kept</b>", Self.farewell: "<i>bye</i>"], identity: identity)
        #expect(
            StoreFile.entries(in: whole, identity: identity) == [
                Self.greeting: "<b>kept</b>", Self.farewell: "<i>bye</i>",
            ])
        // Every shorter file, and every file with one byte changed, is refused whole.
        for length in 0..<whole.count {
            #expect(StoreFile.entries(in: Array(whole[..<length]), identity: identity) == nil)
        }
        for index in whole.indices {
            var damaged = whole
            damaged[index] ^= 0x20
            #expect(StoreFile.entries(in: damaged, identity: identity) == nil)
        }
        #expect(StoreFile.entries(in: whole + [0], identity: identity) == nil)
    }

    @Test func aStoreThatCannotBeWrittenIsAWarningAndTheSiteIsWritten() throws {
        let directory = try package([Self.greeting])
        // A file where the cache directory should be.
        try directory.write("Cache", "not a directory")
        let summary = try build(directory)
        #expect(page(directory).contains("greeting"))
        let problem = try #require(summary.highlightCacheProblem)
        #expect(problem.hasPrefix("cannot keep the highlighted code for the next build in "))
    }

    @Test func theSameEntriesGiveTheSameBytes() {
        let entries = Dictionary(
            uniqueKeysWithValues: (0..<50).map { ("let value\($0) = \($0)", "<h-k>let</h-k> value\($0)") })
        #expect(
            StoreFile.bytes(of: entries, identity: "tool")
                == StoreFile.bytes(
                    of: Dictionary(entries.reversed(), uniquingKeysWith: { a, _ in a }), identity: "tool"))
    }
}
