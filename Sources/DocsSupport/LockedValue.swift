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
/// It is `public` and every member `@inlinable`: a release build specializes generic code only
/// where it sees the body, and this toolchain writes the bodies of `@inlinable` declarations into
/// the module for other modules only when they are `public` (`package` ones were left out, and the
/// stages called the unspecialized lookups: a save of one page of 10,000 rendered in 105 ms instead
/// of 84). No product exports DocsSupport, so `public` here reaches no module outside this package.
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
