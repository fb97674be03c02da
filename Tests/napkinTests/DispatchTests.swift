import Dispatch
import Testing
import napkin

@Suite("dispatch")
@MainActor
struct DispatchTests {
    /// The operation starts off the main actor, so it runs even while the main actor is busy; a
    /// task that started on the main actor and hopped from there would wait for it forever.
    ///
    /// The wait is long because the operation also needs a thread of the concurrency pool, which
    /// the tests running beside this one (slowed down many times under the thread sanitizer) may
    /// hold for a while; a right `dispatch` passes as soon as one is free, a wrong one never does.
    @Test func theOperationRunsWhileTheMainActorIsBusy() async {
        let ran = DispatchSemaphore(value: 0)
        let task = dispatch { ran.signal() }
        #expect(Self.blockUntilSignalled(ran, seconds: 600), "the operation waited for the main actor")
        await task.value
    }

    /// Waits without suspending, so the main actor stays busy meanwhile.
    private static func blockUntilSignalled(_ semaphore: DispatchSemaphore, seconds: Int) -> Bool {
        semaphore.wait(timeout: .now() + .seconds(seconds)) == .success
    }
}
