import Synchronization

/// The instances a component's `shared { }` properties have built, one per property.
///
/// Reads of an already-built instance take only a short, non-recursive lock around a dictionary
/// lookup. A miss takes the component's recursive build lock, checks again, and runs the factory
/// while holding it, so that:
/// - concurrent first accesses from many tasks build exactly one instance;
/// - a factory may read other shared properties of the same component (the same thread takes the
///   build lock again), which a plain non-recursive lock around the factory would trap on;
/// - a factory that returns `nil` is cached like any other value.
final class SharedInstanceStore: Sendable {
    private let instances = Mutex<[String: any Sendable]>([:])
    private let buildLock = RecursiveLock()
    /// The keys whose factories are running, to report a property that reads itself.
    private let building = Mutex<Set<String>>([])

    func instance<T: Sendable>(for key: String, factory: () -> T) -> T {
        if let existing = instances.withLock({ $0[key] }) {
            return existing as! T
        }
        return buildLock.withLock {
            if let existing = instances.withLock({ $0[key] }) {
                return existing as! T
            }
            let isFirstEntry = building.withLock { $0.insert(key).inserted }
            precondition(isFirstEntry, "shared property '\(key)' reads itself while it is being built")
            let value = factory()
            building.withLock { _ = $0.remove(key) }
            instances.withLock { $0[key] = value }
            return value
        }
    }
}
