/// A value that is only ever read or changed while holding its own mutex.
///
/// A copy shares the value and the mutex with the original: both live in one ``LockStorage``
/// allocation.
///
/// `@unchecked Sendable`: the value is touched only inside `withLock`, under the storage's mutex.
struct Locked<Value: Sendable>: @unchecked Sendable {
    private let storage: LockStorage<Value>

    init(_ value: Value) {
        storage = .make(value)
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into this lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withLock(body)
    }
}
