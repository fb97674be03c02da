import Foundation

/// A link or image destination that names a file by a path relative to the page it is written
/// in (`images/tree.png`, `../Resources/sample.swift#L4`, `Lifecycle.md`), as mdBook and GitHub
/// read it.
///
/// Destinations with a scheme (`https:`, `mailto:`, `doc:`), absolute paths (`/x`, `//host/x`),
/// fragments alone (`#anchor`) and empty ones are not relative references: they are links to
/// somewhere else and are passed through as written.
package struct RelativeReference: Sendable, Equatable {
    /// The path as written, before any `?` or `#`.
    package var path: String
    /// The query and fragment as written (`#L4`, `?v=2#top`), or `""`.
    package var suffix: String

    /// The reference `destination` makes, or `nil` when it is not a relative reference.
    package init?(_ destination: String) {
        let end = destination.firstIndex { $0 == "?" || $0 == "#" } ?? destination.endIndex
        let path = destination[..<end]
        guard !path.isEmpty, !path.hasPrefix("/"), !Self.hasScheme(path) else { return nil }
        self.path = String(path)
        self.suffix = String(destination[end...])
    }

    /// The path with its percent escapes decoded (`my%20map.png` → `my map.png`), or the path
    /// as written when it holds a `%` that starts no valid escape or the escapes spell no UTF-8.
    package var decodedPath: String {
        path.removingPercentEncoding ?? path
    }

    /// Whether the text starts with a URL scheme and its colon (`https:`, `mailto:`, `doc:`):
    /// an ASCII letter, then ASCII letters, digits, `+`, `-` or `.` (RFC 3986).
    package static func hasScheme(_ text: some StringProtocol) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }
}
