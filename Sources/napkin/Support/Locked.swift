/// A value that is only ever read or changed while holding its own mutex.
///
/// `@unchecked Sendable`: `value` is touched only inside `withLock`, under the mutex (it is
/// `@usableFromInline` only so that the `shared { }` hit path can be inlined into callers).
@usableFromInline
final class Locked<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let mutex = PlatformMutex()
    @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into this lock.
    @inlinable
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { try body(&value) }
    }
}
