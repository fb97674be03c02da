import DocsSupport

/// What one query's computation reads, recorded as it reads it: the only way a query reaches
/// inputs and other queries, so that what it read is known by construction.
///
/// A computation may read from several threads at once (a query that reads the parses of every
/// page on all cores); the record is kept in the order the reads ended.
///
/// A structure, not a class: an engine that does not track reads makes one for each value it
/// computes, and a class cost an allocation each time.
public struct QueryReads: Sendable {
    @usableFromInline let engine: QueryEngine
    @usableFromInline let revision: Revision
    @usableFromInline let run: Int
    /// The query whose reads these are; `nil` in an engine that does not track reads.
    @usableFromInline let active: ActiveQuery?
    /// What was read, each once, in the order of the first reads; `nil` where nothing is
    /// recorded (no `active` query).
    @usableFromInline let reads: LockedValue<(slots: [any ReadableSlot], seen: Set<ObjectIdentifier>)>?

    @usableFromInline
    init(engine: QueryEngine, revision: Revision, run: Int, active: ActiveQuery?) {
        self.engine = engine
        self.revision = revision
        self.run = run
        self.active = active
        reads = active == nil ? nil : LockedValue(([], []))
    }

    /// What was read so far.
    var recorded: [any ReadableSlot] { reads?.withLock { $0.slots } ?? [] }

    /// The value of the query `key`, brought up to date, and recorded as read.
    @inlinable
    public subscript<Key: QueryKey>(_ key: Key) -> Key.Value {
        if let once = engine.once { return once.value(of: key, reading: self) }
        let slot = engine.derivedSlot(for: key)
        let value = slot.value(upToDateAt: revision, run: run, within: active)
        record(slot)
        return value
    }

    /// The value of the input `key` (`nil` when it has none), recorded as read.
    @inlinable
    public subscript<Key: InputKey>(_ key: Key) -> Key.Value? {
        if engine.once != nil { return engine[key] }
        let slot = engine.inputSlot(for: key)
        let value = slot.value(readIn: run)
        record(slot)
        return value
    }

    /// Records that the query being computed read `slot`, both ways.
    @usableFromInline
    func record(_ slot: any ReadableSlot) {
        guard let active, let reads else { return }
        let isNew = reads.withLock { reads in
            guard reads.seen.insert(ObjectIdentifier(slot)).inserted else { return false }
            reads.slots.append(slot)
            return true
        }
        if isNew { slot.add(reader: active.slot) }
    }
}
