#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The instances a component's `shared { }` properties have built, one per property, with the two
/// locks that guard them, all in one allocation made with the component. The first property's
/// entry is inline and an instance of a class is kept without a box, so a component whose first
/// shared service is a class allocates nothing more when it is read.
///
/// The locks are the buffer's two elements, pthread mutexes whose addresses never change (tail
/// storage of this object); the header is the list of entries:
/// - element 0, the entry lock (plain): guards the header. A hit takes only this lock around a
///   short scan keyed by the property's name (a static string, compared by address first): a
///   component has a handful of shared properties, and scanning a short array beats hashing.
/// - element 1, the build lock (recursive): held while a factory runs, so that concurrent first
///   accesses build exactly one instance, and a factory may read other shared properties of the
///   same component (the same thread takes the build lock again).
///
/// A property being built has an entry without a value; another thread that sees it waits on the
/// build lock, and the building thread seeing it again means the property reads itself. A
/// factory that returns `nil` is cached like any other value.
///
/// Thread safety: the header is read and changed only while the entry lock (element 0) is held;
/// the elements are the mutexes themselves, made for use from many threads. (`ManagedBuffer` is
/// never `Sendable`; the component that holds this store is `@unchecked Sendable` for this reason.)
@usableFromInline
final class SharedInstances: ManagedBuffer<SharedInstanceEntries, pthread_mutex_t> {
    /// A new, empty store with its two locks.
    @usableFromInline
    static func make() -> SharedInstances {
        let store = unsafeDowncast(
            create(minimumCapacity: 2) { _ in SharedInstanceEntries() }, to: SharedInstances.self)
        store.withUnsafeMutablePointerToElements { locks in
            initializeMutex(locks)
            initializeMutex(locks + 1, recursive: true)
        }
        return store
    }

    deinit {
        withUnsafeMutablePointerToElements { locks in
            pthread_mutex_destroy(locks)
            pthread_mutex_destroy(locks + 1)
        }
    }

    /// The instance for `name`: the one already built (inlined into callers), or a new one.
    @inlinable
    func instance<T: Sendable>(for name: StaticString, factory: () -> T) -> T {
        let key = SharedInstanceKey(name)
        if let built = withEntries({ $0.entry(for: key)?.value }) {
            return built.value(as: T.self)
        }
        return build(key: key, name: name, factory: factory)
    }

    /// Runs `body` on the entries while holding the entry lock. `body` must not call back into
    /// this store.
    @inlinable
    func withEntries<Result>(_ body: (inout SharedInstanceEntries) -> Result) -> Result {
        // The lock first, and the header's address only under it, as `LockStorage` does.
        withUnsafeMutablePointerToElements { locks in
            pthread_mutex_lock(locks)
            defer { pthread_mutex_unlock(locks) }
            return withUnsafeMutablePointerToHeader { entries in body(&entries.pointee) }
        }
    }

    /// Builds the instance for `key` under the build lock, unless another thread built it first.
    @usableFromInline
    func build<T: Sendable>(key: SharedInstanceKey, name: StaticString, factory: () -> T) -> T {
        withUnsafeMutablePointerToElements { locks in
            pthread_mutex_lock(locks + 1)
            defer { pthread_mutex_unlock(locks + 1) }
            let found: SharedInstanceEntry? = withEntries { entries in
                if let entry = entries.entry(for: key) { return entry }
                entries.append(SharedInstanceEntry(key: key, value: nil))
                return nil
            }
            if let found {
                // Only this thread, holding the build lock, leaves an entry without a value.
                guard let built = found.value else {
                    preconditionFailure("shared property '\(name)' reads itself while it is being built")
                }
                return built.value(as: T.self)
            }
            let value = factory()
            let kept = SharedInstance(value)
            withEntries { entries in entries.setValue(kept, for: key) }
            return value
        }
    }
}
