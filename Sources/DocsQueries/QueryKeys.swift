/// The key of a value the build gives the engine (a source file as read, an option, the symbol
/// graphs' reading): set with ``QueryEngine/set(_:to:)``, read by the queries that need it.
///
/// A key is its value's whole identity: two equal keys name the same input. Its type says what
/// the value is, so a read needs no cast.
public protocol InputKey: Hashable, Sendable {
    /// What the input holds.
    associatedtype Value: Sendable

    /// Whether `new` is the value `old` was, so that setting it changes nothing. For values
    /// without equality the default is `false`: every set is a change.
    static func isUnchanged(_ old: Value, _ new: Value) -> Bool
}

/// The key of a value the engine derives from inputs and other derived values: a file's parse,
/// a page's model, its rendering. ``value(reading:)`` computes it, reading what it needs
/// through the ``QueryReads`` it is given, which records every read: the engine computes it
/// again only when one of them changed.
///
/// It must be a pure function of what it reads through `reads`: anything else it used (a file
/// read directly, the clock) would not be followed.
public protocol QueryKey: Hashable, Sendable {
    /// What the query derives.
    associatedtype Value: Sendable

    /// Computes the value, reading inputs and other queries through `reads`.
    func value(reading reads: QueryReads) -> Value

    /// Whether an engine that does not track reads (``QueryEngine/init(tracksReads:)``) keeps
    /// the value it computed for the next read (the default), or computes it at every read, as
    /// Salsa's transparent queries are: for a value that costs less to make than to keep and find
    /// again (a field of another value), or that a one-shot build reads only once. An engine that
    /// tracks reads keeps every value, so that a change has something to compare with.
    static var isKeptInOneShotBuilds: Bool { get }

    /// Whether `new`, computed again, is the value `old` was: then the queries that read it are
    /// not computed again (Salsa's "backdating"). For values without equality the default is
    /// `false`.
    static func isUnchanged(_ old: Value, _ new: Value) -> Bool
}

extension InputKey {
    /// Every set is a change.
    @inlinable
    public static func isUnchanged(_ old: Value, _ new: Value) -> Bool { false }
}

extension InputKey where Value: Equatable {
    /// Equal values are unchanged.
    @inlinable
    public static func isUnchanged(_ old: Value, _ new: Value) -> Bool { old == new }
}

extension QueryKey {
    /// Kept, unless the query says otherwise.
    @inlinable
    public static var isKeptInOneShotBuilds: Bool { true }

    /// Every value computed again is a change.
    @inlinable
    public static func isUnchanged(_ old: Value, _ new: Value) -> Bool { false }
}

extension QueryKey where Value: Equatable {
    /// Equal values are unchanged.
    @inlinable
    public static func isUnchanged(_ old: Value, _ new: Value) -> Bool { old == new }
}
