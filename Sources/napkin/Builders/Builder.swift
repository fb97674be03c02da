/// The base class of a napkin's builder: it holds the dependency the parent provides.
///
/// A subclass adds a `build` method that creates the napkin's component, interactor, optional
/// view and router, wires them, and returns the router:
///
/// ```swift
/// nonisolated final class HomeBuilder: Builder<HomeDependency>, HomeBuildable, @unchecked Sendable {
///     @MainActor
///     func build(withListener listener: HomeListener) async -> HomeRouting {
///         let component = HomeComponent(dependency: dependency)
///         let interactor = HomeInteractor(service: component.service)
///         let router = HomeRouter(interactor: interactor)
///         await interactor.wire(router: router, listener: listener)
///         return router
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
