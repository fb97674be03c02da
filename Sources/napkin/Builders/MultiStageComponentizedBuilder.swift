/// A builder whose build happens in stages that share one component.
///
/// Early stages (preparing a view, prefetching) read ``componentForCurrentBuildPass``; every read
/// during a pass returns the same component. ``finalStageBuild(withDynamicDependency:)`` builds the
/// router from that component and ends the pass: the next read starts a new pass with a new
/// component.
///
/// `@unchecked Sendable` (needed because the class is open): the factory is immutable and
/// `@Sendable`; the current pass's component is behind its own lock, and `isBuilding` is read and
/// changed only while `buildLock` is held.
open class MultiStageComponentizedBuilder<Component: Sendable, Router, DynamicBuildDependency>: Buildable,
    @unchecked Sendable
{
    private let componentBuilder: @Sendable () -> Component
    private let currentPass = Locked<Component?>(nil)
    /// Held while the factory runs, so that concurrent first reads of a pass build one component.
    /// Recursive, so that a factory that reads this builder is reported rather than deadlocked.
    private let buildLock = PlatformMutex(recursive: true)
    /// Whether the factory is running; guarded by `buildLock`.
    private var isBuilding = false

    /// Creates a builder that makes one component per build pass with `componentBuilder`.
    public init(componentBuilder: @escaping @Sendable () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// The component of the build pass under way, made on first use in the pass.
    public final var componentForCurrentBuildPass: Component {
        if let component = currentPass.withLock({ $0 }) { return component }
        return buildLock.withLock {
            if let component = currentPass.withLock({ $0 }) { return component }
            let component = makeComponent()
            currentPass.withLock { $0 = component }
            return component
        }
    }

    /// Builds the router from the current pass's component and ends the pass.
    @MainActor
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) async -> Router {
        let component = buildLock.withLock {
            currentPass.withLock { pass in
                defer { pass = nil }
                return pass
            } ?? makeComponent()
        }
        return await finalStageBuild(with: component, dynamicDependency)
    }

    /// Runs the factory; the caller holds `buildLock`. The factory runs outside `currentPass`'s
    /// lock, which must not be taken again by the thread holding it.
    private func makeComponent() -> Component {
        precondition(
            !isBuilding,
            "the component factory of \(type(of: self)) reads componentForCurrentBuildPass while it builds that component"
        )
        isBuilding = true
        defer { isBuilding = false }
        return componentBuilder()
    }

    /// Builds the router from the pass's component. Subclasses must override this.
    @MainActor
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) async -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:_:)")
    }
}

/// A ``MultiStageComponentizedBuilder`` whose final stage needs no dynamic dependency.
open class SimpleMultiStageComponentizedBuilder<Component: Sendable, Router>: MultiStageComponentizedBuilder<
    Component, Router, Void
>, @unchecked Sendable
{
    /// Builds the router from the pass's component. Subclasses must override this.
    @MainActor
    open func finalStageBuild(with component: Component) async -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:)")
    }

    /// Passes the component on to ``finalStageBuild(with:)``.
    @MainActor
    public final override func finalStageBuild(with component: Component, _ dynamicDependency: Void) async -> Router {
        await finalStageBuild(with: component)
    }

    /// Builds the router from the current pass's component and ends the pass.
    @MainActor
    public final func finalStageBuild() async -> Router {
        await finalStageBuild(withDynamicDependency: ())
    }
}
