import DocsSupport

/// What the engine holds of one input: its value (`nil` until set, or once removed) and the
/// revision it last changed in.
final class InputSlot<Key: InputKey>: ReadableSlot {
    struct State: Sendable {
        var value: Key.Value?
        var changedAt = Revision.start
        var lastRun = 0
    }

    let state = LockedValue(State())

    var lastRun: Int { state.withLock { $0.lastRun } }

    func changedAt(upToDateAt revision: Revision, run: Int, within active: ActiveQuery?) -> Revision {
        state.withLock { state in
            state.lastRun = run
            return state.changedAt
        }
    }

    /// The value, read in `run`.
    func value(readIn run: Int) -> Key.Value? {
        state.withLock { state in
            state.lastRun = run
            return state.value
        }
    }

    /// Gives the input `value` in `run`; `newRevision` is called, under the slot's lock, for the
    /// revision of the change when the value is not the one held.
    func set(_ value: Key.Value?, in run: Int, newRevision: () -> Revision) {
        state.withLock { state in
            state.lastRun = run
            switch (state.value, value) {
            case (nil, nil): return
            case (let old?, let new?) where Key.isUnchanged(old, new): return
            default:
                state.value = value
                state.changedAt = newRevision()
            }
        }
    }
}
