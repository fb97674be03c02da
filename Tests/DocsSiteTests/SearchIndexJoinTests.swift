import Testing

@testable import DocsRendering
@testable import DocsSite

/// The search index kept between renders writes, after any series of changes, the file a join
/// of every page's words writes.
@Suite struct SearchIndexJoinTests {
    /// A small random number generator, so that a failure can be run again from its seed.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    private static let vocabulary = [
        "router", "réseau", "état", "a", "ab", "abc", "b", "z", "zz", "ünïcode", "状態", "x1",
    ]

    private func entry(_ generator: inout Generator, page: Int) -> SearchIndex.Entry {
        let count = Int(generator.next() % 6)
        let words = Set((0..<count).map { _ in Self.vocabulary[Int(generator.next() % UInt64(Self.vocabulary.count))] })
        return SearchIndex.Entry(
            fields: Array(#"{"title":"p\#(page)"}"#.utf8), words: words.sorted().joined(separator: " "))
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func aSeriesOfChangesWritesWhatAWholeJoinWrites(seed: UInt64) {
        var generator = Generator(state: seed)
        var join = SearchIndexJoin()
        var entries = (0..<12).map { entry(&generator, page: $0) }
        #expect(join.file(entries: entries) == SearchIndex.file(entries: entries))
        for _ in 0..<60 {
            switch generator.next() % 10 {
            case 0:
                // A page added or removed: joined again.
                if entries.count > 1, generator.next() % 2 == 0 {
                    entries.remove(at: Int(generator.next() % UInt64(entries.count)))
                } else {
                    entries.append(entry(&generator, page: entries.count))
                }
            case 1:
                // Many pages changed at once.
                for position in entries.indices where generator.next() % 2 == 0 {
                    entries[position] = entry(&generator, page: position)
                }
            default:
                // One or two pages changed, as a save changes them.
                for _ in 0..<(1 + Int(generator.next() % 2)) {
                    let position = Int(generator.next() % UInt64(entries.count))
                    entries[position] = entry(&generator, page: position)
                }
            }
            let kept = join.file(entries: entries)
            let whole = SearchIndex.file(entries: entries)
            #expect(kept == whole, "seed \(seed): \(String(decoding: kept, as: UTF8.self))")
            if kept != whole { return }
        }
    }

    @Test func aPageWithoutWordsAndAWordOnNoPageLeaveNoTrace() {
        var join = SearchIndexJoin()
        var entries = [
            SearchIndex.Entry(fields: Array("{}".utf8), words: "solo"),
            SearchIndex.Entry(fields: Array("{}".utf8), words: ""),
        ]
        #expect(join.file(entries: entries) == SearchIndex.file(entries: entries))
        entries[0].words = ""
        #expect(join.file(entries: entries) == SearchIndex.file(entries: entries))
        entries[1].words = "solo duo"
        #expect(join.file(entries: entries) == SearchIndex.file(entries: entries))
    }
}
