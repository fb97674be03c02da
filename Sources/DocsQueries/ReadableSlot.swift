/// One value the engine holds, an input or a derived value, as the values that read it see it.
protocol ReadableSlot: AnyObject, Sendable {
    /// The revision the value last changed in, once it is up to date at `revision` (a derived
    /// value is checked, and computed again if one of its reads changed); marks it used in `run`.
    /// `active` is the chain of queries being brought up to date on this thread, which must not
    /// hold this one (a cycle).
    func changedAt(upToDateAt revision: Revision, run: Int, within active: ActiveQuery?) -> Revision

    /// The last run the value was read, set or checked in.
    var lastRun: Int { get }
}

/// A query being brought up to date on one thread, and the one that read it: the chain a
/// query walks to refuse reading itself.
final class ActiveQuery: Sendable {
    let slot: any ReadableSlot
    let key: any Sendable
    let reader: ActiveQuery?

    init(slot: any ReadableSlot, key: any Sendable, reader: ActiveQuery?) {
        self.slot = slot
        self.key = key
        self.reader = reader
    }

    /// Stops the program when `slot` is already being brought up to date on this thread: a query
    /// that reads itself, directly or not, has no value.
    func refuseCycle(through slot: any ReadableSlot, key: any Sendable) {
        var active: ActiveQuery? = self
        while let query = active {
            if query.slot === slot {
                var chain = [String(describing: key)]
                var reader: ActiveQuery? = self
                while let query = reader, query.slot !== slot {
                    chain.append(String(describing: query.key))
                    reader = query.reader
                }
                fatalError(
                    "a query reads itself: \(([String(describing: key)] + chain.reversed()).joined(separator: " → "))")
            }
            active = query.reader
        }
    }
}
