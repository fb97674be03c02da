import Dispatch
import Foundation

extension Process {
    /// Runs the process, calls `whileRunning` (which reads its pipes to their end, so that a full
    /// pipe cannot stall it), and returns what that returned once the process has exited.
    ///
    /// Foundation's `waitUntilExit` on Linux spins the run loop and looks again every 50 ms, so a
    /// command that takes 2 ms cost 50 (`git rev-parse`, three of them before a build of several
    /// versions); the end is told by the termination handler instead.
    ///
    /// - Throws: what `run()` throws, when the process cannot start; then nothing is waited for.
    package func runToExit<Result>(whileRunning: () -> Result) throws -> Result {
        let exited = DispatchSemaphore(value: 0)
        terminationHandler = { _ in exited.signal() }
        try run()
        defer { exited.wait() }
        return whileRunning()
    }
}
