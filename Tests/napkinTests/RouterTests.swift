import Testing

@testable import napkin

@Suite("Router")
@MainActor
struct RouterTests {
    @Test func attachActivatesAndLoadsTheChild() async {
        let log = EventLog()
        let parent = ProbeRouter("parent", log: log)
        let child = ProbeRouter("child", log: log)
        await parent.attachChild(child)
        #expect(parent.isAttached(child))
        #expect(child.interactable.isActive)
        #expect(child.loadCount == 1)
    }

    /// In the reference design the guard is an assertion, gone in release builds.
    @Test func attachingAnAttachedChildDoesNothing() async {
        let log = EventLog()
        let parent = ProbeRouter("parent", log: log)
        let other = ProbeRouter("other", log: log)
        let child = ProbeRouter("child", log: log)
        await parent.attachChild(child)
        await parent.attachChild(child)
        await other.attachChild(child)
        #expect(parent.children.count == 1)
        #expect(other.children.isEmpty)
        #expect(child.loadCount == 1)
        #expect(log.entries(withPrefix: "activate child").count == 1)
    }

    @Test func aRouterCannotBeItsOwnChild() async {
        let router = ProbeRouter("r", log: EventLog())
        await router.attachChild(router)
        #expect(router.children.isEmpty)
    }

    /// Attaching an ancestor below its descendant would make the tree a cycle, which activation,
    /// `treeDescription` and release would walk forever.
    @Test(.timeLimit(.minutes(1)))
    func aRouterCannotBeAttachedBelowItsOwnDescendant() async {
        let log = EventLog()
        let root = ProbeRouter("root", log: log)
        let child = ProbeRouter("child", log: log)
        let grandchild = ProbeRouter("grandchild", log: log)
        await root.attachChild(child)
        await child.attachChild(grandchild)

        await child.attachChild(root)
        await grandchild.attachChild(root)
        await grandchild.attachChild(child)

        #expect(root.children.count == 1)
        #expect(child.children.count == 1)
        #expect(grandchild.children.isEmpty)
        #expect(
            root.treeDescription == """
                ProbeRouter (inactive)
                └── ProbeRouter (active)
                    └── ProbeRouter (active)
                """)
        #expect(log.entries(withPrefix: "activate root").isEmpty)
    }

    /// In the reference design, detaching a non-child still deactivates it.
    @Test func detachingARouterThatIsNotAChildDoesNothing() async {
        let log = EventLog()
        let parent = ProbeRouter("parent", log: log)
        let stranger = ProbeRouter("stranger", log: log)
        let owner = ProbeRouter("owner", log: log)
        await owner.attachChild(stranger)
        await parent.detachChild(stranger)
        #expect(stranger.interactable.isActive)
        #expect(owner.isAttached(stranger))
    }

    /// In the reference design only the detached router's own interactor is deactivated.
    @Test func detachDeactivatesTheWholeSubtreeChildrenFirst() async {
        let log = EventLog()
        let root = ProbeRouter("root", log: log)
        let child = ProbeRouter("child", log: log)
        let grandchildA = ProbeRouter("grandchildA", log: log)
        let grandchildB = ProbeRouter("grandchildB", log: log)
        let greatGrandchild = ProbeRouter("greatGrandchild", log: log)
        await root.attachChild(child)
        await child.attachChild(grandchildA)
        await child.attachChild(grandchildB)
        await grandchildA.attachChild(greatGrandchild)

        await root.detachChild(child)

        // The two grandchildren's subtrees go concurrently: only children-before-parents is fixed.
        let resigned = log.entries(withPrefix: "resign")
        #expect(
            resigned.sorted() == ["resign child", "resign grandchildA", "resign grandchildB", "resign greatGrandchild"])
        #expect(resigned.last == "resign child")
        #expect(resigned.firstIndex(of: "resign greatGrandchild")! < resigned.firstIndex(of: "resign grandchildA")!)
        for router in [child, grandchildA, grandchildB, greatGrandchild] {
            #expect(!router.interactable.isActive)
        }
    }

    /// A re-attach that overtakes a detach still deactivating the subtree wins: the interactors the
    /// detach had not reached yet are never deactivated, and the one it was deactivating becomes
    /// active again, so the whole subtree ends active.
    @Test(.timeLimit(.minutes(1)))
    func aReattachOvertakingADetachLeavesTheSubtreeActive() async {
        let log = EventLog()
        let gate = Gate()
        let root = ProbeRouter("root", log: log)
        let child = ProbeRouter("child", log: log)
        let middle = ProbeRouter("middle", log: log)
        let later = ProbeRouter("later", log: log)
        let slow = ProbeRouter("slow", log: log, resignationGate: gate)
        await root.attachChild(child)
        await child.attachChild(middle)
        await middle.attachChild(later)
        await middle.attachChild(slow)  // the last attached is deactivated first

        let detach = Task { await root.detachChild(child) }
        await gate.untilSomeoneArrives()
        let reattach = Task { await root.attachChild(child) }
        while !root.isAttached(child) { await Task.yield() }
        await gate.open()
        await detach.value
        await reattach.value

        #expect(log.entries(withPrefix: "resign") == ["resign slow"])
        for router in [child, middle, later, slow] {
            #expect(router.interactable.isActive, "\(router.interactor.name)")
        }
        #expect(child.loadCount == 1)
    }

    @Test func aFinishedDetachKeepsNoClaimOnTheRouter() async {
        let log = EventLog()
        let root = ProbeRouter("root", log: log)
        let child = ProbeRouter("child", log: log)
        await root.attachChild(child)
        await root.detachChild(child)
        // A detached router kept for later holds nothing of the detach that is over.
        #expect(child.detachClaim == nil)
        #expect(!child.interactable.isActive)
    }

    @Test func reattachingActivatesTheSubtreeParentsFirstAndLoadsOnce() async {
        let log = EventLog()
        let root = ProbeRouter("root", log: log)
        let child = ProbeRouter("child", log: log)
        let grandchild = ProbeRouter("grandchild", log: log)
        await root.attachChild(child)
        await child.attachChild(grandchild)
        await root.detachChild(child)
        await root.attachChild(child)
        #expect(log.entries(withPrefix: "activate").suffix(2) == ["activate child", "activate grandchild"])
        #expect(grandchild.interactable.isActive)
        #expect(child.loadCount == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func releasingARouterDeactivatesItsSubtreeChildrenFirst() async {
        let log = EventLog()
        var root: ProbeRouter? = ProbeRouter("root", log: log)
        let child = ProbeRouter("child", log: log)
        let grandchild = ProbeRouter("grandchild", log: log)
        await root!.attachChild(child)
        await child.attachChild(grandchild)
        await root!.interactable.activate()
        root = nil
        while child.interactable.isActive || grandchild.interactable.isActive
            || log.entries(withPrefix: "resign root").isEmpty
        {
            await Task.yield()
        }
        #expect(log.entries(withPrefix: "resign") == ["resign grandchild", "resign child", "resign root"])
    }

    @Test func treeDescriptionPrintsTheSubtree() async {
        let log = EventLog()
        let root = ProbeRouter("root", log: log)
        let home = ProbeRouter("home", log: log)
        let profile = ProbeRouter("profile", log: log)
        let settings = ProbeRouter("settings", log: log)
        await root.interactable.activate()
        await root.attachChild(home)
        await home.attachChild(profile)
        await root.attachChild(settings)
        await home.detachChild(profile)
        await home.attachChild(profile)
        await settings.interactable.deactivate()
        #expect(
            root.treeDescription == """
                ProbeRouter (active)
                ├── ProbeRouter (active)
                │   └── ProbeRouter (active)
                └── ProbeRouter (inactive)
                """)
    }

    @Test func startAndStopDriveARootWithoutAWindow() async {
        let log = EventLog()
        let root = ProbeRouter("root", log: log) { router in
            await router.attachChild(ProbeRouter("child", log: log))
        }
        await root.start()
        await root.start()
        #expect(root.interactable.isActive)
        #expect(root.loadCount == 1)
        #expect(root.children.count == 1)

        await root.stop()
        #expect(log.entries(withPrefix: "resign") == ["resign child", "resign root"])
        #expect(root.children.count == 1, "stop() keeps the tree attached")
        #expect(!root.children[0].interactable.isActive)

        await root.start()
        #expect(root.children[0].interactable.isActive, "a restart reactivates the whole tree")
        #expect(root.loadCount == 1)
    }

    @Test func launchShowsTheRootViewActivatesAndLoads() async {
        final class RootRouter: LaunchRouter<ProbeInteractor, ProbeView> {
            var loaded = false
            override func didLoad() async {
                await super.didLoad()
                loaded = true
            }
        }
        let window = ProbeWindow()
        let view = ProbeView()
        let router = RootRouter(interactor: ProbeInteractor("root", log: EventLog()), viewController: view)
        await router.launch(from: window)
        #expect(window.shown === view)
        #expect(router.viewControllable === view)
        #expect(router.interactable.isActive)
        #expect(router.loaded)
    }

    /// In the reference design `launch(from:)` activates only the root interactor.
    @Test func launchActivatesTheWholeTreeParentsFirst() async {
        final class RootRouter: LaunchRouter<ProbeInteractor, ProbeView> {}
        let log = EventLog()
        let root = RootRouter(interactor: ProbeInteractor("root", log: log), viewController: ProbeView())
        let child = ProbeRouter("child", log: log)
        let grandchild = ProbeRouter("grandchild", log: log)
        await root.attachChild(child)
        await child.attachChild(grandchild)
        await root.stop()

        await root.launch(from: ProbeWindow())

        #expect(root.interactable.isActive)
        #expect(child.interactable.isActive)
        #expect(grandchild.interactable.isActive)
        #expect(
            log.entries(withPrefix: "activate").suffix(3) == ["activate root", "activate child", "activate grandchild"])
    }

    /// 1,000 concurrent attach/detach requests on one parent, several per child, interleaved at
    /// every suspension point: the tree ends consistent and each child's state matches it.
    @Test(.timeLimit(.minutes(2)))
    func concurrentAttachDetachOnOneParent() async {
        let log = EventLog()
        let parent = ProbeRouter("parent", log: log)
        await parent.interactable.activate()
        let children = (0..<250).map { ProbeRouter("child\($0)", log: log) }
        await storm(of: 1_000, on: parent, for: children, detachEvery: 4)
        let identities = parent.children.map { ObjectIdentifier($0) }
        #expect(Set(identities).count == identities.count, "a child was attached twice")
        for child in children {
            let attached = parent.isAttached(child)
            #expect(child.interactable.isActive == attached, "\(child.interactor.name) attached: \(attached)")
            #expect(child.loadCount <= 1)
            if attached { #expect(child.loadCount == 1) }
        }
        for child in children { await parent.detachChild(child) }
        #expect(parent.children.isEmpty)
        #expect(children.allSatisfy { !$0.interactable.isActive })
    }

    /// Sends `count` requests to `parent` at once, each from a task of its own: request `n` is for
    /// `children[n % children.count]`, and every `detachEvery`th is a detach, the others attaches.
    private func storm(of count: Int, on parent: ProbeRouter, for children: [ProbeRouter], detachEvery: Int) async {
        let requests = (0..<count).map { request in
            let child = children[request % children.count]
            return Task { @MainActor in
                if request % detachEvery == detachEvery - 1 {
                    await parent.detachChild(child)
                } else {
                    await parent.attachChild(child)
                }
            }
        }
        for request in requests { await request.value }
    }

    /// The same storm with a subtree below each child: detaches overtaken by re-attaches at every
    /// depth of their walk. Each whole subtree ends in its root's state.
    @Test(.timeLimit(.minutes(2)))
    func concurrentAttachDetachOfSubtrees() async {
        let log = EventLog()
        let parent = ProbeRouter("parent", log: log)
        await parent.interactable.activate()
        var subtrees: [(root: ProbeRouter, all: [ProbeRouter])] = []
        for index in 0..<100 {
            let root = ProbeRouter("child\(index)", log: log)
            let left = ProbeRouter("left\(index)", log: log)
            let right = ProbeRouter("right\(index)", log: log)
            let leaf = ProbeRouter("leaf\(index)", log: log)
            await root.attachChild(left)
            await root.attachChild(right)
            await left.attachChild(leaf)
            subtrees.append((root, [root, left, right, leaf]))
        }
        await storm(of: 1_000, on: parent, for: subtrees.map(\.root), detachEvery: 3)
        for (root, all) in subtrees {
            let attached = parent.isAttached(root)
            for router in all {
                #expect(router.interactable.isActive == attached, "\(router.interactor.name) attached: \(attached)")
            }
        }
    }
}
