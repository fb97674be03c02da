import DocsSupport

/// The slots of one kind of key, by key, and how many of its values the current run computed.
final class SlotTable<Key: Hashable & Sendable, Slot: ReadableSlot>: AnySlotTable {
    private struct State: Sendable {
        var slots: [Key: Slot] = [:]
        var computedThisRun: [Key] = []
    }

    private let state = LockedValue(State())

    /// The slot of `key`, made by `make` if there is none.
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

    var computedThisRun: Int { state.withLock { $0.computedThisRun.count } }

    var count: Int { state.withLock { $0.slots.count } }

    func startRun() {
        state.withLock { $0.computedThisRun = [] }
    }

    func slots(usedIn run: Int) -> [any ReadableSlot] {
        state.withLock { state in state.slots.values.filter { $0.lastRun >= run } }
    }

    func keepOnly(_ used: Set<ObjectIdentifier>) {
        state.withLock { state in
            guard state.slots.values.contains(where: { !used.contains(ObjectIdentifier($0)) }) else { return }
            state.slots = state.slots.filter { used.contains(ObjectIdentifier($0.value)) }
        }
    }
}

/// A ``SlotTable`` whatever its key, as the engine keeps them all.
protocol AnySlotTable: AnyObject, Sendable {
    /// The slots read, set or checked in `run`.
    func slots(usedIn run: Int) -> [any ReadableSlot]
    /// Forgets the slots not among `used`.
    func keepOnly(_ used: Set<ObjectIdentifier>)
    /// Starts counting the computations of a new run.
    func startRun()
    /// How many values the current run computed.
    var computedThisRun: Int { get }
    /// How many slots the table holds.
    var count: Int { get }
}
