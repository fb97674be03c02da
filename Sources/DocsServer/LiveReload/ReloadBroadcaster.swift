import Foundation

/// Counts the successful builds, keeps the errors of a failed one, and wakes the pages that
/// wait for the next outcome.
///
/// Each open page holds the generation it was served at and asks, in a long poll, for the
/// outcome after the last one it heard of (its ``ReloadStatus/revision``): a successful rebuild
/// advances the generation and the page reloads; a failed one brings its errors, which the page
/// shows over itself until a build succeeds.
public actor ReloadBroadcaster {
    /// The number of successful builds since the server started.
    public private(set) var generation = 0
    /// The number of builds, failed ones included, since the server started.
    public private(set) var revision = 0
    /// The errors of the last build when it failed, one `file:line:column: error: …` each;
    /// empty after a success.
    public private(set) var errors: [String] = []

    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    private var isClosed = false

    /// Creates a broadcaster at generation 0.
    public init() {}

    /// Records a successful build and answers every waiting page.
    public func advance() {
        generation += 1
        revision += 1
        errors = []
        resumeAll()
    }

    /// Records a failed build with its errors and answers every waiting page.
    public func fail(_ errors: [String]) {
        revision += 1
        self.errors = errors
        resumeAll()
    }

    /// What the pages are told: the state as soon as its revision differs from `known`, or
    /// after `timeout`, or when the waiting task is cancelled, whichever comes first.
    public func status(after known: Int, timeout: Duration) async -> ReloadStatus {
        if revision == known, !isClosed, !Task.isCancelled { await wait(timeout: timeout) }
        return ReloadStatus(generation: generation, revision: revision, errors: errors)
    }

    /// Answers every waiting page and every later question at once, so that shutting down
    /// does not wait for long polls.
    public func close() {
        isClosed = true
        resumeAll()
    }

    /// The current generation, as soon as it differs from `known`, or after `timeout`,
    /// or when the waiting task is cancelled, whichever comes first.
    /// A failed build answers early, with the generation unchanged.
    public func generation(after known: Int, timeout: Duration) async -> Int {
        if generation == known, !isClosed, !Task.isCancelled { await wait(timeout: timeout) }
        return generation
    }

    /// Waits for the next outcome, `timeout`, cancellation or closing.
    private func wait(timeout: Duration) async {
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

/// What the long poll tells a page (see ``LiveReloadScript``), as JSON.
public struct ReloadStatus: Sendable, Equatable, Codable {
    /// The generation of the site served now; a page served at another one reloads.
    public var generation: Int
    /// The number of builds so far: the page asks for the status after this one.
    public var revision: Int
    /// The errors of the last build if it failed, else empty.
    public var errors: [String]

    /// Creates a status.
    public init(generation: Int, revision: Int, errors: [String]) {
        self.generation = generation
        self.revision = revision
        self.errors = errors
    }
}
