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
    /// independent, so their subtrees are deactivated concurrently (each still children first),
    /// and a node is deactivated once all its children's subtrees have returned.
    static func deactivate(_ node: any Routing, while unlinked: @escaping @MainActor @Sendable () -> Bool) async {
        let children = node.children
        if children.count == 1 {
            await deactivate(children[0], while: unlinked)
        } else if !children.isEmpty {
            await withDiscardingTaskGroup { group in
                for child in children.reversed() {
                    guard child.children.isEmpty else {
                        group.addTask(operation: deactivation(of: child, while: unlinked))
                        continue
                    }
                    // A leaf, the most common node: the link is checked here, and a task that
                    // starts at once, on the main actor, sends the request to the interactor's
                    // actor before the main actor runs anything else; it ends there without
                    // coming back.
                    // (Immediate tasks are new in Swift 6.2: older Apple systems take the
                    // main-actor task every other child gets.)
                    guard unlinked() else { continue }
                    let interactable = child.interactable
                    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                        group.addImmediateTask { await interactable.deactivate() }
                    } else {
                        group.addTask(operation: deactivation(of: child, while: unlinked))
                    }
                }
            }
        }
        guard unlinked() else { return }
        await node.interactable.deactivate()
    }

    /// The deactivation of one child's subtree, as a main-actor task of the group: it starts on
    /// the main actor, so it checks the link and sends the request to the interactor in one step.
    private static func deactivation(
        of child: any Routing, while unlinked: @escaping @MainActor @Sendable () -> Bool
    ) -> @MainActor @Sendable () async -> Void {
        { await deactivate(child, while: unlinked) }
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
