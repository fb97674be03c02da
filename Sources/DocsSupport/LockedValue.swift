import Foundation

/// A value read and changed only while holding its lock, shared by the threads that render.
///
/// It uses `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`, which on Linux is built
/// on futexes that the thread sanitizer cannot see; CI runs the tests under it.
///
/// `@unchecked Sendable`: `lockedValue` is touched only inside `withLock`, under the lock. It is
/// `@usableFromInline`, not private, only so that `withLock` can be inlined where it is called;
/// nothing else in DocsSupport names it (`grep -rn lockedValue Sources` finds this file alone).
///
/// `public` and `@inlinable` for the reason ``KeptValues`` gives.
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var lockedValue: Value

    @inlinable
    public init(_ value: Value) {
        self.lockedValue = value
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable @inline(__always)
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&lockedValue)
    }
}
