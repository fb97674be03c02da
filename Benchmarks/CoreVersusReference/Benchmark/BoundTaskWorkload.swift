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

    @MainActor
    static func run() async -> [Result] {
        let interactor = WorkerInteractor()
        let (seconds, allocations) = await measure {
            for _ in 0..<cycles {
                await interactor.activate()
                await interactor.deactivate()
                await Core.waitForCancelledTasks(of: interactor)
            }
        }
        return [
            Result(name: "bound-tasks-cycle", value: seconds * 1e6 / Double(cycles), unit: "us"),
            Result(name: "bound-tasks-allocations", value: allocations / Double(cycles), unit: "allocs"),
        ]
    }
}
