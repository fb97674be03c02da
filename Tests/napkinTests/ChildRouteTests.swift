import Testing

@testable import napkin

@MainActor
protocol DetailRouting: Routing {}

extension ProbeRouter: DetailRouting {}

@Suite("ChildRoute")
@MainActor
struct ChildRouteTests {
    /// Two overlapping routeToX() calls: with the reference pattern both pass the nil check
    /// before either build finishes, and two children are attached.
    @Test func overlappingRoutesAttachTheChildOnce() async {
        let log = EventLog()
        let parent = ProbeRouter("parent", log: log)
        let route = ChildRoute<any DetailRouting>()
        let builds = Counter()
        func routeToDetail() async {
            await route.attach(to: parent) {
                builds.increment()
                await Task.yield()
                return ProbeRouter("detail", log: log)
            }
        }
        async let first: Void = routeToDetail()
        async let second: Void = routeToDetail()
        _ = await (first, second)
        #expect(parent.children.count == 1)
        #expect(builds.count == 1)
        #expect(route.router != nil)
    }

    @Test func detachDuringTheBuildWins() async {
        let log = EventLog()
        let parent = ProbeRouter("parent", log: log)
        let route = ChildRoute<any DetailRouting>()
        let gate = Gate()
        let attach = Task { @MainActor in
            await route.attach(to: parent) {
                await gate.wait()
                return ProbeRouter("detail", log: log)
            }
        }
        await gate.untilSomeoneArrives()
        await route.detach(from: parent)
        await gate.open()
        let attached = await attach.value
        #expect(attached == nil)
        #expect(parent.children.isEmpty)
        #expect(!route.isOccupied)
    }

    @Test func detachReturnsTheChildAndDeactivatesIt() async {
        let log = EventLog()
        let parent = ProbeRouter("parent", log: log)
        let route = ChildRoute<any DetailRouting>()
        let attached = await route.attach(to: parent) { ProbeRouter("detail", log: log) }
        let detached = await route.detach(from: parent)
        #expect(attached === detached)
        #expect(detached.map { !$0.interactable.isActive } == true)
        #expect(await route.detach(from: parent) == nil)
    }
}
