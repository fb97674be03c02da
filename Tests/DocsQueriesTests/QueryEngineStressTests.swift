import Dispatch
import DocsSupport
import Testing

@testable import DocsQueries

/// One of many numbers.
private struct Cell: InputKey {
    typealias Value = Int
    var index: Int
}

/// The sum of a window of cells, every fourth of which is read through another window.
private struct Window: QueryKey {
    var start: Int
    func value(reading reads: QueryReads) -> Int {
        (start..<start + 8).reduce(0) { sum, index in
            sum + (reads[Cell(index: index % Self.cells)] ?? 0)
        }
    }
    static let cells = 256
}

/// The sum of a few windows: a diamond of reads, many threads reading the same windows at once.
private struct Total: QueryKey {
    var start: Int
    func value(reading reads: QueryReads) -> Int {
        (0..<4).reduce(0) { $0 + reads[Window(start: (start + $1 * 16) % Window.cells)] }
    }
}

/// Many threads reading the same values at once, over runs that change a few inputs each: every
/// value is the one computed from scratch, and each is computed at most once a run.
@Suite struct QueryEngineStressTests {
    @Test func threadsReadingAtOnceSeeTheValuesOfTheInputs() {
        let engine = QueryEngine()
        var cells = (0..<Window.cells).map { $0 }
        var generator = SystemRandomNumberGenerator()
        for run in 0..<20 {
            engine.startRun()
            if run == 0 {
                for index in cells.indices { engine.set(Cell(index: index), to: cells[index]) }
            } else {
                for _ in 0..<3 {
                    let index = Int.random(in: 0..<Window.cells, using: &generator)
                    cells[index] = Int.random(in: 0..<100, using: &generator)
                    engine.set(Cell(index: index), to: cells[index])
                }
            }
            let expected = (0..<Window.cells).map { start in
                (0..<4).reduce(0) { total, step in
                    let window = (start + step * 16) % Window.cells
                    return total + (window..<window + 8).reduce(0) { $0 + cells[$1 % Window.cells] }
                }
            }
            let totals = Totals(count: Window.cells)
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for offset in 0..<Window.cells {
                    let start = (offset * 7 + thread * 31) % Window.cells
                    totals.record(engine[Total(start: start)], at: start)
                }
            }
            #expect(totals.values == expected.map { [$0] })
            #expect(engine.computedThisRun(Window.self) <= Window.cells)
            #expect(engine.computedThisRun(Total.self) <= Window.cells)
            if run > 0 {
                // Three cells changed: at most the windows over them, not every one.
                #expect(engine.computedThisRun(Window.self) <= 3 * 8)
            }
            engine.forgetUnused()
        }
    }
}

/// The distinct values the threads read at each position.
private final class Totals: Sendable {
    private let sets: LockedValue<[Set<Int>]>

    init(count: Int) { sets = LockedValue(Array(repeating: [], count: count)) }

    func record(_ value: Int, at position: Int) { sets.withLock { _ = $0[position].insert(value) } }

    var values: [[Int]] { sets.withLock { $0.map { $0.sorted() } } }
}
