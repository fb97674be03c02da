/// Splits highlighted HTML into lines that each stand alone: a token that runs over a line break
/// (a multi-line string or comment) is closed at the end of the line and opened again on the
/// next, so each line can be wrapped in its own element (an added or removed line of a diff).
package enum HighlightedLines {
    /// The lines of `html`, which holds only text and the start and end tags of elements
    /// without attributes holding `>` (``HighlightClass``'s `<h-k>`, `</h-k>`).
    package static func split(_ html: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var open: [(start: Substring, end: String)] = []
        var rest = Substring(html)
        while let next = rest.firstIndex(where: { $0 == "<" || $0 == "\n" }) {
            current += rest[..<next]
            if rest[next] == "\n" {
                for element in open.reversed() { current += element.end }
                lines.append(current)
                current = open.map(\.start).joined()
                rest = rest[rest.index(after: next)...]
                continue
            }
            let end = rest[next...].firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
            let tag = rest[next..<end]
            if tag.hasPrefix("</") {
                _ = open.popLast()
            } else {
                let name = tag.dropFirst().prefix { $0 != " " && $0 != ">" }
                open.append((tag, "</\(name)>"))
            }
            current += tag
            rest = rest[end...]
        }
        current += rest
        lines.append(current)
        return lines
    }
}
