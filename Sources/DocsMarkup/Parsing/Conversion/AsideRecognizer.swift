/// Turns a block quote that starts with the name of an aside kind and a colon (`Note:`,
/// `Warning:`, `Precondition:`, `See Also:` …, in any letter case, with or without the spaces of
/// the name, as DocC reads them) into an aside, removing the marker.
enum AsideRecognizer {
    /// The aside `blocks` (a block quote's content) make, or `nil` when they are a plain quote.
    static func aside(from blocks: [Block]) -> (kind: AsideKind, blocks: [Block])? {
        guard case .paragraph(let inlines, let location)? = blocks.first,
            case .text(let text)? = inlines.first
        else { return nil }
        guard let (kind, length) = AsideKind.marked(at: text) else { return nil }
        var rest = Array(inlines.dropFirst())
        let remainder = text.dropFirst(length).drop { $0 == " " || $0 == "\t" }
        if !remainder.isEmpty {
            rest.insert(.text(String(remainder)), at: 0)
        } else if let first = rest.first, first == .softBreak || first == .lineBreak {
            rest.removeFirst()  // `> Note:` alone on its line, the text on the next.
        }
        var content = Array(blocks.dropFirst())
        if !rest.isEmpty { content.insert(.paragraph(rest, location), at: 0) }
        return (kind, content)
    }
}
