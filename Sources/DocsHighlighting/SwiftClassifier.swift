// The raw tree is swift-syntax's SPI: it is what lets a walk over the tree read each node's kind
// and its tokens' text and trivia without making a `Syntax` node or an array per token.
// swift-syntax is pinned to one major version in Package.swift.
@_spi(RawSyntax) import SwiftSyntax

/// Classifies a parsed Swift source by the rules of swift-syntax's `SyntaxClassifier`
/// (SwiftIDEUtils), in one walk over the raw tree.
///
/// SwiftIDEUtils decides a token's context by comparing the key path of every child of every
/// node with its table of classified children, which makes a key path per child and costs more
/// than parsing the code did. This walk reads the same table once, as a parent's kind and a
/// child's index (``SwiftClassificationContext``), and classifies tokens the same way: a token's
/// own kind says what it is, unless the nearest classified child above it says otherwise (for an
/// identifier; for any token under an attribute's name). Comments in trivia are classified, other
/// trivia is plain. Neighbouring ranges of the same class are reported as one.
package struct SwiftClassifier {
    /// A range of the source's bytes and its class (`nil` for plain text).
    package struct ClassifiedRange: Equatable {
        /// The range's first byte, as an offset in the source.
        var start: Int
        /// The offset after the range's last byte.
        var end: Int
        /// The range's class, `nil` for plain text.
        var highlightClass: HighlightClass?
    }

    private var offset = 0
    private var ranges: [ClassifiedRange] = []

    /// Every range of `tree`'s text (a whole parsed source) in order, with its class.
    package static func ranges(of tree: SourceFileSyntax) -> [ClassifiedRange] {
        var classifier = SwiftClassifier()
        withExtendedLifetime(tree) {
            classifier.visit(tree.raw, context: nil)
        }
        return classifier.ranges
    }

    private mutating func visit(_ node: RawSyntax, context: SwiftClassificationContext?) {
        if let token = node.tokenView {
            // A token the parser made up to recover from an error has no text in the source.
            guard token.presence == .present else { return }
            classify(token, context: context)
            return
        }
        guard let layout = node.layoutView else { return }
        let parentKind = node.kind
        for (index, child) in layout.children.enumerated() {
            guard let child else { continue }
            let childContext = SwiftClassificationContext(parent: parentKind, childIndex: index)
            if let childContext, childContext.coversWholeChild {
                classifyWhole(child, as: childContext.highlightClass)
            } else {
                visit(child, context: childContext ?? context)
            }
        }
    }

    /// A token: its leading trivia, its text, its trailing trivia.
    private mutating func classify(_ token: RawSyntaxTokenView, context: SwiftClassificationContext?) {
        classifyLeadingTrivia(of: token)
        let text = token.rawText
        add(length: text.count, as: Self.highlightClass(of: token.rawKind, text: text, context: context))
        classifyTrailingTrivia(of: token)
    }

    /// A child whose whole text, trivia inside it included, is one class (an attribute's name).
    private mutating func classifyWhole(_ node: RawSyntax, as highlightClass: HighlightClass?) {
        if let pieces = node.leadingTriviaPieces { classify(pieces) }
        add(length: node.byteLength - node.leadingTriviaByteLength - node.trailingTriviaByteLength, as: highlightClass)
        if let pieces = node.trailingTriviaPieces { classify(pieces) }
    }

    private mutating func classifyLeadingTrivia(of token: RawSyntaxTokenView) {
        classifyTrivia(
            length: token.leadingTriviaByteLength, holdsSlash: token.leadingTrivia(Self.holdsSlash),
            pieces: token.leadingRawTriviaPieces)
    }

    private mutating func classifyTrailingTrivia(of token: RawSyntaxTokenView) {
        classifyTrivia(
            length: token.trailingTriviaByteLength, holdsSlash: token.trailingTrivia(Self.holdsSlash),
            pieces: token.trailingRawTriviaPieces)
    }

    /// Trivia without a slash holds no comment: one plain range, without splitting it into pieces.
    private mutating func classifyTrivia(length: Int, holdsSlash: Bool, pieces: @autoclosure () -> [RawTriviaPiece]) {
        guard length > 0 else { return }
        if holdsSlash {
            classify(pieces())
        } else {
            add(length: length, as: nil)
        }
    }

    private static func holdsSlash(_ text: SyntaxText) -> Bool {
        text.contains(UInt8(ascii: "/"))
    }

    private mutating func classify(_ pieces: [RawTriviaPiece]) {
        for piece in pieces {
            let highlightClass: HighlightClass? =
                switch piece {
                case .lineComment, .blockComment: .comment
                case .docLineComment, .docBlockComment: .docComment
                default: nil
                }
            add(length: piece.byteLength, as: highlightClass)
        }
    }

    /// Adds the next `length` bytes, joined to the range before when it has the same class.
    private mutating func add(length: Int, as highlightClass: HighlightClass?) {
        guard length > 0 else { return }
        let start = offset
        offset += length
        if let last = ranges.last, last.highlightClass == highlightClass, last.end == start {
            ranges[ranges.count - 1].end = offset
        } else {
            ranges.append(ClassifiedRange(start: start, end: offset, highlightClass: highlightClass))
        }
    }

    /// The class of a token of `kind` with `text`, under the nearest classified child above it.
    private static func highlightClass(of kind: RawTokenKind, text: SyntaxText, context: SwiftClassificationContext?)
        -> HighlightClass?
    {
        if let context, kind == .identifier || context.coversWholeChild {
            return context.highlightClass
        }
        switch kind {
        case .keyword, .poundSourceLocation: return .keyword
        case .identifier:
            if text.hasPrefix("<#"), text.hasSuffix("#>") { return .placeholder }
            return identifierClass(text)
        case .dollarIdentifier: return .dollar
        case .integerLiteral, .floatLiteral: return .number
        case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment: return .string
        case .unknown: return text.hasPrefix("\"") ? .string : nil
        case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern: return .regex
        case .atSign: return .attribute
        case .poundIf, .poundElseif, .poundElse, .poundEndif: return .directive
        default: return nil
        }
    }

    /// An identifier is plain text, except that a capitalised one is by Swift's naming convention
    /// a type (`User(name:)`, `Text("…")`), where swift-syntax only calls it one where the grammar
    /// does (`let x: User`).
    private static func identifierClass(_ text: SyntaxText) -> HighlightClass? {
        guard let first = text.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        return .type
    }
}
