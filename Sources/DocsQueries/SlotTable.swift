import DocsSupport

/// The slots of one kind of key, by key, and the keys whose values the current run computed.
@usableFromInline
final class SlotTable<Key: Hashable & Sendable, Slot: ReadableSlot>: AnySlotTable {
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var slots: [Key: Slot] = [:]
        @usableFromInline var computedThisRun: [Key] = []

        @inlinable
        init() {}
    }

    @usableFromInline let state = LockedValue(State())

    @inlinable
    init() {}

    /// The slot of `key`, made by `make` if there is none.
    @inlinable
    func slot(for key: Key, make: () -> Slot) -> Slot {
        state.withLock { state in
            if let slot = state.slots[key] { return slot }
            let slot = make()
            state.slots[key] = slot
            return slot
        }
    }

    /// The slot of `key`, if there is one.
    func existingSlot(for key: Key) -> Slot? {
        state.withLock { $0.slots[key] }
    }

    func countComputation(of key: Key) {
        state.withLock { $0.computedThisRun.append(key) }
    }

    /// The keys whose values the current run computed, in the order it computed them.
    var keysComputedThisRun: [Key] { state.withLock { $0.computedThisRun } }

    @usableFromInline
    var computedThisRun: Int { state.withLock { $0.computedThisRun.count } }

    @usableFromInline
    var count: Int { state.withLock { $0.slots.count } }

    @usableFromInline
    func startRun() {
        state.withLock { $0.computedThisRun = [] }
    }

    @usableFromInline
    func slots(usedIn run: Int) -> [any ReadableSlot] {
        state.withLock { state in state.slots.values.filter { $0.lastRun >= run } }
    }

    /// The values of the slots read, set or checked in `run`, with their keys.
    func values<Value>(usedIn run: Int, _ value: (Slot) -> Value?) -> [(key: Key, value: Value)] {
        state.withLock { state in
            state.slots.compactMap { key, slot in slot.lastRun >= run ? value(slot).map { (key, $0) } : nil }
        }
    }

    @usableFromInline
    func keepOnly(_ used: Set<ObjectIdentifier>) {
        let slots = state.withLock { state in
            defer { state.slots = state.slots.filter { used.contains(ObjectIdentifier($0.value)) } }
            return Array(state.slots.values)
        }
        // Each slot forgets its readers that go, and one that goes what it read: no cycle is left.
        for slot in slots { slot.keepOnly(used) }
    }
}

/// A ``SlotTable`` whatever its key, as the engine keeps them all.
@usableFromInline
protocol AnySlotTable: AnyObject, Sendable {
    /// The slots read, set or checked in `run`.
    func slots(usedIn run: Int) -> [any ReadableSlot]
    /// Forgets the slots not among `used`, and breaks the cycles of reads and readers through them.
    func keepOnly(_ used: Set<ObjectIdentifier>)
    /// Starts counting the computations of a new run.
    func startRun()
    /// How many values the current run computed.
    var computedThisRun: Int { get }
    /// How many slots the table holds.
    var count: Int { get }
}
