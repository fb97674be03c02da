import NapkinTestSupport
import Testing

@testable import napkin

private final actor StreamingInteractor: Interactable {
    nonisolated let lifecycle = InteractorLifecycle()
    let ticks = AsyncStream<Int> { _ in }

    func didBecomeActive() async {
        task {
            for await _ in ticks {}
        }
        task {
            for await _ in isActiveStream {}
        }
    }
}

@MainActor
private final class StreamingRouter: Router<StreamingInteractor> {
    init() { super.init(interactor: StreamingInteractor()) }
}

@Suite("TeardownProbe", .timeLimit(.minutes(1)))
@MainActor
struct TeardownProbeTests {
    @Test func aDetachedSubtreeLeavesNothingBehind() async {
        let root = ProbeRouter("root", log: EventLog())
        let child = StreamingRouter()
        let grandchild = StreamingRouter()
        await root.attachChild(child)
        await child.attachChild(grandchild)
        let probe = TeardownProbe(watching: child)
        #expect(probe.watchedCount == 2)
        #expect(!probe.leftovers.isEmpty)

        await root.detachChild(child)
        #expect(probe.leftovers.isEmpty, "\(probe.leftovers)")
    }

    @Test func itReportsWhatIsStillRunning() async {
        let root = ProbeRouter("root", log: EventLog())
        let child = StreamingRouter()
        await root.attachChild(child)
        #expect(await eventually { child.interactor.lifecycle.boundTaskCount == 2 })
        let probe = TeardownProbe(watching: child)
        #expect(
            probe.leftovers == [
                "StreamingRouter: interactor is still active",
                "StreamingRouter: 2 bound task(s) still running",
            ])
    }

    @Test(.timeLimit(.minutes(1)))
    func aReleasedSubtreeIsCleanAndFreed() async {
        var root: ProbeRouter? = ProbeRouter("root", log: EventLog())
        var child: StreamingRouter? = StreamingRouter()
        await root!.attachChild(child!)
        let probe = TeardownProbe(watching: root!)
        child = nil
        root = nil
        #expect(await probe.leftovers(settlingWithin: .seconds(30)).isEmpty)
        #expect(await probe.unreleased(settlingWithin: .seconds(30)).isEmpty)
    }
}
