import DocsSupport
import SwiftParser
import SwiftSyntax

/// Highlights Swift source at build time with swift-syntax's own classification.
///
/// The code is parsed with `SwiftParser`, classified by swift-syntax's rules
/// (``SwiftClassifier``), and each classified range becomes an element of its ``HighlightClass``
/// (`<h-k>let</h-k>`), which the stylesheet colours.
/// Code that does not parse still highlights: the parser recovers and classifies what it can.
/// Code past ``HighlightLimits`` (longer than 16 KB, for one) is escaped without highlighting.
/// The highlighter keeps no state, so any number of pages can use it at the same time.
package struct SwiftHighlighter: Sendable {
    /// Creates a highlighter.
    package init() {}

    /// The code as escaped HTML with its tokens' elements, ready to go inside `<pre><code>`.
    package func highlight(_ code: String) -> String {
        var code = code
        return code.withUTF8 { source in
            var output: [UInt8] = []
            output.reserveCapacity(source.count * 2)
            guard HighlightLimits.allowHighlighting(source) else {
                HTMLEscaping.append(source, quotes: false, to: &output)
                return String(decoding: output, as: UTF8.self)
            }
            let tree = Parser.parse(source: source)
            for range in Self.joiningSpacedRuns(SwiftClassifier.ranges(of: tree), in: source) {
                let text = UnsafeBufferPointer(rebasing: source[range.start..<range.end])
                if let kind = range.highlightClass {
                    kind.write(text, to: &output)
                } else {
                    HTMLEscaping.append(text, quotes: false, to: &output)
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The ranges with each run of spaces or tabs between two ranges of the same class made part
    /// of one range with them (`private let`: one element, not two), which the reader cannot tell
    /// apart and which saves a closing and an opening tag. Not for classes drawn with a
    /// background (a placeholder), where the space would show.
    package static func joiningSpacedRuns(
        _ ranges: [SwiftClassifier.ClassifiedRange], in source: UnsafeBufferPointer<UInt8>
    )
        -> [SwiftClassifier.ClassifiedRange]
    {
        var joined: [SwiftClassifier.ClassifiedRange] = []
        joined.reserveCapacity(ranges.count)
        var index = 0
        while index < ranges.count {
            let range = ranges[index]
            if range.highlightClass == nil, index + 1 < ranges.count, let last = joined.last,
                let lastClass = last.highlightClass,
                lastClass != .placeholder, ranges[index + 1].highlightClass == lastClass,
                source[range.start..<range.end].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            {
                joined[joined.count - 1].end = ranges[index + 1].end
                index += 2
                continue
            }
            joined.append(range)
            index += 1
        }
        return joined
    }
}
