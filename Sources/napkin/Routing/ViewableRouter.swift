/// A router whose napkin has a view.
@MainActor
public protocol ViewableRouting: Routing {
    /// The napkin's view, for the parent to present or embed.
    var viewControllable: any ViewControllable { get }
}

/// The base class of the router of a napkin with a view.
///
/// `ViewControllerType` is usually the feature's view protocol, such as
/// `ViewableRouter<HomeInteractor, HomeViewControllable>`; the router presents children's views
/// through it.
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The view, with the type the router uses.
    public let viewController: ViewControllerType

    /// The view, as a parent sees it.
    public let viewControllable: any ViewControllable

    /// Creates a router that owns `interactor` and `viewController`.
    ///
    /// - Precondition: `viewController` conforms to ``ViewControllable``, and `interactor` to
    ///   ``Interactable``.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        guard let viewControllable = viewController as? any ViewControllable else {
            preconditionFailure("\(ViewControllerType.self) does not conform to ViewControllable")
        }
        self.viewController = viewController
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }
}
