import Dispatch

/// Frees a value on a background thread instead of the caller's.
///
/// A large site's model is millions of small allocations, and freeing them takes about as
/// long as resolving the site did. A build hands its model and files over here once they are
/// written, and a one-shot resolution its engine's values once the site is made, so that
/// neither is delayed: a command-line build exits before the work would
/// matter, and `serve` frees them while it waits for the next change. (Compilers skip the
/// freeing altogether at exit, as clang's `-disable-free` does; a library used by a
/// long-running server cannot.)
package enum BackgroundRelease {
    /// Takes ownership of `value` and drops it on a background queue.
    ///
    /// Pass the last reference (`consume value`); a copy the caller keeps is freed by the caller.
    package static func release<Value: Sendable>(_ value: consuming Value) {
        // The owner is retained once more before the closure exists, so the background queue,
        // never the caller, drops the last reference.
        let owner = Unmanaged.passRetained(Owner(value))
        DispatchQueue.global(qos: .utility).async { owner.release() }
    }

    private final class Owner<Value: Sendable>: Sendable {
        let value: Value

        init(_ value: consuming Value) {
            self.value = value
        }
    }
}
