import Foundation

/// Threads with a large stack, for the build's parallel work.
///
/// Dispatch's and Swift Concurrency's threads have a stack of 512 KB on macOS (8 MB on Linux),
/// and swift-syntax, which highlights the code blocks, recurses once per level of the code's
/// syntax tree: a code block of `a.b.b.b…` or `Int???…` nests as deep as it is long. The
/// stack's pages are only reserved until they are touched, so a large one costs nothing more
/// for ordinary pages.
package enum WorkerThreads {
    /// The stack of each worker: room for the deepest code that is highlighted (see
    /// `SwiftHighlighter` in DocsHighlighting, which leaves larger code blocks plain).
    package static let stackSize = 256 * 1024 * 1024

    /// Whether ``run(count:_:)`` runs the work once, on the calling thread, instead of on new
    /// threads. For a caller that already runs on a thread of ``stackSize`` and makes many
    /// small builds one after another, for which starting threads costs more than the work
    /// itself: the fuzz target (`napkin-docs-fuzz`), which builds two sites for every input.
    @TaskLocal package static var runOnCallingThread = false

    /// Runs `work` on `count` new threads at once and returns when every one has finished;
    /// with ``runOnCallingThread``, runs it once on the calling thread. (`work` takes its items
    /// from a shared queue, as ``Swift/Array/concurrentMap(_:)`` does, so one call does it all.)
    package static func run(count: Int, _ work: @escaping @Sendable () -> Void) {
        guard count > 0 else { return }
        if runOnCallingThread {
            work()
            return
        }
        let finished = DispatchGroup()
        for _ in 0..<count {
            finished.enter()
            let thread = Thread {
                work()
                finished.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        finished.wait()
    }
}
