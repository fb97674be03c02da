import DocsSupport
import Foundation

/// What the engine holds of one derived value: the value, the revisions it was last checked in
/// and last changed in, what its computation read, which values read it, and whether one of
/// its reads may have changed since it was last checked (it is stale).
@usableFromInline
final class DerivedSlot<Key: QueryKey>: ReadableSlot {
    @usableFromInline
    struct State: Sendable {
        /// `nil` until first computed.
        @usableFromInline var value: Key.Value?
        /// Whether ``value`` is there: what the walks over the graph look at, which do not know
        /// the value's type and would copy the value to look at it.
        @usableFromInline var isComputed = false
        /// The revision the value last changed in: the revision it was computed in, or an
        /// earlier one when computing it again gave the same value.
        @usableFromInline var changedAt = Revision.start
        /// The last revision the value was known to be up to date in.
        @usableFromInline var checkedAt = Revision.start
        /// What computing it read, in order.
        @usableFromInline var reads: [any ReadableSlot] = []
        /// Whether an input it reads, directly or not, changed since it was last checked.
        @usableFromInline var isStale = false
        @usableFromInline var lastRun = 0
        @usableFromInline var readers = SlotReaders()

        @inlinable
        init() {}
    }

    let key: Key
    private unowned let engine: QueryEngine
    @usableFromInline let state = LockedValue(State())
    /// Held while the value is checked or computed, so that one thread does it and the others
    /// wait for its result. Slots are locked in the order of their reads, from reader to read,
    /// so two threads cannot wait on each other while the reads form no cycle.
    private let bringingUpToDate = NSLock()

    @usableFromInline
    init(key: Key, engine: QueryEngine) {
        self.key = key
        self.engine = engine
    }

    @usableFromInline
    var lastRun: Int { state.withLock { $0.lastRun } }

    @usableFromInline
    var keyType: ObjectIdentifier { ObjectIdentifier(Key.self) }

    /// Whether the value must be checked before it is handed back: it was never computed, or an
    /// input it reads changed since it was last checked.
    var needsCheck: Bool { state.withLock { $0.isStale || !$0.isComputed } }

    /// The value as it is, `nil` before it is first computed; not brought up to date.
    var currentValue: Key.Value? { state.withLock { $0.value } }

    /// The revision the value last changed in, `nil` before it is first computed.
    var changedAt: Revision? { state.withLock { $0.isComputed ? $0.changedAt : nil } }

    @usableFromInline
    var reads: [any ReadableSlot] { state.withLock { $0.reads } }

    @usableFromInline
    var readers: [any ReadableSlot] { state.withLock { $0.readers.all } }

    @usableFromInline
    func add(reader: any ReadableSlot) {
        state.withLock { $0.readers.add(reader) }
    }

    @usableFromInline
    func keepOnly(_ used: Set<ObjectIdentifier>) {
        let isUsed = used.contains(ObjectIdentifier(self))
        state.withLock { state in
            state.readers.keepOnly(used)
            if !isUsed { state.reads = [] }
        }
    }

    @usableFromInline
    func markStale() -> [any ReadableSlot]? {
        state.withLock { state in
            guard !state.isStale, state.isComputed else { return nil }
            state.isStale = true
            return state.readers.all
        }
    }

    @usableFromInline
    func changedAt(upToDateAt revision: Revision, run: Int, within active: ActiveQuery?) -> Revision {
        let fresh = state.withLock { state -> Revision? in
            guard !state.isStale, state.isComputed else { return nil }
            state.checkedAt = revision
            state.lastRun = run
            return state.changedAt
        }
        return fresh ?? bringUpToDate(at: revision, run: run, within: active).changedAt
    }

    /// The value, up to date at `revision`: kept when no input it reads changed since it was last
    /// checked (it is not stale), or when none of its reads changed once brought up to date
    /// themselves; else computed again.
    @inlinable
    func value(upToDateAt revision: Revision, run: Int, within active: ActiveQuery?) -> Key.Value {
        let fresh = state.withLock { state -> Key.Value? in
            guard !state.isStale, let value = state.value else { return nil }
            state.checkedAt = revision
            state.lastRun = run
            return value
        }
        return fresh ?? bringUpToDate(at: revision, run: run, within: active).value
    }

    /// Checks the value's reads, and computes it again if one of them changed.
    @usableFromInline
    func bringUpToDate(at revision: Revision, run: Int, within active: ActiveQuery?) -> (
        value: Key.Value, changedAt: Revision
    ) {
        active?.refuseCycle(through: self, key: key)
        bringingUpToDate.lock()
        defer { bringingUpToDate.unlock() }
        // Another thread may have brought it up to date while this one waited.
        let last = state.withLock { state in
            if !state.isStale, state.isComputed {
                state.checkedAt = revision
                state.lastRun = run
            }
            return (
                value: state.value, changedAt: state.changedAt, checkedAt: state.checkedAt, reads: state.reads,
                isStale: state.isStale
            )
        }
        if !last.isStale, let value = last.value { return (value, last.changedAt) }
        let frame = ActiveQuery(slot: self, key: key, reader: active)
        if let value = last.value,
            last.reads.allSatisfy({ $0.changedAt(upToDateAt: revision, run: run, within: frame) <= last.checkedAt })
        {
            state.withLock { state in
                state.checkedAt = revision
                state.isStale = false
                state.lastRun = run
            }
            return (value, last.changedAt)
        }
        let reads = QueryReads(engine: engine, revision: revision, run: run, active: frame)
        let computed = key.value(reading: reads)
        engine.countComputation(of: key)
        // A value computed again that is the same keeps its revision, and the old value itself,
        // so that the values that read it are not computed again.
        let (value, changedAt) =
            if let old = last.value, Key.isUnchanged(old, computed) { (old, last.changedAt) } else {
                (computed, revision)
            }
        state.withLock { state in
            state.value = value
            state.isComputed = true
            state.changedAt = changedAt
            state.checkedAt = revision
            state.reads = reads.recorded
            state.isStale = false
            state.lastRun = run
        }
        return (value, changedAt)
    }
}
