import DocsCodeBlocks
import SwiftParser
import SwiftSyntax

/// One Swift block read by swift-syntax's parser: its top-level items, what each declares and
/// uses, and whether the block can stand alone at all.
///
/// Lines and columns are the block's own: line 1 is the block's first line, column 1 the first
/// character of its compiled text (a Markdown container's indentation is not counted).
package struct BlockSyntax: Sendable, Equatable {
    /// The block's top-level items, in order.
    package var items: [TopLevelItem]
    /// Why the block cannot compile on its own, when it cannot: it is a fragment.
    package var fragment: FragmentReason?
    /// The parser's first error, for a block that is not a fragment yet is not valid Swift.
    package var syntaxError: BlockPosition?
    /// The modules the block imports outside any `#if`.
    package var imports: [String]
    /// Whether the parser found nothing missing or unexpected.
    package var isValidSwift: Bool
    /// Whether a comment stands for code the author left out, though what is left is valid
    /// Swift, and how: a comment that starts with dots (`// ... the other requirements`), or
    /// one that is all a body holds (`{ // list the files }`). The block is compiled; if it
    /// fails only as code left out does (a requirement not met, a `return` missing), it is a
    /// fragment for that reason.
    package var elisionComment: FragmentReason?

    /// Reads `lines`, the compiled text of a block's lines.
    package init(lines: [String]) {
        let tree = Parser.parse(source: lines.joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        func position(_ position: AbsolutePosition) -> BlockPosition {
            let location = converter.location(for: position)
            return BlockPosition(line: location.line, column: location.column)
        }
        items = tree.statements.map { TopLevelItem($0, position: position) }
        imports = items.compactMap { item in
            if case .import(let module) = item.kind { return module }
            return nil
        }
        isValidSwift = !tree.hasError
        if FragmentReason.comments(in: tree).contains(where: { comment in
            let body = comment.drop { "/* ".contains($0) }
            return body.hasPrefix("...") || body.hasPrefix("…")
        }) {
            elisionComment = .elided
        } else if Self.hasBodyOfOnlyAComment(tree) {
            elisionComment = .bodyLeftOut
        }
        fragment = FragmentReason.of(tree: tree, items: items)
        syntaxError = fragment == nil && tree.hasError ? Self.firstError(in: tree).map { position($0) } : nil
    }

    /// Every name the block declares at its top level (types, functions with their labels,
    /// variables), for telling which later block declares one again.
    package var declaredNames: Set<String> {
        Set(items.flatMap(\.declaredNames))
    }

    /// The items that declare again a variable an earlier item of the block declared, after a
    /// blank line or a comment: `let provider = A()`, then `// With secrets` and `let provider =
    /// B(…)`, two ways to do one thing, as blocks often show them. Each is compiled in a scope of
    /// its own that lasts to the end of the page's code, where it hides the earlier variable as a
    /// reader takes it (as `let` does in Rust), instead of failing as a redeclaration. On the line
    /// right after the first, with nothing between, it is a slip (`let x`, `let x` for `let y`),
    /// and fails.
    package var shadowingItems: [Int] {
        var declared: Set<String> = []
        var shadowing: [Int] = []
        for (index, item) in items.enumerated() where item.kind == .variable {
            if item.startsAPart, !declared.isDisjoint(with: item.declaredNames) { shadowing.append(index) }
            declared.formUnion(item.declaredNames)
        }
        return shadowing
    }

    /// Where the parser first found something missing or unexpected.
    private static func firstError(in tree: SourceFileSyntax) -> AbsolutePosition? {
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
                return token.positionAfterSkippingLeadingTrivia
            }
        }
        return tree.statements.first?.positionAfterSkippingLeadingTrivia
    }
}

/// A place in a block: its 1-based line and UTF-8 column.
package struct BlockPosition: Sendable, Hashable {
    /// The line, from 1.
    package var line: Int
    /// The column in UTF-8 bytes, from 1.
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

extension BlockSyntax {
    /// Whether the body of a declaration (a function, an initializer, an accessor, a type's
    /// members) holds nothing but a comment; a closure's or a statement's (`catch { // ignore }`)
    /// says nothing of code left out.
    static func hasBodyOfOnlyAComment(_ tree: SourceFileSyntax) -> Bool {
        // A `case` of a `switch` with nothing but a comment (`// Trigger more production`).
        let caseOfAComment = tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .colon, let label = token.parent?.as(SwitchCaseLabelSyntax.self),
                let switchCase = label.parent?.as(SwitchCaseSyntax.self), switchCase.statements.isEmpty
            else { return false }
            let next = token.nextToken(viewMode: .sourceAccurate)
            return (token.trailingTrivia.pieces + (next?.leadingTrivia.pieces ?? [])).contains { $0.commentText != nil }
        }
        return caseOfAComment
            || tree.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .rightBrace, let opening = token.previousToken(viewMode: .sourceAccurate),
                    opening.tokenKind == .leftBrace, let braces = opening.parent
                else { return false }
                let owner = braces.parent
                let isDeclarationBody =
                    braces.is(AccessorBlockSyntax.self) || braces.is(MemberBlockSyntax.self)
                    || owner?.is(FunctionDeclSyntax.self) == true || owner?.is(InitializerDeclSyntax.self) == true
                    || owner?.is(AccessorDeclSyntax.self) == true
                return isDeclarationBody
                    && (opening.trailingTrivia.pieces + token.leadingTrivia.pieces).contains { $0.commentText != nil }
            }
    }
}
