import Testing

@testable import DocsQueries

/// The wholes one run hands to the next (``CarriedKey``): taken once, carried anew by the run
/// that made them, apart by key type and value.
@Suite struct CarriedValuesTests {
    private struct Listing: CarriedKey {
        typealias Value = [String]
        var folder: String
    }

    /// A key of another type with the same fields as ``Listing``.
    private struct Count: CarriedKey {
        typealias Value = Int
        var folder: String
    }

    @Test func aCarriedValueIsTakenOnce() {
        let engine = QueryEngine()
        #expect(engine.take(Listing(folder: "a")) == nil)
        engine.carry(["one"], to: Listing(folder: "a"))
        engine.carry(["two"], to: Listing(folder: "a"))
        #expect(engine.take(Listing(folder: "a")) == ["two"])
        // A run that stops before carrying its own on leaves nothing for the next.
        #expect(engine.take(Listing(folder: "a")) == nil)
    }

    @Test func keysOfOtherTypesOrValuesHoldTheirOwn() {
        let engine = QueryEngine(tracksReads: false)
        engine.carry(["a"], to: Listing(folder: "a"))
        engine.carry(["b"], to: Listing(folder: "b"))
        engine.carry(7, to: Count(folder: "a"))
        #expect(engine.take(Count(folder: "a")) == 7)
        #expect(engine.take(Listing(folder: "b")) == ["b"])
        #expect(engine.take(Listing(folder: "a")) == ["a"])
    }

    @Test func anUpdatedValueIsCarriedOn() {
        let engine = QueryEngine()
        for _ in 0..<3 { engine.updateCarried(Count(folder: "a"), initial: 10) { $0 += 1 } }
        #expect(engine.updateCarried(Count(folder: "a"), initial: 0) { $0 } == 13)
        #expect(engine.take(Count(folder: "a")) == 13)
    }

    @Test func threadsUpdatingAtOnceLoseNoChange() async {
        let engine = QueryEngine()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { engine.updateCarried(Count(folder: "a"), initial: 0) { $0 += 1 } }
                }
            }
        }
        #expect(engine.take(Count(folder: "a")) == 8_000)
    }
}

/// An engine that computes each value once cannot tell what a change made stale: a new run starts
/// it empty, but for what runs carry.
@Suite struct OneShotRunsTests {
    private struct Count: CarriedKey {
        typealias Value = Int
    }

    private struct Given: InputKey {
        typealias Value = Int
    }

    private struct Doubled: QueryKey {
        func value(reading reads: QueryReads) -> Int { (reads[Given()] ?? 0) * 2 }
    }

    @Test func aNewRunOfAOneShotEngineComputesAnew() {
        let engine = QueryEngine(tracksReads: false)
        engine.startRun()
        engine.set(Given(), to: 2)
        engine.carry(7, to: Count())
        #expect(engine[Doubled()] == 4)
        engine.startRun()
        #expect(engine[Given()] == nil, "the last run's inputs are gone")
        engine.set(Given(), to: 5)
        #expect(engine[Doubled()] == 10, "computed anew, not the last run's")
        #expect(engine.take(Count()) == 7, "what a run carries stays")
    }
}
