import DocsSupport

/// A symbol's identity: the compiler's unique identifier of the declaration, its USR
/// (`s:6napkin6RouterC`), which the symbol graphs of every build of the same code agree on.
///
/// Its own type, not a `String`, so that every table of symbols says what it is keyed by, and
/// an identifier is never mistaken for a symbol's name, path or the text of a link to it.
package struct SymbolID: TextIdentity {
    /// The identifier as the compiler writes it.
    package let string: String

    /// The symbol the compiler identifies as `string`.
    package init(_ string: String) {
        self.string = string
    }
}
