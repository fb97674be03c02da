/// The fields of a value type in one immutable box that copies of the value share: a copy costs
/// one reference count however many fields there are, a change makes a box of its own, and two
/// copies of one box are equal without a look inside.
///
/// For the values a build copies many times over (a document, a page, a page's code), where a
/// copy that retains every field one by one, and an equality that compares a kept value's whole
/// content with itself, took most of the time of a rebuild after one save.
package struct SharedFields<Fields: Sendable & Equatable>: Sendable, Equatable {
    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// Boxes `fields`.
    package init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The fields; setting them makes a new box, which the other copies do not see.
    package var fields: Fields {
        get { box.fields }
        set { box = Box(newValue) }
    }

    /// Equal when the fields are; one box is equal to itself without a look inside.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }
}
