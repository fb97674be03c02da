import Dispatch

extension Array where Element: Sendable {
    /// The elements transformed on all cores, in the elements' order whatever the scheduling.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        // Each slot is written once, by the iteration that owns it; the lock makes the
        // writes visible to the caller once `concurrentPerform` returns.
        let results = LockedValue<[Result?]>(Array<Result?>(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { position in
            let result = transform(self[position])
            results.withLock { $0[position] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
