import SwiftSyntax

/// One item at the top level of a block: an import, a declaration, a variable or a statement,
/// with what the client file needs to place it.
package struct TopLevelItem: Sendable, Equatable {
    /// What the item is, as far as placing it goes.
    package enum Kind: Sendable, Equatable {
        /// `import Module` (the module's name).
        case `import`(String)
        /// A declaration that lives at file scope: a type, a function, an extension, an operator.
        case declaration
        /// `let` or `var`: a statement, unless a declaration at file scope reads it.
        case variable
        /// Code that runs: an expression, a control-flow statement, `#if` around such code.
        case statement
    }

    /// What the item is.
    package var kind: Kind
    /// Where its first token is.
    package var start: BlockPosition
    /// Its first line in the block.
    package var firstLine: Int { start.line }
    /// Its last line in the block.
    package var lastLine: Int
    /// The names it declares: a type's, a function's with its labels (`run(_:count:)`), a
    /// variable's; an extension that adds a conformance declares `extension T: P`.
    package var declaredNames: [String]
    /// Every identifier written in it.
    package var usedNames: Set<String>
    /// Where `fileprivate` goes to keep the declaration to its file, and the access modifier
    /// it replaces; `nil` when the item keeps its access (an import, a conformance, an operator).
    package var access: AccessEdit?
    /// Text to blank out, keeping every column: an `@main` attribute.
    package var blanks: [BlockRange]
    /// Why the item can only stand inside a type (`init`, `case`, `static func`, a property
    /// wrapper), or is a declaration without its body.
    package var memberOnly: String?
    /// Whether it starts with `.`: an argument or member excerpt (`.package(url: …)`).
    package var startsWithDot: Bool
    /// Whether the item's value needs `try` or `await` (a variable that cannot become a global).
    package var hasEffects: Bool
    /// Whether it is a `var` (a `let` is not).
    package var isMutable: Bool
    /// For an extension, the first name of the type it extends (`Logger` of `Logger.Level`).
    package var extendedType: String?
    /// For an assignment to a name (`name = "x"`), the name.
    package var assignedName: String?
    /// Whether it is a variable with a type and neither a value nor accessors (`let name: String`).
    package var isStoredWithoutValue: Bool
    /// Whether it is a function, which may live in the run function beside the variables it reads.
    package var isFunction: Bool
    /// Whether a blank line or a comment comes right before it: it starts a part of its own of the
    /// block (`// With options`).
    package var startsAPart: Bool

    init(_ item: CodeBlockItemSyntax, position: (AbsolutePosition) -> BlockPosition) {
        start = position(item.positionAfterSkippingLeadingTrivia)
        lastLine = position(item.endPositionBeforeTrailingTrivia).line
        usedNames = Set(
            item.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard case .identifier(let name) = token.tokenKind, !Self.isDeclaredName(token) else { return nil }
                return name
            })
        startsWithDot = item.firstToken(viewMode: .sourceAccurate)?.tokenKind == .period
        startsAPart = Self.startsAPart(item.firstToken(viewMode: .sourceAccurate)?.leadingTrivia ?? [])
        hasEffects = item.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .keyword(.try) || $0.tokenKind == .keyword(.await)
        }
        blanks = []
        access = nil
        memberOnly = nil
        declaredNames = []
        isMutable = false
        extendedType = nil
        isStoredWithoutValue = false
        isFunction = false
        let leading = Array(item.tokens(viewMode: .sourceAccurate).prefix(2))
        if leading.count == 2, case .identifier(let name) = leading[0].tokenKind, leading[1].tokenKind == .equal {
            assignedName = name
        } else {
            assignedName = nil
        }

        guard case .decl(let decl) = item.item else {
            kind = .statement
            return
        }
        if let importDecl = decl.as(ImportDeclSyntax.self) {
            kind = .import(importDecl.path.first?.name.text ?? "")
            return
        }
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            kind = Self.holdsStatements(conditional) ? .statement : .declaration
            return
        }
        kind = decl.is(VariableDeclSyntax.self) ? .variable : .declaration
        isMutable = decl.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var)
        isFunction = decl.is(FunctionDeclSyntax.self)
        // What a function binds itself (its parameters, its locals) it does not read from the
        // page: `@Test func t() { let config = … }` reads no `config` a block declares.
        if isFunction { usedNames.subtract(Self.namesBound(inside: decl)) }
        isStoredWithoutValue =
            decl.as(VariableDeclSyntax.self)?.bindings.allSatisfy {
                $0.typeAnnotation != nil && $0.initializer == nil && $0.accessorBlock == nil
            } ?? false
        extendedType = decl.as(ExtensionDeclSyntax.self).map {
            String($0.extendedType.trimmedDescription.prefix { $0 != "." && $0 != "<" })
        }
        declaredNames = Self.names(declaredBy: decl)
        memberOnly = MemberOnlyRule.reason(for: decl)
        // A page's declarations are its own: `@main`, and what makes a declaration part of a
        // module's interface (`public`, `open`, `package`, `@inlinable`) inside it, are set aside.
        blanks = (Self.mainAttributes(of: decl).map(Syntax.init) + Self.interfaceMarks(in: decl)).map { node in
            BlockRange(
                start: position(node.positionAfterSkippingLeadingTrivia),
                end: position(node.endPositionBeforeTrailingTrivia))
        }
        access = AccessEdit(decl, position: position)
    }

    /// Whether any clause of `#if` holds code that runs, not only declarations.
    private static func holdsStatements(_ conditional: IfConfigDeclSyntax) -> Bool {
        conditional.clauses.contains { clause in
            guard case .statements(let items)? = clause.elements else { return false }
            return items.contains { item in
                switch item.item {
                case .decl(let decl):
                    if let nested = decl.as(IfConfigDeclSyntax.self) { return holdsStatements(nested) }
                    return decl.is(VariableDeclSyntax.self)
                case .stmt, .expr: return true
                }
            }
        }
    }

    /// The `@main` attributes of a declaration: a library (and a page's client file) has no entry point.
    private static func mainAttributes(of decl: DeclSyntax) -> [AttributeSyntax] {
        guard let attributed = decl.asProtocol(WithAttributesSyntax.self) else { return [] }
        return attributed.attributes.compactMap { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "main" else {
                return nil
            }
            return attribute
        }
    }

    /// Whether `trivia`, before an item, holds a comment or a blank line (one of spaces only too).
    private static func startsAPart(_ trivia: Trivia) -> Bool {
        var lineEnds = 0
        for piece in trivia {
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                lineEnds += count
                if lineEnds > 1 { return true }
            case .spaces, .tabs: continue
            default: lineEnds = 0
            }
        }
        return false
    }

    /// The names `decl` binds inside itself: its parameters, its local variables and functions.
    private static func namesBound(inside decl: DeclSyntax) -> Set<String> {
        let own = decl.asProtocol(NamedDeclSyntax.self)?.name.id
        // A name is the function's own only when its first occurrence binds it, and the binding
        // does not read the name itself (`if let name`, `guard let name = name`).
        var seen: Set<String> = []
        var bound: Set<String> = []
        for token in decl.tokens(viewMode: .sourceAccurate) {
            guard token.id != own, case .identifier(let name) = token.tokenKind else { continue }
            defer { seen.insert(name) }
            guard !seen.contains(name), isDeclaredName(token) else { continue }
            func reads(_ value: ExprSyntax?) -> Bool {
                value?.tokens(viewMode: .sourceAccurate).contains { $0.text == name } ?? false
            }
            if let binding = token.parent?.parent?.as(OptionalBindingConditionSyntax.self),
                binding.initializer == nil || reads(binding.initializer?.value)
            {
                continue
            }
            if let binding = token.parent?.parent?.as(PatternBindingSyntax.self), reads(binding.initializer?.value) {
                continue
            }
            bound.insert(name)
        }
        return bound
    }

    /// Whether `token` names what a declaration declares (a type, a function, a variable, a
    /// parameter) rather than something it reads.
    private static func isDeclaredName(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if parent.is(IdentifierPatternSyntax.self) { return true }
        if let parameter = parent.as(FunctionParameterSyntax.self) {
            return parameter.firstName.id == token.id || parameter.secondName?.id == token.id
        }
        if let named = parent.asProtocol(NamedDeclSyntax.self) { return named.name.id == token.id }
        return false
    }

    /// The modifiers and attributes nested in `decl` that only a module's interface needs:
    /// `public`, `open`, `package` (the top-level declaration's own is replaced by
    /// ``AccessEdit``), `@inlinable`, `@usableFromInline`.
    private static func interfaceMarks(in decl: DeclSyntax) -> [Syntax] {
        let own = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.id) ?? []
        let modifiers = decl.tokens(viewMode: .sourceAccurate).compactMap { token -> Syntax? in
            guard ["public", "open", "package", "internal"].contains(token.text),
                let modifier = token.parent?.as(DeclModifierSyntax.self),
                modifier.name.id == token.id
            else { return nil }
            // A setter's access wider than `fileprivate` (`internal(set)`) goes wherever it is; a
            // member's `public`, `open` or `package` too, but not the declaration's own, which
            // AccessEdit replaces.
            if modifier.detail != nil { return Syntax(modifier) }
            return token.text != "internal" && !own.contains(modifier.id) ? Syntax(modifier) : nil
        }
        let attributes = decl.tokens(viewMode: .sourceAccurate).compactMap { token -> Syntax? in
            guard ["inlinable", "usableFromInline"].contains(token.text),
                let attribute = token.parent?.parent?.as(AttributeSyntax.self)
            else { return nil }
            return Syntax(attribute)
        }
        return modifiers + attributes
    }

    /// The names a declaration introduces at the top level.
    private static func names(declaredBy decl: DeclSyntax) -> [String] {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return ["\(function.name.text)(\(labels))"]
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { binding in
                binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    if case .identifier(let name) = token.tokenKind { return name }
                    return nil
                }
            }
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            // An extension that adds members declares them: a later block that declares one
            // again shows another version of it (`Logger.attribute(_:)`).
            guard let inheritance = extensionDecl.inheritanceClause else {
                let type = extensionDecl.extendedType.trimmedDescription
                return extensionDecl.memberBlock.members.flatMap { member in
                    names(declaredBy: member.decl).map { "\(type).\($0)" }
                }
            }
            return inheritance.inheritedTypes.map {
                "extension \(extensionDecl.extendedType.trimmedDescription): \($0.type.trimmedDescription)"
            }
        }
        if let named = decl.asProtocol(NamedDeclSyntax.self) {
            return [named.name.text]
        }
        return []
    }
}

/// A stretch of a block's text, from `start` up to (not including) `end`, on one line or several.
package struct BlockRange: Sendable, Equatable {
    /// The first character.
    package var start: BlockPosition
    /// The place after the last character.
    package var end: BlockPosition
}

/// How a declaration at the top level is kept to its client file: `fileprivate` written before
/// its modifiers (or its keyword), and the access modifier it had blanked out.
package struct AccessEdit: Sendable, Equatable {
    /// Where `fileprivate` goes: the first modifier, or the keyword when there is none (after
    /// the attributes, which must come first).
    package var insertion: BlockPosition
    /// The access modifier the declaration had (`public`, `open`, `internal`, `package`), to blank.
    package var replaced: BlockRange?

    /// The edit for `decl`, or `nil` when it keeps its access: it is private already, or an
    /// extension that adds a conformance (which takes no access modifier), an operator or a
    /// precedence group (which have none), or a macro's expansion.
    init?(_ decl: DeclSyntax, position: (AbsolutePosition) -> BlockPosition) {
        if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self)
            || decl.is(MacroExpansionDeclSyntax.self)
            || decl.as(ExtensionDeclSyntax.self)?.inheritanceClause != nil
        {
            return nil
        }
        guard decl.asProtocol(WithModifiersSyntax.self) != nil else { return nil }
        let existing = decl.accessModifier
        if let existing, existing.name.text == "private" || existing.name.text == "fileprivate" { return nil }
        // The first token that is not part of an attribute: a modifier or the keyword.
        let attributesEnd = decl.asProtocol(WithAttributesSyntax.self)?.attributes.endPositionBeforeTrailingTrivia
        guard
            let first = decl.tokens(viewMode: .sourceAccurate).first(where: { token in
                attributesEnd.map { token.positionAfterSkippingLeadingTrivia >= $0 } ?? true
            })
        else { return nil }
        insertion = position(first.positionAfterSkippingLeadingTrivia)
        replaced = existing.map {
            BlockRange(
                start: position($0.positionAfterSkippingLeadingTrivia),
                end: position($0.endPositionBeforeTrailingTrivia))
        }
    }
}
