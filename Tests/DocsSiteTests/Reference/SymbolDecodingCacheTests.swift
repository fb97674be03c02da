import DocsSupport
import DocsTestSupport
import Foundation
import SymbolKit
import Testing

@testable import DocsSymbols

/// Graphs decoded symbol by symbol, a symbol written alike in another package's graph (another
/// release's) taken as decoded before, read as the whole graphs are.
@Suite struct SymbolDecodingCacheTests {
    /// The project's graphs as if extracted in the package at `root`: their `file://` addresses
    /// moved there.
    private func graphs(movedTo root: String, linesAdded: Int = 0) throws -> URL {
        let directory = ProjectReference.newGraphsFolder()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let from = URL(fileURLWithPath: ProjectReference.packageRoot.standardizedFileURL.path, isDirectory: true)
            .absoluteString
        let to = URL(fileURLWithPath: root, isDirectory: true).absoluteString
        for module in ProjectReference.modules {
            let name = "\(module).symbols.json"
            let text = try String(
                contentsOf: try ProjectReference.graphs.get().appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains(from), "the graph names its files by their addresses")
            let shifted = text.replacing(/"line":([0-9]+)/) { #""line":\#(Int($0.output.1)! + linesAdded)"# }
            try shifted.replacingOccurrences(of: from, with: to).write(
                to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func aGraphReadSymbolBySymbolIsTheGraphReadWhole() throws {
        let root = ProjectReference.packageRoot.standardizedFileURL.path
        let whole = try SymbolGraphReader(baseDirectory: root).read(
            modules: ProjectReference.modules, in: try ProjectReference.graphs.get())
        var reader = SymbolGraphReader(baseDirectory: root)
        reader.decodingCache = SymbolDecodingCache()
        let bySymbol = try reader.read(modules: ProjectReference.modules, in: try ProjectReference.graphs.get())
        #expect(bySymbol.symbols == whole.symbols)
        #expect(whole.symbols.contains { $0.location?.file.hasPrefix("Sources/napkin/") == true })
    }

    @Test func aSymbolAlikeInAnotherPackagesGraphIsDecodedOnce() throws {
        let cache = SymbolDecodingCache()
        var first = SymbolGraphReader(baseDirectory: "/releases/1.0.0")
        first.decodingCache = cache
        let older = try first.read(modules: ProjectReference.modules, in: try graphs(movedTo: "/releases/1.0.0"))
        let decoded = cache.decodedAndReused.decoded
        #expect(decoded > 100 && cache.decodedAndReused.reused == 0)
        var second = SymbolGraphReader(baseDirectory: "/releases/1.1.0")
        second.decodingCache = cache
        let newer = try second.read(modules: ProjectReference.modules, in: try graphs(movedTo: "/releases/1.1.0"))
        #expect(cache.decodedAndReused == (decoded: decoded, reused: decoded))
        // Each release's symbols are where its own package has them.
        #expect(newer.symbols == older.symbols)
        #expect(newer.symbols.contains { $0.location?.file.hasPrefix("Sources/napkin/") == true })
    }

    @Test func theSymbolsArrayIsFoundWithoutDecoding() throws {
        let text = #"{"metadata":{"a":"[\"symbols\"]"},"symbols":[{"x":{"y":[1]}},{"z":"}"}],"relationships":[]}"#
        let bytes = Array(text.utf8)
        let array = try #require(SymbolGraphJSON.symbolsArray(in: bytes))
        #expect(
            array.elements.map { String(decoding: bytes[$0], as: UTF8.self) } == [#"{"x":{"y":[1]}}"#, #"{"z":"}"}"#])
        #expect(bytes[array.open] == UInt8(ascii: "[") && bytes[array.close] == UInt8(ascii: "]"))
        #expect(SymbolGraphJSON.symbolsArray(in: Array(#"{"metadata":{}}"#.utf8)) == nil)
    }

    /// Lines added at the top of every file move each symbol, its declaration and doc comment
    /// together: it is taken as decoded before, moved.
    @Test func aSymbolMovedByLinesAddedAboveItIsTakenMoved() throws {
        let cache = SymbolDecodingCache()
        var first = SymbolGraphReader(baseDirectory: "/releases/1.0.0")
        first.decodingCache = cache
        _ = try first.read(modules: ProjectReference.modules, in: try graphs(movedTo: "/releases/1.0.0"))
        let decoded = cache.decodedAndReused.decoded
        let shiftedGraphs = try graphs(movedTo: "/releases/1.1.0", linesAdded: 3)
        var second = SymbolGraphReader(baseDirectory: "/releases/1.1.0")
        second.decodingCache = cache
        let moved = try second.read(modules: ProjectReference.modules, in: shiftedGraphs)
        #expect(cache.decodedAndReused == (decoded: decoded, reused: decoded))
        let whole = try SymbolGraphReader(baseDirectory: "/releases/1.1.0").read(
            modules: ProjectReference.modules, in: shiftedGraphs)
        #expect(moved.symbols == whole.symbols)
        #expect(whole.symbols.contains { ($0.location?.line ?? 0) > 3 })
    }

    /// A cache whose run has read the project's graphs (as extracted at `root`).
    private func cacheAfterReading(at root: String, seed: KeptSymbolsFile? = nil) throws -> (
        cache: SymbolDecodingCache, reference: APIReference
    ) {
        let cache = SymbolDecodingCache()
        if let seed { cache.seed { seed.load() } }
        var reader = SymbolGraphReader(baseDirectory: root)
        reader.decodingCache = cache
        return (cache, try reader.read(modules: ProjectReference.modules, in: try graphs(movedTo: root)))
    }

    /// A run keeps the symbols it decoded in the cache directory; the next, another release's,
    /// reads from there every symbol written alike, and reads the same API as from its graphs.
    @Test func aSymbolDecodedByAnEarlierRunIsNotDecodedAgain() throws {
        let directory = try TemporaryDirectory()
        let file = KeptSymbolsFile(
            directory: directory.url, site: directory.url.appendingPathComponent("Site"), tool: "t")
        let (first, _) = try cacheAfterReading(at: "/releases/1.0.0")
        let kept = first.kept(readInTheLast: KeptSymbolsFile.runsKept)
        #expect(kept.run == 0 && kept.symbols.count == first.decodedAndReused.decoded)
        #expect(file.save(kept.symbols, run: kept.run) == nil)

        let (second, reference) = try cacheAfterReading(at: "/releases/1.1.0", seed: file)
        #expect(second.decodedAndReused.decoded == 0)
        #expect(second.fromEarlierRun == kept.symbols.count && second.fromEarlierRun > 100)
        let whole = try SymbolGraphReader(baseDirectory: "/releases/1.1.0").read(
            modules: ProjectReference.modules, in: try graphs(movedTo: "/releases/1.1.0"))
        #expect(reference.symbols == whole.symbols)
        // The project's API has symbols with constraints, which the kept fields carry (its
        // availability, which has none here: aSymbolWrittenAsFieldsReadsBackAsDecoded).
        #expect(whole.symbols.contains { !$0.constraints.isEmpty })
    }

    /// Every part of a symbol the kept fields carry comes back as JSON decoding gave it: encoded
    /// again, the two are the same JSON (but for the mixins nothing reads, which are not kept).
    @Test func aSymbolWrittenAsFieldsReadsBackAsDecoded() throws {
        let json = #"""
            {"kind":{"identifier":"swift.method","displayName":"Instance Method"},
             "identifier":{"precise":"s:3Kit1AV1fyyF","interfaceLanguage":"swift"},
             "pathComponents":["A","f()"],"type":"s:3Kit1AV",
             "names":{"title":"f()","navigator":[{"kind":"identifier","spelling":"f"}],
               "subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},
                 {"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},
             "docComment":{"uri":"file:///p/A.swift","module":"Kit","lines":[
               {"range":{"start":{"line":3,"character":8},"end":{"line":3,"character":20}},"text":"Does f."},
               {"text":""}]},
             "swiftGenerics":{"parameters":[{"name":"T","index":0,"depth":1}],
               "constraints":[{"kind":"conformance","lhs":"T","rhs":"Sendable"},{"kind":"sameType","lhs":"T.Element","rhs":"Int"}]},
             "swiftExtension":{"extendedModule":"Kit","typeKind":"swift.struct",
               "constraints":[{"kind":"superclass","lhs":"Self","rhs":"Base"}]},
             "declarationFragments":[{"kind":"keyword","spelling":"func"},
               {"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}],
             "accessLevel":"public","isVirtual":true,
             "availability":[
               {"domain":"macOS","introduced":{"major":10,"minor":15},"deprecated":{"major":13,"minor":0,"patch":1},
                "message":"Use g()","renamed":"g()"},
               {"domain":"*","isUnconditionallyDeprecated":true},
               {"domain":"iOS","obsoleted":{"major":17,"minor":0},"isUnconditionallyUnavailable":true}],
             "location":{"uri":"file:///p/A.swift","position":{"line":4,"character":16}},
             "functionSignature":{"returns":[{"kind":"text","spelling":"()"}]}}
            """#
        var decoded = try JSONDecoder().decode(SymbolGraph.Symbol.self, from: Data(json.utf8))
        var writer = FramedFile(magic: "test").writer(identity: "t")
        SymbolFields.append(decoded, to: &writer)
        var reader = try #require(FramedFile(magic: "test").reader(of: writer.finish(), identity: "t"))
        let read = try #require(SymbolFields.symbol(&reader))
        #expect(reader.isAtEnd)
        decoded.mixins = decoded.mixins.filter { SymbolFields.keptMixins.contains($0.key) }
        #expect(decoded.mixins.count == 5)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let (before, after) = (try encoder.encode(decoded), try encoder.encode(read))
        #expect(String(decoding: after, as: UTF8.self) == String(decoding: before, as: UTF8.self))
        #expect(read.kind.identifier == .method && read.type == "s:3Kit1AV" && read.isVirtual)
    }

    @Test func aKeptFileDamagedOrWrittenByAnotherToolReadsAsNothing() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let file = KeptSymbolsFile(directory: directory.url, site: site, tool: "t")
        let (first, _) = try cacheAfterReading(at: "/releases/1.0.0")
        let kept = first.kept(readInTheLast: KeptSymbolsFile.runsKept)
        #expect(file.save(kept.symbols, run: 7) == nil)
        #expect(file.load().run == 7 && file.load().symbols.count == kept.symbols.count)
        #expect(KeptSymbolsFile(directory: directory.url, site: site, tool: "another").load().symbols.isEmpty)
        var bytes = try #require(FileContents.bytes(atPath: file.path))
        bytes[bytes.count / 2] ^= 0x20
        try Data(bytes).write(to: URL(fileURLWithPath: file.path))
        #expect(file.load().symbols.isEmpty)
        let (second, _) = try cacheAfterReading(at: "/releases/1.1.0", seed: file)
        #expect(second.decodedAndReused.decoded == kept.symbols.count && second.fromEarlierRun == 0)
    }

    /// Another site's file unused for longer than the lifetime goes, and a half-written one as
    /// old; a recent one and this site's own stay. A file that cannot be written says where and why.
    @Test func oldKeptFilesGoAndAFileThatCannotBeWrittenSaysWhy() throws {
        let directory = try TemporaryDirectory()
        let file = KeptSymbolsFile(
            directory: directory.url, site: directory.url.appendingPathComponent("Site"), tool: "t")
        #expect(file.save([], run: 1) == nil)
        let names = ["decoded-symbols-old", ".napkin-new-decoded-symbols-old", "decoded-symbols-recent", "other"]
        for name in names { try directory.write(name, "x") }
        let longAgo = Date().addingTimeInterval(-40 * 24 * 3600)
        for name in names where name.hasSuffix("old") || name == "other" {
            try FileManager.default.setAttributes(
                [.modificationDate: longAgo], ofItemAtPath: directory.url.appendingPathComponent(name).path)
        }
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: file.path)
        file.removeUnused(olderThan: 30 * 24 * 3600)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(left == [(file.path as NSString).lastPathComponent, "decoded-symbols-recent", "other"].sorted())

        try directory.write("blocked", "a file where the cache folder should be")
        let blocked = KeptSymbolsFile(
            directory: directory.url.appendingPathComponent("blocked"), site: directory.url, tool: "t")
        let problem = try #require(blocked.save([], run: 1))
        #expect(problem.hasPrefix("cannot keep the decoded symbols in \(directory.url.path)/blocked: "))
        #expect(problem.hasSuffix("; the next build decodes them again"))
    }

    /// A symbol no run has read for ``KeptSymbolsFile/runsKept`` runs is not kept again.
    @Test func aSymbolNoRecentRunReadIsLetGo() throws {
        let (first, _) = try cacheAfterReading(at: "/releases/1.0.0")
        let symbols = first.kept(readInTheLast: KeptSymbolsFile.runsKept).symbols
        let (recent, old) = (symbols[0], symbols[1])
        let cache = SymbolDecodingCache()
        // Kept by run 20: one read last by run 19, one by run 4.
        cache.seed {
            (
                20,
                [recent, old].enumerated().map { position, symbol in
                    var symbol = symbol
                    symbol.lastRun = position == 0 ? 19 : 4
                    return symbol
                }
            )
        }
        var reader = SymbolGraphReader(baseDirectory: "/releases/1.1.0")
        reader.decodingCache = cache
        _ = try reader.read(modules: ProjectReference.modules, in: try graphs(movedTo: "/releases/1.1.0"))
        let kept = cache.kept(readInTheLast: KeptSymbolsFile.runsKept)
        #expect(kept.run == 21)
        // Both read by this run (the project's graphs hold them): kept, as read by run 21.
        let byText = Dictionary(kept.symbols.map { ($0.text, $0.lastRun) }, uniquingKeysWith: max)
        #expect(byText[recent.text] == 21 && byText[old.text] == 21)
        // One the project no longer has, read last by run 4, goes.
        let gone = SymbolDecodingCache()
        var unused = old
        unused.text = Array("{\"unused\":true}".utf8)
        gone.seed { [unused] in (20, [unused]) }
        var again = SymbolGraphReader(baseDirectory: "/releases/1.2.0")
        again.decodingCache = gone
        _ = try again.read(modules: ProjectReference.modules, in: try graphs(movedTo: "/releases/1.2.0"))
        let keptAgain = gone.kept(readInTheLast: KeptSymbolsFile.runsKept)
        #expect(!keptAgain.symbols.contains { $0.text == unused.text })
        var fresh = unused
        fresh.lastRun = 19
        let stays = SymbolDecodingCache()
        stays.seed { [fresh] in (20, [fresh]) }
        var third = SymbolGraphReader(baseDirectory: "/releases/1.3.0")
        third.decodingCache = stays
        _ = try third.read(modules: ProjectReference.modules, in: try graphs(movedTo: "/releases/1.3.0"))
        #expect(
            stays.kept(readInTheLast: KeptSymbolsFile.runsKept).symbols.contains { $0.text == fresh.text }
        )
    }

    /// The line numbers and the package's folder are taken out as a byte-by-byte reading takes
    /// them out (the first way they were written, kept here as the reference): the texts are the
    /// cache's keys, so any other output would decode alike symbols anew, or mix unlike ones.
    @Test(arguments: [
        "", #""line":"#, #""line":12"#, #"x"line":"#, #""line":"line":3,"line":"#, #"{"line":7}"line""#,
        #"{"a":"\"line\":5","line":42,"b":[{"line":0}]}"#,
    ])
    func takingLineNumbersOutReadsAsTheReferenceReads(_ text: String) {
        let bytes = Array(("pad" + text).utf8)
        // A slice that does not start at 0, as the cache's are.
        let slice = bytes[3...]
        let (key, lines) = SymbolGraphJSON.withoutLineNumbers(slice)
        let expected = Self.referenceWithoutLineNumbers(slice)
        #expect(key == expected.text)
        #expect(lines == expected.lines)
    }

    @Test(arguments: [
        "", "file:///pkg/", "file:///pkg/a.swift", "xfile:///pkg/file:///pkg/b", "file:///pk",
        "file:///pkgfile:///pkg/",
        #"{"uri":"file:///pkg/Sources/A.swift","other":"file:///elsewhere/B.swift"}"#,
    ])
    func takingTheFolderOutReadsAsTheReferenceReads(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(SymbolGraphJSON.replacingRoot("/pkg", in: bytes) == Self.referenceReplacingRoot("/pkg", in: bytes))
    }

    private static func referenceWithoutLineNumbers(_ text: ArraySlice<UInt8>) -> (text: [UInt8], lines: [Int]) {
        let marker = Array(#""line":"#.utf8)
        var result: [UInt8] = []
        var lines: [Int] = []
        var index = text.startIndex
        while index < text.endIndex {
            if index + marker.count <= text.endIndex, text[index..<(index + marker.count)].elementsEqual(marker) {
                result += marker
                index += marker.count
                var (number, digits) = (0, 0)
                while index < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) {
                    number = number * 10 + Int(text[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                if digits > 0 {
                    result.append(UInt8(ascii: "0"))
                    lines.append(number)
                }
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return (result, lines)
    }

    private static func referenceReplacingRoot(_ root: String, in bytes: [UInt8]) -> [UInt8] {
        let from = Array(URL(fileURLWithPath: root, isDirectory: true).absoluteString.utf8)
        let to = Array(URL(fileURLWithPath: SymbolGraphJSON.placeholderRoot, isDirectory: true).absoluteString.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if index + from.count <= bytes.count, bytes[index..<(index + from.count)].elementsEqual(from) {
                result += to
                index += from.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    @Test func lineNumbersAreFoundAndTakenOut() {
        let text = Array(#"{"location":{"position":{"line":12,"character":4}},"text":"\"line\":7"}"#.utf8)
        let (key, lines) = SymbolGraphJSON.withoutLineNumbers(text[...])
        #expect(lines == [12])
        #expect(
            String(decoding: key, as: UTF8.self)
                == #"{"location":{"position":{"line":0,"character":4}},"text":"\"line\":7"}"#)
    }
}
