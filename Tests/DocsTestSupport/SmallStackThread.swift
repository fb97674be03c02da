import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The stack of a secondary thread on macOS (Dispatch's and Swift Concurrency's included), the
/// smallest a build may run on; Linux gives its threads 8 MB. Under the thread sanitizer, whose
/// instrumentation makes every frame several times larger, the stack is four times as large.
package let smallThreadStackSize = 512 * 1024 * (isThreadSanitized ? 4 : 1)

/// Whether the process runs under the thread sanitizer (its runtime is loaded).
private let isThreadSanitized: Bool = {
    let process = dlopen(nil, RTLD_NOW)
    defer { if let process { dlclose(process) } }
    return dlsym(process, "__tsan_init") != nil
}()

/// Runs `work` on a thread of its own whose stack is `stackSize` bytes, and returns its result,
/// without holding one of Swift Concurrency's threads while it runs: for tests that deep input
/// fits in the stack of any thread a build may run on.
package func onThread<Result: Sendable>(
    stackSize: Int = smallThreadStackSize,
    _ work: @escaping @Sendable () -> Result
) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: work()) }
        thread.stackSize = stackSize
        thread.start()
    }
}
