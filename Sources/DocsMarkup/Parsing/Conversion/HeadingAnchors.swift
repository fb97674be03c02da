import Foundation

/// Gives the headings of one page stable, unique anchors.
///
/// An anchor is the slug of the heading's plain text: its letters and digits, lowercased, in
/// any script, every other run of characters turned into one `-`, none at either end
/// (`"Why actors?"` → `why-actors`, `"Größe ändern"` → `größe-ändern`, `"状態の管理"` →
/// `状態の管理`), as GitHub and DocC keep them. A slug already taken gets `-2`, `-3`, … in the
/// order the headings appear.
package struct HeadingAnchors: Sendable {
    private var taken: Set<String> = []

    /// Creates an empty set of anchors, for one page.
    package init() {}

    /// Creates a set of anchors for one page that already has `taken`.
    package init(taken: Set<String>) {
        self.taken = taken
    }

    /// The slug of a text, without deduplication.
    package static func slug(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return unicodeSlug(text) }
        var slug: [UInt8] = []
        var pendingDash = false
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

    /// The slug of a text that holds more than ASCII: the same rule on its characters, in
    /// Unicode's composed form (an `é` typed as `e` and an accent is the same anchor).
    private static func unicodeSlug(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in text.precomposedStringWithCanonicalMapping {
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug += character.lowercased()
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : slug
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
