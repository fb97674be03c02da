import Observation
import Testing
import napkin

// A napkin written the way the reference README writes one (minus UIKit), to prove that code in
// that shape compiles against this module unchanged and behaves. Swift asks every subclass of
// an `@unchecked Sendable` class to restate the conformance; without it the code still compiles,
// with a warning. Components and builders add no mutable stored state, so restating is true.

struct User: Sendable, Equatable {
    let firstName: String
    let lastName: String
}

protocol UserServiceProtocol: Sendable {
    var currentUser: User { get }
    func users() -> AsyncStream<User>
}

final class UserService: UserServiceProtocol {
    let currentUser = User(firstName: "Ada", lastName: "Lovelace")
    let session: UserSession
    init(session: UserSession) { self.session = session }
    func users() -> AsyncStream<User> {
        AsyncStream { continuation in
            continuation.yield(currentUser)
        }
    }
}

final class UserSession: Sendable {}

protocol HomeDependency: Dependency {
    var userSession: UserSession { get }
}

nonisolated final class AppComponent: Component<EmptyDependency>, HomeDependency, @unchecked Sendable {
    var userSession: UserSession {
        shared { UserSession() }
    }
}

nonisolated final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
    var userService: UserServiceProtocol {
        shared { UserService(session: dependency.userSession) }
    }
}

protocol HomeListener: AnyObject, Sendable {
    func homeDidRequestLogout() async
}

protocol HomePresentableListener: AnyObject, Sendable {
    func didTapLogout() async
}

@MainActor
protocol HomeRouting: ViewableRouting {
    func routeToProfile() async
}

protocol HomePresentable: Presentable, Sendable {
    @MainActor var listener: HomePresentableListener? { get set }
    func presentUser(_ user: User) async
}

@MainActor protocol HomeViewControllable: ViewControllable {}

final actor HomeInteractor: PresentableInteractable, HomePresentableListener {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let presenter: HomePresentable

    weak var router: HomeRouting?
    weak var listener: HomeListener?

    private let userService: UserServiceProtocol

    init(presenter: HomePresentable, userService: UserServiceProtocol) {
        self.presenter = presenter
        self.userService = userService
    }

    func wire(router: HomeRouting?, listener: HomeListener?) {
        self.router = router
        self.listener = listener
    }

    func didBecomeActive() async {
        task {
            for await user in userService.users() {
                await presenter.presentUser(user)
            }
        }
    }

    func didTapLogout() async {
        await listener?.homeDidRequestLogout()
    }
}

@MainActor
final class HomeViewController: HomePresentable, HomeViewControllable {
    weak var listener: HomePresentableListener?
    var shownUser: User?

    func presentUser(_ user: User) async { shownUser = user }

    func tapLogout() {
        dispatch { [listener] in await listener?.didTapLogout() }
    }
}

/// A presenter subclass is `@Observable` too, so that its own properties are observed.
@MainActor
@Observable
final class HomePresenter: Presenter<HomeViewControllable>, HomePresentable {
    @ObservationIgnored weak var listener: HomePresentableListener?
    var displayName = ""
    func presentUser(_ user: User) async { displayName = "\(user.firstName) \(user.lastName)" }
}

@MainActor
final class HomeRouter: ViewableRouter<HomeInteractor, HomeViewControllable>, HomeRouting {
    private(set) var routedToProfile = false
    func routeToProfile() async { routedToProfile = true }
}

protocol HomeBuildable: Buildable {
    @MainActor func build(withListener listener: HomeListener) async -> HomeRouting
}

nonisolated final class HomeBuilder: Builder<HomeDependency>, HomeBuildable, @unchecked Sendable {
    @MainActor
    func build(withListener listener: HomeListener) async -> HomeRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController, userService: component.userService)
        viewController.listener = interactor
        let router = HomeRouter(interactor: interactor, viewController: viewController)
        await interactor.wire(router: router, listener: listener)
        return router
    }
}

final actor AppListener: HomeListener {
    private(set) var logoutCount = 0
    func homeDidRequestLogout() async { logoutCount += 1 }
}

@Suite("Code shaped like the reference README")
@MainActor
struct ReadmeShapeTests {
    @Test(.timeLimit(.minutes(1)))
    func aNapkinWrittenTheReferenceWayWorks() async {
        let listener = AppListener()
        let builder = HomeBuilder(dependency: AppComponent())
        let router = await builder.build(withListener: listener) as! HomeRouter
        let view = router.viewController as! HomeViewController

        await router.interactable.activate()
        while view.shownUser == nil { await Task.yield() }
        #expect(view.shownUser?.firstName == "Ada")

        view.tapLogout()
        while await listener.logoutCount == 0 { await Task.yield() }
        await router.interactable.deactivate()
        #expect(router.interactor.lifecycle.boundTaskCount == 0)
    }

    @Test func presenterIsObservable() async {
        let presenter = HomePresenter(viewController: HomeViewController())
        let changes = Counter()
        withObservationTracking {
            _ = presenter.displayName
        } onChange: {
            changes.increment()
        }
        await presenter.presentUser(User(firstName: "Grace", lastName: "Hopper"))
        #expect(presenter.displayName == "Grace Hopper")
        #expect(changes.count == 1)
    }
}
