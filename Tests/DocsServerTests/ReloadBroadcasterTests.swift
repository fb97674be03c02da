import DocsServer
import Foundation
import Testing

@Suite(.timeLimit(.minutes(3))) struct ReloadBroadcasterTests {
    @Test func aPageBehindNeedsNoWait() {
        let broadcaster = ReloadBroadcaster()
        broadcaster.advance()
        let woken = SharedCount()
        #expect(broadcaster.notifyOnNextOutcome(unlessAnswered: { $0.generation != 0 }) { woken.increment() } == nil)
        #expect(broadcaster.waiterCount == 0)
        #expect(woken.value == 0, "an answered page is not woken: it is answered by the caller")
    }

    @Test func wakesWaitersOnTheNextBuild() {
        let broadcaster = ReloadBroadcaster()
        let woken = SharedCount()
        let waiter = broadcaster.notifyOnNextOutcome(unlessAnswered: { $0.generation != 0 }) { woken.increment() }
        #expect(waiter != nil)
        #expect(broadcaster.waiterCount == 1)
        broadcaster.advance()
        #expect(woken.value == 1)
        #expect(broadcaster.generation == 1)
        #expect(broadcaster.waiterCount == 0)
        broadcaster.advance()
        #expect(woken.value == 1, "a waiter is woken once")
    }

    /// The waiter is woken after the lock is released, so that it can read the new state.
    @Test func aWokenWaiterSeesTheNewStatus() {
        let broadcaster = ReloadBroadcaster()
        let seen = SharedCount()
        _ = broadcaster.notifyOnNextOutcome(unlessAnswered: { $0.revision != 0 }) {
            seen.increment()
            #expect(broadcaster.status == ReloadStatus(generation: 0, revision: 1, errors: ["A.md:1:1: error: broken"]))
        }
        broadcaster.fail(["A.md:1:1: error: broken"])
        #expect(seen.value == 1)
    }

    @Test func closingWakesWaitersAndAnswersLaterOnesAtOnce() {
        let broadcaster = ReloadBroadcaster()
        let woken = SharedCount()
        _ = broadcaster.notifyOnNextOutcome(unlessAnswered: { $0.generation != 0 }) { woken.increment() }
        broadcaster.close()
        #expect(woken.value == 1)
        #expect(broadcaster.generation == 0)
        #expect(broadcaster.notifyOnNextOutcome(unlessAnswered: { $0.generation != 0 }) { woken.increment() } == nil)
    }

    @Test func aCancelledWaiterIsNotWoken() throws {
        let broadcaster = ReloadBroadcaster()
        let woken = SharedCount()
        let waiter = try #require(
            broadcaster.notifyOnNextOutcome(unlessAnswered: { $0.generation != 0 }) { woken.increment() })
        #expect(broadcaster.cancel(waiter))
        #expect(broadcaster.waiterCount == 0)
        broadcaster.advance()
        #expect(woken.value == 0)
        #expect(!broadcaster.cancel(waiter), "cancelling twice finds nothing")
    }

    @Test func aWokenWaiterCannotBeCancelled() throws {
        let broadcaster = ReloadBroadcaster()
        let woken = SharedCount()
        let waiter = try #require(
            broadcaster.notifyOnNextOutcome(unlessAnswered: { $0.generation != 0 }) { woken.increment() })
        broadcaster.advance()
        #expect(!broadcaster.cancel(waiter), "its wake has run")
        #expect(woken.value == 1)
    }

    /// A failed build wakes the pages with its errors and the generation unchanged; the next
    /// success clears them.
    @Test func aFailedBuildIsAnnouncedWithItsErrorsAndClearedBySuccess() {
        let broadcaster = ReloadBroadcaster()
        #expect(broadcaster.status == ReloadStatus(generation: 0, revision: 0, errors: []))
        let woken = SharedCount()
        _ = broadcaster.notifyOnNextOutcome(unlessAnswered: { $0.revision != 0 }) { woken.increment() }
        broadcaster.fail(["A.md:3:1: error: unknown directive @Video"])
        #expect(woken.value == 1)
        #expect(
            broadcaster.status
                == ReloadStatus(generation: 0, revision: 1, errors: ["A.md:3:1: error: unknown directive @Video"]))

        _ = broadcaster.notifyOnNextOutcome(unlessAnswered: { $0.revision != 1 }) { woken.increment() }
        broadcaster.advance()
        #expect(woken.value == 2)
        #expect(broadcaster.status == ReloadStatus(generation: 1, revision: 2, errors: []))
    }

    /// Pages waiting, cancelling and builds finishing on many threads at once: every waiter is
    /// either woken or cancelled, exactly once.
    @Test func waitersOnManyThreadsAreEachWokenOrCancelledOnce() async {
        let broadcaster = ReloadBroadcaster()
        let woken = SharedCount()
        let cancelled = SharedCount()
        let registered = SharedCount()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    for round in 0..<200 {
                        let known = broadcaster.revision
                        guard
                            let waiter = broadcaster.notifyOnNextOutcome(
                                unlessAnswered: { $0.revision != known }, { woken.increment() })
                        else { continue }
                        registered.increment()
                        if (index + round).isMultiple(of: 3), broadcaster.cancel(waiter) { cancelled.increment() }
                        if round.isMultiple(of: 10) { broadcaster.advance() }
                    }
                }
            }
        }
        broadcaster.close()
        #expect(woken.value + cancelled.value == registered.value)
        #expect(broadcaster.waiterCount == 0)
    }
}
