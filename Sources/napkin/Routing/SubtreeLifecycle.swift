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

    /// Deactivates the descendants of `node`, then `node`: children before parents.
    static func deactivate(_ node: any Routing, while unlinked: () -> Bool) async {
        for child in node.children.reversed() {
            await deactivate(child, while: unlinked)
        }
        guard unlinked() else { return }
        await node.interactable.deactivate()
    }

    /// Whether any interactor of a subtree is active; stops at the first one, allocates nothing.
    static func anyActive(in node: any Routing) -> Bool {
        if node.interactable.isActive { return true }
        for child in node.children where anyActive(in: child) { return true }
        return false
    }

    /// The interactors of a subtree, children before parents.
    static func interactablesChildrenFirst(of node: any Routing) -> [any Interactable] {
        node.children.reversed().flatMap(interactablesChildrenFirst(of:)) + [node.interactable]
    }
}
