import Synchronization
import Testing

@testable import DocsQueries

/// A number the tests set.
private struct Number: InputKey {
    typealias Value = Int
    var name: String
}

/// The sum of the numbers named.
private struct Sum: QueryKey {
    var names: [String]
    func value(reading reads: QueryReads) -> Int {
        names.reduce(0) { $0 + (reads[Number(name: $1)] ?? 0) }
    }
}

/// Whether a sum is even: a value that often stays the same when the sum changes.
private struct SumIsEven: QueryKey {
    var names: [String]
    func value(reading reads: QueryReads) -> Bool { reads[Sum(names: names)] % 2 == 0 }
}

/// A text shown for the parity of a sum: it reads only what `SumIsEven` gives.
private struct ParityText: QueryKey {
    var names: [String]
    func value(reading reads: QueryReads) -> String { reads[SumIsEven(names: names)] ? "even" : "odd" }
}

/// Reads `a` when the number `switch` is 0, `b` otherwise: reads that change from one
/// computation to the next.
private struct Chosen: QueryKey {
    func value(reading reads: QueryReads) -> Int {
        (reads[Number(name: "switch")] ?? 0) == 0 ? reads[Number(name: "a")] ?? 0 : reads[Number(name: "b")] ?? 0
    }
}

/// A value without equality: every computation is a change.
private struct Box: Sendable { var number: Int }
private struct Boxed: QueryKey {
    func value(reading reads: QueryReads) -> Box { Box(number: reads[Number(name: "a")] ?? 0) }
}
private struct Unboxed: QueryKey {
    func value(reading reads: QueryReads) -> Int { reads[Boxed()].number }
}

/// The engine's contract: a value is computed again exactly when something it read changed,
/// and the values computed again that come out the same stop there.
@Suite struct QueryEngineTests {
    private let engine = QueryEngine()

    private func run(_ body: () -> Void) {
        engine.startRun()
        body()
    }

    @Test func aValueIsKeptWhileNothingItReadChanges() {
        engine.set(Number(name: "a"), to: 1)
        engine.set(Number(name: "b"), to: 2)
        run { #expect(engine[Sum(names: ["a", "b"])] == 3) }
        #expect(engine.computedThisRun(Sum.self) == 1)
        run {
            engine.set(Number(name: "a"), to: 1)
            #expect(engine[Sum(names: ["a", "b"])] == 3)
            #expect(engine[Sum(names: ["a", "b"])] == 3)
        }
        #expect(engine.computedThisRun(Sum.self) == 0)
    }

    @Test func aChangedInputComputesAgainOnlyTheValuesThatReadIt() {
        engine.set(Number(name: "a"), to: 1)
        engine.set(Number(name: "b"), to: 2)
        run {
            _ = engine[Sum(names: ["a"])]
            _ = engine[Sum(names: ["b"])]
        }
        run {
            engine.set(Number(name: "b"), to: 5)
            #expect(engine[Sum(names: ["a"])] == 1)
            #expect(engine[Sum(names: ["b"])] == 5)
        }
        #expect(engine.computedThisRun(Sum.self) == 1)
    }

    @Test func aValueComputedAgainThatIsTheSameKeepsItsReadersAsTheyWere() {
        engine.set(Number(name: "a"), to: 1)
        engine.set(Number(name: "b"), to: 3)
        let names = ["a", "b"]
        run { #expect(engine[ParityText(names: names)] == "even") }
        // 2 + 4 is even too: the sum and its parity are computed again, the text is kept.
        run {
            engine.set(Number(name: "a"), to: 2)
            engine.set(Number(name: "b"), to: 4)
            #expect(engine[ParityText(names: names)] == "even")
        }
        #expect(engine.computedThisRun(Sum.self) == 1)
        #expect(engine.computedThisRun(SumIsEven.self) == 1)
        #expect(engine.computedThisRun(ParityText.self) == 0)
        run {
            engine.set(Number(name: "a"), to: 3)
            #expect(engine[ParityText(names: names)] == "odd")
        }
        #expect(engine.computedThisRun(ParityText.self) == 1)
    }

    @Test func aValueWithoutEqualityChangesEveryTimeItIsComputed() {
        engine.set(Number(name: "a"), to: 1)
        run { #expect(engine[Unboxed()] == 1) }
        run {
            engine.set(Number(name: "a"), to: 2)
            engine.set(Number(name: "a"), to: 1)
            #expect(engine[Unboxed()] == 1)
        }
        #expect(engine.computedThisRun(Boxed.self) == 1)
        #expect(engine.computedThisRun(Unboxed.self) == 1)
    }

    @Test func whatAComputationReadsIsRecordedAnewEachTime() {
        engine.set(Number(name: "switch"), to: 0)
        engine.set(Number(name: "a"), to: 10)
        engine.set(Number(name: "b"), to: 20)
        run { #expect(engine[Chosen()] == 10) }
        run {
            engine.set(Number(name: "b"), to: 21)
            #expect(engine[Chosen()] == 10)
        }
        #expect(engine.computedThisRun(Chosen.self) == 0)
        run {
            engine.set(Number(name: "switch"), to: 1)
            #expect(engine[Chosen()] == 21)
        }
        // `a` is no longer read: changing it changes nothing.
        run {
            engine.set(Number(name: "a"), to: 11)
            #expect(engine[Chosen()] == 21)
        }
        #expect(engine.computedThisRun(Chosen.self) == 0)
    }

    @Test func aRemovedInputReadsAsNone() {
        engine.set(Number(name: "a"), to: 4)
        run { #expect(engine[Sum(names: ["a"])] == 4) }
        run {
            engine.remove(Number(name: "a"))
            #expect(engine[Sum(names: ["a"])] == 0)
            #expect(engine[Number(name: "a")] == nil)
        }
    }

    @Test func anEqualValueDoesNotMoveTheRevision() {
        engine.set(Number(name: "a"), to: 4)
        let revision = engine.revision
        engine.set(Number(name: "a"), to: 4)
        #expect(engine.revision == revision)
        engine.set(Number(name: "a"), to: 5)
        #expect(engine.revision > revision)
    }

    @Test func aRunForgetsWhatItDidNotUse() {
        run {
            for name in ["a", "b", "c"] { engine.set(Number(name: name), to: 1) }
            for name in ["a", "b", "c"] { _ = engine[Sum(names: [name])] }
            engine.forgetUnused()
        }
        #expect(engine.count(of: Sum.self) == 3)
        // The page `c` went away: neither its input nor its value is used any more.
        run {
            for name in ["a", "b"] { engine.set(Number(name: name), to: 1) }
            for name in ["a", "b"] { _ = engine[Sum(names: [name])] }
            engine.forgetUnused()
        }
        #expect(engine.count(of: Sum.self) == 2)
        #expect(engine[Number(name: "c")] == nil)
        // What a value read is kept with it, though the run set it not.
        run {
            #expect(engine[Sum(names: ["a"])] == 1)
            engine.forgetUnused()
        }
        #expect(engine[Number(name: "a")] == 1)
        #expect(engine.count(of: Sum.self) == 1)
    }
}

/// The engine holds what a value read and what reads it both ways; forgetting a value, and the
/// engine going, must let the values go.
@Suite struct QueryEngineMemoryTests {
    /// Reads the value of an input through a class, whose instances the test can watch go.
    private struct Watched: QueryKey {
        final class Box: Sendable {
            let number: Int
            init(_ number: Int) { self.number = number }
        }

        var name: String
        func value(reading reads: QueryReads) -> Box { Box(reads[Number(name: name)] ?? 0) }
    }

    @Test func forgottenValuesAndAnEngineThatGoesLetTheirValuesGo() {
        weak var forgotten: Watched.Box?
        weak var kept: Watched.Box?
        do {
            let engine = QueryEngine()
            engine.startRun()
            engine.set(Number(name: "a"), to: 1)
            engine.set(Number(name: "b"), to: 2)
            forgotten = engine[Watched(name: "a")]
            kept = engine[Watched(name: "b")]
            engine.startRun()
            _ = engine[Watched(name: "b")]
            engine.forgetUnused()
            #expect(forgotten == nil, "a value no run uses goes with its slot")
            #expect(kept != nil)
        }
        #expect(kept == nil, "the engine's values go with it")
    }
}

/// What the engine tells a caller that keeps a whole made of many values: which values a run's
/// changes may have changed, and when each last changed.
@Suite struct QueryEngineMarksTests {
    private let engine = QueryEngine()

    @Test func theValuesMarkedStaleThisRunAreThoseThatReadAChangedInput() {
        for name in ["a", "b", "c"] { engine.set(Number(name: name), to: 1) }
        let sums = ["a", "b", "c"].map { Sum(names: [$0]) }
        engine.startRun()
        for sum in sums { _ = engine[sum] }
        let before = engine.revision
        engine.startRun()
        #expect(engine.keysMarkedStaleThisRun(Sum.self).isEmpty)
        engine.set(Number(name: "b"), to: 2)
        engine.set(Number(name: "c"), to: 1)
        #expect(engine.keysMarkedStaleThisRun(Sum.self) == [Sum(names: ["b"])])
        #expect(engine[Sum(names: ["b"])] == 2)
        // Brought up to date: marked no more.
        #expect(engine.keysMarkedStaleThisRun(Sum.self).isEmpty)
        #expect(engine.changedAt(Sum(names: ["b"])).map { $0 > before } == true)
        #expect(engine.changedAt(Sum(names: ["a"])).map { $0 > before } == false)
        #expect(engine.changedAt(Sum(names: ["z"])) == nil, "never computed")
    }
}

/// An engine that does not track reads computes each value once, for a build that runs once.
@Suite struct OnceValuesTests {
    /// Counts its computations.
    private struct Counted: QueryKey {
        static let computations = LockedCounter()
        var names: [String]
        func value(reading reads: QueryReads) -> Int {
            Self.computations.add()
            return reads[Sum(names: names)]
        }
    }

    final class LockedCounter: Sendable {
        private let count = Mutex(0)
        func add() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    @Test func eachValueIsComputedOnceAndReadsNothingRecorded() {
        let engine = QueryEngine(tracksReads: false)
        engine.set(Number(name: "a"), to: 2)
        engine.set(Number(name: "b"), to: 3)
        #expect(engine[Number(name: "a")] == 2)
        let values = Array(repeating: Counted(names: ["a", "b"]), count: 100).map { engine[$0] }
        #expect(values.allSatisfy { $0 == 5 })
        #expect(Counted.computations.value == 1)
        // Nothing is tracked: no slot, no revision, nothing marked.
        #expect(engine.count(of: Counted.self) == 0)
        #expect(engine.changedAt(Counted(names: ["a", "b"])) == nil)
        #expect(engine.revision == .start)
    }

    /// A query a one-shot build does not keep (``QueryKey/isKeptInOneShotBuilds``).
    private struct NotKept: QueryKey {
        static let computations = LockedCounter()
        static var isKeptInOneShotBuilds: Bool { false }
        var names: [String]
        func value(reading reads: QueryReads) -> Int {
            Self.computations.add()
            return reads[Sum(names: names)]
        }
    }

    /// A query not kept is computed at each read by an engine that does not track reads, and
    /// kept, as every value is, by one that does: it has something to compare a change with.
    @Test func aQueryNotKeptIsComputedAtEachReadOfAOneShotEngineOnly() {
        let once = QueryEngine(tracksReads: false)
        once.set(Number(name: "c"), to: 4)
        #expect((0..<3).map { _ in once[NotKept(names: ["c"])] } == [4, 4, 4])
        #expect(NotKept.computations.value == 3)
        let tracking = QueryEngine()
        tracking.startRun()
        tracking.set(Number(name: "c"), to: 4)
        #expect((0..<3).map { _ in tracking[NotKept(names: ["c"])] } == [4, 4, 4])
        #expect(NotKept.computations.value == 4)
        tracking.set(Number(name: "c"), to: 5)
        #expect(tracking[NotKept(names: ["c"])] == 5)
        #expect(NotKept.computations.value == 5)
    }
}

/// A query that reads itself has no value: the engine stops the program, naming the cycle,
/// instead of waiting on itself for ever.
@Suite struct QueryCycleTests {
    private struct ReadsItself: QueryKey {
        func value(reading reads: QueryReads) -> Int { reads[ReadsThroughAnother()] + 1 }
    }

    private struct ReadsThroughAnother: QueryKey {
        func value(reading reads: QueryReads) -> Int { reads[ReadsItself()] }
    }

    @Test func aQueryThatReadsItselfStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = QueryEngine()[ReadsItself()]
        }
    }
}
