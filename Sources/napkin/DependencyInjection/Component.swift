/// The dependency-injection container of one napkin.
///
/// A component receives its parent's ``dependency``, passes parts of it through, and creates the
/// services its napkin (and its children) use. Declare a property with ``shared(_:_:)`` to have
/// one instance for the component's lifetime, or without it to get a new instance on every read:
///
/// ```swift
/// struct UserSession: Sendable { var token: String }
/// final class UserService: Sendable {
///     let session: UserSession
///     init(session: UserSession) { self.session = session }
/// }
/// protocol HomeDependency: Dependency {
///     var session: UserSession { get }
/// }
///
/// nonisolated final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
///     var session: UserSession { dependency.session }
///     var userService: UserService { shared { UserService(session: session) } }
/// }
/// ```
///
/// Components are not isolated to any actor and are `Sendable`: builders create them on whatever
/// thread they run on, and interactors read services from them.
///
/// Swift cannot check `Sendable` on an open class, so this one is `@unchecked Sendable`: its stored
/// state is the immutable `dependency`, which is `Sendable`, and the instance store, whose state is
/// behind locks. Swift asks each subclass to restate the conformance
/// (`final class HomeComponent: Component<HomeDependency>, @unchecked Sendable`); that is true of
/// a subclass that adds no mutable stored state, which a component never needs.
open class Component<DependencyType: Sendable>: Dependency, @unchecked Sendable {
    /// What the parent napkin provides.
    public let dependency: DependencyType

    @usableFromInline let _sharedInstances = SharedInstances.make()

    /// Creates a component from its parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Returns the one instance of the calling property, building it on first use.
    ///
    /// Safe from any thread. The first access runs `factory` exactly once, even when many tasks
    /// ask at the same moment; later accesses return the same instance. The factory may read other
    /// shared properties of this component. A `nil` result is remembered like any other value.
    ///
    /// - Parameters:
    ///   - key: Identifies the property; the default, the calling property's name, is right in
    ///     almost every case.
    ///   - factory: Builds the instance.
    @inlinable
    public final func shared<T: Sendable>(_ key: StaticString = #function, _ factory: () -> T) -> T {
        _sharedInstances.instance(for: key, factory: factory)
    }
}

extension Component where DependencyType == EmptyDependency {
    /// Creates a root component, which has no parent.
    public convenience init() {
        self.init(dependency: EmptyComponent())
    }
}
