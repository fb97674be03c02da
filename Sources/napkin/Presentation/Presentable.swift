import Observation

/// The base of every presentable protocol: what an interactor calls to show data.
///
/// It is `@MainActor`, so a feature's presentable protocol, and any `listener` property it
/// requires, live on the main actor together with the view that implements them. Interactors call
/// it with `await`, which is where business logic crosses onto the main actor.
@MainActor
public protocol Presentable: AnyObject, Sendable {}

/// The base class of an optional presenter: it turns business data into view state that views
/// observe.
///
/// It is `@Observable`, so views can read its properties directly. `ViewControllerType` is the
/// feature's view protocol; the presenter holds the view, not the other way round, which keeps
/// construction free of cycles.
///
/// Mark a subclass `@Observable` as well, so that the properties it declares are observed too:
///
/// ```swift
/// # import Observation
/// # struct User: Sendable { var name: String }
/// # @MainActor protocol HomeViewControllable: ViewControllable {}
/// # protocol HomePresentable: Presentable { func presentUser(_ user: User) async }
/// @MainActor @Observable
/// final class HomePresenter: Presenter<any HomeViewControllable>, HomePresentable {
///     var displayName = ""
///     func presentUser(_ user: User) async { displayName = user.name }
/// }
/// ```
@MainActor
@Observable
open class Presenter<ViewControllerType>: Presentable {
    /// The view this presenter drives.
    @ObservationIgnored public let viewController: ViewControllerType

    /// Creates a presenter for `viewController`.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
