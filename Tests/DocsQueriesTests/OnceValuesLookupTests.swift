import Dispatch
import Synchronization
import Testing

@testable import DocsQueries

/// An engine that does not track reads finds every kind of key and every value without a lock
/// on the way (``OnceValues``): the values it hands to threads reading at once are the first
/// each key was given, whatever kinds and how many.
@Suite struct OnceValuesLookupTests {
    /// A number for each computation, so that two computations of a value tell apart.
    private static let computations = Mutex(0)

    /// A value of the whole site: a kind without fields, which has one key.
    private struct Whole: QueryKey {
        func value(reading reads: QueryReads) -> Int {
            OnceValuesLookupTests.computations.withLock { count in
                count += 1
                return count
            } + (reads[Setting()] ?? 0)
        }
    }

    /// An input of the whole site.
    private struct Setting: InputKey {
        typealias Value = Int
    }

    /// A value of each page, which reads the whole site's.
    private struct OfPage: QueryKey {
        var page: Int
        func value(reading reads: QueryReads) -> Int { page * 1_000_000 + reads[Whole()] }
    }

    /// A kind of key for each type `Tag` (``Wrapped`` of ``Wrapped``…), to fill the engine's cells.
    private struct Tagged<Tag>: QueryKey {
        var number: Int
        func value(reading reads: QueryReads) -> String { "\(Tag.self) \(number)" }
    }

    private struct Wrapped<Inner> {}

    /// The values of two keys of each kind from `Tagged<Tag>` to `depth` levels of ``Wrapped`` around it.
    private static func readEvery<Tag>(_ tag: Tag.Type, depth: Int, in engine: QueryEngine) -> [String] {
        let mine = [engine[Tagged<Tag>(number: depth)], engine[Tagged<Tag>(number: depth + 1)]]
        return depth == 0 ? mine : mine + readEvery(Wrapped<Tag>.self, depth: depth - 1, in: engine)
    }

    @Test func threadsReadingAtOnceGetTheFirstValueOfEachKey() {
        let engine = QueryEngine(tracksReads: false)
        engine.set(Setting(), to: 0)
        let seen = Mutex<[[Int]]>(Array(repeating: [], count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let values = (0..<2_000).map { engine[OfPage(page: ($0 * 7 + thread) % 500)] }
            seen.withLock { $0[thread] = values }
        }
        let whole = engine[Whole()]
        seen.withLock { seen in
            for (thread, values) in seen.enumerated() {
                #expect(values == (0..<2_000).map { (($0 * 7 + thread) % 500) * 1_000_000 + whole })
            }
        }
        // Every page read the one value of the site kept, whichever computation made it.
        #expect(engine[Whole()] == whole)
    }

    @Test func anInputWithOneKeyReadsItsLastValueAndNoneWhenTakenAway() {
        let engine = QueryEngine(tracksReads: false)
        #expect(engine[Setting()] == nil)
        engine.set(Setting(), to: 3)
        engine.set(Setting(), to: 4)
        #expect(engine[Setting()] == 4)
        engine.set(each: [(key: Setting(), value: 5)])
        #expect(engine[Setting()] == 5)
        engine.remove(Setting())
        #expect(engine[Setting()] == nil)
    }

    @Test func manyKindsReadAtOnceEachFindTheirOwnTable() {
        // Fifty kinds, more than the engine's first probe finds free for each: the cells collide.
        let engine = QueryEngine(tracksReads: false)
        let reads = Mutex<[[String]]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let values = Self.readEvery(Int.self, depth: 49, in: engine)
            reads.withLock { $0.append(values) }
        }
        reads.withLock { reads in
            #expect(reads.count == 4)
            #expect(Set(reads.map { $0 }).count == 1)
            #expect(Set(reads[0]).count == 100)
            #expect(reads[0].first == "Int 49")
        }
    }
}
