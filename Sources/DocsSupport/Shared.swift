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
