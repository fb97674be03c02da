/// One value the engine holds, an input or a derived value, as the values that read it, and the
/// engine's walks over the graph of reads, see it.
@usableFromInline
protocol ReadableSlot: AnyObject, Sendable {
    /// The revision the value last changed in, once it is up to date at `revision` (a derived
    /// value is checked, and computed again if one of its reads changed); marks it used in `run`.
    /// `active` is the chain of queries being brought up to date on this thread, which must not
    /// hold this one (a cycle).
    func changedAt(upToDateAt revision: Revision, run: Int, within active: ActiveQuery?) -> Revision

    /// The last run the value was read, set or checked in.
    var lastRun: Int { get }

    /// The kind of key the slot holds the value of.
    var keyType: ObjectIdentifier { get }

    /// What the value's last computation read: none for an input.
    var reads: [any ReadableSlot] { get }

    /// Records that the derived value `reader` read this one, so that a change here marks it.
    func add(reader: any ReadableSlot)

    /// The values that read this one.
    var readers: [any ReadableSlot] { get }

    /// Forgets the readers not among `used`, and, when this slot is not among them either, what
    /// it read: the engine forgets it.
    func keepOnly(_ used: Set<ObjectIdentifier>)

    /// Marks a derived value as one to check before it is handed out again, and returns its
    /// readers to mark in turn; `nil` when it was marked already (its readers were marked with
    /// it), and for an input.
    func markStale() -> [any ReadableSlot]?
}

/// The readers of one slot, each once. They are held strongly, as a slot holds what it read: the
/// engine breaks the cycles when it forgets a slot (``QueryEngine/forgetUnused()``) and when it
/// goes. (Weak references would do it alone, but give every slot a side table of counts, which
/// made each look at a slot twice as slow.)
@usableFromInline
struct SlotReaders: Sendable {
    private var readers: [ObjectIdentifier: any ReadableSlot] = [:]

    @usableFromInline
    init() {}

    mutating func add(_ reader: any ReadableSlot) {
        readers[ObjectIdentifier(reader)] = reader
    }

    var all: [any ReadableSlot] { Array(readers.values) }

    /// Forgets the readers not among `used`.
    mutating func keepOnly(_ used: Set<ObjectIdentifier>) {
        guard readers.keys.contains(where: { !used.contains($0) }) else { return }
        readers = readers.filter { used.contains($0.key) }
    }
}

/// A query being brought up to date on one thread, and the one that read it: the chain a
/// query walks to refuse reading itself.
@usableFromInline
final class ActiveQuery: Sendable {
    @usableFromInline let slot: any ReadableSlot
    let key: any Sendable
    let reader: ActiveQuery?

    init(slot: any ReadableSlot, key: any Sendable, reader: ActiveQuery?) {
        self.slot = slot
        self.key = key
        self.reader = reader
    }

    /// Stops the program when `slot` is already being brought up to date on this thread: a query
    /// that reads itself, directly or not, has no value.
    @usableFromInline
    func refuseCycle(through slot: any ReadableSlot, key: any Sendable) {
        var active: ActiveQuery? = self
        while let query = active {
            if query.slot === slot { fatalError("a query reads itself: \(chain(to: key))") }
            active = query.reader
        }
    }

    /// The chain of queries from the outermost to this one, then `key`: named only once a
    /// cycle is found, since describing keys costs more than walking the chain.
    private func chain(to key: any Sendable) -> String {
        var names = [String(describing: key)]
        var active: ActiveQuery? = self
        while let query = active {
            names.append(String(describing: query.key))
            active = query.reader
        }
        return names.reversed().joined(separator: " → ")
    }
}
