import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift source at build time with swift-syntax's own classification.
///
/// The code is parsed with `SwiftParser` and each classified range becomes a
/// `<span class="…">` with one of the short ``HighlightClass`` names the stylesheet colours.
/// Code that does not parse still highlights: the parser recovers and classifies what it can.
/// The highlighter keeps no state, so any number of pages can use it at the same time.
public struct SwiftHighlighter: Sendable {
    /// Creates a highlighter.
    public init() {}

    /// The code as escaped HTML with highlighting spans, ready to go inside `<pre><code>`.
    public func highlight(_ code: String) -> String {
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        var output = ""
        output.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for range in tree.classifications {
            let start = min(max(range.range.lowerBound.utf8Offset, cursor), bytes.count)
            let end = min(range.range.upperBound.utf8Offset, bytes.count)
            guard end > start else { continue }
            if start > cursor { Self.appendEscaped(bytes[cursor..<start], to: &output) }
            let slice = bytes[start..<end]
            if let name = HighlightClass(range.kind, text: slice)?.rawValue {
                output += "<span class=\""
                output += name
                output += "\">"
                Self.appendEscaped(slice, to: &output)
                output += "</span>"
            } else {
                Self.appendEscaped(slice, to: &output)
            }
            cursor = end
        }
        if cursor < bytes.count { Self.appendEscaped(bytes[cursor...], to: &output) }
        return output
    }

    private static func appendEscaped(_ bytes: ArraySlice<UInt8>, to output: inout String) {
        HTMLEscaping.appendText(String(decoding: bytes, as: UTF8.self), to: &output)
    }
}
