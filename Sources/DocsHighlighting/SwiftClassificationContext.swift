@_spi(RawSyntax) import SwiftSyntax

/// The children of a syntax node whose place in the grammar classifies the identifiers under
/// them: the table of SwiftIDEUtils' `SyntaxClassification`, read as a parent's kind and a child's
/// index in its layout, so that looking a child up costs a switch instead of making a key path.
package struct SwiftClassificationContext: Equatable {
    /// The class of the identifiers under the child; `nil` shows them as plain text (an operator's
    /// name).
    package let highlightClass: HighlightClass?
    /// Whether the child's whole text takes the class, whatever its tokens are (an attribute's
    /// name: `@MainActor`), rather than only its identifiers.
    package let coversWholeChild: Bool

    /// The context that the child at `childIndex` of a node of kind `parent` gives, if any.
    package init?(parent: SyntaxKind, childIndex: Int) {
        let slots: Slots
        switch parent {
        case .attribute: slots = Self.attribute
        case .platformVersionItem: slots = Self.platformVersionItem
        case .platformVersion: slots = Self.platformVersion
        case .declModifier: slots = Self.declModifier
        case .ifConfigClause: slots = Self.ifConfigClause
        case .ifConfigDecl: slots = Self.ifConfigDecl
        case .memberType: slots = Self.memberType
        case .identifierType: slots = Self.identifierType
        case .operatorDecl: slots = Self.operatorDecl
        case .precedenceGroupAssociativity: slots = Self.precedenceGroupAssociativity
        case .precedenceGroupRelation: slots = Self.precedenceGroupRelation
        case .functionParameter: slots = Self.functionParameter
        case .labeledExpr: slots = Self.labeledExpr
        default: return nil
        }
        guard let context = slots[childIndex] else { return nil }
        self = context
    }

    private init(_ highlightClass: HighlightClass?, coversWholeChild: Bool = false) {
        self.highlightClass = highlightClass
        self.coversWholeChild = coversWholeChild
    }

    /// The classified children of one kind of node, by index in its layout.
    private struct Slots: Sendable {
        private let contexts: [Int: SwiftClassificationContext]

        /// Finds each key path's index in `node`'s layout once.
        init<Node: SyntaxProtocol>(
            _ node: Node.Type, _ entries: [(any PartialKeyPath<Node> & Sendable, SwiftClassificationContext)]
        ) {
            guard case .layout(let keyPaths) = Node.structure else {
                preconditionFailure("\(Node.self) has no layout")
            }
            var contexts: [Int: SwiftClassificationContext] = [:]
            for (keyPath, context) in entries {
                guard let index = keyPaths.firstIndex(where: { $0 == keyPath }) else {
                    preconditionFailure("\(keyPath) is not a child of \(Node.self)")
                }
                contexts[index] = context
            }
            self.contexts = contexts
        }

        subscript(index: Int) -> SwiftClassificationContext? { contexts[index] }
    }

    private static let attribute = Slots(
        AttributeSyntax.self, [(\.attributeName, Self(.attribute, coversWholeChild: true))])
    private static let platformVersionItem = Slots(
        PlatformVersionItemSyntax.self, [(\.platformVersion, Self(.keyword))])
    private static let platformVersion = Slots(PlatformVersionSyntax.self, [(\.platform, Self(.keyword))])
    private static let declModifier = Slots(DeclModifierSyntax.self, [(\.name, Self(.attribute))])
    private static let ifConfigClause = Slots(
        IfConfigClauseSyntax.self, [(\.poundKeyword, Self(.directive)), (\.condition, Self(.directive))])
    private static let ifConfigDecl = Slots(IfConfigDeclSyntax.self, [(\.poundEndif, Self(.directive))])
    private static let memberType = Slots(MemberTypeSyntax.self, [(\.name, Self(.type))])
    private static let identifierType = Slots(IdentifierTypeSyntax.self, [(\.name, Self(.type))])
    private static let operatorDecl = Slots(OperatorDeclSyntax.self, [(\.name, Self(nil))])
    private static let precedenceGroupAssociativity = Slots(
        PrecedenceGroupAssociativitySyntax.self, [(\.associativityLabel, Self(.keyword))])
    private static let precedenceGroupRelation = Slots(
        PrecedenceGroupRelationSyntax.self, [(\.higherThanOrLowerThanLabel, Self(.keyword))])
    private static let functionParameter = Slots(FunctionParameterSyntax.self, [(\.firstName, Self(.label))])
    private static let labeledExpr = Slots(LabeledExprSyntax.self, [(\.label, Self(.label))])
}
