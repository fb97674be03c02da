import Dispatch
import Testing

@testable import napkin

private final class ScopeComponent: Sendable {
    let account: String
    init(account: String) { self.account = account }
}

@MainActor
private final class AccountRouter: Router<ProbeInteractor> {
    let component: ScopeComponent
    let listenerName: String

    init(component: ScopeComponent, listenerName: String) {
        self.component = component
        self.listenerName = listenerName
        super.init(interactor: ProbeInteractor(component.account, log: EventLog()))
    }
}

private final class AccountBuilder: ComponentizedBuilder<ScopeComponent, AccountRouter, String, String>,
    @unchecked Sendable
{
    init() {
        super.init { account in ScopeComponent(account: account) }
    }

    override func build(with component: ScopeComponent, _ listenerName: String) async -> AccountRouter {
        AccountRouter(component: component, listenerName: listenerName)
    }
}

private final class PlainBuilder: SimpleComponentizedBuilder<ScopeComponent, AccountRouter>, @unchecked Sendable {
    init() {
        super.init { ScopeComponent(account: "plain") }
    }

    override func build(with component: ScopeComponent) async -> AccountRouter {
        AccountRouter(component: component, listenerName: "none")
    }
}

private final class StagedBuilder: MultiStageComponentizedBuilder<ScopeComponent, AccountRouter, String>,
    @unchecked Sendable
{
    let made: Counter

    init() {
        let made = Counter()
        self.made = made
        super.init {
            made.increment()
            return ScopeComponent(account: "staged")
        }
    }

    override func finalStageBuild(with component: ScopeComponent, _ listenerName: String) async -> AccountRouter {
        AccountRouter(component: component, listenerName: listenerName)
    }
}

/// A multi-stage builder whose component factory reads the builder's current pass, which can only
/// recurse: the builder must say so rather than deadlock on its own lock.
private final class SelfReadingBuilder: MultiStageComponentizedBuilder<ScopeComponent, AccountRouter, String>,
    @unchecked Sendable
{
    init() {
        let builder = Locked<SelfReadingBuilder?>(nil)
        super.init { builder.withLock { $0 }!.componentForCurrentBuildPass }
        builder.withLock { $0 = self }
    }
}

private protocol GreetingDependency: Dependency {
    var greeting: String { get }
}

private final class GreetingRoot: Component<EmptyDependency>, GreetingDependency, @unchecked Sendable {
    var greeting: String { "hello" }
}

private final class GreetingBuilder: Builder<GreetingDependency>, @unchecked Sendable {}

@Suite("Builders")
@MainActor
struct BuilderTests {
    @Test func builderKeepsItsDependency() {
        let builder = GreetingBuilder(dependency: GreetingRoot())
        #expect(builder.dependency.greeting == "hello")
    }

    @Test func componentizedBuilderMakesANewComponentForEveryBuild() async {
        let builder = AccountBuilder()
        let first = await builder.build(withDynamicBuildDependency: "listener-1", dynamicComponentDependency: "alice")
        let second = await builder.build(withDynamicBuildDependency: "listener-2", dynamicComponentDependency: "bob")
        #expect(first.component !== second.component)
        #expect(first.component.account == "alice")
        #expect(second.component.account == "bob")
        #expect(second.listenerName == "listener-2")
    }

    @Test func componentizedBuilderCanReturnTheComponentToo() async {
        let (component, router) = await AccountBuilder()
            .buildReturningComponent(withDynamicBuildDependency: "l", dynamicComponentDependency: "carol")
        #expect(router.component === component)
    }

    @Test func simpleComponentizedBuilderNeedsNoDynamicDependency() async {
        let builder = PlainBuilder()
        let first = await builder.build()
        let second = await builder.build()
        #expect(first.component !== second.component)
    }

    @Test func multiStageBuilderReusesOneComponentUntilTheFinalStage() async {
        let builder = StagedBuilder()
        let early = builder.componentForCurrentBuildPass
        #expect(builder.componentForCurrentBuildPass === early)
        let router = await builder.finalStageBuild(withDynamicDependency: "listener")
        #expect(router.component === early)
        #expect(builder.made.count == 1)

        let nextPass = builder.componentForCurrentBuildPass
        #expect(nextPass !== early)
        #expect(builder.made.count == 2)
    }

    /// Many threads starting a pass at once still share one component, built once.
    @Test(.timeLimit(.minutes(1)))
    func multiStageConcurrentFirstReadsBuildOneComponent() async {
        let builder = StagedBuilder()
        let seen = Locked<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            let component = builder.componentForCurrentBuildPass
            seen.withLock { _ = $0.insert(ObjectIdentifier(component)) }
        }
        #expect(seen.withLock { $0.count } == 1)
        #expect(builder.made.count == 1)
    }

    /// The reference design runs the factory under a non-recursive lock, so this deadlocks; napkin
    /// stops with a message that names the mistake.
    @Test(.timeLimit(.minutes(1)))
    func multiStageFactoryReadingItsOwnPassStopsInsteadOfHanging() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SelfReadingBuilder().componentForCurrentBuildPass
        }
        let message = exit.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(message.contains("reads componentForCurrentBuildPass while it builds"), "\(message)")
    }

    @Test func multiStageFinalStageWithoutEarlierStagesStillBuilds() async {
        let builder = StagedBuilder()
        let router = await builder.finalStageBuild(withDynamicDependency: "l")
        #expect(router.component.account == "staged")
    }
}
