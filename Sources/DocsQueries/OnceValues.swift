import DocsSupport

/// The values of an engine that does not track reads (``QueryEngine/init(tracksReads:)``): each
/// input as set and each query's value as first computed, by key, in a table per kind of key;
/// no slot, no read recorded, nothing ever computed again. What a build that runs once costs of
/// the engine: a look in a table per value.
@usableFromInline
final class OnceValues: Sendable {
    @usableFromInline let tables = LockedValue<[ObjectIdentifier: any AnyOnceTable]>([:])

    @inlinable
    init() {}

    /// The table of the values of `Key`.
    @inlinable
    func table<Key: Hashable & Sendable, Value: Sendable>(of key: Key.Type, _ value: Value.Type)
        -> OnceTable<Key, Value>
    {
        tables.withLock { tables in
            if let table = tables[ObjectIdentifier(Key.self)] { return unsafeDowncast(table, to: OnceTable.self) }
            let table = OnceTable<Key, Value>()
            tables[ObjectIdentifier(Key.self)] = table
            return table
        }
    }

    /// The value of the query `key`, computed by `engine` the first time it is asked for. Two
    /// threads that ask at once may both compute it; both get the first value kept.
    @inlinable
    func value<Key: QueryKey>(of key: Key, in engine: QueryEngine) -> Key.Value {
        let table = table(of: Key.self, Key.Value.self)
        if let value = table.values.withLock({ $0[key] }) { return value }
        let computed = key.value(reading: QueryReads(engine: engine, revision: .start, run: 0, active: nil))
        return table.values.withLock { values in
            if let first = values[key] { return first }
            values[key] = computed
            return computed
        }
    }
}

/// A ``OnceTable`` whatever its key, as ``OnceValues`` keeps them all.
@usableFromInline
protocol AnyOnceTable: AnyObject, Sendable {}

/// The values of one kind of key.
@usableFromInline
final class OnceTable<Key: Hashable & Sendable, Value: Sendable>: AnyOnceTable {
    @usableFromInline let values = LockedValue<[Key: Value]>([:])

    @inlinable
    init() {}
}
