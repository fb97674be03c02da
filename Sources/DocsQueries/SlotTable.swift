import DocsSupport

/// The slots of one kind of key, by key, and how many of its values the current run computed.
final class SlotTable<Key: Hashable & Sendable, Slot: ReadableSlot>: AnySlotTable {
    private struct State: Sendable {
        var slots: [Key: Slot] = [:]
        var computedThisRun = 0
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

    func countComputation() {
        state.withLock { $0.computedThisRun += 1 }
    }

    var computedThisRun: Int { state.withLock { $0.computedThisRun } }

    var count: Int { state.withLock { $0.slots.count } }

    func startRun() {
        state.withLock { $0.computedThisRun = 0 }
    }

    func forgetSlots(unusedSince run: Int) {
        state.withLock { state in
            guard state.slots.values.contains(where: { $0.lastRun < run }) else { return }
            state.slots = state.slots.filter { $0.value.lastRun >= run }
        }
    }
}

/// A ``SlotTable`` whatever its key, as the engine keeps them all.
protocol AnySlotTable: AnyObject, Sendable {
    /// Forgets the slots not read, set or checked since `run` began.
    func forgetSlots(unusedSince run: Int)
    /// Starts counting the computations of a new run.
    func startRun()
    /// How many values the current run computed.
    var computedThisRun: Int { get }
    /// How many slots the table holds.
    var count: Int { get }
}
