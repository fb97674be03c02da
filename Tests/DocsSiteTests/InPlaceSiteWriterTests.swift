import DocsMarkup
import DocsQueries
import DocsSupport
import DocsTestSupport
import Foundation
import Testing

@testable import DocsSite
@testable import DocsSiteModel
@testable import DocsSiteOutput

/// `serve` writes only what changed: after any series of writes the directory holds exactly the
/// last write's files, as a whole write would have left it.
@Suite struct InPlaceSiteWriterTests {
    @Test func aSeriesOfWritesLeavesExactlyTheLastFiles() throws {
        let directory = try TemporaryDirectory()
        let writer = InPlaceSiteWriter(destination: directory.url.appendingPathComponent("Site"), keptIn: QueryEngine())
        let series: [[String: String]] = [
            ["index.html": "root", "guide/a.html": "a", "guide/deep/b.html": "b", "style.css": "css"],
            ["index.html": "root 2", "guide/a.html": "a", "guide/deep/b.html": "b", "style.css": "css"],
            ["index.html": "root 2", "guide/a.html": "a", "style.css": "css", "new/c.html": "c"],
            ["index.html": "root 3", "new/c.html": "c 2", "new/d/e.html": "e"],
            ["index.html": "root 3"],
        ]
        for files in series {
            try writer.write(files.map { OutputFile(path: $0.key, text: $0.value) })
            #expect(try directory.contents(of: "Site") == files.mapValues { Array($0.utf8) })
            #expect(try Self.directories(in: directory.url.appendingPathComponent("Site")) == Self.parents(of: files))
        }
    }

    @Test func aFileWhoseBytesAreTheSameIsNotWrittenAgain() throws {
        let directory = try TemporaryDirectory()
        let writer = InPlaceSiteWriter(destination: directory.url.appendingPathComponent("Site"), keptIn: QueryEngine())
        let page = directory.url.appendingPathComponent("Site/guide/a.html").path
        let index = directory.url.appendingPathComponent("Site/index.html").path
        try writer.write([OutputFile(path: "index.html", text: "one"), OutputFile(path: "guide/a.html", text: "a")])
        let (pageBefore, indexBefore) = (FileSystemCalls.identity(of: page), FileSystemCalls.identity(of: index))
        try writer.write([OutputFile(path: "index.html", text: "two"), OutputFile(path: "guide/a.html", text: "a")])
        #expect(FileSystemCalls.identity(of: page) == pageBefore)
        #expect(FileSystemCalls.identity(of: index) != indexBefore)
        #expect(directory.read("Site/index.html") == "two")
    }

    /// Another build may replace the directory while `serve` runs; what it wrote must not stay.
    @Test func aDirectoryReplacedByAnotherWriterIsWrittenWhole() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let writer = InPlaceSiteWriter(destination: site, keptIn: QueryEngine())
        try writer.write([OutputFile(path: "index.html", text: "mine")])
        try AtomicDirectoryWriter(destination: site).write([
            OutputFile(path: "index.html", text: "mine"), OutputFile(path: "theirs.html", text: "theirs"),
        ])
        try writer.write([OutputFile(path: "index.html", text: "mine"), OutputFile(path: "b.html", text: "b")])
        #expect(try directory.contents(of: "Site") == ["index.html": Array("mine".utf8), "b.html": Array("b".utf8)])
    }

    /// A write that fails part way leaves files of both writes; the next one must not trust it.
    @Test func aWriteThatFailsIsFollowedByAWholeOne() throws {
        let directory = try TemporaryDirectory()
        let writer = InPlaceSiteWriter(destination: directory.url.appendingPathComponent("Site"), keptIn: QueryEngine())
        try writer.write([OutputFile(path: "index.html", text: "one"), OutputFile(path: "a", text: "a file")])
        // `a` is a file, so `a/b.html` cannot be made below it.
        #expect(throws: BuildError.self) {
            try writer.write([
                OutputFile(path: "index.html", text: "two"), OutputFile(path: "a", text: "a file"),
                OutputFile(path: "a/b.html", text: "b"),
            ])
        }
        try writer.write([OutputFile(path: "c.html", text: "c")])
        #expect(try directory.contents(of: "Site") == ["c.html": Array("c".utf8)])
    }

    /// Every directory below `root`, as relative paths.
    private static func directories(in root: URL) throws -> Set<String> {
        var found: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(
                atPath: root.appendingPathComponent(relative).path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                found.insert(relative)
            }
        }
        return found
    }

    /// The directories the files of `files` need.
    private static func parents(of files: [String: String]) -> Set<String> {
        Set(
            files.keys.flatMap { path in
                let components = path.split(separator: "/").dropLast()
                return components.indices.map { components[...$0].joined(separator: "/") }
            })
    }
}
