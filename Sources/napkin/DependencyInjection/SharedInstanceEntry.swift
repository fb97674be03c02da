#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `shared { }` property of a component: its key and, once built, its instance.
@usableFromInline
struct SharedInstanceEntry: Sendable {
    @usableFromInline let key: SharedInstanceKey
    /// The instance; `nil` while its factory runs.
    @usableFromInline var value: SharedInstance?

    @usableFromInline
    init(key: SharedInstanceKey, value: SharedInstance?) {
        self.key = key
        self.value = value
    }
}

/// The entries of a component's `shared { }` properties: the first inline, so that a component
/// whose services are read from one property allocates no array, then the others in order.
@usableFromInline
struct SharedInstanceEntries: Sendable {
    @usableFromInline var first: SharedInstanceEntry?
    @usableFromInline var rest: [SharedInstanceEntry] = []

    @inlinable
    init() {}

    /// The entry for `key`, if there is one.
    @inlinable
    func entry(for key: SharedInstanceKey) -> SharedInstanceEntry? {
        if let first, first.key == key { return first }
        return rest.first { $0.key == key }
    }

    /// Adds an entry for a property not listed yet.
    @usableFromInline
    mutating func append(_ entry: SharedInstanceEntry) {
        if first == nil { first = entry } else { rest.append(entry) }
    }

    /// Sets the value of the entry for `key`.
    @usableFromInline
    mutating func setValue(_ value: SharedInstance, for key: SharedInstanceKey) {
        if first?.key == key {
            first?.value = value
        } else if let index = rest.firstIndex(where: { $0.key == key }) {
            rest[index].value = value
        }
    }
}

/// A built instance as it is kept: an instance of a class as itself, anything else in a box, so
/// that a hit needs no dynamic cast either way.
///
/// How it is kept is decided once, as it is kept, and the instance is read back the same way.
/// Asking again as it is read would not do: whether `T` is a class can be answered differently by
/// code specialized in a client module (where the optimizer folds the test, and answers `false`
/// for a class composed with `Sendable`) and by the generic code here (which asks at run time).
@usableFromInline
struct SharedInstance: Sendable {
    /// The instance, or its box.
    @usableFromInline let object: any AnyObject & Sendable
    /// Whether ``object`` is the instance itself.
    @usableFromInline let isUnboxed: Bool

    /// `value`, kept as itself when `T` is a class (its metatype is a class's and its value is
    /// one reference; a class-bound existential, two words, is boxed), else boxed.
    @usableFromInline
    init<T: Sendable>(_ value: T) {
        if T.self is AnyObject.Type && MemoryLayout<T>.size == MemoryLayout<AnyObject>.size {
            // `T` is a class (checked above): its value is the reference, and `Sendable` adds
            // nothing to the layout of `AnyObject`.
            object = unsafeBitCast(value, to: (any AnyObject & Sendable).self)
            isUnboxed = true
        } else {
            object = SharedInstanceBox(value)
            isUnboxed = false
        }
    }

    /// The instance, which ``init(_:)`` was given as a `T`.
    @inlinable
    func value<T: Sendable>(as _: T.Type) -> T {
        if isUnboxed { return unsafeBitCast(object, to: T.self) }
        return unsafeDowncast(object, to: SharedInstanceBox<T>.self).value
    }
}

/// A built instance of a value type (or an existential), boxed.
@usableFromInline
final class SharedInstanceBox<T: Sendable>: Sendable {
    @usableFromInline let value: T
    @usableFromInline init(_ value: T) { self.value = value }
}

/// What identifies a `shared { }` property: its name.
///
/// Compared by address first, which is all a hit needs (one literal at one call site), then by
/// its bytes: a getter inlined into another module carries its own copy of the literal.
@usableFromInline
struct SharedInstanceKey: Equatable, Sendable {
    @usableFromInline let name: StaticString

    @inlinable
    init(_ name: StaticString) { self.name = name }

    @inlinable
    static func == (lhs: SharedInstanceKey, rhs: SharedInstanceKey) -> Bool {
        let (left, right) = (lhs.name, rhs.name)
        guard left.hasPointerRepresentation, right.hasPointerRepresentation else {
            return left.description == right.description
        }
        let count = left.utf8CodeUnitCount
        guard count == right.utf8CodeUnitCount else { return false }
        return left.utf8Start == right.utf8Start || memcmp(left.utf8Start, right.utf8Start, count) == 0
    }
}
