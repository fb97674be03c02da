import SwiftParser
import SwiftSyntax

/// The declarations of a block that the documented module makes already: a page that shows a
/// protocol or a type as the library declares it, to explain it, restates it.
///
/// A restated declaration is never compiled as the page's own code: compiled, it would be a new
/// type of the page's module that shadows the real one for the rest of the page, so that later
/// blocks fail against it, or compile while checking nothing of the library. It is compared
/// with the module's declarations instead (``differences``), and what the block has besides is
/// compiled against the real API.
package struct Restatement: Sendable, Equatable {
    /// The indices of the block's top-level items that restate the module's declarations.
    package var items: Set<Int>
    /// The names restated, as DocC names symbols (`CounterHandler`, `Logger.info(_:)`).
    package var names: [String]
    /// What the restatement declares that the module does not, each as a sentence.
    package var differences: [String]
    /// Where in the block the first of them is declared.
    package var firstDifference: BlockPosition?

    /// The restatement in the block read as `syntax` from `text`, against `api`; `nil` when
    /// the block restates nothing.
    package static func of(_ syntax: BlockSyntax, text: @autoclosure () -> String, api: ModuleAPI) -> Restatement? {
        // Most blocks declare nothing the module declares: those are not parsed again.
        let candidates = syntax.items.indices.filter { index in
            let item = syntax.items[index]
            return item.kind == .declaration
                && (!api.names.isDisjoint(with: item.declaredNames)
                    || !api.conformances.isDisjoint(with: item.declaredNames)
                    || item.extendedType.map { api.types[$0] != nil } == true)
        }
        guard !candidates.isEmpty else { return nil }
        let tree = Parser.parse(source: text())
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let statements = Array(tree.statements)
        var found = Restatement(items: [], names: [], differences: [])
        for index in candidates where statements.indices.contains(index) {
            guard case .decl(let decl) = statements[index].item else { continue }
            found.read(decl, at: index, api: api, converter: converter)
        }
        return found.items.isEmpty ? nil : found
    }

    /// Whether the restatement is every item of `syntax` but its imports.
    package func isWhole(of syntax: BlockSyntax) -> Bool {
        syntax.items.indices.allSatisfy { index in
            if case .import = syntax.items[index].kind { return true }
            return items.contains(index)
        }
    }

    private mutating func read(_ decl: DeclSyntax, at index: Int, api: ModuleAPI, converter: SourceLocationConverter) {
        if let extended = decl.as(ExtensionDeclSyntax.self) {
            // An extension restates when every member and every conformance it declares is the
            // module's (`extension Result: CasePathable` as the library writes it); one that adds
            // a member or a conformance is new code.
            let members = Self.members(of: extended.memberBlock).map(\.name)
            let type = extended.extendedType.trimmedDescription
            let conformances = (extended.inheritanceClause?.inheritedTypes).map { inherited in
                inherited.map { "extension \(type): \($0.type.trimmedDescription)" }
            }
            guard !members.isEmpty || conformances?.isEmpty == false, members.allSatisfy(api.names.contains),
                (conformances ?? []).allSatisfy(api.conformances.contains)
            else {
                return
            }
            items.insert(index)
            names += (conformances ?? []).map { String($0.dropFirst("extension ".count)) } + members
            return
        }
        let name = PublicAPI.qualifiedName(of: decl)
        guard api.names.contains(name) else { return }
        items.insert(index)
        names.append(name)
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
        for (member, position) in Self.members(of: group.memberBlock) where !api.names.contains(member) {
            if firstDifference == nil {
                let location = converter.location(for: position)
                firstDifference = BlockPosition(line: location.line, column: location.column)
            }
            let base = member.prefix { $0 != "(" }
            let nearest = api.names.filter { $0 == base || $0.hasPrefix(base + "(") }.sorted().prefix(3)
            differences.append(
                "the library declares no '\(member)'"
                    + (nearest.isEmpty
                        ? "" : " (it declares " + nearest.map { "'\($0)'" }.joined(separator: ", ") + ")"))
        }
    }

    /// The qualified names of the members a restatement shows as API, with where each starts:
    /// not its `private` or `fileprivate` helpers, nor its deinitializer.
    private static func members(of block: MemberBlockSyntax) -> [(name: String, position: AbsolutePosition)] {
        block.members.compactMap { member -> (String, AbsolutePosition)? in
            let decl = member.decl
            guard !decl.is(DeinitializerDeclSyntax.self), !decl.is(IfConfigDeclSyntax.self) else { return nil }
            if let access = decl.accessModifier?.name.text, access == "private" || access == "fileprivate" {
                return nil
            }
            let name = PublicAPI.qualifiedName(of: decl)
            return name.hasSuffix(".") ? nil : (name, decl.positionAfterSkippingLeadingTrivia)
        }
    }
}
