import Foundation

/// Lets go of `object` on a thread of its own, for a large value whose freeing would hold up the
/// caller (the values of a one-shot resolution, which the rendering after it never reads).
///
/// The caller's reference must be handed over (`releaseOnAnotherThread(consume value)`): the
/// thread lets go of the last one only if the caller has let go of its own first, which it
/// almost always has, thread creation being the slower; when it has not, the caller frees the
/// value, as it would have without this call.
package func releaseOnAnotherThread<Object: AnyObject & Sendable>(_ object: consuming Object) {
    let retained = Unmanaged.passRetained(object)
    _ = consume object
    Thread.detachNewThread { retained.release() }
}
