/// Escaping of text and attribute values, the two places user text enters HTML.
enum HTMLEscaping {
    /// Appends `text` with `&`, `<` and `>` escaped.
    static func appendText(_ text: String, to output: inout String) {
        append(text, quotes: false, to: &output)
    }

    /// Appends `value` with `&`, `<`, `>` and `"` escaped, for a double-quoted attribute value.
    static func appendAttributeValue(_ value: String, to output: inout String) {
        append(value, quotes: true, to: &output)
    }

    /// `text` escaped for a text node.
    static func escapeText(_ text: String) -> String {
        var output = ""
        appendText(text, to: &output)
        return output
    }

    private static func append(_ text: String, quotes: Bool, to output: inout String) {
        let utf8 = text.utf8
        // Most text needs no escaping: copy it whole.
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || (quotes && $0 == 0x22) }) else {
            output += text
            return
        }
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let replacement: String?
            switch utf8[index] {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x22 where quotes: replacement = "&quot;"
            default: replacement = nil
            }
            if let replacement {
                output += text[runStart..<index]
                output += replacement
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += text[runStart..<utf8.endIndex]
    }
}
