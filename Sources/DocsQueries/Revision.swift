/// A point in the history of an engine's inputs: every change of an input moves the engine to a
/// later revision. A derived value records the revision it was last checked in and the revision
/// its value last changed in.
public struct Revision: Comparable, Hashable, Sendable {
    /// The revision's number; the first change makes revision 1.
    public var number: Int

    /// The revision before any input was given.
    public static let start = Revision(number: 0)

    /// Creates the revision numbered `number`.
    @inlinable
    public init(number: Int) {
        self.number = number
    }

    /// The revision after this one.
    @inlinable
    public var next: Revision { Revision(number: number + 1) }

    /// Whether `lhs` comes before `rhs`.
    @inlinable
    public static func < (lhs: Revision, rhs: Revision) -> Bool { lhs.number < rhs.number }
}
