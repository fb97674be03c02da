import napkin

/// (a) Build, attach, activate, load, then detach a tree of depth 4 and fan-out 10.
enum TreeBenchmark {
    final actor NodeInteractor: Interactable {
        nonisolated let lifecycle = InteractorLifecycle()
    }

    @MainActor
    final class NodeRouter: Router<NodeInteractor> {
        private let remainingDepth: Int
        private let fanOut: Int

        init(remainingDepth: Int, fanOut: Int) {
            self.remainingDepth = remainingDepth
            self.fanOut = fanOut
            super.init(interactor: NodeInteractor())
        }

        /// Builds and attaches the children when the router loads, as real napkins do.
        override func didLoad() async {
            guard remainingDepth > 0 else { return }
            for _ in 0..<fanOut {
                await attachChild(NodeRouter(remainingDepth: remainingDepth - 1, fanOut: fanOut))
            }
        }
    }

    static let depth = 4
    static let fanOut = 10
    /// The nodes below the root: 10 + 100 + 1,000 + 10,000.
    static let nodeCount = (1...depth).reduce(0) { total, level in total + Int(pow(fanOut, level)) }

    @MainActor
    static func run() async -> Measurement {
        await measure("(a) tree build+attach+activate+load+detach, per node", operations: nodeCount, runs: 5) {
            // The root's 10 children each grow a subtree of depth 3 as they load: 11,110 nodes.
            let root = NodeRouter(remainingDepth: 0, fanOut: 0)
            await root.interactable.activate()
            var subtrees: [NodeRouter] = []
            for _ in 0..<fanOut {
                let subtree = NodeRouter(remainingDepth: depth - 1, fanOut: fanOut)
                subtrees.append(subtree)
                await root.attachChild(subtree)
            }
            for subtree in subtrees {
                await root.detachChild(subtree)
            }
        }
    }

    private static func pow(_ base: Int, _ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * base }
    }
}
