import Foundation

extension Array where Element: Sendable {
    /// The elements transformed on all cores, in the elements' order whatever the scheduling.
    ///
    /// The work runs on threads of its own (see ``WorkerThreads``), whose stacks are large
    /// enough for the deepest recursion a page can cause; the caller waits.
    package func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        // Each slot is written once, by the worker that took its position; the lock makes the
        // writes visible to the caller once every worker is done.
        let results = LockedValue<[Result?]>([Result?](repeating: nil, count: count))
        let next = LockedValue(0)
        WorkerThreads.run(count: Swift.min(count, ProcessInfo.processInfo.activeProcessorCount)) { [self] in
            while case let position = next.withLock({ next in
                defer { next += 1 }
                return next
            }), position < count {
                let result = transform(self[position])
                results.withLock { $0[position] = result }
            }
        }
        // Moved out of their slots, not copied: a copy of a large value (a resolved page) retains
        // each of its references once more, and the slots' deletion then releases them all.
        return results.withLock { slots in
            var values: [Result] = []
            values.reserveCapacity(slots.count)
            for position in slots.indices { values.append(slots[position].take()!) }
            return values
        }
    }
}
