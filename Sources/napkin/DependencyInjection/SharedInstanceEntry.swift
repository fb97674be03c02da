/// One `shared { }` property of a component: its key and, once built, its instance.
@usableFromInline
struct SharedInstanceEntry: Sendable {
    @usableFromInline let key: SharedInstanceKey
    /// The boxed instance; `nil` while its factory runs.
    @usableFromInline var value: (any AnyObject & Sendable)?

    @usableFromInline
    init(key: SharedInstanceKey, value: (any AnyObject & Sendable)?) {
        self.key = key
        self.value = value
    }
}

/// A built instance, boxed so that a hit needs no dynamic cast.
@usableFromInline
final class SharedInstanceBox<T: Sendable>: Sendable {
    @usableFromInline let value: T
    @usableFromInline init(_ value: T) { self.value = value }
}

/// What identifies a `shared { }` property: the address of its name.
@usableFromInline
struct SharedInstanceKey: Hashable, Sendable {
    @usableFromInline let address: UInt

    @inlinable
    init(_ name: StaticString) {
        // A property's name is one literal at one call site, so its address identifies it.
        address = name.hasPointerRepresentation ? UInt(bitPattern: name.utf8Start) : UInt(name.unicodeScalar.value)
    }
}
