/// The common base of every builder protocol.
///
/// A feature declares what its builder offers, for example
/// `protocol HomeBuildable: Buildable { @MainActor func build(withListener: HomeListener) async -> HomeRouting }`,
/// so that parents depend on the protocol and tests can substitute a mock builder.
public protocol Buildable: AnyObject, Sendable {}
