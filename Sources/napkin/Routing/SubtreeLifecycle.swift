/// Activation and deactivation of whole subtrees, re-checking at every step that the link which
/// started the walk still holds, so that an overlapping detach or re-attach always wins.
@MainActor
enum SubtreeLifecycle {
    /// Activates `node`, then its descendants: parents before children.
    static func activate(_ node: any Routing, while linked: () -> Bool) async {
        guard linked() else { return }
        await node.interactable.activate()
        for child in node.children {
            await activate(child) { linked() && node.isAttached(child) }
        }
    }

    /// Deactivates the descendants of `node`, then `node`: children before parents. Siblings are
    /// independent, so the subtrees of `node`'s children are deactivated concurrently, each in a
    /// task of its own that walks it children first.
    ///
    /// The walk leaves the main actor once: the subtree's shape is read here, and each task goes
    /// from one interactor's actor to the next on the thread it runs on, rather than coming back
    /// to the main actor between them (a wake-up of another thread each time). A re-attach that
    /// overtakes the walk is seen by each interactor itself, through `claim`.
    static func deactivate(_ node: any Routing, holding claim: DetachClaim?) async {
        let subtrees = node.children.reversed().map(interactablesChildrenFirst(of:))
        if subtrees.count == 1 {
            await deactivate(subtrees[0], holding: claim)
        } else if !subtrees.isEmpty {
            await withDiscardingTaskGroup { group in
                for subtree in subtrees {
                    group.addTask { await deactivate(subtree, holding: claim) }
                }
            }
        }
        await node.interactable.deactivate(holding: claim)
    }

    /// Deactivates `interactables` one after the other, in their order, off the main actor.
    @concurrent
    nonisolated static func deactivate(_ interactables: [any Interactable], holding claim: DetachClaim?) async {
        for interactable in interactables {
            await interactable.deactivate(holding: claim)
        }
    }

    /// Whether any interactor of a subtree is active; stops at the first one, allocates nothing.
    static func anyActive(in node: any Routing) -> Bool {
        if node.interactable.isActive { return true }
        for child in node.children where anyActive(in: child) { return true }
        return false
    }

    /// The interactors of a subtree, children before parents (the last child's subtree first),
    /// gathered into one array: detach and release list whole subtrees with it.
    static func interactablesChildrenFirst(of node: any Routing) -> [any Interactable] {
        var found: [any Interactable] = []
        appendChildrenFirst(node, to: &found)
        return found
    }

    private static func appendChildrenFirst(_ node: any Routing, to found: inout [any Interactable]) {
        for child in node.children.reversed() {
            appendChildrenFirst(child, to: &found)
        }
        found.append(node.interactable)
    }
}
