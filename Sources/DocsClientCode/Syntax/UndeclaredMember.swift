import SwiftParser
import SwiftSyntax

/// A name a block reads, unqualified, only inside the members of a type the block declares:
/// Swift looks such a name up on the type first, so the code says the type has a member of that
/// name. When neither the type nor the page declares one, the block is wrong (a property renamed
/// in one place and not the other), not an excerpt that needs context: `check` reports it.
///
/// ```swift
/// struct Example: ParsableCommand {
///     @Option var export: String?
///     func run() { print(format ?? "none") }   // 'format': Example has no such member
/// }
/// ```
///
/// Left out, so that a global the page elides stays "needs context": a name called as a
/// function (`printHistory(depth:)`) or used as a value's base (`logger.info(…)`, the shape of a
/// service the page declares elsewhere), a name read anywhere outside such a member, and a type
/// that could get the name from elsewhere: one that inherits from or conforms to a name its page
/// never declares or a type the page declares (whose own parents may be missing), or that an
/// extension of the block extends.
package struct UndeclaredMember: Sendable, Equatable {
    /// The name read.
    package var name: String
    /// The type whose member reads it.
    package var type: String
    /// Where it is first read.
    package var position: BlockPosition

    /// The undeclared member `name` is in `lines` (a block's compiled text), if the block reads it
    /// only as its own types' member; `missing` are the names its page never declares,
    /// `declaredOnThePage` those its blocks declare.
    package static func of(
        _ name: String, in lines: [String], missing: Set<String>, declaredOnThePage: @autoclosure () -> Set<String>
    ) -> UndeclaredMember? {
        guard let first = name.first, first.isLowercase || first == "_" else { return nil }
        let tree = Parser.parse(source: lines.joined(separator: "\n"))
        let reads = References(to: name, viewMode: .sourceAccurate)
        reads.walk(tree)
        guard let firstRead = reads.found.first else { return nil }
        var owner: TypeDeclaration?
        for read in reads.found {
            guard !isCalledOrBase(read), let type = enclosingType(ofMember: read), owner?.name ?? type.name == type.name
            else { return nil }
            owner = type
        }
        // A parent that is missing, or declared on the page (its own parents may be missing), may
        // supply the name, and so may a conformance an extension adds.
        guard let owner, Set(owner.inherited).isDisjoint(with: missing),
            !tree.statements.contains(where: { item in
                item.item.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == owner.name
            }),
            Set(owner.inherited).isDisjoint(with: declaredOnThePage())
        else { return nil }
        let location = SourceLocationConverter(fileName: "", tree: tree)
            .location(for: firstRead.positionAfterSkippingLeadingTrivia)
        return UndeclaredMember(
            name: name, type: owner.name, position: BlockPosition(line: location.line, column: location.column))
    }

    /// Whether `read` is what a call calls, or the base of a member access.
    private static func isCalledOrBase(_ read: DeclReferenceExprSyntax) -> Bool {
        let node = Syntax(read)
        if let call = read.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == node {
            return true
        }
        if let access = read.parent?.as(MemberAccessExprSyntax.self), access.base.map(Syntax.init) == node {
            return true
        }
        return read.parent?.is(OptionalChainingExprSyntax.self) == true
            || read.parent?.is(ForceUnwrapExprSyntax.self) == true
                && read.parent?.parent?.is(MemberAccessExprSyntax.self) == true
    }

    /// The type (a struct, class, enum or actor, not an extension) whose function, initializer,
    /// subscript or computed property has `read` in its body.
    private static func enclosingType(ofMember read: DeclReferenceExprSyntax) -> TypeDeclaration? {
        var inBody = false
        var node = read.parent
        while let current = node {
            if current.is(CodeBlockSyntax.self) || current.is(AccessorBlockSyntax.self) {
                inBody = true
            }
            if current.is(ExtensionDeclSyntax.self) || current.is(ProtocolDeclSyntax.self) { return nil }
            if inBody, let type = TypeDeclaration(current) { return type }
            node = current.parent
        }
        return nil
    }

    /// A struct, class, enum or actor: its name and the names its inheritance clause writes.
    private struct TypeDeclaration {
        var name: String
        var inherited: [String]

        init?(_ node: Syntax) {
            let clause: InheritanceClauseSyntax?
            if let type = node.as(StructDeclSyntax.self) {
                (name, clause) = (type.name.text, type.inheritanceClause)
            } else if let type = node.as(ClassDeclSyntax.self) {
                (name, clause) = (type.name.text, type.inheritanceClause)
            } else if let type = node.as(EnumDeclSyntax.self) {
                (name, clause) = (type.name.text, type.inheritanceClause)
            } else if let type = node.as(ActorDeclSyntax.self) {
                (name, clause) = (type.name.text, type.inheritanceClause)
            } else {
                return nil
            }
            inherited =
                clause.map { clause in
                    clause.inheritedTypes.flatMap { inherited in
                        inherited.type.tokens(viewMode: .sourceAccurate).compactMap { token in
                            if case .identifier(let text) = token.tokenKind { return text }
                            return nil
                        }
                    }
                } ?? []
        }
    }

    /// Every unqualified reference to one name.
    private final class References: SyntaxVisitor {
        let name: String
        var found: [DeclReferenceExprSyntax] = []

        init(to name: String, viewMode: SyntaxTreeViewMode) {
            self.name = name
            super.init(viewMode: viewMode)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.baseName.text == name, node.argumentNames == nil,
                node.parent?.is(MemberAccessExprSyntax.self) != true
                    || node.parent?.as(MemberAccessExprSyntax.self)?.base.map(Syntax.init) == Syntax(node)
            {
                found.append(node)
            }
            return .visitChildren
        }
    }
}
