import Foundation

/// A value worked out on a thread of its own while the caller goes on, and waited for where
/// it is needed.
///
/// For work that a later stage needs whole and that can go on beside the caller's: the
/// highlighted code an earlier build kept on disk, read while the sources are parsed; the
/// package's build, which `check` waits for only once it has read the pages.
package final class BackgroundValue<Value: Sendable>: Sendable {
    private let result = LockedValue<Value?>(nil)
    private let finished = DispatchGroup()

    /// Starts `work` on a new thread; with ``WorkerThreads/runOnCallingThread`` (the fuzz
    /// target's many small builds), runs it here and now.
    package init(_ work: @escaping @Sendable () -> Value) {
        if WorkerThreads.runOnCallingThread {
            result.withLock { $0 = work() }
            return
        }
        finished.enter()
        let result = self.result
        let finished = self.finished
        Thread {
            let value = work()
            result.withLock { $0 = value }
            finished.leave()
        }.start()
    }

    /// The value, once the work has finished.
    package var value: Value {
        finished.wait()
        // The work has stored its value before leaving the group.
        return result.withLock { $0! }
    }
}
