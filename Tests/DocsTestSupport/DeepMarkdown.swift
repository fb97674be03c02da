/// Markdown that nests as deep as asked, in each of the ways a page can nest, for the tests of
/// the nesting limit: each piece is one level per repetition.
package enum DeepMarkdown {
    /// `count` block quotes on one line, around `text`.
    package static func quotes(_ count: Int, around text: String = "Deep.") -> String {
        String(repeating: ">", count: count) + " " + text + "\n"
    }

    /// Bullet lists nested `count` deep, one item per line, each indented under the one before.
    package static func lists(_ count: Int) -> String {
        (0..<count).map { String(repeating: "  ", count: $0) + "- item\n" }.joined()
    }

    /// `count` levels of strong emphasis (two `*` each) around `text`.
    package static func strong(_ count: Int, around text: String = "deep") -> String {
        String(repeating: "**", count: count) + text + String(repeating: "**", count: count)
    }

    /// `count` images nested in each other's alt text.
    package static func images(_ count: Int) -> String {
        String(repeating: "![", count: count) + "alt" + String(repeating: "](https://example.org/i.png)", count: count)
    }

    /// `@Row { @Column { … } }` nested `pairs` times (two levels each) around `content`.
    package static func columns(_ pairs: Int, around content: String) -> String {
        String(repeating: "@Row {\n@Column {\n", count: pairs) + content + String(repeating: "}\n}\n", count: pairs)
    }

    /// `@Comment { … }` nested `count` deep.
    package static func comments(_ count: Int) -> String {
        String(repeating: "@Comment {\n", count: count) + "Hidden.\n" + String(repeating: "}\n", count: count)
    }

    /// Content exactly `depth` levels deep using every kind of nesting (`depth` ≥ 13): columns,
    /// then quotes, a list, strong emphasis, a link and an image; the innermost quote also holds
    /// a heading and a Swift code block, so that every stage sees the deepest level.
    package static func mixed(depth: Int) -> String {
        let pairs = (depth - 5) / 4
        let inline = 3
        let quotes = depth - 2 * pairs - 1 - inline - 2
        let prefix = String(repeating: "> ", count: quotes)
        let inner =
            prefix + "## Deep heading\n" + prefix + "\n" + prefix + "```swift\n" + prefix + "let deep = [[1]]\n"
            + prefix + "```\n"
            + prefix + "\n" + prefix + "- " + strong(inline, around: "[" + images(1) + " text](https://example.org)")
            + "\n"
        return columns(pairs, around: inner)
    }
}
