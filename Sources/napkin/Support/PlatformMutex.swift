#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pthread mutex, plain or recursive.
///
/// napkin uses pthread mutexes rather than `Synchronization.Mutex` because on Linux the latter is
/// built on futexes that the thread sanitizer cannot see, so every contended access would be
/// reported as a race; pthread mutexes keep `swift test --sanitize=thread` meaningful.
///
/// `@unchecked Sendable`: its only state is the mutex, whose address never changes (allocated once,
/// freed in `deinit`) and which is made to be used from many threads.
@usableFromInline
final class PlatformMutex: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates a mutex; a recursive one may be taken again by the thread holding it.
    init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        initializeMutex(mutex, recursive: recursive)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` while holding the mutex.
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// Initializes the pthread mutex at `mutex` (a ``PlatformMutex``'s, or one in a buffer's tail
/// storage); a recursive one may be taken again by the thread holding it.
func initializeMutex(_ mutex: UnsafeMutablePointer<pthread_mutex_t>, recursive: Bool = false) {
    guard recursive else {
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
        return
    }
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    let status = pthread_mutex_init(mutex, &attributes)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
    pthread_mutexattr_destroy(&attributes)
}
