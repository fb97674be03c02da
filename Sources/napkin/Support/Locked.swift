/// A value that is only ever read or changed while holding its own mutex.
///
/// `@unchecked Sendable`: `value` is private and touched only inside `withLock`, under the mutex.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let mutex = PlatformMutex()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into this lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { try body(&value) }
    }
}
