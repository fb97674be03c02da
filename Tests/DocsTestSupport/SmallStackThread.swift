import Foundation

/// The stack of a secondary thread on macOS (Dispatch's and Swift Concurrency's included), the
/// smallest a build may run on; Linux gives its threads 8 MB.
public let smallThreadStackSize = 512 * 1024

/// Runs `work` on a thread of its own whose stack is `stackSize` bytes, and returns its result,
/// without holding one of Swift Concurrency's threads while it runs: for tests that deep input
/// fits in the stack of any thread a build may run on.
public func onThread<Result: Sendable>(stackSize: Int = smallThreadStackSize,
                                       _ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: work()) }
        thread.stackSize = stackSize
        thread.start()
    }
}
