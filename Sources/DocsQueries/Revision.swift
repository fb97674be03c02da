/// A point in the history of an engine's inputs: every change of an input, and every run, moves
/// the engine to a later revision. A derived value records the revision it was last checked in
/// and the revision its value last changed in.
package struct Revision: Comparable, Hashable, Sendable {
    /// The revision's number; the first is 1.
    package var number: Int

    /// The revision before any input was given.
    package static let start = Revision(number: 0)

    /// The revision after this one.
    package var next: Revision { Revision(number: number + 1) }

    package static func < (lhs: Revision, rhs: Revision) -> Bool { lhs.number < rhs.number }
}
