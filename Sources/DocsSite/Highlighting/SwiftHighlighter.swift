import SwiftParser
import SwiftSyntax

/// Highlights Swift source at build time with swift-syntax's own classification.
///
/// The code is parsed with `SwiftParser`, classified by swift-syntax's rules
/// (``SwiftClassifier``), and each classified range becomes a `<span class="…">` with one of the
/// short ``HighlightClass`` names the stylesheet colours.
/// Code that does not parse still highlights: the parser recovers and classifies what it can.
/// Code past ``HighlightLimits`` (longer than 16 KB, for one) is escaped without highlighting.
/// The highlighter keeps no state, so any number of pages can use it at the same time.
public struct SwiftHighlighter: Sendable {
    /// Creates a highlighter.
    public init() {}

    /// The code as escaped HTML with highlighting spans, ready to go inside `<pre><code>`.
    public func highlight(_ code: String) -> String {
        var code = code
        return code.withUTF8 { source in
            var output: [UInt8] = []
            output.reserveCapacity(source.count * 2)
            guard HighlightLimits.allowHighlighting(source) else {
                HTMLEscaping.append(source, quotes: false, to: &output)
                return String(decoding: output, as: UTF8.self)
            }
            let tree = Parser.parse(source: source)
            for range in SwiftClassifier.ranges(of: tree) {
                let text = UnsafeBufferPointer(rebasing: source[range.start..<range.end])
                guard let name = range.highlightClass?.rawValue else {
                    HTMLEscaping.append(text, quotes: false, to: &output)
                    continue
                }
                output += Self.spanStart
                output += name.utf8
                output += Self.spanMiddle
                HTMLEscaping.append(text, quotes: false, to: &output)
                output += Self.spanEnd
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static let spanStart = Array(#"<span class=""#.utf8)
    private static let spanMiddle = Array(#"">"#.utf8)
    private static let spanEnd = Array("</span>".utf8)
}
