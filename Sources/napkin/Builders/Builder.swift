/// The base class of a napkin's builder: it holds the dependency the parent provides.
///
/// A subclass adds a `build` method that creates the napkin's component, interactor, optional
/// view and router, wires them, and returns the router:
///
/// ```swift
/// # protocol HomeDependency: Dependency { var greeting: String { get } }
/// # protocol HomeListener: AnyObject, Sendable {}
/// # @MainActor protocol HomeRouting: Routing {}
/// # final actor HomeInteractor: Interactable {
/// #     nonisolated let lifecycle = InteractorLifecycle()
/// #     private weak var listener: (any HomeListener)?
/// #     init(greeting: String) {}
/// #     func wire(listener: any HomeListener) { self.listener = listener }
/// # }
/// # @MainActor final class HomeRouter: Router<HomeInteractor>, HomeRouting {}
/// # nonisolated final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
/// #     var greeting: String { dependency.greeting }
/// # }
/// protocol HomeBuildable: Buildable {
///     @MainActor func build(withListener listener: any HomeListener) async -> any HomeRouting
/// }
///
/// nonisolated final class HomeBuilder: Builder<HomeDependency>, HomeBuildable, @unchecked Sendable {
///     @MainActor
///     func build(withListener listener: any HomeListener) async -> any HomeRouting {
///         let component = HomeComponent(dependency: dependency)
///         let interactor = HomeInteractor(greeting: component.greeting)
///         await interactor.wire(listener: listener)
///         return HomeRouter(interactor: interactor)
///     }
/// }
/// ```
///
/// Builders are not isolated to any actor and are `Sendable`.
///
/// Swift cannot check `Sendable` on an open class, so this one is `@unchecked Sendable`: its only
/// stored property is the immutable, `Sendable` dependency. Swift asks each subclass to restate the
/// conformance (`final class HomeBuilder: Builder<HomeDependency>, HomeBuildable, @unchecked Sendable`);
/// that is true of a subclass that adds no mutable stored state, which a builder never needs.
open class Builder<DependencyType: Sendable>: Buildable, @unchecked Sendable {
    /// What the parent napkin provides.
    public let dependency: DependencyType

    /// Creates a builder with the dependency its napkins are built from.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
