import napkin

/// One interactor's `activate()` + `deactivate()` with 10 bound tasks, each sleeping until it is
/// cancelled, and the deactivation waiting until all of them have finished.
enum BoundTaskWorkload {
    final actor WorkerInteractor: Interactable {
        nonisolated let lifecycle = InteractorLifecycle()
        /// The tasks bound by the latest activation.
        private(set) var bound: [Task<Void, Never>] = []

        func didBecomeActive() async {
            bound.removeAll(keepingCapacity: true)
            for _ in 0..<10 {
                bound.append(task { try? await Task.sleep(for: .seconds(3_600)) })
            }
        }
    }

    static let cycles = 2_000
    /// Measured batches of `cycles`. One batch takes about 80 ms, so a moment in which the two
    /// cooperative threads of a small machine are taken by something else moves one batch's time a
    /// lot; the median batch is what the process reports.
    static let batches = 9

    @MainActor
    static func run() async -> [Result] {
        let interactor = WorkerInteractor()
        var times: [Double] = []
        var allocations: [Double] = []
        for index in 0..<batches {
            // A warm-up run comes before the first batch only: each later batch follows a measured one.
            let batch = await measure(warmingUp: index == 0) {
                for _ in 0..<cycles {
                    await interactor.activate()
                    await interactor.deactivate()
                    await Core.waitForCancelledTasks(of: interactor)
                }
            }
            times.append(batch.seconds * 1e6 / Double(cycles))
            allocations.append(batch.allocations / Double(cycles))
        }
        return [
            Result(name: "bound-tasks-cycle", value: median(times), unit: "us"),
            Result(name: "bound-tasks-allocations", value: median(allocations), unit: "allocs"),
        ]
    }
}
