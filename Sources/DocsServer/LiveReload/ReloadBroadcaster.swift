import Foundation

/// Counts the successful builds and wakes the pages that wait for the next one.
///
/// Each open page holds the generation it was served at and asks, in a long poll, for the
/// generation after it; a successful rebuild advances the generation and answers them all.
public actor ReloadBroadcaster {
    /// The number of successful builds since the server started.
    public private(set) var generation = 0

    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    private var isClosed = false

    /// Creates a broadcaster at generation 0.
    public init() {}

    /// Records a successful build and answers every waiting page.
    public func advance() {
        generation += 1
        resumeAll()
    }

    /// Answers every waiting page and every later question at once, so that shutting down
    /// does not wait for long polls.
    public func close() {
        isClosed = true
        resumeAll()
    }

    /// The current generation, as soon as it differs from `known`, or after `timeout`,
    /// or when the waiting task is cancelled, whichever comes first.
    public func generation(after known: Int, timeout: Duration) async -> Int {
        guard generation == known, !isClosed, !Task.isCancelled else { return generation }
        let id = UUID()
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.resume(id)
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { waiters[id] = $0 }
        } onCancel: {
            Task { await self.resume(id) }
        }
        timer.cancel()
        return generation
    }

    /// The number of pages waiting; for tests.
    public var waiterCount: Int { waiters.count }

    private func resume(_ id: UUID) {
        waiters.removeValue(forKey: id)?.resume()
    }

    private func resumeAll() {
        let waiting = waiters
        waiters = [:]
        for continuation in waiting.values { continuation.resume() }
    }
}
