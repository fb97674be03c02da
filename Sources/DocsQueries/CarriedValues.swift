import DocsSupport

/// The key of a whole that one run of a build hands to the next, beside the engine's inputs and
/// queries: what a run put together of many values (the site, the search index's joined words,
/// the render's context), or what it saw of the files (their listings), which the next run puts
/// together again from the values that changed instead of from all of them.
///
/// Such a whole is no query: it is made from the last run's whole and this run's changes, not
/// from its reads alone. So the engine gives it no revision and marks nothing stale by it; what
/// it holds is right only for the run after the one that carried it, which is the rule every
/// carried value keeps: a run takes it out (``QueryEngine/take(_:)``) and carries its own on
/// (``QueryEngine/carry(_:to:)``) only once it made it, so a run that stops half-way leaves
/// nothing the run after could take for its predecessor's, and the run that changes a whole
/// taken out copies nothing. A whole that runs change piece by piece, each piece right on its
/// own (a count, a set of documents given anew, the render's titles and entries), is changed in
/// place instead (``QueryEngine/updateCarried(_:initial:_:)``).
package protocol CarriedKey: Hashable, Sendable {
    /// What the key's whole is.
    associatedtype Value: Sendable
}

/// The wholes an engine holds for its next run, by key (``CarriedKey``).
struct CarriedValues: Sendable {
    /// A key of any type, equal to another of the same type and value.
    private struct AnyKey: Hashable, Sendable {
        let key: any CarriedKey

        static func == (lhs: AnyKey, rhs: AnyKey) -> Bool { AnyHashable(lhs.key) == AnyHashable(rhs.key) }

        func hash(into hasher: inout Hasher) { AnyHashable(key).hash(into: &hasher) }
    }

    private var values: [AnyKey: any Sendable] = [:]

    /// The value of `key`, taken out.
    mutating func take<Key: CarriedKey>(_ key: Key) -> Key.Value? {
        // A key's value is only ever stored by `carry` under that key, with the key's Value type.
        values.removeValue(forKey: AnyKey(key: key)).map { $0 as! Key.Value }
    }

    /// Stores `value` under `key`, in place of what it held.
    mutating func carry<Key: CarriedKey>(_ value: Key.Value, to key: Key) {
        values[AnyKey(key: key)] = value
    }
}

extension QueryEngine {
    /// The whole the last run carried on under `key`, taken out: `nil` when no run did since the
    /// last took it.
    package func take<Key: CarriedKey>(_ key: Key) -> Key.Value? {
        carried.withLock { $0.take(key) }
    }

    /// Carries `value` on to the next run under `key`, in place of whatever was carried before.
    package func carry<Key: CarriedKey>(_ value: Key.Value, to key: Key) {
        carried.withLock { $0.carry(value, to: key) }
    }

    /// Changes the whole carried under `key` (`initial` when none is) in place, and carries it on:
    /// for a count or a set that runs add to and one run takes out. `body` runs under the lock of
    /// the carried values, so it must not call the engine.
    package func updateCarried<Key: CarriedKey, Result>(
        _ key: Key, initial: Key.Value, _ body: (inout Key.Value) -> Result
    ) -> Result {
        carried.withLock { carried in
            var value = carried.take(key) ?? initial
            defer { carried.carry(value, to: key) }
            return body(&value)
        }
    }
}
