import napkin

/// What differs between the two cores, for this package's core.
enum Core {
    /// Nothing: `deactivate()` has already waited for the cancelled tasks.
    @MainActor
    static func waitForCancelledTasks(of interactor: BoundTaskWorkload.WorkerInteractor) async {}
}
