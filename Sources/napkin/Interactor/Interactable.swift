/// A read-only view of an interactor's active state, for code that observes a napkin without
/// driving it.
public protocol InteractorScope: AnyObject, Sendable {
    /// Whether the interactor is active.
    var isActive: Bool { get }
    /// The active state: the current value first, then every transition.
    var isActiveStream: AsyncStream<Bool> { get }
}

/// The business logic of a napkin: a `final actor` that its router activates when the napkin is
/// attached and deactivates when it is detached.
///
/// Conform an actor, give it a lifecycle, and implement the two callbacks you need:
///
/// ```swift
/// final actor CounterInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
///     private let ticks: AsyncStream<Int>
///
///     init(ticks: AsyncStream<Int>) { self.ticks = ticks }
///
///     func didBecomeActive() async {
///         task {
///             for await tick in ticks { await record(tick) }
///         }
///     }
///
///     func record(_ tick: Int) async { print("tick", tick) }
/// }
/// ```
///
/// Everything else (``activate()``, ``deactivate()``, ``task(priority:_:)``, ``isActive``,
/// ``isActiveStream``) comes from this protocol's extension and is carried out by the
/// ``InteractorLifecycle``.
public protocol Interactable: Actor, InteractorScope {
    /// The lifecycle state. Declare it `nonisolated let lifecycle = InteractorLifecycle()`.
    nonisolated var lifecycle: InteractorLifecycle { get }

    /// Called when the interactor becomes active, after ``isActive`` turns `true`. Start the work
    /// that lives as long as the napkin is attached here, with ``task(priority:_:)``.
    func didBecomeActive() async

    /// Called when the interactor is about to become inactive, while it is still active. Flush
    /// state or tell the listener here; bound tasks are cancelled right after it returns.
    func willResignActive() async
}

extension Interactable {
    /// Does nothing; implement it to start work when the napkin is attached.
    public func didBecomeActive() async {}

    /// Does nothing; implement it to finish work before the napkin is detached.
    public func willResignActive() async {}

    /// Whether the interactor is active.
    public nonisolated var isActive: Bool { lifecycle.isActive }

    /// The active state: the current value first, then every transition. Finishes when the
    /// lifecycle is released.
    public nonisolated var isActiveStream: AsyncStream<Bool> { lifecycle.isActiveStream }

    /// Makes the interactor active: publishes `true`, then calls ``didBecomeActive()``.
    ///
    /// Routers call this when they attach the napkin; you do not. Calling it while active does
    /// nothing. If ``deactivate()`` is in flight, this request wins once both have returned.
    /// Returns when the interactor is in the state requested last.
    public func activate() async {
        await moveLifecycle(toActive: true)
    }

    /// Makes the interactor inactive: calls ``willResignActive()``, publishes `false`, cancels
    /// every bound task and waits until they have finished.
    ///
    /// Routers call this when they detach the napkin; you do not. Calling it while inactive does
    /// nothing. If ``activate()`` is in flight, this request wins once both have returned.
    public func deactivate() async {
        await moveLifecycle(toActive: false)
    }

    /// Starts a task bound to the active scope: it is cancelled when the interactor deactivates,
    /// and ``deactivate()`` waits for it to finish.
    ///
    /// Like `Task { }`, the closure runs on this actor and may use `self` implicitly. Called while
    /// the interactor is inactive, it never runs the closure and returns a cancelled task.
    @discardableResult
    public func task(
        priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> Task<Void, Never> {
        lifecycle.bind(priority: priority, operation)
    }

    /// Deactivates the interactor, unless `claim` no longer holds when the request is recorded:
    /// the detach that made the claim was overtaken by a re-attach (see ``DetachClaim``). No
    /// claim (`stop()`) always deactivates.
    func deactivate(holding claim: DetachClaim?) async {
        await moveLifecycle(toActive: false, under: claim)
    }

    private func moveLifecycle(toActive active: Bool, under claim: DetachClaim? = nil) async {
        guard await lifecycle.request(active: active, under: claim) == .drive else { return }
        while let next = lifecycle.nextTransition() {
            if next {
                lifecycle.markActive()
                await didBecomeActive()
            } else {
                await willResignActive()
                for task in lifecycle.endActiveScope() {
                    await task.value
                }
            }
        }
    }
}

/// An interactor that talks to a view through a presentable protocol.
public protocol PresentableInteractable: Interactable {
    /// The presentable protocol the interactor talks to, such as `any HomePresentable`.
    associatedtype PresentableType

    /// The presenter or view the interactor sends data to. Declare it
    /// `nonisolated let presenter: HomePresentable`.
    nonisolated var presenter: PresentableType { get }
}
