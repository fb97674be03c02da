extension InteractorLifecycle {
    /// Records a request for `active` and tells the caller whether to drive the transitions or
    /// simply wait for the caller already driving them to finish.
    ///
    /// Runs on the caller's actor (the interactor's), so requests are recorded in the order the
    /// actor receives them rather than in whatever order a hop to another executor would give.
    /// Only a request that arrives while a transition is under way suspends.
    ///
    /// A request made under a `claim` that no longer holds is not recorded (`.done`). The claim is
    /// read on the actor, where every request is recorded, so no request can come in between.
    func request(
        active: Bool, under claim: DetachClaim? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> TransitionRole {
        if let claim, !claim.isHeld { return .done }
        if let role = state.withLock({ $0.record(request: active) }) { return role }
        return await withCheckedContinuation(isolation: isolation) {
            (continuation: CheckedContinuation<TransitionRole, Never>) in
            // Decided again: the transition may have ended since the first look.
            let role: TransitionRole? = state.withLock { state in
                guard let role = state.roleOfRecordedRequest() else {
                    state.waiters.append(continuation)
                    return nil
                }
                return role
            }
            if let role { continuation.resume(returning: role) }
        }
    }

    /// The next transition towards the latest request, or `nil` when the state matches it; in
    /// that case the transitions are over and every waiter is released.
    func nextTransition() -> Bool? {
        let (next, waiters): (Bool?, [CheckedContinuation<TransitionRole, Never>]) = state.withLock { state in
            if state.isActive != state.requested { return (state.requested, []) }
            state.isTransitioning = false
            defer { state.waiters.removeAll() }
            return (nil, state.waiters)
        }
        waiters.forEach { $0.resume(returning: .done) }
        return next
    }

    /// Publishes the active state; called before `didBecomeActive()`.
    func markActive() {
        state.withLock { $0.publish(true) }
    }

    /// Publishes the inactive state and cancels every bound task; returns them, except the task
    /// calling (when `deactivate()` runs inside a bound task), so the caller can wait for them.
    func endActiveScope() -> [Task<Void, Never>] {
        let caller = BoundTaskMarker.current
        let tasks = state.withLock { state in
            state.publish(false)
            var tasks: [Task<Void, Never>] = []
            tasks.reserveCapacity(state.tasks.count)
            for (token, task) in state.tasks {
                guard let task, caller != .init(lifecycle: ObjectIdentifier(self), token: token) else { continue }
                tasks.append(task)
            }
            return tasks
        }
        tasks.forEach { $0.cancel() }
        return tasks
    }

    /// Starts `operation` as a task bound to the active scope, or returns a cancelled task that
    /// never runs it when the interactor is inactive.
    ///
    /// Must be called on the interactor's actor (as `task { }` is), which is also where
    /// transitions run, so the scope cannot end between the check and the registration.
    func bind(
        priority: TaskPriority?,
        _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> Task<Void, Never> {
        guard
            let token = state.withLock({ state -> UInt64? in
                guard state.isActive else { return nil }
                let token = state.makeToken()
                state.tasks[token] = .some(nil)
                return token
            })
        else {
            let refused = Task<Void, Never> {}
            refused.cancel()
            return refused
        }
        let mark = BoundTaskMarker.Mark(lifecycle: ObjectIdentifier(self), token: token)
        // The task holds the lock storage rather than the lifecycle, so it keeps no interactor
        // alive and reads no weak reference.
        let state = state
        let task = Task(priority: priority) {
            // `operation` itself is the binding's body: a closure around it would cost the task
            // about two allocations more.
            await BoundTaskMarker.$current.withValue(mark, operation: operation)
            state.withLock { _ = $0.tasks.removeValue(forKey: token) }
        }
        state.withLock { state in
            // The task may already have finished and removed its token.
            if state.tasks[token] != nil { state.tasks[token] = task }
        }
        return task
    }
}
