import napkin

/// What differs between the two cores, for the reference core.
enum Core {
    /// Waits until the tasks the last `deactivate()` cancelled have finished, which the
    /// reference's `deactivate()` does not, so that both cores do the same work.
    @MainActor
    static func waitForCancelledTasks(of interactor: BoundTaskWorkload.WorkerInteractor) async {
        for task in await interactor.bound { await task.value }
    }
}
