import DocsCodeBlocks
import DocsHighlighting
import DocsMarkup
import SwiftParser
import SwiftSyntax

/// Reads the doc comments of a module's public declarations from its Swift sources, each as a
/// page whose lines keep their places in the `.swift` file.
///
/// It reads the source rather than the compiler's symbol graph so that the build plugin, which
/// runs before the module is compiled, and `napkin-docs check` read the same comments the same
/// way. A declaration is public when it or the extension that holds it says `public` or `open`
/// and every type around it is public; a protocol's requirements and an enum's cases are as
/// public as their protocol and enum. Names that start with `_`, `@_spi` declarations and
/// `@_documentation(visibility:)` ones other than `public` are left out, as DocC leaves them out.
package struct DocCommentReader {
    /// The module the sources belong to.
    package var module: String

    package init(module: String) {
        self.module = module
    }

    /// The pages of the doc comments in `text`, the source of the file shown as `path`, that
    /// have at least one Swift code block.
    package func pages(inSource text: String, path: String) -> [ClientPage] {
        read(source: text, path: path).pages
    }

    /// The pages of the doc comments in `text` (read only when `readingComments`: a file
    /// without a fence has none), and what the file declares publicly.
    package func read(source text: String, path: String, readingComments: Bool = true) -> (
        pages: [ClientPage], api: ModuleAPI
    ) {
        let tree = Parser.parse(source: text)
        let visitor = DeclarationVisitor(converter: SourceLocationConverter(fileName: path, tree: tree))
        visitor.readsComments = readingComments
        visitor.walk(tree)
        let pages = visitor.comments.compactMap { comment -> ClientPage? in
            let parsed = DocumentParser().blocks(ofLines: comment.lines, file: path)
            var code = PageCode(
                page: PageName(comment.name), sourcePath: SourcePath(path),
                blocks: DocCommentCode.labelingSwift(parsed.blocks))
            if let exclusion = comment.leftOutBy {
                let reason = "Documents a declaration of another build: \(exclusion)."
                for index in code.blocks.indices where code.blocks[index].language == "swift" {
                    code.blocks[index].role = .shownOnly(reason: reason)
                }
            }
            guard code.blocks.contains(where: { $0.language == "swift" }) else { return nil }
            return ClientPage(name: comment.name, sourcePath: path, module: module, blocks: code.blocks)
        }
        return (pages, visitor.api)
    }
}

/// A doc comment of a public declaration: the declaration's name and the comment's lines.
private struct FoundComment {
    var name: String
    var lines: [PlacedLine]
    /// The `#if` condition that leaves the declaration out of this build, if one does.
    var leftOutBy: String?
}

private final class DeclarationVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var comments: [FoundComment] = []
    var readsComments = true
    var api = ModuleAPI()
    /// For each `#if` clause the walk is in, the condition that leaves it out of this build, if
    /// one does (an outer clause's, inside it).
    private var exclusions: [String?] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { found(DeclSyntax(node)) }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        exclusions.append((exclusions.last ?? nil) ?? IfConfigClauses.exclusion(of: node))
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { exclusions.removeLast() }

    /// Keeps the declaration's doc comment when the declaration is public; its members are
    /// visited either way (an extension without `public` may hold public members). A
    /// declaration `#if` leaves out of this build is not API here.
    private func found(_ decl: DeclSyntax) -> SyntaxVisitorContinueKind {
        if !decl.is(ExtensionDeclSyntax.self), PublicAPI.isPublic(decl) {
            let name = PublicAPI.qualifiedName(of: decl)
            let leftOutBy = exclusions.last ?? nil
            if leftOutBy == nil {
                api.names.insert(name)
                if let shape = PublicAPI.topLevelTypeShape(of: decl) { api.types[name] = shape }
            }
            if readsComments, let lines = DocCommentLines.of(decl, converter: converter), !lines.isEmpty {
                comments.append(FoundComment(name: name, lines: lines, leftOutBy: leftOutBy))
            }
        }
        if let extended = decl.as(ExtensionDeclSyntax.self), let inheritance = extended.inheritanceClause,
            exclusions.last ?? nil == nil
        {
            let type = extended.extendedType.trimmedDescription
            for inherited in inheritance.inheritedTypes {
                api.conformances.insert("extension \(type): \(inherited.type.trimmedDescription)")
            }
        }
        // Nothing inside a function or a variable is API.
        return decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self)
            || decl.is(InitializerDeclSyntax.self)
            || decl.is(SubscriptDeclSyntax.self) ? .skipChildren : .visitChildren
    }
}
