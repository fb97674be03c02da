import DocsMarkup

/// The static search index: `search-index.js`, one entry per page.
///
/// A script file rather than JSON, because browsers refuse `fetch` on `file://` but load
/// scripts; it assigns the entries to `window.napkinSearchIndex`.
struct SearchIndex: Sendable {
    /// How much body text each entry carries, in characters.
    static let textLimit = 600

    let site: Site

    func render() -> String {
        var output = "window.napkinSearchIndex = [\n"
        let pages = [site.root] + site.pages
        let titles = Dictionary(pages.map { ($0.name, $0.title) }, uniquingKeysWith: { first, _ in first })
        for (index, page) in pages.enumerated() {
            output += "{\"title\":"
            JSON.appendString(page.title, to: &output)
            output += ",\"path\":"
            JSON.appendString(page.path, to: &output)
            output += ",\"summary\":"
            JSON.appendString(page.summary, to: &output)
            output += ",\"headings\":["
            for (headingIndex, entry) in page.tableOfContents.enumerated() {
                if headingIndex > 0 { output += "," }
                JSON.appendString(entry.title, to: &output)
            }
            output += "],\"text\":"
            JSON.appendString(Self.bodyText(of: page.document.blocks, pageTitles: titles), to: &output)
            output += index == pages.count - 1 ? "}\n" : "},\n"
        }
        output += "];\n"
        return output
    }

    /// The start of a page's prose as plain text, code left out.
    static func bodyText(of blocks: [Block], pageTitles: [String: String]) -> String {
        var text = ""
        for block in blocks {
            block.appendPlainText(to: &text, limit: textLimit, pageTitles: pageTitles)
            if text.utf8.count >= textLimit { break }
        }
        return String(text.prefix(textLimit))
    }
}

extension Block {
    /// Appends the prose of the block, words separated by single spaces.
    fileprivate func appendPlainText(to text: inout String, limit: Int, pageTitles: [String: String]) {
        func add(_ inlines: [Inline]) {
            let words = inlines.plainText(pageTitles: pageTitles).split(whereSeparator: \.isWhitespace)
            guard !words.isEmpty else { return }
            if !text.isEmpty { text += " " }
            text += words.joined(separator: " ")
        }
        func addAll(_ blocks: [Block]) {
            for block in blocks where text.utf8.count < limit { block.appendPlainText(to: &text, limit: limit, pageTitles: pageTitles) }
        }
        switch self {
        case .paragraph(let content, _), .heading(_, let content, _, _): add(content)
        case .blockQuote(let blocks, _), .aside(_, let blocks, _): addAll(blocks)
        case .list(_, let items, _): items.forEach(addAll)
        case .row(let columns, _): columns.forEach { addAll($0.blocks) }
        case .tabNavigator(let tabs, _): tabs.forEach { addAll($0.blocks) }
        case .steps(let steps, _): steps.forEach { addAll($0.blocks) }
        case .codeBlock, .thematicBreak, .html: break
        }
    }
}

/// Just enough JSON writing for the search index, with a stable byte-for-byte output.
enum JSON {
    /// Appends `string` as a JSON string literal, safe inside a script too.
    static func appendString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
