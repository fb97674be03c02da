import DocsSupport
import Synchronization

/// The values of an engine that does not track reads (``QueryEngine/init(tracksReads:)``): each
/// input as set and each query's value as first computed, by key, in a table per kind of key;
/// no slot, no read recorded, nothing ever computed again. What a build that runs once costs of
/// the engine: a look in a table per value.
///
/// Every thread of a build reads the same kinds of key all at once, so nothing a read of every
/// value passes through is behind a lock: the table of each kind is found in cells that are
/// written once and read with atomic loads, and so is the value of a kind with one key (a
/// value of the whole site, which every page reads). A kind's other values are split in
/// ``shards`` by the key's hash, each behind a lock of its own. With one lock for all, the
/// threads waited on each other for half of resolution's time in a 10,000-page build; with a
/// lock for the tables of each kind, every read of a kind still took the lock every other
/// thread reading that kind took (resolution of 10,000 articles: about 360 ms then, 320 now).
@usableFromInline
final class OnceValues: Sendable {
    /// How many locks a kind's values are split behind.
    @usableFromInline static let shards = 16
    /// How many kinds of key an engine can hold: several times the queries and inputs of a build
    /// (the size of the cells below).
    @usableFromInline static let kinds = 64

    /// The cells a kind of key and its table are kept in; a kind's cell is the first free or its
    /// own from the one its identifier picks. (An array of classes rather than an `InlineArray`
    /// of atomics, which needs macOS 26.)
    @usableFromInline let cells: [OnceCell] = (0..<kinds).map { _ in OnceCell() }

    @inlinable
    init() {}

    deinit {
        for cell in cells {
            let bits = cell.table.load(ordering: .acquiring)
            if let table = UnsafeRawPointer(bitPattern: bits) { Unmanaged<AnyObject>.fromOpaque(table).release() }
        }
    }

    /// Forgets every value and input, between two runs (no thread reads meanwhile).
    func forgetAll() {
        for cell in cells {
            let bits = cell.table.exchange(0, ordering: .acquiringAndReleasing)
            cell.kind.store(0, ordering: .releasing)
            if let table = UnsafeRawPointer(bitPattern: bits) { Unmanaged<AnyObject>.fromOpaque(table).release() }
        }
    }

    /// Runs `body` with the table of the values of `Key`, made the first time it is asked for.
    @inlinable
    func withTable<Key: Hashable & Sendable, Value: Sendable, Result>(
        of key: Key.Type, _ value: Value.Type, _ body: (OnceTable<Key, Value>) -> Result
    ) -> Result {
        let kind = UInt(bitPattern: ObjectIdentifier(Key.self))
        var cell = Int(truncatingIfNeeded: (kind >> 4) ^ (kind >> 12)) & (Self.kinds - 1)
        for _ in 0..<Self.kinds {
            var found = cells[cell].kind.load(ordering: .acquiring)
            if found == 0 {
                found =
                    cells[cell].kind.compareExchange(expected: 0, desired: kind, ordering: .acquiringAndReleasing)
                    .original
                if found == 0 { found = kind }
            }
            if found == kind { return withTable(in: cell, body) }
            cell = (cell + 1) & (Self.kinds - 1)
        }
        preconditionFailure("an engine that does not track reads holds at most \(Self.kinds) kinds of key")
    }

    /// Runs `body` with the table in `cell`, made if it is not yet, without a reference count:
    /// the engine holds every table for as long as it lives.
    @inlinable
    func withTable<Key: Hashable & Sendable, Value: Sendable, Result>(
        in cell: Int, _ body: (OnceTable<Key, Value>) -> Result
    ) -> Result {
        let bits = cells[cell].table.publishedObject { OnceTable<Key, Value>() }
        // The cell of a kind only ever holds a table made for that kind, here.
        return Unmanaged<OnceTable<Key, Value>>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
            ._withUnsafeGuaranteedRef(body)
    }

    /// Sets or removes (`nil`) the value of each key of `values`, a part of the table at a time.
    @inlinable
    func set<Key: Hashable & Sendable, Value: Sendable>(each values: [(key: Key, value: Value?)]) {
        withTable(of: Key.self, Value.self) { table in
            if MemoryLayout<Key>.size == 0 {
                if let last = values.last { table.replaceOnlyValue(with: last.value) }
                return
            }
            // Each value is copied once, into its part: the parts are picked out by number.
            let parts = values.map { $0.key.hashValue & (Self.shards - 1) }
            for (part, shard) in table.shards.enumerated() {
                shard.withLock { table in
                    table.reserveCapacity(table.count + values.count / Self.shards)
                    for index in values.indices where parts[index] == part {
                        table[values[index].key] = values[index].value
                    }
                }
            }
        }
    }

    /// Every value of `Key` computed and kept, with its key; none of a kind without fields, whose
    /// one value is kept apart.
    func values<Key: QueryKey>(of key: Key.Type) -> [(key: Key, value: Key.Value)] {
        withTable(of: Key.self, Key.Value.self) { table in
            table.shards.flatMap { shard in shard.withLock { $0.map { ($0.key, $0.value) } } }
        }
    }

    /// The value of the input `key`, `nil` when it has none.
    @inlinable
    func input<Key: InputKey>(_ key: Key) -> Key.Value? {
        withTable(of: Key.self, Key.Value.self) { table in
            MemoryLayout<Key>.size == 0 ? table.onlyValue : table.shard(of: key).withLock { $0[key] }
        }
    }

    /// Sets the value of the input `key`, or removes it (`nil`).
    @inlinable
    func setInput<Key: InputKey>(_ key: Key, to value: Key.Value?) {
        withTable(of: Key.self, Key.Value.self) { table in
            if MemoryLayout<Key>.size == 0 {
                table.replaceOnlyValue(with: value)
            } else {
                table.shard(of: key).withLock { $0[key] = value }
            }
        }
    }

    /// The value of the query `key`, computed with `reads` the first time it is asked for (or
    /// at every time, for a query not kept: ``QueryKey/isKeptInOneShotBuilds``). Two threads that
    /// ask at once may both compute it; both get the first value kept.
    ///
    /// A value is computed with the reads of the value that asked for it: they record nothing
    /// here, and a new one for each would count a reference to the engine, which every thread
    /// holds, each time.
    @inlinable
    func value<Key: QueryKey>(of key: Key, reading reads: QueryReads) -> Key.Value {
        func computed() -> Key.Value { key.value(reading: reads) }
        guard Key.isKeptInOneShotBuilds else { return computed() }
        return withTable(of: Key.self, Key.Value.self) { table in
            // A kind without fields has one key: its value is the table's only one.
            if MemoryLayout<Key>.size == 0 { return table.onlyValue(computed) }
            let shard = table.shard(of: key)
            if let value = shard.withLock({ $0[key] }) { return value }
            let computed = computed()
            return shard.withLock { values in
                if let first = values[key] { return first }
                values[key] = computed
                return computed
            }
        }
    }
}

/// A kind of key in a ``OnceValues`` and its table, each written once and read with atomic loads.
@usableFromInline
final class OnceCell: Sendable {
    /// The kind, as the bits of its key type's `ObjectIdentifier`; 0 while the cell is free.
    @usableFromInline let kind = Atomic<UInt>(0)
    /// The kind's table, as the bits of a reference its ``OnceValues`` retains (released when it
    /// goes); 0 until it is made.
    @usableFromInline let table = Atomic<UInt>(0)

    @inlinable
    init() {}
}

/// The values of one kind of key, split by the key's hash; the value of a kind with one key kept apart.
@usableFromInline
final class OnceTable<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let shards: [LockedValue<[Key: Value]>] = (0..<OnceValues.shards).map { _ in LockedValue([:]) }
    /// The value of a kind with one key, boxed (``OnceBox``), as the bits of a reference the
    /// table retains; 0 until it is computed.
    @usableFromInline let only = Atomic<UInt>(0)
    /// The values of a kind with one key that others replaced (``replaceOnlyValue(with:)``).
    @usableFromInline let replaced = LockedValue<[OnceBox<Value>]>([])

    @inlinable
    init() {}

    deinit {
        if let box = UnsafeRawPointer(bitPattern: only.load(ordering: .acquiring)) {
            Unmanaged<OnceBox<Value>>.fromOpaque(box).release()
        }
    }

    /// The part of the table that holds `key`.
    @inlinable
    func shard(of key: Key) -> LockedValue<[Key: Value]> {
        shards[key.hashValue & (OnceValues.shards - 1)]
    }

    /// The value of a kind with one key, `nil` when it has none yet.
    @inlinable
    var onlyValue: Value? {
        guard let box = UnsafeRawPointer(bitPattern: only.load(ordering: .acquiring)) else { return nil }
        return Unmanaged<OnceBox<Value>>.fromOpaque(box)._withUnsafeGuaranteedRef { $0.value }
    }

    /// Gives a kind with one key the value `value`, or none (`nil`): an input's, set before any
    /// value is read. The value it replaces is kept until the table goes, as a thread may still
    /// be reading it.
    @inlinable
    func replaceOnlyValue(with value: Value?) {
        let new = value.map { UInt(bitPattern: Unmanaged.passRetained(OnceBox($0)).toOpaque()) } ?? 0
        let old = only.exchange(new, ordering: .acquiringAndReleasing)
        guard let box = UnsafeRawPointer(bitPattern: old) else { return }
        replaced.withLock { $0.append(Unmanaged<OnceBox<Value>>.fromOpaque(box).takeRetainedValue()) }
    }

    /// The value of a kind with one key, made by `make` the first time it is asked for; two
    /// threads that ask at once may both make it, and both get the first.
    @inlinable
    func onlyValue(_ make: () -> Value) -> Value {
        let bits = only.publishedObject { OnceBox(make()) }
        return Unmanaged<OnceBox<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)._withUnsafeGuaranteedRef {
            $0.value
        }
    }
}

/// A value a ``OnceTable`` keeps behind one reference.
@usableFromInline
final class OnceBox<Value: Sendable>: Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

extension Atomic where Value == UInt {
    /// The bits of the object this cell holds, a reference retained for as long as the cell's
    /// owner lives: the one `make` makes when the cell holds none (0); when another thread put
    /// one in first, that one, and the one made here is let go.
    @inlinable
    func publishedObject<Object: AnyObject>(_ make: () -> Object) -> UInt {
        let bits = load(ordering: .acquiring)
        guard bits == 0 else { return bits }
        let made = UInt(bitPattern: Unmanaged.passRetained(make()).toOpaque())
        let (exchanged, original) = compareExchange(expected: 0, desired: made, ordering: .acquiringAndReleasing)
        if exchanged { return made }
        Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: made)!).release()
        return original
    }
}
