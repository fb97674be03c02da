import napkin

/// What differs between the two cores, for this package's core.
enum Core {
    /// Whether `interactor` is active (a synchronous read here).
    @MainActor
    static func isActive(_ interactor: some Interactable) async -> Bool {
        interactor.isActive
    }

    /// Nothing: `deactivate()` has already waited for the cancelled tasks.
    @MainActor
    static func waitForCancelledTasks(of interactor: BoundTaskWorkload.WorkerInteractor) async {}
}
