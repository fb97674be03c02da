/// A name or path that identifies something, with a type of its own though it is written as text
/// (a page's name, a source's path, a symbol's identifier, a page's path in the site): tables
/// keyed by it say what they are keyed by, and the compiler tells one from another and from
/// any other string. A literal is the text as written (swift-system's `FilePath` does the same):
/// only a value made from a string at run time needs ``init(_:)``.
package protocol TextIdentity: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The text as written.
    var string: String { get }
    /// The identity written as `string`.
    init(_ string: String)
}

extension TextIdentity {
    /// The identity written as the literal `string`.
    package init(stringLiteral string: String) {
        self.init(string)
    }

    /// The text as written.
    package var description: String { string }

    /// Whether this sorts before `other` by their UTF-8 bytes, as lists of pages, sources and
    /// symbols are sorted (the same order on every machine, whatever its locale).
    package func precedesByBytes(_ other: Self) -> Bool { string.precedesByBytes(other.string) }
}
