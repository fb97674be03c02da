import DocsSupport
import NIOConcurrencyHelpers

/// Counts the successful builds, keeps the errors of a failed one, and wakes the pages that
/// wait for the next outcome.
///
/// Each open page holds the generation it was served at and asks, in a long poll, for the
/// outcome after the last one it heard of (its ``ReloadStatus/revision``): a successful rebuild
/// advances the generation and the page reloads; a failed one brings its errors, which the page
/// shows over itself until a build succeeds.
///
/// Every member may be used from any thread and none of them blocks for longer than a lock is
/// held: the server reads the generation on its event loop for every page it serves, and a
/// long poll waits with ``notifyOnNextOutcome(unlessAnswered:_:)`` instead of a task.
package final class ReloadBroadcaster: Sendable {
    /// A page waiting for the next outcome, as ``notifyOnNextOutcome(unlessAnswered:_:)``
    /// registers it; ``cancel(_:)`` takes it back.
    package struct Waiter: Hashable, Sendable {
        fileprivate let number: Int
    }

    private struct State {
        var status = ReloadStatus(generation: 0, revision: 0, errors: [])
        var isClosed = false
        var nextWaiter = 0
        var waiters: [Waiter: @Sendable () -> Void] = [:]
    }

    // A pthread mutex, which the thread sanitizer sees, guards all of the state.
    private let state = NIOLockedValueBox(State())

    /// Creates a broadcaster at generation 0.
    package init() {}

    /// The number of successful builds since the server started.
    package var generation: Int { state.withLockedValue { $0.status.generation } }
    /// The number of builds, failed ones included, since the server started.
    package var revision: Int { state.withLockedValue { $0.status.revision } }
    /// The errors of the last build when it failed, one `file:line:column: error: …` each;
    /// empty after a success.
    package var errors: [String] { state.withLockedValue { $0.status.errors } }
    /// What a page would be told now: the generation, the revision and the errors together.
    package var status: ReloadStatus { state.withLockedValue { $0.status } }
    /// The number of pages waiting; for tests.
    package var waiterCount: Int { state.withLockedValue { $0.waiters.count } }

    /// Records a successful build and wakes every waiting page.
    package func advance() {
        wakeAll { state in
            state.status.generation += 1
            state.status.revision += 1
            state.status.errors = []
        }
    }

    /// Records a failed build with its errors and wakes every waiting page.
    package func fail(_ errors: [String]) {
        wakeAll { state in
            state.status.revision += 1
            state.status.errors = errors
        }
    }

    /// Wakes every waiting page and answers every later question at once, so that shutting down
    /// does not wait for long polls.
    package func close() {
        wakeAll { $0.isClosed = true }
    }

    /// Registers `wake` to be called once, on the thread that records the next outcome (or
    /// closes the broadcaster), and returns its ``Waiter``; or calls nothing and returns `nil`
    /// when the page needs no wait: `isAnswered` holds for the current status, or the
    /// broadcaster is closed.
    ///
    /// `isAnswered` runs under the broadcaster's lock, so no outcome can slip in between the
    /// check and the registration; `wake` runs after the lock is released.
    package func notifyOnNextOutcome(
        unlessAnswered isAnswered: (ReloadStatus) -> Bool,
        _ wake: @escaping @Sendable () -> Void
    ) -> Waiter? {
        state.withLockedValue { state in
            guard !state.isClosed, !isAnswered(state.status) else { return nil }
            let waiter = Waiter(number: state.nextWaiter)
            state.nextWaiter += 1
            state.waiters[waiter] = wake
            return waiter
        }
    }

    /// Takes `waiter` back before it is woken; returns `false` when it was woken already (or is
    /// being woken), in which case its `wake` runs or has run.
    @discardableResult
    package func cancel(_ waiter: Waiter) -> Bool {
        state.withLockedValue { $0.waiters.removeValue(forKey: waiter) != nil }
    }

    /// Changes the state and wakes the pages waiting before the change, outside the lock.
    private func wakeAll(after change: (inout State) -> Void) {
        let waiting = state.withLockedValue { state in
            change(&state)
            defer { state.waiters = [:] }
            return state.waiters
        }
        for wake in waiting.values { wake() }
    }
}

/// What the long poll tells a page (see ``LiveReloadScript``), as JSON.
package struct ReloadStatus: Sendable, Equatable, Codable {
    /// The generation of the site served now; a page served at another one reloads.
    package var generation: Int
    /// The number of builds so far: the page asks for the status after this one.
    package var revision: Int
    /// The errors of the last build if it failed, else empty.
    package var errors: [String]

    /// Creates a status.
    package init(generation: Int, revision: Int, errors: [String]) {
        self.generation = generation
        self.revision = revision
        self.errors = errors
    }
}
