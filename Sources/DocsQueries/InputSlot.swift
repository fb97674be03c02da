import DocsSupport

/// What the engine holds of one input: its value (`nil` until set, or once removed), the
/// revision it last changed in, and the values that read it.
@usableFromInline
final class InputSlot<Key: InputKey>: ReadableSlot {
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var value: Key.Value?
        @usableFromInline var changedAt = Revision.start
        @usableFromInline var lastRun = 0
        @usableFromInline var readers = SlotReaders()

        @inlinable
        init() {}
    }

    @usableFromInline let state = LockedValue(State())

    @inlinable
    init() {}

    @usableFromInline
    var lastRun: Int { state.withLock { $0.lastRun } }

    @usableFromInline
    var keyType: ObjectIdentifier { ObjectIdentifier(Key.self) }

    @usableFromInline
    var reads: [any ReadableSlot] { [] }

    @usableFromInline
    var readers: [any ReadableSlot] { state.withLock { $0.readers.all } }

    @usableFromInline
    func add(reader: any ReadableSlot) {
        state.withLock { $0.readers.add(reader) }
    }

    @usableFromInline
    func markStale() -> [any ReadableSlot]? { nil }

    @usableFromInline
    func keepOnly(_ used: Set<ObjectIdentifier>) {
        state.withLock { $0.readers.keepOnly(used) }
    }

    @usableFromInline
    func changedAt(upToDateAt revision: Revision, run: Int, within active: ActiveQuery?) -> Revision {
        state.withLock { state in
            state.lastRun = run
            return state.changedAt
        }
    }

    /// The value, read in `run`.
    @inlinable
    func value(readIn run: Int) -> Key.Value? {
        state.withLock { state in
            state.lastRun = run
            return state.value
        }
    }

    /// Gives the input `value` in `run`; `newRevision` is called, under the slot's lock, for the
    /// revision of the change when the value is not the one held. Returns whether it changed.
    ///
    /// A value unchanged by ``InputKey/isUnchanged(_:_:)`` still replaces the one held: what
    /// the readers use of it is the same, and what they do not (a service's caches) is the newer.
    @inlinable
    func set(_ value: Key.Value?, in run: Int, newRevision: () -> Revision) -> Bool {
        state.withLock { state in
            state.lastRun = run
            switch (state.value, value) {
            case (nil, nil):
                return false
            case (let old?, let new?) where Key.isUnchanged(old, new):
                state.value = new
                return false
            default:
                state.value = value
                state.changedAt = newRevision()
                return true
            }
        }
    }
}
