import napkin

/// (c) One interactor's activate/deactivate cycle with 10 bound tasks.
enum LifecycleBenchmark {
    final actor WorkerInteractor: Interactable {
        nonisolated let lifecycle = InteractorLifecycle()

        func didBecomeActive() async {
            for _ in 0..<10 {
                task {
                    // Work that lasts until the scope ends.
                    try? await Task.sleep(for: .seconds(3_600))
                }
            }
        }
    }

    static let cycles = 2_000

    @MainActor
    static func run() async -> Measurement {
        let interactor = WorkerInteractor()
        return await measure("(c) activate+deactivate with 10 bound tasks, per cycle", operations: cycles) {
            for _ in 0..<cycles {
                await interactor.activate()
                await interactor.deactivate()
            }
        }
    }
}
