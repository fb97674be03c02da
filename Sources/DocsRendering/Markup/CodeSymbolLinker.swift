import DocsCodeBlocks
import DocsSiteModel
import DocsSupport

/// Links the names of a compiled code block that use the documented API to their reference
/// pages, in the block's highlighted HTML: plain `<a>` elements around the names, so the links
/// work without JavaScript, and a name the compiler's index placed where the code does not have
/// it (an edited line) is left as it is.
struct CodeSymbolLinker {
    /// A name to link: on which shown line, at which byte of it, how long, to where.
    struct Target: Equatable {
        var line: Int
        var offset: Int
        var length: Int
        var href: String
    }

    /// The names of `text` (the shown code) to link, found from `links` (by Markdown line) through
    /// where each shown line was written, `sources`; each written where its link says.
    static func targets(
        in text: String, sources: [CodePresentation.LineSource], links: [Int: [CodeSymbolLink]],
        href: (PagePath) -> String
    ) -> [Target] {
        // Most blocks of a page have no name to link: they are passed by without reading their text.
        guard !links.isEmpty, sources.contains(where: { links[$0.line] != nil }) else { return [] }
        var targets: [Target] = []
        for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated() where index < sources.count
        {
            let source = sources[index]
            guard let onLine = links[source.line] else { continue }
            let bytes = Array(line)
            var taken = -1
            for link in onLine.sorted(by: { $0.column < $1.column }) {
                let offset = link.column - 1 - source.shift
                let name = Array(link.name.utf8)
                guard offset > taken, offset >= 0, offset + name.count <= bytes.count,
                    Array(bytes[offset..<offset + name.count]) == name,
                    offset == 0 || !isIdentifierByte(bytes[offset - 1]),
                    offset + name.count == bytes.count || !isIdentifierByte(bytes[offset + name.count])
                else { continue }
                targets.append(Target(line: index, offset: offset, length: name.count, href: href(link.path)))
                taken = offset + name.count - 1
            }
        }
        return targets
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// `html`, the highlighted code, with each target's name wrapped in a link. The highlighter
    /// writes text and `<span>`s only, entities for `<`, `>` and `&`: each counts as one byte of
    /// the code. A link opens before the name's first byte, and closes after its last, outside
    /// the span that colours it.
    static func link(_ html: String, _ targets: [Target]) -> String {
        guard !targets.isEmpty else { return html }
        var output: [UInt8] = []
        let input = Array(html.utf8)
        output.reserveCapacity(input.count + targets.count * 64)
        var pending = targets.sorted { ($0.line, $0.offset) < ($1.line, $1.offset) }[...]
        var line = 0
        var column = 0
        var depth = 0
        var open: (end: Int, depth: Int)?
        func openIfDue() {
            guard open == nil, let next = pending.first, next.line == line, next.offset == column else { return }
            output += Array("<a class=code-symbol href=\"".utf8)
            HTMLEscaping.appendAttributeValue(next.href, to: &output)
            output += Array("\">".utf8)
            open = (next.offset + next.length, depth)
            pending.removeFirst()
        }
        func closeIfDone() {
            guard let current = open, column >= current.end, depth == current.depth else { return }
            output += Array("</a>".utf8)
            open = nil
        }
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "<") {
                let end = input[index...].firstIndex(of: UInt8(ascii: ">")) ?? input.count - 1
                let isClosing = index + 1 < input.count && input[index + 1] == UInt8(ascii: "/")
                if !isClosing { openIfDue() }
                output += input[index...end]
                depth += isClosing ? -1 : 1
                if isClosing { closeIfDone() }
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: "\n") {
                if open != nil {
                    output += Array("</a>".utf8)
                    open = nil
                }
                output.append(byte)
                line += 1
                column = 0
                // A name on a line no target reaches is passed by.
                while let next = pending.first, next.line < line { pending.removeFirst() }
                index += 1
                continue
            }
            openIfDue()
            if byte == UInt8(ascii: "&") {
                let end = input[index...].firstIndex(of: UInt8(ascii: ";")) ?? index
                output += input[index...end]
                index = end + 1
            } else {
                output.append(byte)
                index += 1
            }
            column += 1
            closeIfDone()
        }
        if open != nil { output += Array("</a>".utf8) }
        return String(decoding: output, as: UTF8.self)
    }
}
