/// Values each made of one input and kept under a key, handed back while a later run asks with
/// an input equal to the one the value was made of: the one rule every reuse between runs
/// follows (`napkin-docs serve` builds again after each save and makes again only what a
/// changed input feeds).
///
/// Like a query of Salsa (rust-analyzer's incremental engine), a value is a pure function of
/// its input, so a kept value is exactly what making it again would give; unlike Salsa, the
/// input is compared whole instead of by revision, which costs a comparison and needs no
/// record of who changed what. What every value was made with besides its own input (the
/// pages' titles, say) is the table's context: when it changes, every value is forgotten.
///
/// It is `public` and every member `@inlinable`, the lookups `@inline(__always)`: a release build
/// specializes generic code only where it sees the body, and this toolchain writes the bodies of
/// `@inlinable` declarations into the module for other modules only when they are `public`
/// (`package` ones were left out, and DocsRendering called the unspecialized lookups: a save of
/// one page of 10,000 rendered in 105 ms instead of 84). No product exports DocsSupport, so
/// `public` here reaches no module outside this package.
///
/// Values are made outside the lock, so several threads may make values at once; for a key
/// made twice, the last kept stays (each with its own input). A value whose making overlapped
/// a change of context (``start(with:)``) is handed back but not kept.
public final class KeptValues<Key: Hashable & Sendable, Input: Equatable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var input: Input
        @usableFromInline var value: Value

        @inlinable
        init(input: Input, value: Value) {
            self.input = input
            self.value = value
        }
    }

    @usableFromInline
    struct State: Sendable {
        @usableFromInline var entries: [Key: Entry] = [:]
        @usableFromInline var context: (any Equatable & Sendable)?
        /// Counts the changes of context, so that a value made across one is not kept.
        @usableFromInline var generation = 0

        @inlinable
        init() {}

        @inlinable @inline(__always)
        func value(at key: Key, where test: (Input) -> Bool) -> Value? {
            entries[key].flatMap { test($0.input) ? $0.value : nil }
        }
    }

    @usableFromInline let state = LockedValue(State())

    /// Creates a table that keeps nothing yet.
    @inlinable
    public init() {}

    /// The value kept under `key` if it was made of `input`.
    @inlinable @inline(__always)
    public func value(at key: Key, madeOf input: Input) -> Value? {
        value(at: key) { $0 == input }
    }

    /// The value kept under `key` if what it was made of passes `test`, which runs under the
    /// table's lock and so must not use the table: for a caller that compares only part of it.
    @inlinable @inline(__always)
    public func value(at key: Key, where test: (Input) -> Bool) -> Value? {
        state.withLock { $0.value(at: key, where: test) }
    }

    /// The value kept under `key`, whatever it was made of.
    @inlinable @inline(__always)
    public func value(at key: Key) -> Value? {
        state.withLock { $0.entries[key]?.value }
    }

    /// Calls `body` with every kept key, input and value, holding the table's lock: `body` must
    /// not use the table.
    @inlinable @inline(__always)
    public func forEach(_ body: (Key, Input, Value) -> Void) {
        state.withLock { state in
            for (key, entry) in state.entries { body(key, entry.input, entry.value) }
        }
    }

    /// The value under `key` made of `input`: the kept one, else `make(input)`, kept.
    @inlinable @inline(__always)
    public func value(at key: Key, madeOf input: Input, by make: (Input) throws -> Value) rethrows -> Value {
        let (kept, generation) = state.withLock { ($0.value(at: key) { $0 == input }, $0.generation) }
        if let kept { return kept }
        let value = try make(input)
        state.withLock { state in
            if state.generation == generation { state.entries[key] = Entry(input: input, value: value) }
        }
        return value
    }

    /// Keeps `value`, made of `input`, under `key`, in place of what was kept there.
    @inlinable @inline(__always)
    public func keep(_ value: Value, at key: Key, madeOf input: Input) {
        state.withLock { $0.entries[key] = Entry(input: input, value: value) }
    }

    /// Forgets the value under `key`.
    @inlinable @inline(__always)
    public func forget(_ key: Key) {
        state.withLock { _ = $0.entries.removeValue(forKey: key) }
    }

    /// Forgets the values whose keys are not among `keys` (pages deleted or renamed since).
    @inlinable @inline(__always)
    public func keepOnly(_ keys: Set<Key>) {
        state.withLock { state in
            // Looking costs no copy; most runs find nothing to forget.
            guard state.entries.keys.contains(where: { !keys.contains($0) }) else { return }
            state.entries = state.entries.filter { keys.contains($0.key) }
        }
    }

    /// Starts a run whose values are all made with `context`: forgets every value when the last
    /// run's context was a different one.
    @inlinable @inline(__always)
    public func start<Context: Equatable & Sendable>(with context: Context) {
        state.withLock { state in
            guard (state.context as? Context) != context else { return }
            state.context = context
            state.entries = [:]
            state.generation += 1
        }
    }

    /// How many values are kept.
    @inlinable
    public var count: Int { state.withLock { $0.entries.count } }
}
