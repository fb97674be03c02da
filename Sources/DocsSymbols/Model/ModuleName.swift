import DocsSupport

/// The name of a Swift module a site documents (`Logging`, `NIOCore`), as its symbol graph and
/// its catalog name it.
///
/// Its own type, not a `String`, so that a table of modules' pages says it is keyed by modules,
/// and a module's name is never mistaken for a page's name or the text of a link.
package struct ModuleName: TextIdentity {
    /// The name as written.
    package let string: String

    /// The module named `string`.
    package init(_ string: String) {
        self.string = string
    }

    /// The name in lower case: how a relative link names another module's documentation
    /// (`./casepathscore`).
    package var lowercased: ModuleName { ModuleName(string.lowercased()) }
}
