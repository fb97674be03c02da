import Synchronization

/// A detach's hold on the subtree it deactivates: it holds until the subtree's root is attached
/// again. Each interactor checks it as it records the deactivation, on its own actor, so a
/// re-attach that overtakes the detach wins without the walk going back to the main actor.
///
/// Why this is enough: the re-attach revokes the claim on the main actor before it sends any
/// activation, and an interactor records requests one at a time on its actor. A deactivation
/// recorded before the activation is undone by it; one recorded after sees the claim revoked.
final class DetachClaim: Sendable {
    private let holds = Atomic<Bool>(true)

    /// Whether no attach has revoked the claim yet.
    var isHeld: Bool { holds.load(ordering: .sequentiallyConsistent) }

    /// Ends the claim: the subtree's root is being attached again.
    func revoke() { holds.store(false, ordering: .sequentiallyConsistent) }
}
