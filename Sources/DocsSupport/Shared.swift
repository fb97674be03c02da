/// A value shared by reference: reading it from many places costs one reference count, where
/// reading a structure costs one for each of its fields that is a reference. For a large value
/// that every page reads, as the site's arrangement.
package final class Shared<Value: Sendable>: Sendable {
    /// The value.
    package let value: Value

    /// Shares `value`.
    package init(_ value: Value) {
        self.value = value
    }
}

/// A value kept in one shared box until it is changed, when the change gets a box of its own:
/// the fields of a value the build copies often (a document, a page, a page's code), for which
/// one reference count is cheaper than one per field. Equal boxes are equal without a look inside.
package struct SharedFields<Fields: Sendable & Equatable>: Sendable, Equatable {
    private var box: Shared<Fields>

    /// Keeps `fields` in a box.
    package init(_ fields: Fields) {
        box = Shared(fields)
    }

    /// The fields; setting them (or one of them) puts them in a new box.
    package var value: Fields {
        get { box.value }
        set { box = Shared(newValue) }
    }

    /// Equal when the fields are; one box is equal to itself without a look inside.
    package static func == (lhs: SharedFields, rhs: SharedFields) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }
}
