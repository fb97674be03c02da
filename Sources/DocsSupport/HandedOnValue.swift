/// A value one run of a build hands on to the next, whole: the next run takes it out, and hands
/// its own on only once it has made it to the end.
///
/// Taking it out means the run that changes it copies nothing, and a run that stops half-way
/// leaves nothing behind that the run after could mistake for its predecessor's.
///
/// `public` and `@inlinable` for the reason ``LockedValue`` gives.
public final class HandedOnValue<Value: Sendable>: Sendable {
    @usableFromInline let slot = LockedValue<Value?>(nil)

    /// Creates a slot that holds nothing yet.
    @inlinable
    public init() {}

    /// The value the last run handed on, taken out; `nil` if none did since it was last taken.
    @inlinable @inline(__always)
    public func take() -> Value? {
        slot.withLock { value in
            defer { value = nil }
            return value
        }
    }

    /// Hands `value` on to the next run, in place of whatever was handed on before.
    @inlinable @inline(__always)
    public func handOn(_ value: Value) {
        slot.withLock { $0 = value }
    }
}
