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
