/// Calls an async listener from a synchronous UI callback, such as a button action.
///
/// ```swift
/// # protocol LoginPresentableListener: AnyObject, Sendable { func didTapLogin() async }
/// # struct Button { init(_ title: String, action: @escaping @MainActor () -> Void) {} }
/// # @MainActor struct LoginView {
/// #     weak var listener: (any LoginPresentableListener)?
/// #     var body: Button {
/// Button("Log in") {
///     dispatch { [listener] in await listener?.didTapLogin() }
/// }
/// #     }
/// # }
/// ```
///
/// The operation runs in a new task off the main actor, so the listener's actor is reached with
/// one hop. Capture the listener weakly (as a `weak var` property does) so a dismissed view does
/// not keep its interactor alive.
///
/// - Returns: The task, which you may cancel; most callers ignore it.
@MainActor
@discardableResult
public func dispatch(
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable () async -> Void
) -> Task<Void, Never> {
    // Passed as it is: a closure written here would be isolated to the main actor and start there.
    Task(priority: priority, operation: operation)
}
