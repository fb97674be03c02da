import SwiftSyntax

/// Why a block cannot compile on its own, as its author meant it: an excerpt, not a program.
/// A fragment is reported as such, never counted as compiled and never as a failure.
package enum FragmentReason: Sendable, Equatable, CustomStringConvertible {
    /// Code left out and marked `...` (or `…`), where the parser then finds something missing.
    case elided
    /// A body that holds nothing but a comment, in place of its code.
    case bodyLeftOut
    /// An editor placeholder, `<#name#>`.
    case placeholder
    /// A declaration that only a type can hold (`init`, `case`, `static func`, a property
    /// wrapper), with the reason.
    case member(String)
    /// An excerpt that starts with `.` (`.package(url: …)`): an argument or member without
    /// what it belongs to.
    case leadingDot
    /// `label: value` at the top level: an excerpt of an argument list.
    case argumentExcerpt
    /// A function or initializer without its body, inside a type that is not a protocol: the
    /// signature of something declared elsewhere.
    case signature
    /// An array or dictionary literal alone: a value shown as data (the keys and values a
    /// provider holds), with nothing to give it a type or use it.
    case valueAlone

    /// The sentence a report and a page show.
    package var description: String {
        switch self {
        case .elided: "leaves code out with '...'"
        case .bodyLeftOut: "leaves a body out, with a comment in its place"
        case .placeholder: "has a placeholder (<#…#>) to fill in"
        case .member(let what): what
        case .leadingDot: "starts with '.', an excerpt of an argument list or of a member"
        case .argumentExcerpt: "is 'label: value', an excerpt of an argument list"
        case .signature: "shows a declaration's signature without its body"
        case .valueAlone: "is an array or dictionary literal alone, a value shown as data"
        }
    }

    /// The reason `tree` is a fragment, if it is one.
    ///
    /// Only what marks an excerpt counts: `...` or `…` where the parser finds code missing, a
    /// placeholder, a member outside its type, a leading `.` or a leading `label:`. A block
    /// with any other syntax error is not a fragment but broken code, and is reported as such.
    static func of(tree: SourceFileSyntax, items: [TopLevelItem]) -> FragmentReason? {
        let tokens = tree.tokens(viewMode: .sourceAccurate)
        if tokens.contains(where: { $0.isEditorPlaceholder || $0.text.hasPrefix("<#") }) {
            return .placeholder
        }
        // `…` is never Swift outside a string; `...` is (a range), so it marks code left out only
        // where the parser finds something missing, as does a comment of dots.
        if tokens.contains(where: { token in
            if case .stringSegment = token.tokenKind { return false }
            return token.text.contains("…")
        }) {
            return .elided
        }
        if tokens.contains(where: Self.standsForCode) {
            return .elided
        }
        // Where the parser finds something missing, dots in a comment or beside what is missing
        // say code is left out. (Valid code with a comment of dots is compiled: see
        // ``BlockSyntax/elisionComment``. A range, `0...3`, is dots too, but nothing is missing
        // beside it.)
        if tree.hasError,
            tree.tokens(viewMode: .all).contains(where: { $0.text == "..." && Self.isBesideSomethingMissing($0) })
                || Self.comments(in: tree).contains(where: { $0.contains("...") || $0.contains("…") })
        {
            return .elided
        }
        if tree.hasError, tokens.first(where: { _ in true })?.tokenKind == .keyword(.case) {
            return .member("is an enum case shown outside its enum")
        }
        // A variable given its value later in the block (`let name: String`, then `name = "x"`)
        // is code; one never given a value is a stored property shown outside its type.
        let assigned = Set(items.compactMap(\.assignedName))
        if let member = items.lazy.filter({ item in
            !(item.isStoredWithoutValue && item.declaredNames.contains(where: assigned.contains))
        })
        .compactMap(\.memberOnly).first {
            return .member(member)
        }
        if items.contains(where: \.startsWithDot) {
            return .leadingDot
        }
        if SignatureFinder.hasSignature(in: tree) {
            return .signature
        }
        if SelfFinder.usesSelfOutsideTypes(tree) {
            return .member("uses 'self' outside a type: a method's body, excerpted")
        }
        if Self.isCollectionLiteralAlone(tree) {
            return .valueAlone
        }
        if tree.hasError, let first = tokens.first(where: { _ in true }), case .identifier = first.tokenKind,
            first.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon
        {
            return .argumentExcerpt
        }
        return nil
    }
}

extension FragmentReason {
    /// Whether the block's one statement, its imports aside, is an array or dictionary literal of
    /// literals only: data. One that calls or names anything (`[Router.make()]`) is code, and
    /// compiled, so that it can drift.
    static func isCollectionLiteralAlone(_ tree: SourceFileSyntax) -> Bool {
        let statements = tree.statements.filter { $0.item.as(ImportDeclSyntax.self) == nil }
        guard statements.count == 1, case .expr(let expression) = statements.first?.item,
            expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self)
        else { return false }
        return expression.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            switch token.tokenKind {
            case .leftSquare, .rightSquare, .colon, .comma, .stringQuote, .multilineStringQuote, .stringSegment,
                .integerLiteral, .floatLiteral, .prefixOperator, .keyword(.true), .keyword(.false), .keyword(.nil):
                true
            default: false
            }
        }
    }

    /// Whether `token` is a `...` that stands for code although it parses: alone on its line,
    /// or alone as an argument (`extract(request, ...)`), where Swift would read an unbounded
    /// range, which real code writes only as a subscript (`array[...]`).
    static func isBesideSomethingMissing(_ token: TokenSyntax) -> Bool {
        let neighbours = [token.previousToken(viewMode: .all), token.nextToken(viewMode: .all)].compactMap { $0 }
        return neighbours.contains { $0.presence == .missing }
            || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
    }

    /// Whether `token` is a `...` that stands for code: alone on its line, or alone as an
    /// argument (`run(...)`).
    static func standsForCode(_ token: TokenSyntax) -> Bool {
        guard token.text == "..." else { return false }
        let previous = token.previousToken(viewMode: .sourceAccurate)
        let next = token.nextToken(viewMode: .sourceAccurate)
        let aloneOnLine =
            (previous == nil || token.leadingTrivia.contains { $0.isNewline })
            && (next == nil || next!.leadingTrivia.contains { $0.isNewline })
        let openers: [TokenKind] = [.leftParen, .comma, .leftBrace, .colon]
        let closers: [TokenKind] = [.rightParen, .comma, .rightBrace]
        let aloneAsArgument =
            previous.map { openers.contains($0.tokenKind) } ?? false
            && next.map { closers.contains($0.tokenKind) } ?? false
        return aloneOnLine || aloneAsArgument
    }
}

extension FragmentReason {
    /// The text of every comment in `tree`, its `//` or `/*` included.
    static func comments(in tree: SourceFileSyntax) -> [String] {
        tree.tokens(viewMode: .all).flatMap { token in
            (token.leadingTrivia.pieces + token.trailingTrivia.pieces).compactMap(\.commentText)
        }
    }
}

extension TriviaPiece {
    /// The text of a comment, `nil` for other trivia.
    var commentText: String? {
        switch self {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
            text
        default: nil
        }
    }
}

/// Which declarations only a type can hold.
enum MemberOnlyRule {
    /// The modifiers that only a member may have.
    private static let memberModifiers: Set<String> = [
        "static", "class", "override", "mutating", "nonmutating", "required", "convenience", "lazy", "optional",
        "dynamic",
    ]

    /// Why `decl` cannot stand at the top level of a file, if it cannot.
    static func reason(for decl: DeclSyntax) -> String? {
        if decl.is(InitializerDeclSyntax.self) { return "is an initializer, a member shown outside its type" }
        if decl.is(DeinitializerDeclSyntax.self) { return "is a deinitializer, a member shown outside its type" }
        if decl.is(SubscriptDeclSyntax.self) { return "is a subscript, a member shown outside its type" }
        if decl.is(EnumCaseDeclSyntax.self) { return "is an enum case shown outside its enum" }
        if decl.is(AssociatedTypeDeclSyntax.self) { return "is an associated type shown outside its protocol" }
        if let modified = decl.asProtocol(WithModifiersSyntax.self),
            let modifier = modified.modifiers.first(where: { memberModifiers.contains($0.name.text) })
        {
            return "is declared '\(modifier.name.text)', a member shown outside its type"
        }
        if let function = decl.as(FunctionDeclSyntax.self), function.body == nil {
            return "is a function's signature without its body"
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            if variable.bindings.contains(where: { $0.accessorBlock.map(Self.isRequirement) ?? false }) {
                return "is a property's requirement ({ get }) without its body"
            }
            if let wrapper = variable.attributes.lazy.compactMap({ element -> String? in
                guard case .attribute(let attribute) = element else { return nil }
                let name = attribute.attributeName.trimmedDescription
                return name.first?.isUppercase == true && !Self.globalActors.contains(name) ? name : nil
            }).first {
                return "is a property with the wrapper @\(wrapper), a member shown outside its type"
            }
            if variable.bindings.allSatisfy({
                $0.typeAnnotation != nil && $0.initializer == nil && $0.accessorBlock == nil
            }) {
                return "is a stored property without a value, shown outside its type"
            }
        }
        return nil
    }

    /// Attributes written in capitals that are not property wrappers.
    private static let globalActors: Set<String> = ["MainActor"]

    /// Whether an accessor block is a protocol's requirement: accessors without bodies.
    private static func isRequirement(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return !accessors.isEmpty && accessors.allSatisfy { $0.body == nil }
    }
}

/// Finds functions and initializers without bodies outside protocols.
private final class SignatureFinder: SyntaxVisitor {
    private var found = false

    static func hasSignature(in tree: SourceFileSyntax) -> Bool {
        let finder = SignatureFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body == nil { found = true }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body == nil { found = true }
        return .skipChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body == nil { found = true }
        return .skipChildren
    }
}

/// Finds `self` in code that no type, extension or function holds.
private final class SelfFinder: SyntaxVisitor {
    private var found = false

    static func usesSelfOutsideTypes(_ tree: SourceFileSyntax) -> Bool {
        let finder = SelfFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        // `Type.self` is a metatype, not a use of `self`.
        if node.tokenKind == .keyword(.self), node.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period {
            found = true
        }
        return .skipChildren
    }
}
