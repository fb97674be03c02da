/// Recognises raw HTML that is nothing but comments (`<!-- TODO -->`): a note to the page's
/// authors, never shown to readers, whether or not the page allows raw HTML.
package enum HTMLComment {
    /// Whether `markup`, trimmed, is one or more HTML comments and nothing else.
    package static func isOnlyComments(_ markup: String) -> Bool {
        var rest = markup[...].drop { $0.isWhitespace }
        guard rest.hasPrefix("<!--") else { return false }
        while rest.hasPrefix("<!--") {
            guard let end = rest.range(of: "-->") else { return false }
            rest = rest[end.upperBound...].drop { $0.isWhitespace }
        }
        return rest.isEmpty
    }
}
