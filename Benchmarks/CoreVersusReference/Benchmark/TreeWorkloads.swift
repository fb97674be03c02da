import CMallocCounter
import Synchronization
import napkin

/// A tree of 11,111 napkins (a root and four levels of ten children each, every router attaching
/// its children in `didLoad()`) attached below a parent, then torn down.
enum TreeWorkloads {
    final actor NodeInteractor: Interactable {
        nonisolated let lifecycle = InteractorLifecycle()

        func willResignActive() async {
            unresigned.subtract(1, ordering: .relaxed)
        }
    }

    /// The interactors of the tree being torn down that have not resigned yet: how the benchmark
    /// sees the tree become quiet without reading 11,111 interactors (a hop each on the reference).
    static let unresigned = Atomic<Int>(0)

    @MainActor
    final class NodeRouter: Router<NodeInteractor> {
        private let remainingDepth: Int

        init(remainingDepth: Int) {
            self.remainingDepth = remainingDepth
            super.init(interactor: NodeInteractor())
        }

        override func didLoad() async {
            guard remainingDepth > 0 else { return }
            for _ in 0..<fanOut {
                await attachChild(NodeRouter(remainingDepth: remainingDepth - 1))
            }
        }
    }

    static let depth = 4
    static let fanOut = 10
    /// The root and the 10 + 100 + 1,000 + 10,000 nodes below it.
    static let nodeCount = 11_111

    /// The tree being measured; torn down by setting it to `nil`, so nothing else keeps it.
    @MainActor
    final class Holder {
        var root: NodeRouter?
    }

    @MainActor
    static func run() async -> [Result] {
        let parent = NodeRouter(remainingDepth: 0)
        await parent.interactable.activate()
        let holder = Holder()

        // Built, attached, activated and loaded; the warm-up's tree is torn down first.
        _ = await once { await buildAndAttach(into: holder, below: parent) }
        await tearDown(holder, from: parent)
        let build = await once { await buildAndAttach(into: holder, below: parent) }

        // Detached, then released until every interactor has resigned.
        let teardown = await once { await tearDown(holder, from: parent) }

        // The whole cycle: a warm-up, then one measured.
        var cycle = (seconds: 0.0, allocations: 0.0)
        for _ in 0..<2 {
            cycle = await once {
                await buildAndAttach(into: holder, below: parent)
                await tearDown(holder, from: parent)
            }
        }
        let perNode = Double(nodeCount)
        return [
            Result(name: "tree-build-to-load", value: build.seconds * 1e6 / perNode, unit: "us/node"),
            Result(name: "tree-allocations", value: build.allocations / perNode, unit: "allocs/node"),
            Result(name: "tree-detach-to-quiet", value: teardown.seconds * 1e3, unit: "ms"),
            Result(name: "tree-whole-cycle", value: cycle.seconds * 1e6 / perNode, unit: "us/node"),
        ]
    }

    /// Builds, attaches and loads one tree and keeps it, for the peak-memory figure.
    @MainActor
    static func buildAndLoadOnce() async {
        let parent = NodeRouter(remainingDepth: 0)
        await parent.interactable.activate()
        let holder = Holder()
        await buildAndAttach(into: holder, below: parent)
        withExtendedLifetime(holder) {}
    }

    @MainActor
    private static func buildAndAttach(into holder: Holder, below parent: NodeRouter) async {
        let root = NodeRouter(remainingDepth: depth)
        holder.root = root
        await parent.attachChild(root)
    }

    /// Detaches the held tree and releases it, then waits until every interactor of the tree has
    /// resigned (at once on this package's core, whose detach returns when they all have).
    @MainActor
    private static func tearDown(_ holder: Holder, from parent: NodeRouter) async {
        unresigned.store(nodeCount, ordering: .relaxed)
        await parent.detachChild(holder.root!)
        holder.root = nil
        while unresigned.load(ordering: .relaxed) > 0 {
            try? await Task.sleep(for: .microseconds(100))
        }
    }

    /// Seconds and allocations of one run of `body`.
    @MainActor
    private static func once(_ body: @MainActor () async -> Void) async -> (seconds: Double, allocations: Double) {
        let clock = ContinuousClock()
        let allocationsBefore = napkin_allocation_count()
        let start = clock.now
        await body()
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds, Double(napkin_allocation_count() - allocationsBefore))
    }
}
