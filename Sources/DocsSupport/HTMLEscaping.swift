/// Escaping of text and attribute values, the two places user text enters HTML.
package enum HTMLEscaping {
    /// Appends `text` with `&`, `<` and `>` escaped.
    package static func appendText(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, quotes: false, to: &output) }
    }

    /// `text` with `&`, `<` and `>` escaped.
    package static func escapedText(_ text: String) -> String {
        var output: [UInt8] = []
        appendText(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `value` as an attribute value: as it is where HTML's unquoted attribute value
    /// syntax allows it (`class=note`), double-quoted otherwise (`class="note warning"`), with
    /// `&`, `<`, `>` and `"` escaped.
    package static func appendAttributeValue(_ value: String, to output: inout [UInt8]) {
        var value = value
        value.withUTF8 { value in
            if canBeUnquoted(value) {
                append(value, quotes: false, to: &output)
            } else {
                output.append(UInt8(ascii: "\""))
                append(value, quotes: true, to: &output)
                output.append(UInt8(ascii: "\""))
            }
        }
    }

    /// Whether `value` can be written without quotes: HTML's unquoted attribute value is not
    /// empty and holds no white space, `"`, `'`, `=`, `<`, `>` or backtick. (An `&` is written
    /// `&amp;`, a character reference, which such a value may hold.)
    package static func canBeUnquoted(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !value.isEmpty else { return false }
        for byte in value {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), 0x0C, UInt8(ascii: "\r"),
                UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "`"):
                return false
            default:
                continue
            }
        }
        return true
    }

    /// Appends UTF-8 `text` with `&`, `<` and `>` escaped, and `"` too when `quotes` is set.
    /// Runs that need no escaping are copied whole.
    package static func append(_ text: UnsafeBufferPointer<UInt8>, quotes: Bool, to output: inout [UInt8]) {
        var runStart = 0
        for index in text.indices {
            let replacement: StaticString
            switch text[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\"") where quotes: replacement = "&quot;"
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            output.append(replacement)
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }
}
