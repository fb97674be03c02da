import Foundation

/// A value read and changed only while holding its lock, shared by the threads that render.
///
/// It uses `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`, which on Linux is built
/// on futexes that the thread sanitizer cannot see; CI runs the tests under it.
///
/// `@unchecked Sendable`: `value` is private and touched only inside `withLock`, under the lock.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
