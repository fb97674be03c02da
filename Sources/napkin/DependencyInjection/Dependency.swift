/// What a napkin needs from its parent, declared as a protocol.
///
/// A feature declares its own dependency protocol, listing the services it expects
/// (`var userService: UserService { get }`), and its parent's component conforms to it.
/// Dependencies travel between threads, so they are `Sendable`.
public protocol Dependency: AnyObject, Sendable {}

/// The dependency of the root napkin, which needs nothing from above.
public protocol EmptyDependency: Dependency {}

/// A component that satisfies ``EmptyDependency``: the parent of the root component.
public final class EmptyComponent: EmptyDependency {
    /// Creates the empty component.
    public init() {}
}
