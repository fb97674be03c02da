/// Inline content of a parsed document: CommonMark's inlines plus the two DocC link forms.
///
/// Only the cases with several fields are `indirect`: text, code, emphasis and breaks, most of
/// a page's inlines, are held in place (a string or an array, with no box around it) rather
/// than in a box of their own: 172,000 fewer allocations in a build
/// of the benchmark's corpus. Held in place too, a link would be copied field by field, each
/// retained, every time an inline is.
package enum Inline: Sendable, Equatable {
    /// Plain text.
    case text(String)
    /// `code` in single backticks.
    case code(String)
    /// *emphasis*
    case emphasis([Inline])
    /// **strong**
    case strong([Inline])
    /// An ordinary link to a URL. `location` is where the destination is written (the link's
    /// start when it is not found as written); the resolution stage reports a relative
    /// destination that leads nowhere there. `nil` for links built by hand.
    indirect case link(destination: String, title: String?, content: [Inline], location: SourceLocation? = nil)
    /// An image. `location` is where its source is written, as for ``link(destination:title:content:location:)``.
    indirect case image(source: String, title: String?, alt: String, location: SourceLocation? = nil)
    /// `<doc:Name>`: a link to another page by its name. The resolution stage checks the name.
    indirect case docLink(name: String, SourceLocation)
    /// ``` ``Symbol`` ```: a link to an API symbol, rendered as code.
    indirect case symbolLink(name: String, SourceLocation)
    /// Raw inline HTML. Escaped when rendered unless the page opted in.
    case html(String)
    /// A soft line break (rendered as a space or newline).
    case softBreak
    /// A hard line break.
    case lineBreak

    /// The text without any markup, with a `<doc:>` link as its page's name: stable text for
    /// heading anchors, which must not change when another page's title does.
    package var plainText: String { plainText(pageTitles: [:]) }

    /// The text a reader sees, without any markup: a `<doc:>` link shows its page's title when
    /// `pageTitles` knows it (after resolution), its text otherwise: the text of the link read
    /// as a page's name.
    package func plainText(pageTitles: [PageName: String]) -> String {
        if case .text(let text) = self { return text }
        var bytes: [UInt8] = []
        appendPlainText(pageTitles: pageTitles, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``plainText(pageTitles:)`` as UTF-8 to `bytes`, without making a string of
    /// each inline on the way: how the search index reads every page's prose.
    package func appendPlainText(pageTitles: [PageName: String], to bytes: inout [UInt8]) {
        switch self {
        case .text(let s), .code(let s): bytes += s.utf8
        case .emphasis(let c), .strong(let c), .link(_, _, let c, _):
            c.appendPlainText(pageTitles: pageTitles, to: &bytes)
        case .image(_, _, let alt, _): bytes += alt.utf8
        case .docLink(let name, _): bytes += (pageTitles[PageName(name)] ?? name).utf8
        case .symbolLink(let name, _): bytes += name.utf8
        case .html: break
        case .softBreak, .lineBreak: bytes.append(UInt8(ascii: " "))
        }
    }
}

extension Array where Element == Inline {
    /// The text of a run of inlines, with `<doc:>` links as page names (see ``Inline/plainText``).
    package var plainText: String { plainText(pageTitles: [:]) }

    /// The text a reader sees of a run of inlines, with `<doc:>` links as their pages' titles.
    package func plainText(pageTitles: [PageName: String]) -> String {
        if count == 1 { return self[0].plainText(pageTitles: pageTitles) }
        var bytes: [UInt8] = []
        appendPlainText(pageTitles: pageTitles, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``plainText(pageTitles:)`` as UTF-8 to `bytes` (see ``Inline/appendPlainText(pageTitles:to:)``).
    package func appendPlainText(pageTitles: [PageName: String], to bytes: inout [UInt8]) {
        for inline in self { inline.appendPlainText(pageTitles: pageTitles, to: &bytes) }
    }
}
