/// One optional child of a router, attached and detached safely when routes overlap.
///
/// A route that checks `childRouter == nil`, then awaits a build, then attaches, lets a second
/// call slip in during the await and attach a second child. A `ChildRoute` records the build as
/// under way before the first await, so overlapping calls attach the child once; and a detach that
/// arrives while the child is still being built wins: the built child is never attached.
///
/// ```swift
/// # protocol ProfileListener: AnyObject, Sendable {}
/// # @MainActor protocol ProfileRouting: Routing {}
/// # protocol ProfileBuildable: Buildable {
/// #     @MainActor func build(withListener listener: any ProfileListener) async -> any ProfileRouting
/// # }
/// # final actor HomeInteractor: Interactable, ProfileListener { nonisolated let lifecycle = InteractorLifecycle() }
/// # @MainActor final class HomeRouter: Router<HomeInteractor> {
/// #     private let profileBuilder: any ProfileBuildable
/// #     init(interactor: HomeInteractor, profileBuilder: any ProfileBuildable) {
/// #         self.profileBuilder = profileBuilder
/// #         super.init(interactor: interactor)
/// #     }
/// private let profile = ChildRoute<any ProfileRouting>()
///
/// func routeToProfile() async {
///     await profile.attach(to: self) { await profileBuilder.build(withListener: interactor) }
/// }
///
/// func routeBackFromProfile() async {
///     await profile.detach(from: self)
/// }
/// # }
/// ```
///
/// `Child` is the child's routing type, usually a routing protocol such as `any ProfileRouting`;
/// the value built must be a ``Routing``.
@MainActor
public final class ChildRoute<Child> {
    private enum State {
        case empty
        case building(ticket: Int)
        case attached(Child, any Routing)
    }

    private var state = State.empty
    private var lastTicket = 0

    /// Creates an empty route.
    public init() {}

    /// The attached child, if there is one.
    public var router: Child? {
        if case .attached(let child, _) = state { return child }
        return nil
    }

    /// Whether a child is attached or being built.
    public var isOccupied: Bool {
        if case .empty = state { return false }
        return true
    }

    /// Builds a child with `build` and attaches it to `parent`, unless a child is already attached
    /// or being built.
    ///
    /// - Returns: The child attached by this call, or `nil` when the route was occupied or was
    ///   detached while `build` ran.
    @discardableResult
    public func attach(to parent: any Routing, build: () async -> Child) async -> Child? {
        guard case .empty = state else { return nil }
        lastTicket += 1
        let ticket = lastTicket
        state = .building(ticket: ticket)
        let child = await build()
        guard case .building(ticket) = state else { return nil }
        guard let routing = child as? any Routing else {
            preconditionFailure("ChildRoute<\(Child.self)> built a value that is not a Routing")
        }
        state = .attached(child, routing)
        await parent.attachChild(routing)
        return child
    }

    /// Detaches the child from `parent`, or cancels the build under way.
    ///
    /// - Returns: The child that was detached, or `nil` when none was attached.
    @discardableResult
    public func detach(from parent: any Routing) async -> Child? {
        switch state {
        case .empty:
            return nil
        case .building:
            state = .empty
            return nil
        case .attached(let child, let routing):
            state = .empty
            await parent.detachChild(routing)
            return child
        }
    }
}
