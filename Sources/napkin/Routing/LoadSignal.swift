/// Whether a router has finished loading, and the tasks waiting until it has.
@MainActor
final class LoadSignal {
    /// Whether loading has finished.
    private(set) var hasFinished = false
    private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter: UInt64 = 0

    /// Marks loading finished and releases every waiting task.
    func finish() {
        hasFinished = true
        let released = waiters
        waiters = [:]
        for continuation in released.values { continuation.resume() }
    }

    /// Returns once loading has finished, at once if it has; a cancelled task returns early.
    func wait() async {
        guard !hasFinished else { return }
        let waiter = nextWaiter
        nextWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // Runs on the main actor before any cancellation hop below can.
                if hasFinished || Task.isCancelled { continuation.resume() } else { waiters[waiter] = continuation }
            }
        } onCancel: {
            Task { @MainActor in self.release(waiter) }
        }
    }

    private func release(_ waiter: UInt64) {
        waiters.removeValue(forKey: waiter)?.resume()
    }
}
