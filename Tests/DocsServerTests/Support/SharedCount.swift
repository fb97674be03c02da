import Synchronization

/// A counter that closures on any thread can share.
final class SharedCount: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .sequentiallyConsistent) }

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int {
        count.add(1, ordering: .sequentiallyConsistent).newValue
    }
}
