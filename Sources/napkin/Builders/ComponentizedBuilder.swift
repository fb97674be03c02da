/// A builder that creates a new component for every build, from a dependency known only at build
/// time, and hands it to ``build(with:_:)``.
///
/// Use it when a napkin's component depends on something that changes from one build to the next
/// (a selected account, a document): the parent passes it as the dynamic component dependency.
/// The dynamic build dependency (a listener, say) goes to the build itself.
///
/// Subclasses override ``build(with:_:)``; callers use
/// ``build(withDynamicBuildDependency:dynamicComponentDependency:)``.
///
/// `@unchecked Sendable` (needed because the class is open): its only stored property is the
/// immutable, `@Sendable` component factory.
open class ComponentizedBuilder<Component, Router, DynamicBuildDependency, DynamicComponentDependency>: Buildable,
    @unchecked Sendable
{
    private let componentBuilder: @Sendable (DynamicComponentDependency) -> Component

    /// Creates a builder that makes a fresh component for each build with `componentBuilder`.
    public init(componentBuilder: @escaping @Sendable (DynamicComponentDependency) -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds a napkin: makes a new component from `dynamicComponentDependency`, then calls
    /// ``build(with:_:)`` with it and `dynamicBuildDependency`.
    @MainActor
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) async -> Router {
        await buildReturningComponent(
            withDynamicBuildDependency: dynamicBuildDependency, dynamicComponentDependency: dynamicComponentDependency
        ).router
    }

    /// Builds a napkin like ``build(withDynamicBuildDependency:dynamicComponentDependency:)`` and
    /// also returns the component that was made for it.
    @MainActor
    public final func buildReturningComponent(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) async -> (component: Component, router: Router) {
        let component = componentBuilder(dynamicComponentDependency)
        let router = await build(with: component, dynamicBuildDependency)
        return (component, router)
    }

    /// Builds the napkin from a new component. Subclasses must override this.
    ///
    /// - Parameters:
    ///   - component: The component made for this build; never one used by an earlier build.
    ///   - dynamicBuildDependency: What the caller passed for this build.
    @MainActor
    open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) async -> Router {
        fatalError("\(type(of: self)) must override build(with:_:)")
    }
}

/// A ``ComponentizedBuilder`` whose builds need no dynamic dependency.
open class SimpleComponentizedBuilder<Component, Router>: ComponentizedBuilder<Component, Router, Void, Void>,
    @unchecked Sendable
{
    /// Creates a builder that makes a fresh component for each build with `componentBuilder`.
    public init(componentBuilder: @escaping @Sendable () -> Component) {
        super.init(componentBuilder: { _ in componentBuilder() })
    }

    /// Builds the napkin from a new component. Subclasses must override this.
    @MainActor
    open func build(with component: Component) async -> Router {
        fatalError("\(type(of: self)) must override build(with:)")
    }

    /// Passes the component on to ``build(with:)``.
    @MainActor
    public final override func build(with component: Component, _ dynamicBuildDependency: Void) async -> Router {
        await build(with: component)
    }

    /// Builds a napkin from a new component.
    @MainActor
    public final func build() async -> Router {
        await build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }
}
