import Synchronization

/// A builder whose build happens in stages that share one component.
///
/// Early stages (preparing a view, prefetching) read ``componentForCurrentBuildPass``; every read
/// during a pass returns the same component. ``finalStageBuild(withDynamicDependency:)`` builds the
/// router from that component and ends the pass: the next read starts a new pass with a new
/// component.
///
/// `@unchecked Sendable` (needed because the class is open): the factory is immutable and
/// `@Sendable`; the current pass's component is guarded by a `Mutex`.
open class MultiStageComponentizedBuilder<Component: Sendable, Router, DynamicBuildDependency>: Buildable, @unchecked Sendable {
    private let componentBuilder: @Sendable () -> Component
    private let currentPass = Mutex<Component?>(nil)

    /// Creates a builder that makes one component per build pass with `componentBuilder`.
    public init(componentBuilder: @escaping @Sendable () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// The component of the build pass under way, made on first use in the pass.
    public final var componentForCurrentBuildPass: Component {
        currentPass.withLock { pass in
            if let component = pass { return component }
            let component = componentBuilder()
            pass = component
            return component
        }
    }

    /// Builds the router from the current pass's component and ends the pass.
    @MainActor
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) async -> Router {
        let component = currentPass.withLock { pass in
            let component = pass ?? componentBuilder()
            pass = nil
            return component
        }
        return await finalStageBuild(with: component, dynamicDependency)
    }

    /// Builds the router from the pass's component. Subclasses must override this.
    @MainActor
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) async -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:_:)")
    }
}

/// A ``MultiStageComponentizedBuilder`` whose final stage needs no dynamic dependency.
open class SimpleMultiStageComponentizedBuilder<Component: Sendable, Router>: MultiStageComponentizedBuilder<Component, Router, Void>, @unchecked Sendable {
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
