import NIOCore

/// A ``ReloadRequest`` parked on its connection until the next build's outcome, the server's
/// stop or its timeout, whichever comes first; then answered with the status of that moment.
///
/// No task waits: the broadcaster holds a closure that completes ``woken`` from whichever
/// thread records the outcome, and the event loop writes the answer once it is complete. The
/// timer and the connection's end complete it only after taking the closure back from the
/// broadcaster, so it is completed once, whoever comes first.
struct LongPoll {
    /// Completed, once, when the page is to be answered.
    let woken: EventLoopPromise<Void>
    /// The page's place among the broadcaster's waiters; `nil` when it needed no wait.
    let waiter: ReloadBroadcaster.Waiter?
    /// Wakes the page unchanged at the timeout.
    let timer: Scheduled<Void>?

    /// Parks `request` with `broadcaster`, on `eventLoop`, for at most `timeout`; or completes
    /// ``woken`` at once when the current status already answers it.
    init(_ request: ReloadRequest, broadcaster: ReloadBroadcaster, timeout: TimeAmount, on eventLoop: any EventLoop) {
        let woken = eventLoop.makePromise(of: Void.self)
        let waiter = broadcaster.notifyOnNextOutcome(unlessAnswered: request.isAnswered(by:)) { woken.succeed() }
        self.woken = woken
        self.waiter = waiter
        if let waiter {
            timer = eventLoop.scheduleTask(in: timeout) {
                if broadcaster.cancel(waiter) { woken.succeed() }
            }
        } else {
            timer = nil
            woken.succeed()
        }
    }

    /// Wakes the page now, unless the broadcaster already has: its connection has gone.
    func end(broadcaster: ReloadBroadcaster) {
        timer?.cancel()
        if let waiter, broadcaster.cancel(waiter) { woken.succeed() }
    }
}
