/// The lifecycle state of one interactor: whether it is active, the tasks bound to its active
/// scope, and the observers of its state.
///
/// Every interactor holds one, as `nonisolated let lifecycle = InteractorLifecycle()`, and the
/// default implementations of ``Interactable`` drive it. You rarely call it yourself; its
/// properties are useful in tests and diagnostics.
///
/// The contract:
/// - When `activate()` and `deactivate()` overlap, the last request wins: once both have
///   returned, the interactor is in the state requested last.
/// - `task { }` called while inactive never runs its body.
/// - No bound task outlives `deactivate()`: it cancels them and waits until they have finished.
/// - ``isActiveStream`` yields the current value, then every transition, and finishes when the
///   lifecycle is released.
/// - Releasing the lifecycle cancels any task still bound to it (a backstop: a task that captures
///   its interactor keeps it alive, so `deactivate()` is the normal path).
///
/// All state is behind a non-recursive mutex; no user code runs while it is held.
public final class InteractorLifecycle: Sendable {
    let state = Locked(LifecycleState())

    /// Creates a lifecycle in the inactive state.
    public init() {}

    deinit {
        let (tasks, streams) = state.withLock { state in
            defer {
                state.tasks.removeAll()
                state.streams.removeAll()
            }
            return (Array(state.tasks.values), state.streams.map(\.continuation))
        }
        tasks.forEach { $0?.cancel() }
        streams.forEach { $0.finish() }
    }

    /// Whether the interactor is active: between the start of `activate()` and the end of
    /// `willResignActive()` during `deactivate()`.
    public var isActive: Bool {
        state.withLock { $0.isActive }
    }

    /// A stream of the active state: the current value first, then every transition.
    ///
    /// Each read returns a new stream; each stream finishes when the lifecycle is released, or
    /// when the task iterating it is cancelled.
    public var isActiveStream: AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        let token = state.withLock { $0.makeToken() }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { $0.removeStream(token) }
        }
        state.withLock { state in
            continuation.yield(state.isActive)
            state.streams.append(.init(token: token, continuation: continuation))
        }
        return stream
    }

    /// The number of bound tasks that have not finished yet.
    public var boundTaskCount: Int {
        state.withLock { $0.tasks.count }
    }

    /// The number of ``isActiveStream`` streams still being iterated.
    public var openStreamCount: Int {
        state.withLock { $0.streams.count }
    }
}

/// The lock-guarded state of an ``InteractorLifecycle``.
struct LifecycleState: Sendable {
    /// The published state.
    var isActive = false
    /// The state asked for most recently.
    var requested = false
    /// Whether a call to `activate()` or `deactivate()` is carrying out transitions.
    var isTransitioning = false
    /// Callers waiting for the transitions under way to reach their final state.
    var waiters: [CheckedContinuation<TransitionRole, Never>] = []
    /// Bound tasks by token; `nil` while the task is being created.
    var tasks: [UInt64: Task<Void, Never>?] = [:]
    /// Observers of the active state, in the order they subscribed.
    var streams: [Observer] = []
    private var nextToken: UInt64 = 0

    mutating func makeToken() -> UInt64 {
        nextToken += 1
        return nextToken
    }

    /// Records a request for `active` and returns what its caller does, or `nil` when a transition
    /// is under way and the caller must wait for it to end.
    mutating func record(request active: Bool) -> TransitionRole? {
        requested = active
        return roleOfRecordedRequest()
    }

    /// What a caller whose request has been recorded does now, or `nil` while a transition is
    /// under way; `.drive` marks the transitions as started.
    mutating func roleOfRecordedRequest() -> TransitionRole? {
        if isTransitioning { return nil }
        if isActive == requested { return .done }
        isTransitioning = true
        return .drive
    }

    /// Sets the published state and tells every observer, in the order they subscribed.
    mutating func publish(_ active: Bool) {
        isActive = active
        for observer in streams {
            observer.continuation.yield(active)
        }
    }

    /// Forgets the observer with `token`, whose stream has ended.
    mutating func removeStream(_ token: UInt64) {
        if let index = streams.firstIndex(where: { $0.token == token }) {
            streams.remove(at: index)
        }
    }
}

/// One ``InteractorLifecycle/isActiveStream`` being iterated.
struct Observer: Sendable {
    let token: UInt64
    let continuation: AsyncStream<Bool>.Continuation
}

/// What a caller of `activate()`/`deactivate()` does after recording its request.
enum TransitionRole: Sendable {
    /// Carry out transitions until the state matches the latest request.
    case drive
    /// Nothing: the state already is the latest request.
    case done
}
