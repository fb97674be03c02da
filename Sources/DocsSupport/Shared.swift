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
///
/// `public` and `@inlinable`, as ``LockedValue`` is and for its reason: reading one field
/// (`page.path`) must load that field from the box, which a caller in another module does only
/// where it sees the body; else each read copies every field of the box, retaining each, and
/// lets them go (a build of 10,000 articles spent a tenth of its render stage on such copies).
/// No product exports DocsSupport, so `public` here reaches no module outside this package.
public struct SharedFields<Fields: Sendable & Equatable>: Sendable, Equatable {
    @usableFromInline var box: Box

    /// The box the fields are kept in.
    @usableFromInline
    final class Box: Sendable {
        @usableFromInline let fields: Fields

        @inlinable
        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Keeps `fields` in a box.
    @inlinable
    public init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The fields, lent to the reader without a copy; setting them (or one of them) puts them in
    /// a new box.
    @inlinable
    public var value: Fields {
        _read { yield box.fields }
        set { box = Box(newValue) }
    }

    /// Equal when the fields are; one box is equal to itself without a look inside.
    @inlinable
    public static func == (lhs: SharedFields, rhs: SharedFields) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }
}
