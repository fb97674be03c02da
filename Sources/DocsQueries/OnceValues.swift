import DocsSupport

/// The values of an engine that does not track reads (``QueryEngine/init(tracksReads:)``): each
/// input as set and each query's value as first computed, by key, in a table per kind of key;
/// no slot, no read recorded, nothing ever computed again. What a build that runs once costs of
/// the engine: a look in a table per value.
///
/// Every table is split in ``shards`` by the key's hash, each behind a lock of its own, and so is
/// the map of tables: the threads of a build look values up all at once, and one lock for all
/// made them wait on each other (measured: half of resolution's time in a 10,000-page build).
@usableFromInline
final class OnceValues: Sendable {
    /// How many locks a table is split behind.
    @usableFromInline static let shards = 16
    @usableFromInline let tables: [LockedValue<[ObjectIdentifier: any AnyOnceTable]>] = (0..<shards).map { _ in
        LockedValue([:])
    }

    @inlinable
    init() {}

    /// The table of the values of `Key`.
    @inlinable
    func table<Key: Hashable & Sendable, Value: Sendable>(of key: Key.Type, _ value: Value.Type)
        -> OnceTable<Key, Value>
    {
        let type = ObjectIdentifier(Key.self)
        return tables[type.hashValue & (Self.shards - 1)].withLock { tables in
            if let table = tables[type] { return unsafeDowncast(table, to: OnceTable.self) }
            let table = OnceTable<Key, Value>()
            tables[type] = table
            return table
        }
    }

    /// Sets or removes (`nil`) the value of each key of `values`, a part of the table at a time.
    @inlinable
    func set<Key: Hashable & Sendable, Value: Sendable>(each values: [(key: Key, value: Value?)]) {
        let table = table(of: Key.self, Value.self)
        var parts = [[(key: Key, value: Value?)]](repeating: [], count: Self.shards)
        for entry in values { parts[entry.key.hashValue & (Self.shards - 1)].append(entry) }
        for (shard, part) in zip(table.shards, parts) where !part.isEmpty {
            shard.withLock { table in
                table.reserveCapacity(table.count + part.count)
                for (key, value) in part { table[key] = value }
            }
        }
    }

    /// The value of the query `key`, computed by `engine` the first time it is asked for (or at
    /// every time, for a query not kept: ``QueryKey/isKeptInOneShotBuilds``). Two threads that
    /// ask at once may both compute it; both get the first value kept.
    @inlinable
    func value<Key: QueryKey>(of key: Key, in engine: QueryEngine) -> Key.Value {
        guard Key.isKeptInOneShotBuilds else {
            return key.value(reading: QueryReads(engine: engine, revision: .start, run: 0, active: nil))
        }
        let shard = table(of: Key.self, Key.Value.self).shard(of: key)
        if let value = shard.withLock({ $0[key] }) { return value }
        let computed = key.value(reading: QueryReads(engine: engine, revision: .start, run: 0, active: nil))
        return shard.withLock { values in
            if let first = values[key] { return first }
            values[key] = computed
            return computed
        }
    }
}

/// A ``OnceTable`` whatever its key, as ``OnceValues`` keeps them all.
@usableFromInline
protocol AnyOnceTable: AnyObject, Sendable {}

/// The values of one kind of key, split by the key's hash.
@usableFromInline
final class OnceTable<Key: Hashable & Sendable, Value: Sendable>: AnyOnceTable {
    @usableFromInline let shards: [LockedValue<[Key: Value]>] = (0..<OnceValues.shards).map { _ in LockedValue([:]) }

    @inlinable
    init() {}

    /// The part of the table that holds `key`.
    @inlinable
    func shard(of key: Key) -> LockedValue<[Key: Value]> {
        shards[key.hashValue & (OnceValues.shards - 1)]
    }
}
