/// The base class of a napkin's router: it owns the interactor and manages the child napkins.
///
/// Use `Router` for napkins without a view and ``ViewableRouter`` for napkins with one:
///
/// ```swift
/// # protocol AnalyticsBuildable: Buildable, Sendable {
/// #     @MainActor func build() async -> any Routing
/// # }
/// # @MainActor protocol SessionRouting: Routing {}
/// # final actor SessionInteractor: Interactable {
/// #     nonisolated let lifecycle = InteractorLifecycle()
/// # }
/// @MainActor
/// final class SessionRouter: Router<SessionInteractor>, SessionRouting {
///     private let analyticsBuilder: any AnalyticsBuildable
///
///     init(interactor: SessionInteractor, analyticsBuilder: any AnalyticsBuildable) {
///         self.analyticsBuilder = analyticsBuilder
///         super.init(interactor: interactor)
///     }
///
///     override func didLoad() async {
///         await super.didLoad()
///         await attachChild(await analyticsBuilder.build())
///     }
/// }
/// ```
///
/// The tree is guarded in release builds too: attaching a router that is already attached
/// (here or under another parent) does nothing, and so does attaching a router below itself or
/// below one of its own descendants, which would make the tree a cycle; detaching a router that is
/// not a child does nothing. Detaching or releasing a router deactivates its whole subtree, children before parents.
@MainActor
open class Router<InteractorType>: Routing, TreeMember {
    /// The interactor, with its own type.
    public let interactor: InteractorType

    /// The interactor, as the lifecycle sees it.
    public let interactable: any Interactable

    /// The routers attached below this one, in the order they were attached.
    public private(set) final var children: [any Routing] = []

    weak var parent: (any Routing)?
    var detachClaim: DetachClaim?
    private var isLoaded = false
    private var hasFinishedLoading = false
    /// Made by the first ``loaded()`` that has to wait, so that a router nobody waits on
    /// allocates none.
    private var loadSignal: LoadSignal?

    /// Creates a router that owns `interactor`.
    ///
    /// - Precondition: `interactor` conforms to ``Interactable``.
    public init(interactor: InteractorType) {
        guard let interactable = interactor as? any Interactable else {
            preconditionFailure(
                "\(InteractorType.self) does not conform to Interactable; a router's interactor must be an actor that does"
            )
        }
        self.interactor = interactor
        self.interactable = interactable
    }

    isolated deinit {
        // Nobody can await a deinit, so the subtree's deactivation runs in a task of its own;
        // it still goes children first, and each interactor's lifecycle makes it idempotent.
        // After a detach the whole subtree is already inactive: nothing to do, and nothing to
        // allocate (each router of a released subtree runs this check as it goes).
        guard SubtreeLifecycle.anyActive(in: self) else { return }
        let interactables = SubtreeLifecycle.interactablesChildrenFirst(of: self)
        Task { await SubtreeLifecycle.deactivate(interactables, holding: nil) }
    }

    /// Loads the router: the first call runs ``didLoad()``; later calls do nothing.
    public final func load() async {
        guard !isLoaded else { return }
        isLoaded = true
        await didLoad()
        hasFinishedLoading = true
        loadSignal?.finish()
    }

    /// Waits until the router has loaded: returns once ``didLoad()`` has finished (so the
    /// children it attaches are attached), at once if it already has. A cancelled task stops
    /// waiting and returns.
    ///
    /// ```swift
    /// # final actor RootInteractor: Interactable { nonisolated let lifecycle = InteractorLifecycle() }
    /// # @MainActor func describeTree() async {
    /// # let root = Router(interactor: RootInteractor())
    /// await root.loaded()
    /// print(root.treeDescription)
    /// # }
    /// ```
    public final func loaded() async {
        guard !hasFinishedLoading else { return }
        let signal = loadSignal ?? LoadSignal()
        loadSignal = signal
        await signal.wait()
    }

    /// Called once, when the router is first loaded (after its interactor became active).
    /// Attach the children that live as long as this napkin here. The default does nothing.
    open func didLoad() async {}

    /// Attaches `child`: adds it to ``children``, activates its subtree (parents first) and loads
    /// it. Does nothing if `child` is already attached, here or elsewhere, or if it is this router
    /// or one of its ancestors.
    public final func attachChild(_ child: any Routing) async {
        let member = child as? any TreeMember
        guard !isAttached(child), member?.parent == nil, !isSelfOrAncestor(child) else { return }
        children.append(child)
        member?.parent = self
        // A detach of `child` still under way stops deactivating its subtree.
        member?.detachClaim?.revoke()
        member?.detachClaim = nil
        await SubtreeLifecycle.activate(child) { [weak self] in self?.isAttached(child) ?? false }
        guard isAttached(child) else { return }
        await child.load()
    }

    /// Detaches `child`: removes it from ``children`` and deactivates its subtree, children before
    /// parents. Does nothing if `child` is not a child of this router. If `child` is attached again
    /// (here or elsewhere) before this returns, the attach wins: the interactors not yet
    /// deactivated stay active, and the subtree ends active.
    public final func detachChild(_ child: any Routing) async {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        let claim = DetachClaim()
        let member = child as? any TreeMember
        member?.parent = nil
        member?.detachClaim = claim
        await SubtreeLifecycle.deactivate(child, holding: claim)
        // The walk is over: nothing reads the claim any more, unless a later detach made its own.
        if member?.detachClaim === claim { member?.detachClaim = nil }
    }

    /// Whether `router` is this router or one above it: attaching it here would close a cycle.
    private func isSelfOrAncestor(_ router: any Routing) -> Bool {
        if router === self { return true }
        // Every router above this one has a child; a freshly built router has none, so the usual
        // attach skips the walk.
        guard !router.children.isEmpty else { return false }
        var node = parent
        while let current = node {
            if current === router { return true }
            node = (current as? any TreeMember)?.parent
        }
        return false
    }
}

/// What the tree needs to know of a router beyond ``Routing``: its parent, so a router is never
/// attached in two places, and the claim of a detach still running, which attaching it again revokes.
@MainActor
protocol TreeMember: AnyObject {
    var parent: (any Routing)? { get set }
    var detachClaim: DetachClaim? { get set }
}
