extension Routing {
    /// Starts a root router that has no window: activates its whole tree, parents before
    /// children, and loads the root (so its `didLoad()` attaches the first children on the first
    /// start). Headless programs, servers and tests use this where an app with a window uses
    /// ``LaunchRouting/launch(from:)``.
    public func start() async {
        await SubtreeLifecycle.activate(self) { true }
        await load()
    }

    /// Stops a root router: deactivates every interactor of its tree, children before parents,
    /// and returns when all of them (and their bound tasks) have finished. The tree stays
    /// attached, so ``start()`` activates it again.
    public func stop() async {
        await SubtreeLifecycle.deactivate(self, holding: nil)
    }
}
