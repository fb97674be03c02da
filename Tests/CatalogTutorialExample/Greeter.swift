// A library as a package author writes one, documented with a DocC catalog (Greeter.docc) and
// doc comments. Its test target, GreeterDocTests, applies the ExecutableDocs plugin: swift test
// compiles the catalog's and the doc comments' Swift blocks as client code of this module, runs
// their statements as tests, and compiles the last state of the tutorial's @Code files.
// scripts/check-drift-guard breaks one of them to show where the error lands.

/// The words a greeting is made of.
///
/// ```swift
/// let greeting = Greeting(salutation: "Hello")
/// #expect(greeting.line(for: "Ada") == "Hello, Ada!")
/// ```
public struct Greeting: Sendable, Equatable {
    /// The word before the name (`Hello`).
    public var salutation: String

    /// Creates a greeting that starts with `salutation`.
    public init(salutation: String) {
        self.salutation = salutation
    }

    /// The greeting for `name`: the salutation, the name and an exclamation mark.
    ///
    /// A greeting is a value: change a copy, and the original stays as it was.
    ///
    /// ```swift
    /// # let greeting = Greeting(salutation: "Hello")
    /// var informal = greeting
    /// informal.salutation = "Hi"
    /// #expect(informal.line(for: "Grace") == "Hi, Grace!")
    /// #expect(greeting.line(for: "Grace") == "Hello, Grace!")
    /// ```
    public func line(for name: String) -> String {
        "\(salutation), \(name)!"
    }
}
