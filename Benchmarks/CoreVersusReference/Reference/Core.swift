import napkin

/// What differs between the two cores, for the reference core.
enum Core {
    /// Whether `interactor` is active (read asynchronously here).
    @MainActor
    static func isActive(_ interactor: some Interactable) async -> Bool {
        await interactor.isActive
    }

    /// Waits until the tasks the last `deactivate()` cancelled have finished, which the
    /// reference's `deactivate()` does not, so that both cores do the same work.
    @MainActor
    static func waitForCancelledTasks(of interactor: BoundTaskWorkload.WorkerInteractor) async {
        for task in await interactor.bound { await task.value }
    }
}
