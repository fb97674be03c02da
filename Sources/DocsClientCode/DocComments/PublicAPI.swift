import SwiftSyntax

/// Which declarations of a source file are public API, read from the syntax alone.
enum PublicAPI {
    /// Whether a client of the module can see `decl`, and DocC shows it.
    static func isPublic(_ decl: DeclSyntax) -> Bool {
        guard isShown(decl), isVisible(decl) else { return false }
        return enclosingDeclarations(of: decl).allSatisfy { enclosing in
            if enclosing.is(ExtensionDeclSyntax.self) {
                return access(of: enclosing).map(isPublicAccess) ?? true
            }
            return isShown(enclosing) && isVisible(enclosing)
        }
    }

    /// Whether `decl` itself says it is public, or takes it from what holds it (an extension
    /// that says `public`, a protocol's requirement, an enum's case).
    private static func isVisible(_ decl: DeclSyntax) -> Bool {
        if let access = access(of: decl) { return isPublicAccess(access) }
        guard let holder = enclosingDeclarations(of: decl).first else { return false }
        if holder.is(ProtocolDeclSyntax.self) || (holder.is(EnumDeclSyntax.self) && decl.is(EnumCaseDeclSyntax.self)) {
            return isVisible(holder)
        }
        if holder.is(ExtensionDeclSyntax.self), let access = access(of: holder) { return isPublicAccess(access) }
        return false
    }

    /// Whether DocC lists `decl`: not underscored, not SPI, not hidden by `@_documentation`.
    private static func isShown(_ decl: DeclSyntax) -> Bool {
        if let named = decl.asProtocol(NamedDeclSyntax.self), named.name.text.hasPrefix("_") { return false }
        if let variable = decl.as(VariableDeclSyntax.self),
            variable.bindings.first?.pattern.trimmedDescription.hasPrefix("_") == true
        {
            return false
        }
        guard let attributed = decl.asProtocol(WithAttributesSyntax.self) else { return true }
        return !attributed.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "_spi" || (name == "_documentation" && !attribute.trimmedDescription.contains("public"))
        }
    }

    private static func isPublicAccess(_ access: String) -> Bool {
        access == "public" || access == "open"
    }

    /// The access modifier `decl` is written with, if any (`private(set)` is not one).
    private static func access(of decl: DeclSyntax) -> String? {
        decl.accessModifier?.name.text
    }

    /// The types, protocols and extensions around `decl`, innermost first.
    static func enclosingDeclarations(of decl: DeclSyntax) -> [DeclSyntax] {
        var found: [DeclSyntax] = []
        var node = decl.parent
        while let current = node {
            if let enclosing = current.as(DeclSyntax.self), current.is(MemberBlockSyntax.self) == false,
                enclosing.is(StructDeclSyntax.self) || enclosing.is(ClassDeclSyntax.self)
                    || enclosing.is(EnumDeclSyntax.self)
                    || enclosing.is(ActorDeclSyntax.self) || enclosing.is(ProtocolDeclSyntax.self)
                    || enclosing.is(ExtensionDeclSyntax.self)
            {
                found.append(enclosing)
            }
            node = current.parent
        }
        return found
    }

    /// What `decl` is as a value's type, when it is a type at the top level of its file.
    static func topLevelTypeShape(of decl: DeclSyntax) -> ModuleAPI.TypeShape? {
        guard enclosingDeclarations(of: decl).isEmpty else { return nil }
        if let proto = decl.as(ProtocolDeclSyntax.self) {
            let hasAssociatedTypes = proto.memberBlock.members.contains { $0.decl.is(AssociatedTypeDeclSyntax.self) }
            return hasAssociatedTypes || proto.primaryAssociatedTypeClause != nil ? .generic : .protocol
        }
        let generics: GenericParameterClauseSyntax??
        if let type = decl.as(StructDeclSyntax.self) {
            generics = type.genericParameterClause
        } else if let type = decl.as(ClassDeclSyntax.self) {
            generics = type.genericParameterClause
        } else if let type = decl.as(EnumDeclSyntax.self) {
            generics = type.genericParameterClause
        } else if let type = decl.as(ActorDeclSyntax.self) {
            generics = type.genericParameterClause
        } else {
            generics = nil
        }
        guard let clause = generics else { return nil }
        return clause == nil ? .concrete : .generic
    }

    /// `Logger.info(_:metadata:)`: the names around `decl` and its own, as DocC names symbols.
    static func qualifiedName(of decl: DeclSyntax) -> String {
        let outer = enclosingDeclarations(of: decl).reversed().map { enclosing -> String in
            if let extended = enclosing.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            return enclosing.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
        }
        return (outer + [ownName(of: decl)]).joined(separator: ".")
    }

    private static func ownName(of decl: DeclSyntax) -> String {
        func labels(_ parameters: FunctionParameterListSyntax) -> String {
            "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return function.name.text + labels(function.signature.parameterClause.parameters)
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return "init" + labels(initializer.signature.parameterClause.parameters)
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return "subscript" + labels(subscriptDecl.parameterClause.parameters)
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.trimmedDescription ?? ""
        }
        if let enumCase = decl.as(EnumCaseDeclSyntax.self) { return enumCase.elements.first?.name.text ?? "" }
        return decl.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
    }
}
