import Dispatch
import DocsSite
import DocsSupport
import Testing

/// The rule every reuse between runs follows (``KeptValues``) and the value a run hands on to
/// the next (``HandedOnValue``).
@Suite struct KeptValuesTests {
    /// A table whose values count how many times each was made.
    private final class Counted: Sendable {
        let table = KeptValues<String, Int, String>()
        let makes = LockedValue(0)

        func value(_ key: String, _ input: Int) -> String {
            table.value(at: key, madeOf: input) { input in
                makes.withLock { $0 += 1 }
                return "\(key)=\(input)"
            }
        }
    }

    @Test func aValueIsMadeAgainOnlyWhenItsInputChanges() {
        let counted = Counted()
        #expect(counted.value("a", 1) == "a=1")
        #expect(counted.value("a", 1) == "a=1")
        #expect(counted.makes.withLock { $0 } == 1)
        #expect(counted.value("a", 2) == "a=2")
        #expect(counted.value("a", 1) == "a=1", "only the last input's value is kept")
        #expect(counted.makes.withLock { $0 } == 3)
        #expect(counted.table.value(at: "a") == "a=1")
    }

    @Test func aChangedContextForgetsEveryValueAndTheSameOneForgetsNone() {
        let counted = Counted()
        counted.table.start(with: ["title": "One"])
        _ = counted.value("a", 1)
        _ = counted.value("b", 1)
        counted.table.start(with: ["title": "One"])
        #expect(counted.table.count == 2)
        counted.table.start(with: ["title": "Two"])
        #expect(counted.table.count == 0)
        #expect(counted.table.value(at: "a", madeOf: 1) == nil)
    }

    @Test func keepOnlyForgetsTheKeysThatWent() {
        let counted = Counted()
        for key in ["a", "b", "c"] { _ = counted.value(key, 1) }
        counted.table.keepOnly(["a", "c", "d"])
        #expect(counted.table.count == 2)
        var kept: [String: Int] = [:]
        counted.table.forEach { key, input, _ in kept[key] = input }
        #expect(kept == ["a": 1, "c": 1])
        #expect(counted.table.value(at: "c", where: { $0 == 1 }) == "c=1")
        #expect(counted.table.value(at: "c", where: { $0 == 2 }) == nil)
        #expect(counted.table.value(at: "b") == nil)
        counted.table.forget("a")
        #expect(counted.table.value(at: "a") == nil)
    }

    @Test func threadsThatMakeValuesAtOnceEachGetTheirInputsValue() {
        let counted = Counted()
        DispatchQueue.concurrentPerform(iterations: 2_000) { step in
            let key = "k\(step % 17)"
            let input = step % 5
            #expect(counted.value(key, input) == "\(key)=\(input)")
            if step % 97 == 0 { counted.table.keepOnly(Set((0..<10).map { "k\($0)" })) }
        }
        for key in (0..<17).map({ "k\($0)" }) {
            if let value = counted.table.value(at: key) { #expect(value.hasPrefix("\(key)=")) }
        }
    }

    @Test func aValueMadeWhileTheContextChangedIsNotKept() {
        let table = KeptValues<String, Int, String>()
        table.start(with: "old titles")
        let value = table.value(at: "a", madeOf: 1) { input in
            // Another thread starts the next run while this value is being made with the old titles.
            table.start(with: "new titles")
            return "made with the old titles"
        }
        #expect(value == "made with the old titles")
        #expect(table.value(at: "a") == nil)
        #expect(table.value(at: "a", madeOf: 1) { _ in "made with the new titles" } == "made with the new titles")
        #expect(table.value(at: "a") == "made with the new titles")
    }

    @Test func aHandedOnValueIsTakenOnce() {
        let slot = HandedOnValue<[Int]>()
        #expect(slot.take() == nil)
        slot.handOn([1])
        slot.handOn([1, 2])
        #expect(slot.take() == [1, 2])
        #expect(slot.take() == nil, "a run that stops without handing its own on leaves nothing")
    }
}
