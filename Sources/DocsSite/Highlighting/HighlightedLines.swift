/// Splits highlighted HTML into lines that each stand alone: a span that runs over a line break
/// (a multi-line string or comment) is closed at the end of the line and opened again on the
/// next, so each line can be wrapped in its own element (an added or removed line of a diff).
enum HighlightedLines {
    /// The lines of `html`, which holds only text and `<span …>` / `</span>` tags.
    static func split(_ html: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var open: [Substring] = []
        var rest = Substring(html)
        while let next = rest.firstIndex(where: { $0 == "<" || $0 == "\n" }) {
            current += rest[..<next]
            if rest[next] == "\n" {
                current += String(repeating: "</span>", count: open.count)
                lines.append(current)
                current = open.joined()
                rest = rest[rest.index(after: next)...]
                continue
            }
            let end = rest[next...].firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
            let tag = rest[next..<end]
            if tag.hasPrefix("</") { _ = open.popLast() } else { open.append(tag) }
            current += tag
            rest = rest[end...]
        }
        current += rest
        lines.append(current)
        return lines
    }
}
