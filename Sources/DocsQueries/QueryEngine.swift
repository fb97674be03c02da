import DocsSupport

/// The one place where napkin-docs keeps what it derived for the next run of the same build, and
/// decides what of it is still right: an engine of queries on the design of Salsa (the engine of
/// rust-analyzer), with the invalidation of Skyframe (Bazel's) and Adapton.
///
/// Inputs (``InputKey``: the source files as read, the options, the symbol graphs' reading) are
/// set by the build; every other value is a query (``QueryKey``) computed from them, which reads
/// inputs and other queries only through the ``QueryReads`` it is given, so that what it read is
/// recorded by construction, both ways: each value knows what it read, and each value which
/// values read it.
///
/// A change of an input marks the values that read it, and theirs, stale, outward from the
/// input (Skyframe's dirtying): a value not marked is handed back as it is, at the cost of one
/// look, however large the graph. A stale value asked for is checked against its reads, each
/// brought up to date first (Salsa's red-green re-validation): when none changed since it was
/// last checked, it is kept; when one did, it is computed again, and if it comes out equal to
/// the old one, it keeps its old revision, so the values that read it are kept too
/// (backdating, Skyframe's change pruning). Nothing else decides what a change makes stale.
///
/// Beside its values, it holds the wholes a run put together of many of them (the site, the
/// search index), which the next run takes out and puts together again from what changed
/// (``CarriedKey``): what a build keeps for its next run is all here.
///
/// Runs: ``startRun()`` begins one; ``forgetUnused()`` at the end of a run that completed forgets
/// the values, and the inputs, that it neither read nor set, nor reach what it read (a page
/// deleted since).
///
/// Inputs are set between the reads, not during them: a value read while an input changes is
/// the value of one revision or the other.
///
/// Its API is `public` and its lookups `@inlinable`, for the reason ``LockedValue`` gives: so
/// that each stage's module may specialize them for its own keys. Measured alone, this did not
/// show (a save of one page of 1,000 rendered in about 10 ms either way, before the fixes that
/// brought it to 5: no weak references, no look at the value on the walks, only the edited
/// pages' search entries); whether `package` access costs nothing is still to be measured. No
/// product exports DocsQueries, so `public` reaches no module outside this package.
public final class QueryEngine: Sendable {
    @usableFromInline
    struct Clock: Sendable {
        @usableFromInline var revision = Revision.start
        @usableFromInline var run = 0

        @inlinable
        init() {}
    }

    @usableFromInline let clock = LockedValue(Clock())
    @usableFromInline let tables = LockedValue<[ObjectIdentifier: any AnySlotTable]>([:])
    /// The values marked stale since the run began, in the order they were marked, each with its
    /// kind of key (``ReadableSlot/keyType``), so that picking one kind out costs no cast of the others.
    @usableFromInline let markedThisRun = LockedValue<[(keyType: ObjectIdentifier, slot: any ReadableSlot)]>([])

    /// The values, when the engine does not track reads.
    @usableFromInline let once: OnceValues?
    /// The wholes one run hands to the next (``CarriedKey``).
    let carried = LockedValue(CarriedValues())

    /// Creates an engine that holds nothing yet, which records what values read unless
    /// `tracksReads` is `false`: then a value is computed once and kept (``OnceValues``), nothing
    /// is ever computed again (Bazel's `--notrack_incremental_state`), and its inputs must be set
    /// before any value is asked for, and never changed: for a build that runs once and has no
    /// use for what a change would make stale.
    package init(tracksReads: Bool = true) {
        once = tracksReads ? nil : OnceValues()
    }

    /// Whether the engine records what values read, to compute again the values a change made
    /// stale (`false` for an engine that computes each value once).
    package var tracksReads: Bool { once == nil }

    deinit {
        // Slots hold what they read and what reads them: forgetting every one breaks the cycles.
        for table in tables.withLock({ Array($0.values) }) { table.keepOnly([]) }
    }

    /// The current revision.
    public var revision: Revision { clock.withLock { $0.revision } }

    /// Begins a run, which counts what it computes (``computedThisRun(_:)``) and what it uses
    /// (``forgetUnused()``). An engine that does not track reads cannot tell what a change made
    /// stale: a new run starts it empty (but for what runs carry, ``CarriedKey``).
    public func startRun() {
        once?.forgetAll()
        clock.withLock { $0.run += 1 }
        markedThisRun.withLock { $0 = [] }
        let tables = self.tables.withLock { Array($0.values) }
        for table in tables { table.startRun() }
    }

    /// Forgets every value and input that the current run did not read, check or set, and that
    /// none it did reads. Call it only at the end of a run that read everything its result is
    /// made of: a run that stopped half-way would make the next one compute again what it did
    /// not reach.
    public func forgetUnused() {
        let run = clock.withLock { $0.run }
        let tables = self.tables.withLock { Array($0.values) }
        var used = Set<ObjectIdentifier>()
        var unvisited = tables.flatMap { $0.slots(usedIn: run) }
        while let slot = unvisited.popLast() {
            guard used.insert(ObjectIdentifier(slot)).inserted else { continue }
            unvisited += slot.reads
        }
        for table in tables { table.keepOnly(used) }
    }

    /// Gives the input `key` the value `value`; a value unchanged (``InputKey/isUnchanged(_:_:)``)
    /// changes nothing, any other moves the engine to a new revision and marks every value that
    /// read the input, and theirs, stale.
    @inlinable
    public func set<Key: InputKey>(_ key: Key, to value: Key.Value) {
        setValue(of: key, to: value)
    }

    /// Takes the input `key`'s value away: the queries that read it read `nil`.
    @inlinable
    public func remove<Key: InputKey>(_ key: Key) {
        setValue(of: key, to: nil)
    }

    /// Gives each input of `values` its value, or takes it away where it is `nil`, as
    /// ``set(_:to:)`` and ``remove(_:)`` do one at a time. An engine that does not track reads
    /// files them a part of its table at a time, under one lock each: a build gives it an input
    /// of each kind per page.
    @inlinable
    public func set<Key: InputKey>(each values: [(key: Key, value: Key.Value?)]) {
        if let once {
            once.set(each: values)
            return
        }
        for (key, value) in values { setValue(of: key, to: value) }
    }

    @inlinable
    func setValue<Key: InputKey>(of key: Key, to value: Key.Value?) {
        if let once {
            once.setInput(key, to: value)
            return
        }
        let slot = inputSlot(for: key)
        let changed = clock.withLock { clock in
            slot.set(value, in: clock.run) {
                clock.revision = clock.revision.next
                return clock.revision
            }
        }
        if changed { markReadersStale(of: slot) }
    }

    /// Marks the readers of `slot` stale, outward: a value marked already had its readers marked.
    @usableFromInline
    func markReadersStale(of slot: any ReadableSlot) {
        var unmarked = slot.readers
        var marked: [(keyType: ObjectIdentifier, slot: any ReadableSlot)] = []
        while let reader = unmarked.popLast() {
            let readers = reader.markStale()
            if let readers {
                marked.append((reader.keyType, reader))
                unmarked += readers
            }
        }
        markedThisRun.withLock { $0 += marked }
    }

    /// The value of the input `key`, `nil` when it has none; not recorded as any query's read.
    @inlinable
    public subscript<Key: InputKey>(_ key: Key) -> Key.Value? {
        if let once { return once.input(key) }
        let run = clock.withLock { $0.run }
        return inputSlot(for: key).value(readIn: run)
    }

    /// The value of the query `key`, up to date with the inputs; not recorded as any query's
    /// read. Several threads may ask at once: each value is computed by one of them.
    @inlinable
    public subscript<Key: QueryKey>(_ key: Key) -> Key.Value {
        if let once {
            return once.value(of: key, reading: QueryReads(engine: self, revision: .start, run: 0, active: nil))
        }
        let (revision, run) = clock.withLock { ($0.revision, $0.run) }
        return derivedSlot(for: key).value(upToDateAt: revision, run: run, within: nil)
    }

    /// How many values of `Key` the current run computed (the others it kept).
    public func computedThisRun<Key: QueryKey>(_ key: Key.Type) -> Int {
        existingTable(of: key, slot: DerivedSlot<Key>.self)?.computedThisRun ?? 0
    }

    /// The keys of `Key` whose values the current run computed, in the order it computed them.
    public func keysComputedThisRun<Key: QueryKey>(_ key: Key.Type) -> [Key] {
        existingTable(of: key, slot: DerivedSlot<Key>.self)?.keysComputedThisRun ?? []
    }

    /// The values of `Key` the current run read or checked, with their keys: in an engine that
    /// does not track reads, every value of `Key` it computed (for a `Key` with fields). Not
    /// brought up to date.
    package func valuesUsedThisRun<Key: QueryKey>(_ key: Key.Type) -> [(key: Key, value: Key.Value)] {
        if let once { return once.values(of: key) }
        let run = clock.withLock { $0.run }
        return existingTable(of: key, slot: DerivedSlot<Key>.self)?.values(usedIn: run) { $0.currentValue } ?? []
    }

    /// The revision the value of the query `key` last changed in (an equal value computed again
    /// keeps the revision of the first), `nil` when it was never computed; not brought up to date.
    package func changedAt<Key: QueryKey>(_ key: Key) -> Revision? {
        existingTable(of: Key.self, slot: DerivedSlot<Key>.self)?.existingSlot(for: key)?.changedAt
    }

    /// The keys of `Key` whose values were marked stale since the run began (``startRun()``), by
    /// a change of an input they read, and are still: the values of `Key` this run may find
    /// changed, every other one being handed back as it is. What a caller that keeps a whole made
    /// of many values (a site of pages) puts in place again, at the cost of the marks, not of the whole.
    package func keysMarkedStaleThisRun<Key: QueryKey>(_ key: Key.Type) -> [Key] {
        let keyType = ObjectIdentifier(Key.self)
        return markedThisRun.withLock { $0 }.compactMap { marked in
            guard marked.keyType == keyType else { return nil }
            let slot = unsafeDowncast(marked.slot as AnyObject, to: DerivedSlot<Key>.self)
            return slot.needsCheck ? slot.key : nil
        }
    }

    /// How many values of `Key` the engine holds.
    public func count<Key: QueryKey>(of key: Key.Type) -> Int {
        existingTable(of: key, slot: DerivedSlot<Key>.self)?.count ?? 0
    }

    // MARK: Slots

    @inlinable
    func derivedSlot<Key: QueryKey>(for key: Key) -> DerivedSlot<Key> {
        table(of: Key.self, slot: DerivedSlot<Key>.self).slot(for: key) { DerivedSlot(key: key, engine: self) }
    }

    @inlinable
    func inputSlot<Key: InputKey>(for key: Key) -> InputSlot<Key> {
        table(of: Key.self, slot: InputSlot<Key>.self).slot(for: key) { InputSlot() }
    }

    func countComputation<Key: QueryKey>(of key: Key) {
        existingTable(of: Key.self, slot: DerivedSlot<Key>.self)?.countComputation(of: key)
    }

    @inlinable
    func table<Key: Hashable & Sendable, Slot: ReadableSlot>(of key: Key.Type, slot: Slot.Type) -> SlotTable<Key, Slot>
    {
        let table = tables.withLock { tables in
            let id = ObjectIdentifier(Key.self)
            if let table = tables[id] { return table }
            let table = SlotTable<Key, Slot>()
            tables[id] = table
            return table
        }
        // The table under a key type's identifier is always made for that key type, here.
        return unsafeDowncast(table, to: SlotTable<Key, Slot>.self)
    }

    private func existingTable<Key: Hashable & Sendable, Slot: ReadableSlot>(
        of key: Key.Type, slot: Slot.Type
    ) -> SlotTable<Key, Slot>? {
        tables.withLock { $0[ObjectIdentifier(Key.self)] }.map { unsafeDowncast($0, to: SlotTable<Key, Slot>.self) }
    }
}
