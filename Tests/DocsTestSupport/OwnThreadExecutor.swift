import Foundation
import Testing

/// A task executor that runs its jobs, one at a time in the order they came, on a thread of its
/// own: for tests that measure time (a watcher that must notice a save within seconds) and so
/// must not wait behind the other tests' synchronous work on Swift Concurrency's few threads.
///
/// Swift Testing runs every test on those threads at once; on two cores a pair of long
/// synchronous tests holds both for seconds at a time, and under the thread sanitizer for longer
/// than such a test waits.
///
/// `@unchecked Sendable`: `jobs` is only touched with `condition` locked; the rest is constant.
package final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// One executor, and thread, for every test that asks for it.
    package static let shared = OwnThreadExecutor(name: "OwnThreadExecutor.shared")

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    /// Starts the thread, named `name`; it, and so the executor, lives as long as the process.
    package init(name: String) {
        let thread = Thread { self.runJobs() }
        thread.name = name
        thread.start()
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Runs a test, or every test of a suite, with ``OwnThreadExecutor/shared`` as the executor its
/// task prefers: its code, its child tasks and the default actors it calls run on that thread.
/// Unstructured tasks it starts must ask for the executor themselves (`Task(executorPreference:)`).
package struct OnOwnThread: TestTrait, SuiteTrait, TestScoping {
    package var isRecursive: Bool { true }

    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(OwnThreadExecutor.shared) { try await function() }
    }
}

extension Trait where Self == OnOwnThread {
    /// Runs the test, or the suite's tests, on a thread of their own: see ``OnOwnThread``.
    package static var onOwnThread: Self { OnOwnThread() }
}
