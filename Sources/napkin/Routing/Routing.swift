/// A node of the napkin tree: it owns an interactor and the routers of the napkins attached
/// below it.
///
/// Feature routing protocols refine it (`@MainActor protocol HomeRouting: ViewableRouting {
/// func routeToProfile() async }`), and ``Router`` implements it. Routing runs on the main actor.
@MainActor
public protocol Routing: AnyObject, Sendable {
    /// The interactor this router owns, as the lifecycle sees it.
    var interactable: any Interactable { get }

    /// The routers attached below this one, in the order they were attached.
    var children: [any Routing] { get }

    /// Loads the router: the first call runs its `didLoad()`; later calls do nothing.
    func load() async

    /// Attaches a child router: adds it to ``children``, activates its subtree and loads it.
    func attachChild(_ child: any Routing) async

    /// Detaches a child router: removes it from ``children`` and deactivates its subtree,
    /// children before parents.
    func detachChild(_ child: any Routing) async
}

extension Routing {
    /// Whether `router` is one of this router's children (the same instance).
    public func isAttached(_ router: any Routing) -> Bool {
        children.contains { $0 === router }
    }
}
