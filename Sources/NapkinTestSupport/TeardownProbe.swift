import napkin

/// Checks that a napkin subtree left nothing behind once it was detached or released: no active
/// interactor, no running bound task, and (when asked) no router or interactor still in memory.
/// (A released interactor's `isActiveStream`s need no check: its lifecycle finishes them.)
///
/// Create it while the subtree is attached; it records the subtree's routers and interactors
/// weakly, so it keeps nothing alive itself.
///
/// ```swift
/// # import napkin
/// # import Testing
/// # final actor HomeInteractor: Interactable { nonisolated let lifecycle = InteractorLifecycle() }
/// # @MainActor func checkHomeLeavesNothingBehind() async {
/// # let rootRouter = Router(interactor: HomeInteractor())
/// # let homeRouter = Router(interactor: HomeInteractor())
/// # await rootRouter.attachChild(homeRouter)
/// let probe = TeardownProbe(watching: homeRouter)
/// await rootRouter.detachChild(homeRouter)
/// #expect(probe.leftovers.isEmpty, "\(probe.leftovers)")
/// # }
/// ```
///
/// This is a test helper, not a runtime leak detector: it looks only when you ask.
@MainActor
public struct TeardownProbe {
    private struct Watched {
        let name: String
        weak var router: (any Routing)?
        weak var interactor: (any Interactable)?
        weak var lifecycle: InteractorLifecycle?
    }

    private let watched: [Watched]

    /// Records `router` and every router below it, with their interactors.
    public init(watching router: any Routing) {
        var watched: [Watched] = []
        func record(_ node: any Routing) {
            watched.append(
                Watched(
                    name: String(describing: type(of: node)),
                    router: node,
                    interactor: node.interactable,
                    lifecycle: node.interactable.lifecycle
                ))
            node.children.forEach(record)
        }
        record(router)
        self.watched = watched
    }

    /// The number of routers recorded.
    public var watchedCount: Int { watched.count }

    /// What the subtree left running, one line each, such as
    /// `"HomeRouter: interactor is still active"`. Empty when the teardown was clean.
    public var leftovers: [String] {
        watched.flatMap { node -> [String] in
            // A released lifecycle has cancelled its tasks.
            guard let lifecycle = node.lifecycle else { return [] }
            var found: [String] = []
            if lifecycle.isActive {
                found.append("\(node.name): interactor is still active")
            }
            let tasks = lifecycle.boundTaskCount
            if tasks > 0 {
                found.append("\(node.name): \(tasks) bound task(s) still running")
            }
            return found
        }
    }

    /// The routers and interactors of the subtree still in memory, one line each. Empty once
    /// everything the subtree held was released.
    public var unreleased: [String] {
        watched.flatMap { node -> [String] in
            var found: [String] = []
            if node.router != nil { found.append("\(node.name) is still in memory") }
            if let interactor = node.interactor {
                found.append("\(type(of: interactor)) of \(node.name) is still in memory")
            }
            return found
        }
    }

    /// Waits until ``unreleased`` is empty, or `timeout` has passed; returns what is left.
    ///
    /// A task that has just finished may hold its interactor for a moment longer, so a check right
    /// after a detach should allow a little time.
    public func unreleased(settlingWithin timeout: Duration) async -> [String] {
        await settle(within: timeout) { unreleased }
    }

    /// Waits until ``leftovers`` is empty, or `timeout` has passed; returns what is left.
    ///
    /// Useful after releasing a router, whose subtree is deactivated by a task of its own.
    public func leftovers(settlingWithin timeout: Duration) async -> [String] {
        await settle(within: timeout) { leftovers }
    }

    private func settle(within timeout: Duration, _ remaining: () -> [String]) async -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !remaining().isEmpty, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        return remaining()
    }
}
