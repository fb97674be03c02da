import DocsSupport

/// The kinds of highlighted code, and the element each is written as.
///
/// A token is an element of its own kind, `<h-k>let</h-k>`, not a `<span class=kw>`: a valid
/// custom element name (a letter, a hyphen, a letter) that the stylesheet colours like a class.
/// A page of code has hundreds of tokens, and the shorter tags are ten bytes less on each, a
/// tenth of a code-heavy page. Browsers that do not know an element show its text inline, as
/// they would a `<span>`, with or without JavaScript, and give it no role, as a `<span>` has none.
package enum HighlightClass: String, Sendable, CaseIterable {
    /// Keywords, contextual keywords included (`func`, `actor`, `await`).
    case keyword = "h-k"
    /// Type names.
    case type = "h-t"
    /// String literals.
    case string = "h-s"
    /// Integer and floating-point literals.
    case number = "h-n"
    /// Comments of every kind.
    case comment = "h-c"
    /// Doc comments (`///`, `/** */`).
    case docComment = "h-d"
    /// Attributes (`@MainActor`) and declaration modifiers.
    case attribute = "h-a"
    /// `#if` and friends (pound directives).
    case directive = "h-p"
    /// Argument labels.
    case label = "h-l"
    /// Regex literals.
    case regex = "h-r"
    /// `$0` and other dollar identifiers (variables).
    case dollar = "h-v"
    /// Editor placeholders (`<#name#>`).
    case placeholder = "h-e"

    /// Appends `<name>`, the UTF-8 `text` escaped, `</name>`.
    package func write(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var name = rawValue
        name.withUTF8 { name in
            output.append(UInt8(ascii: "<"))
            output.append(contentsOf: name)
            output.append(UInt8(ascii: ">"))
            HTMLEscaping.append(text, quotes: false, to: &output)
            output.append(UInt8(ascii: "<"))
            output.append(UInt8(ascii: "/"))
            output.append(contentsOf: name)
            output.append(UInt8(ascii: ">"))
        }
    }
}
