/// The short class names of highlighted code, as the stylesheet knows them.
public enum HighlightClass: String, Sendable, CaseIterable {
    /// Keywords, contextual keywords included (`func`, `actor`, `await`).
    case keyword = "kw"
    /// Type names.
    case type = "ty"
    /// String literals.
    case string = "str"
    /// Integer and floating-point literals.
    case number = "num"
    /// Comments of every kind.
    case comment = "cm"
    /// Doc comments (`///`, `/** */`).
    case docComment = "doc"
    /// Attributes (`@MainActor`) and declaration modifiers.
    case attribute = "attr"
    /// `#if` and friends.
    case directive = "dir"
    /// Argument labels.
    case label = "lbl"
    /// Regex literals.
    case regex = "re"
    /// `$0` and other dollar identifiers.
    case dollar = "dollar"
    /// Editor placeholders (`<#name#>`).
    case placeholder = "ph"
}
