import Testing

@testable import napkin

@Suite("Router.loaded()")
@MainActor
struct LoadedTests {
    @Test func returnsAtOnceWhenTheRouterHasLoaded() async {
        let router = ProbeRouter("r", log: EventLog())
        await router.load()
        // Awaited in a task of its own, so that a `loaded()` that never returns fails the test
        // instead of hanging it.
        let returned = Returned()
        Task { @MainActor in
            await router.loaded()
            returned.value = true
        }
        #expect(await eventually { returned.value })
        #expect(router.loadCount == 1)
    }

    /// A waiter started before the attach returns only once `didLoad()` has finished, so what
    /// `didLoad()` attaches is there.
    @Test(.timeLimit(.minutes(1))) func waitsUntilDidLoadHasFinished() async {
        let gate = Gate()
        let log = EventLog()
        let child = ProbeRouter("child", log: log)
        let router = ProbeRouter("r", log: log) { router in
            await gate.wait()
            await router.attachChild(child)
        }
        let waiter = Task { @MainActor in
            await router.loaded()
            return (router.loadCount, router.isAttached(child))
        }
        let loading = Task { @MainActor in await router.load() }
        await gate.untilSomeoneArrives()
        await gate.open()
        await loading.value
        let (loadCount, attached) = await waiter.value
        #expect(loadCount == 1)
        #expect(attached)
    }

    @Test(.timeLimit(.minutes(1))) func everyWaiterIsReleased() async {
        let router = ProbeRouter("r", log: EventLog())
        let waiters = (0..<100).map { _ in Task { @MainActor in await router.loaded() } }
        await router.load()
        for waiter in waiters { await waiter.value }
        #expect(router.loadCount == 1)
    }

    @Test(.timeLimit(.minutes(1))) func aCancelledWaiterStopsWaiting() async {
        let router = ProbeRouter("r", log: EventLog())
        let waiter = Task { @MainActor in await router.loaded() }
        await Task.yield()
        waiter.cancel()
        await waiter.value
        #expect(router.loadCount == 0)
    }
}

/// Whether an awaited call has returned, set by the task that awaits it.
@MainActor private final class Returned {
    var value = false
}
