import Dispatch

/// Runs work that blocks (waiting for a compiler) on a Dispatch thread, and waits for it without
/// holding one of Swift Concurrency's threads, which are as few as the cores.
func offTheConcurrencyPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
