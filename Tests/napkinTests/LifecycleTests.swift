import Testing

@testable import napkin

/// An interactor whose bound tasks report when they start and stop.
private final actor WorkingInteractor: Interactable {
    nonisolated let lifecycle = InteractorLifecycle()
    let running = Counter()
    let started = Counter()
    private let taskCount: Int
    private let activationGate: Gate?

    init(taskCount: Int = 1, activationGate: Gate? = nil) {
        self.taskCount = taskCount
        self.activationGate = activationGate
    }

    func didBecomeActive() async {
        for _ in 0..<taskCount {
            task {
                started.increment()
                running.increment()
                defer { running.decrement() }
                while !Task.isCancelled {
                    await Task.yield()
                }
            }
        }
        await activationGate?.wait()
    }

    /// Starts a bound task that deactivates its own interactor.
    func startSelfDeactivatingTask() -> Task<Void, Never> {
        task { await self.deactivateCountingTheRunning() }
    }

    /// Starts a bound task whose child task, in a task group, deactivates the interactor while
    /// the bound task waits for the group.
    func startTaskWhoseChildDeactivates() -> Task<Void, Never> {
        task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await self.deactivateCountingTheRunning() }
            }
        }
    }

    /// How many of the other bound tasks were still running when a `deactivate()` called from
    /// inside a bound task returned.
    private(set) var runningWhenDeactivated: Int?

    private func deactivateCountingTheRunning() async {
        await deactivate()
        runningWhenDeactivated = running.count
    }
}

@Suite("Interactor lifecycle", .timeLimit(.minutes(2)))
struct LifecycleTests {
    @Test func activateAndDeactivateCallTheCallbacksOnce() async {
        let log = EventLog()
        let interactor = ProbeInteractor("a", log: log)
        #expect(!interactor.isActive)
        await interactor.activate()
        await interactor.activate()
        #expect(interactor.isActive)
        await interactor.deactivate()
        await interactor.deactivate()
        #expect(!interactor.isActive)
        #expect(log.all == ["activate a", "resign a"])
    }

    @Test func boundTasksAreCancelledAndAwaitedByDeactivate() async {
        let interactor = WorkingInteractor(taskCount: 10)
        await interactor.activate()
        #expect(await eventually { interactor.started.count == 10 })
        #expect(interactor.lifecycle.boundTaskCount == 10)
        await interactor.deactivate()
        // No bound task outlives deactivate(): all have finished by the time it returns.
        #expect(interactor.running.count == 0)
        #expect(interactor.lifecycle.boundTaskCount == 0)
    }

    /// In the reference design a task started while inactive runs unbounded.
    @Test func taskCalledWhileInactiveNeverRuns() async {
        let interactor = ProbeInteractor("a", log: EventLog())
        let ran = Counter()
        let task = await interactor.task { ran.increment() }
        await task.value
        #expect(task.isCancelled)
        #expect(ran.count == 0)
        #expect(interactor.lifecycle.boundTaskCount == 0)
    }

    @Test func finishedTasksLeaveTheLifecycle() async {
        let interactor = ProbeInteractor("a", log: EventLog())
        await interactor.activate()
        let task = await interactor.task {}
        await task.value
        #expect(await eventually { interactor.lifecycle.boundTaskCount == 0 })
    }

    /// activate() arriving while deactivate() is in flight: the last request wins.
    @Test(.timeLimit(.minutes(1)))
    func activateDuringDeactivateLeavesTheInteractorActive() async {
        let gate = Gate()
        let log = EventLog()
        let interactor = ProbeInteractor("a", log: log, resignationGate: gate)
        await interactor.activate()

        let deactivation = Task { await interactor.deactivate() }
        await gate.untilSomeoneArrives()
        let activation = Task { await interactor.activate() }
        #expect(await eventually { interactor.lifecycle.state.withLock { $0.requested } })
        await gate.open()
        await deactivation.value
        await activation.value

        #expect(interactor.isActive)
        #expect(log.all == ["activate a", "resign a", "activate a"])
    }

    /// deactivate() arriving while activate() is in flight: the last request wins, and the tasks
    /// started during activation do not survive.
    @Test(.timeLimit(.minutes(1)))
    func deactivateDuringActivateLeavesTheInteractorInactive() async {
        let gate = Gate()
        let interactor = WorkingInteractor(taskCount: 3, activationGate: gate)
        let activation = Task { await interactor.activate() }
        await gate.untilSomeoneArrives()
        let deactivation = Task { await interactor.deactivate() }
        #expect(await eventually { !interactor.lifecycle.state.withLock { $0.requested } })
        await gate.open()
        await activation.value
        await deactivation.value

        #expect(!interactor.isActive)
        #expect(interactor.running.count == 0)
        #expect(interactor.lifecycle.boundTaskCount == 0)
    }

    /// A bound task, or a child of one in a task group, may deactivate its interactor: the
    /// deactivation waits for every bound task but the one it runs in, which is waiting for it.
    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func aBoundTaskMayDeactivateItsOwnInteractor(fromAChildTask: Bool) async {
        let interactor = WorkingInteractor(taskCount: 2)
        await interactor.activate()
        if fromAChildTask {
            _ = await interactor.startTaskWhoseChildDeactivates()
        } else {
            _ = await interactor.startSelfDeactivatingTask()
        }
        // Polled rather than awaited, so that a deactivation waiting for itself fails the test
        // instead of hanging it.
        #expect(await Self.allBoundTasksFinish(of: interactor), "the deactivation waited for its own task")
        #expect(!interactor.isActive)
        #expect(await interactor.runningWhenDeactivated == 0, "the deactivation returned before the other tasks ended")
    }

    /// Whether every task bound to `interactor` finishes within 10,000 polls a millisecond apart.
    /// Counted in polls, not by the clock: while other tests keep the cooperative threads busy,
    /// neither the polls nor the bound tasks run, and a clock would expire unseen.
    private static func allBoundTasksFinish(of interactor: WorkingInteractor) async -> Bool {
        var polls = 0
        while interactor.lifecycle.boundTaskCount > 0, polls < 10_000 {
            try? await Task.sleep(for: .milliseconds(1))
            polls += 1
        }
        return interactor.lifecycle.boundTaskCount == 0
    }

    @Test func isActiveStreamYieldsTheCurrentValueThenEveryTransition() async {
        let interactor = ProbeInteractor("a", log: EventLog())
        await interactor.activate()
        var iterator = interactor.isActiveStream.makeAsyncIterator()
        #expect(await iterator.next() == true)
        await interactor.deactivate()
        await interactor.activate()
        #expect(await iterator.next() == false)
        #expect(await iterator.next() == true)
    }

    @Test func isActiveStreamFinishesWhenTheLifecycleIsReleased() async {
        var interactor: ProbeInteractor? = ProbeInteractor("a", log: EventLog())
        let stream = interactor!.isActiveStream
        await interactor!.activate()
        await interactor!.deactivate()
        let values = Locked<[Bool]>([])
        let finished = Counter()
        let observer = Task {
            for await value in stream { values.withLock { $0.append(value) } }
            finished.increment()
        }
        interactor = nil
        #expect(await eventually { finished.count == 1 }, "the stream did not finish")
        observer.cancel()
        #expect(values.withLock { $0 } == [false, true, false])
    }

    @Test func cancellingTheObserverClosesItsStream() async {
        let interactor = ProbeInteractor("a", log: EventLog())
        let observer = Task {
            for await _ in interactor.isActiveStream {}
        }
        #expect(await eventually { interactor.lifecycle.openStreamCount == 1 })
        observer.cancel()
        await observer.value
        #expect(interactor.lifecycle.openStreamCount == 0)
    }

    /// Storms of interleaved activate/deactivate with bound tasks: callbacks strictly alternate,
    /// and after a final deactivate nothing is left running.
    @Test(.timeLimit(.minutes(2)))
    func interleavedActivateDeactivateStorm() async {
        let interactors = (0..<20).map { _ in WorkingInteractor(taskCount: 3) }
        await withTaskGroup(of: Void.self) { group in
            for interactor in interactors {
                for request in 0..<200 {
                    group.addTask {
                        if request.isMultiple(of: 2) {
                            await interactor.activate()
                        } else {
                            await interactor.deactivate()
                        }
                    }
                }
            }
        }
        for interactor in interactors {
            await interactor.deactivate()
            #expect(!interactor.isActive)
            #expect(interactor.running.count == 0)
            #expect(interactor.lifecycle.boundTaskCount == 0)
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func callbacksStrictlyAlternateUnderContention() async {
        let log = EventLog()
        let interactor = ProbeInteractor("x", log: log)
        await withTaskGroup(of: Void.self) { group in
            for request in 0..<2_000 {
                group.addTask {
                    if request.isMultiple(of: 3) { await interactor.deactivate() } else { await interactor.activate() }
                }
            }
        }
        let events = log.all
        for (index, event) in events.enumerated() {
            #expect(event == (index.isMultiple(of: 2) ? "activate x" : "resign x"))
        }
        #expect(interactor.isActive == events.count.isMultiple(of: 2) ? false : true)
    }
}
