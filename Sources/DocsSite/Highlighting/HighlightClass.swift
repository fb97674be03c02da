import SwiftIDEUtils

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

    /// The class for a classified range starting with `firstByte`, or `nil` for plain text.
    ///
    /// swift-syntax calls an identifier a type only where the grammar says so (`let x: User`);
    /// a capitalised identifier in an expression (`User(name:)`, `Text("…")`) is by Swift's
    /// naming convention a type too, and is shown as one.
    init?(_ classification: SyntaxClassification, firstByte: UInt8?) {
        switch classification {
        case .keyword: self = .keyword
        case .type: self = .type
        case .stringLiteral: self = .string
        case .integerLiteral, .floatLiteral: self = .number
        case .lineComment, .blockComment: self = .comment
        case .docLineComment, .docBlockComment: self = .docComment
        case .attribute: self = .attribute
        case .ifConfigDirective: self = .directive
        case .argumentLabel: self = .label
        case .regexLiteral: self = .regex
        case .dollarIdentifier: self = .dollar
        case .editorPlaceholder: self = .placeholder
        case .identifier:
            guard let first = firstByte, first >= 0x41, first <= 0x5A else { return nil }
            self = .type
        case .none, .operator: return nil
        }
    }
}
