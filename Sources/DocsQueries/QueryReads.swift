import DocsSupport

/// What one query's computation reads, recorded as it reads it: the only way a query reaches
/// inputs and other queries, so that what it read is known by construction.
///
/// A computation may read from several threads at once (a query that reads the parses of every
/// page on all cores); the record is kept in the order the reads ended.
package final class QueryReads: Sendable {
    private let engine: QueryEngine
    private let revision: Revision
    private let run: Int
    private let active: ActiveQuery
    private let reads = LockedValue<[any ReadableSlot]>([])

    init(engine: QueryEngine, revision: Revision, run: Int, active: ActiveQuery) {
        self.engine = engine
        self.revision = revision
        self.run = run
        self.active = active
    }

    /// What was read so far.
    var recorded: [any ReadableSlot] { reads.withLock { $0 } }

    /// The value of the query `key`, brought up to date, and recorded as read.
    package subscript<Key: QueryKey>(_ key: Key) -> Key.Value {
        let slot = engine.derivedSlot(for: key)
        let memo = slot.memo(upToDateAt: revision, run: run, within: active)
        slot.add(reader: active.slot)
        reads.withLock { $0.append(slot) }
        return memo.value
    }

    /// The value of the input `key` (`nil` when it has none), recorded as read.
    package subscript<Key: InputKey>(_ key: Key) -> Key.Value? {
        let slot = engine.inputSlot(for: key)
        let value = slot.value(readIn: run)
        slot.add(reader: active.slot)
        reads.withLock { $0.append(slot) }
        return value
    }
}
