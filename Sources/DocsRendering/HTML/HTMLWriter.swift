import DocsHighlighting
import DocsSupport

/// Writes an HTML document straight into UTF-8 bytes.
///
/// Elements nest through closures, so the code that writes a page has the shape of the page:
///
/// ```swift
/// var html = HTMLWriter()
/// html.element(.p, [.class("lead")]) { html in
///     html.text("Builders make ")
///     html.element(.code, text: "Component")
/// }
/// ```
///
/// Every text and attribute value is escaped. The only way to put markup in unescaped is
/// ``trusted(_:)``, for markup the renderer built itself (highlighted code) and raw HTML a
/// page explicitly allowed. Nothing is built in between: no tree of nodes is allocated and
/// torn down per page, which is most of what rendering used to cost.
struct HTMLWriter {
    /// What has been written so far.
    private(set) var bytes: [UInt8] = []

    /// A writer with room for `capacity` bytes before it grows.
    init(capacity: Int = 16_384) {
        bytes.reserveCapacity(capacity)
    }

    /// `<tag attributes>`, what `content` writes, `</tag>`.
    mutating func element(_ tag: HTMLTag, _ attributes: [HTMLAttribute] = [], content: (inout HTMLWriter) -> Void) {
        startTag(tag, attributes)
        content(&self)
        endTag(tag)
    }

    /// An element holding only text.
    mutating func element(_ tag: HTMLTag, _ attributes: [HTMLAttribute] = [], text: String) {
        startTag(tag, attributes)
        self.text(text)
        endTag(tag)
    }

    /// An element with nothing inside (`<div class="x"></div>`).
    mutating func emptyElement(_ tag: HTMLTag, _ attributes: [HTMLAttribute] = []) {
        startTag(tag, attributes)
        endTag(tag)
    }

    /// An item of a navigation list, `<li attributes>` and what `content` writes, without the
    /// `</li>` that HTML lets go when another `li` or the end of the list follows: for lists of
    /// links the renderer writes on every page (the sidebar, the table of contents), where the
    /// end tags were a tenth of the bytes. The line break after the item stays.
    mutating func navigationItem(_ attributes: [HTMLAttribute] = [], content: (inout HTMLWriter) -> Void) {
        startTag(.li, attributes)
        content(&self)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// A void element (`<meta>`, `<img>`, `<input>` …): attributes, no content, no end tag.
    mutating func void(_ tag: HTMLTag, _ attributes: [HTMLAttribute] = []) {
        startTag(tag, attributes)
        if tag.breaksLine { bytes.append(UInt8(ascii: "\n")) }
    }

    /// Text, escaped.
    mutating func text(_ text: String) {
        HTMLEscaping.appendText(text, to: &bytes)
    }

    /// A highlighted token: `text`, escaped, in the element of its kind (`<h-k>let</h-k>`).
    mutating func highlighted(_ kind: HighlightClass, _ text: String) {
        var text = text
        text.withUTF8 { kind.write($0, to: &bytes) }
    }

    /// Markup written as it is. Only for markup the renderer built or a page opted into.
    mutating func trusted(_ markup: String) {
        var markup = markup
        markup.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Markup known when the program was compiled.
    mutating func trusted(_ markup: StaticString) {
        bytes.append(markup)
    }

    /// Writes `value` as an attribute's value is written (``HTMLAttribute``): quoted only where
    /// it needs to be, escaped.
    mutating func attributeValue(_ value: String) {
        HTMLEscaping.appendAttributeValue(value, to: &bytes)
    }

    /// Markup as UTF-8 bytes, written as they are.
    mutating func trusted(bytes markup: some Collection<UInt8>) {
        bytes.append(contentsOf: markup)
    }

    /// Markup as UTF-8 bytes, written as they are, copied in one go.
    mutating func trusted(bytes markup: SharedBytes) {
        markup.withUnsafeBytes { bytes.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// How many bytes have been written: a position to come back to (see ``openStartTag(_:_:)``).
    var position: Int { bytes.count }

    /// `<tag attributes`, left open so that the caller can note ``position``, where more
    /// attributes could go later; ``finishStartTag()`` writes the `>`.
    mutating func openStartTag(_ tag: HTMLTag, _ attributes: [HTMLAttribute]) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(tag.name)
        for attribute in attributes { attribute.write(to: &bytes) }
    }

    /// Ends a start tag begun with ``openStartTag(_:_:)``.
    mutating func finishStartTag() {
        bytes.append(UInt8(ascii: ">"))
    }

    private mutating func startTag(_ tag: HTMLTag, _ attributes: [HTMLAttribute]) {
        openStartTag(tag, attributes)
        finishStartTag()
    }

    /// `</tag>`, and a line break after a block.
    mutating func endTag(_ tag: HTMLTag) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        bytes.append(tag.name)
        bytes.append(UInt8(ascii: ">"))
        if tag.breaksLine { bytes.append(UInt8(ascii: "\n")) }
    }
}
