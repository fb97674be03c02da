/// Gives the headings of one page stable, unique anchors.
///
/// An anchor is the slug of the heading's plain text: lowercase ASCII letters and digits,
/// every other run of characters turned into one `-`, none at either end (`"Why actors?"` →
/// `why-actors`). A slug already taken gets `-2`, `-3`, … in the order the headings appear.
package struct HeadingAnchors: Sendable {
    private var taken: Set<String> = []

    /// Creates an empty set of anchors, for one page.
    package init() {}

    /// The slug of a text, without deduplication.
    package static func slug(_ text: String) -> String {
        var slug: [UInt8] = []
        var pendingDash = false
        // Every byte of a non-ASCII character is 0x80 or above, so working on UTF-8 bytes
        // turns each such character into a separator, as it should.
        for byte in text.utf8 {
            if byte.isASCIILetter || byte.isASCIIDigit {
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                slug.append(byte.isASCIILetter ? byte | 0x20 : byte)
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : String(decoding: slug, as: UTF8.self)
    }

    /// A unique anchor for a heading with the given plain text.
    package mutating func anchor(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
