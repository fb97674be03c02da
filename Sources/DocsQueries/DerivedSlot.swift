import DocsSupport
import Foundation

/// What the engine holds of one derived value: the value, the revisions it was last checked in
/// and last changed in, what its computation read, which values read it, and whether one of
/// its reads may have changed since it was last checked (it is stale).
final class DerivedSlot<Key: QueryKey>: ReadableSlot {
    struct Memo: Sendable {
        var value: Key.Value
        /// The revision the value last changed in: the revision it was computed in, or an
        /// earlier one when computing it again gave the same value.
        var changedAt: Revision
        /// The last revision the value was known to be up to date in.
        var checkedAt: Revision
        /// What computing it read, in order.
        var reads: [any ReadableSlot]
    }

    private struct State: Sendable {
        var memo: Memo?
        /// Whether an input it reads, directly or not, changed since it was last checked.
        var isStale = false
        var lastRun = 0
        var readers = SlotReaders()
    }

    let key: Key
    private unowned let engine: QueryEngine
    private let state = LockedValue(State())
    /// Held while the value is checked or computed, so that one thread does it and the others
    /// wait for its result. Slots are locked in the order of their reads, from reader to read,
    /// so two threads cannot wait on each other while the reads form no cycle.
    private let bringingUpToDate = NSLock()

    init(key: Key, engine: QueryEngine) {
        self.key = key
        self.engine = engine
    }

    var lastRun: Int { state.withLock { $0.lastRun } }

    var reads: [any ReadableSlot] { state.withLock { $0.memo?.reads ?? [] } }

    var readers: [any ReadableSlot] { state.withLock { $0.readers.all } }

    func add(reader: any ReadableSlot) {
        state.withLock { $0.readers.add(reader) }
    }

    func markStale() -> [any ReadableSlot] {
        state.withLock { state in
            guard !state.isStale, state.memo != nil else { return [] }
            state.isStale = true
            return state.readers.all
        }
    }

    func changedAt(upToDateAt revision: Revision, run: Int, within active: ActiveQuery?) -> Revision {
        memo(upToDateAt: revision, run: run, within: active).changedAt
    }

    /// The memo, up to date at `revision`: kept when no input it reads changed since it was
    /// last checked (it is not stale), or when none of its reads changed once brought up to date
    /// themselves; else computed again.
    func memo(upToDateAt revision: Revision, run: Int, within active: ActiveQuery?) -> Memo {
        if let memo = freshMemo(at: revision, run: run) { return memo }
        active?.refuseCycle(through: self, key: key)
        bringingUpToDate.lock()
        defer { bringingUpToDate.unlock() }
        // Another thread may have brought it up to date while this one waited.
        if let memo = freshMemo(at: revision, run: run) { return memo }
        let last = state.withLock { $0.memo }
        let frame = ActiveQuery(slot: self, key: key, reader: active)
        let memo: Memo
        if var last, Self.nothingChanged(in: last.reads, since: last.checkedAt, at: revision, run: run, within: frame) {
            last.checkedAt = revision
            memo = last
        } else {
            memo = compute(at: revision, run: run, within: frame, replacing: last)
        }
        state.withLock { state in
            state.memo = memo
            state.isStale = false
            state.lastRun = run
        }
        return memo
    }

    /// The memo if it is not stale, checked now at `revision` and marked used in `run`.
    private func freshMemo(at revision: Revision, run: Int) -> Memo? {
        state.withLock { state in
            guard !state.isStale, state.memo != nil else { return nil }
            state.memo?.checkedAt = revision
            state.lastRun = run
            return state.memo
        }
    }

    /// Whether every read is up to date with the value it gave at `checkedAt`. Each read is
    /// brought up to date in order, and the first that changed stops the walk: the reads after
    /// it may not be made by the new computation at all.
    private static func nothingChanged(
        in reads: [any ReadableSlot], since checkedAt: Revision, at revision: Revision, run: Int,
        within frame: ActiveQuery
    ) -> Bool {
        reads.allSatisfy { $0.changedAt(upToDateAt: revision, run: run, within: frame) <= checkedAt }
    }

    private func compute(at revision: Revision, run: Int, within frame: ActiveQuery, replacing last: Memo?) -> Memo {
        let reads = QueryReads(engine: engine, revision: revision, run: run, active: frame)
        let value = key.value(reading: reads)
        engine.countComputation(of: key)
        // A value computed again that is the same keeps its revision, and the old value itself,
        // so that the values that read it are not computed again.
        if let last, Key.isUnchanged(last.value, value) {
            return Memo(value: last.value, changedAt: last.changedAt, checkedAt: revision, reads: reads.recorded)
        }
        return Memo(value: value, changedAt: revision, checkedAt: revision, reads: reads.recorded)
    }
}
