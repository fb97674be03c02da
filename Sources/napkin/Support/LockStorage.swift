#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value and the pthread mutex that guards it, in one allocation: the value is the buffer's
/// header, the mutex its only element (tail storage, so its address never changes).
///
/// Thread safety: the header is read and changed only inside ``withLock(_:)``, after the mutex
/// has been taken; the mutex itself is made for use from many threads. `ManagedBuffer` is never
/// `Sendable`, so ``Locked`` is the `Sendable` handle that shares it.
final class LockStorage<Value: Sendable>: ManagedBuffer<Value, pthread_mutex_t> {
    /// A new storage holding `value`, with its mutex initialized.
    static func make(_ value: Value) -> LockStorage<Value> {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in value }, to: LockStorage<Value>.self)
        storage.withUnsafeMutablePointerToElements { mutex in initializeMutex(mutex) }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_destroy(mutex) }
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into this lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        // The mutex first, and the header's address only under it: taking that address is an
        // access the thread sanitizer sees, and taken before the lock it raced with a writer.
        try withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try withUnsafeMutablePointerToHeader { value in try body(&value.pointee) }
        }
    }
}
