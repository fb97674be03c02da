import DocsSupport

/// Markup around one link whose href differs from page to page (a picker's entry, a banner's
/// link): written once with a marker for the href and split around it, then written for each
/// page with the href made of parts each escaped once (``Part``), quoted only where one of them
/// needs it, as ``HTMLWriter/attributeValue(_:)`` quotes a value. A site of several versions
/// fills in thousands of pages each time a tag is added.
struct PageHref: Sendable {
    /// A part of an href, escaped as a quoted attribute value escapes it (which an unquoted one
    /// that may be unquoted escapes alike), written once for the many hrefs it is part of.
    struct Part: Sendable {
        var escaped: [UInt8]
        var isEmpty: Bool
        /// Whether it holds nothing that an unquoted value may not hold.
        var allowsNoQuotes: Bool

        init(_ text: String) {
            var text = text
            (escaped, isEmpty, allowsNoQuotes) = text.withUTF8 { bytes in
                var escaped: [UInt8] = []
                HTMLEscaping.append(bytes, quotes: true, to: &escaped)
                return (escaped, bytes.isEmpty, bytes.isEmpty || HTMLEscaping.canBeUnquoted(bytes))
            }
        }
    }

    /// The bytes before the href, and after it.
    let before: [UInt8]
    let after: [UInt8]

    /// The markup `write` writes, given an href to put where the link's goes. (A tag's name
    /// cannot hold the marker's control bytes.)
    init(_ write: (inout HTMLWriter, _ href: String) -> Void) {
        let marker = "\u{1}href\u{1}"
        var html = HTMLWriter(capacity: 256)
        write(&html, marker)
        let bytes = html.bytes
        let split = bytes.withUnsafeBufferPointer { $0.firstIndex(of: Array(marker.utf8), from: 0) }!
        before = Array(bytes[..<split])
        after = Array(bytes[(split + marker.utf8.count)...])
    }

    /// Writes the markup with the href made of `parts`, one after another.
    func write(_ parts: Part?..., to html: inout HTMLWriter) {
        html.trusted(bytes: before)
        let isEmpty = parts.allSatisfy { $0?.isEmpty != false }
        let allowsNoQuotes = parts.allSatisfy { $0?.allowsNoQuotes != false }
        let quote = CollectionOfOne(UInt8(ascii: "\""))
        if isEmpty || !allowsNoQuotes { html.trusted(bytes: quote) }
        for part in parts { if let part { html.trusted(bytes: part.escaped) } }
        if isEmpty || !allowsNoQuotes { html.trusted(bytes: quote) }
        html.trusted(bytes: after)
    }
}
