/// A value kept in one shared box that is never changed: copying it costs one reference count
/// where copying the value costs one per array and string it holds; a change always puts the
/// changed value in a new box, leaving the copies that share the old one as they were.
///
/// The site's large values (a parsed document, a page, a page's code) are copied into many
/// tables of each build; each keeps its fields in one of these. Two values of the same box are
/// equal without a look inside, which is what makes comparing a kept page with a new one cheap.
///
/// `@inlinable`, so that its accessors cost nothing in the modules that read the fields.
package struct SharedBox<Value: Sendable & Equatable>: Sendable, Equatable {
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let value: Value

        @inlinable
        init(_ value: Value) { self.value = value }
    }

    @usableFromInline var storage: Storage

    /// Puts `value` in a box of its own.
    @inlinable
    package init(_ value: Value) {
        storage = Storage(value)
    }

    /// The value; setting it puts the new value in a new box, leaving the copies that share the
    /// old one as they were.
    @inlinable
    package var value: Value {
        get { storage.value }
        set { storage = Storage(newValue) }
    }

    /// Values are equal when they share a box, or else when their values are.
    @inlinable
    package static func == (lhs: SharedBox, rhs: SharedBox) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }
}
