import DocsMarkup
import Foundation
import SwiftParser
import SwiftSyntax

/// An edit of one source file that changed its comments and nothing else, applied to the
/// module's symbol graphs without building the module again: `napkin-docs serve` shows a saved
/// doc comment at once, where a build of the module and a new extraction take seconds.
///
/// The compiler's graph places each symbol at its name and each line of its doc comment at the
/// line's text. Both parses having the same tokens, the file's declarations pair up in order: a
/// symbol at the name of the n-th declaration before the edit moves to the n-th declaration's
/// name after it and takes its doc comment; a comment the compiler copied to another symbol (an
/// inherited requirement's) is found by the line it started on.
package struct DocCommentEdit {
    /// The file's path (the graphs name it by a `file://` URI).
    private let path: String
    /// The file's declarations before the edit and after it, in the same order.
    private let before: [Declaration]
    private let after: [Declaration]

    /// The edit of the file at `file` from `before` to `after`, or `nil` when it changed more
    /// than comments and whitespace (the module must then be built again).
    package init?(file: URL, before: String, after: String) {
        let old = Parser.parse(source: before)
        let new = Parser.parse(source: after)
        guard
            old.tokens(viewMode: .sourceAccurate).elementsEqual(
                new.tokens(viewMode: .sourceAccurate), by: { $0.text == $1.text })
        else { return nil }
        path = file.standardizedFileURL.path
        self.before = DeclarationList.of(old, path: file.path)
        self.after = DeclarationList.of(new, path: file.path)
        guard self.before.count == self.after.count else { return nil }
    }

    /// Applies the edit to a symbol graph decoded with JSONSerialization; returns how many
    /// symbols changed (0: the graph need not be written again).
    package func apply(to graph: inout [String: Any]) -> Int {
        guard var symbols = graph["symbols"] as? [[String: Any]] else { return 0 }
        let module = (graph["module"] as? [String: Any])?["name"] as? String
        let byName = Dictionary(before.indices.map { (before[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        let byCommentLine = Dictionary(
            before.indices.compactMap { index in before[index].comment?.first.map { ($0.line, index) } },
            uniquingKeysWith: { first, _ in first })
        // Most symbols of a graph name a few files: each URI is read once.
        var isThisFileByURI: [String: Bool] = [:]
        func isThisFile(_ uri: Any?) -> Bool {
            guard let uri = uri as? String else { return false }
            if let known = isThisFileByURI[uri] { return known }
            let answer = URL(string: uri)?.standardizedFileURL.path == path
            isThisFileByURI[uri] = answer
            return answer
        }
        var changed = 0
        for index in symbols.indices {
            var symbol = symbols[index]
            let comment = symbol["docComment"] as? [String: Any]
            let location = symbol["location"] as? [String: Any]
            if let location, let uri = location["uri"] as? String, isThisFile(uri),
                let name = Self.position(location["position"]), let declaration = byName[name]
            {
                symbol["location"] = ["uri": uri, "position": after[declaration].namePosition]
                // A comment of its own replaces one the compiler copied from elsewhere; without
                // one, the copy stays.
                if comment == nil || isThisFile(comment?["uri"]) || after[declaration].comment != nil {
                    symbol["docComment"] = docComment(of: after[declaration], uri: uri, module: module)
                }
            } else if let comment, let uri = comment["uri"] as? String, isThisFile(uri),
                let firstLine = (comment["lines"] as? [[String: Any]])?.first,
                let start = Self.position((firstLine["range"] as? [String: Any])?["start"]),
                let declaration = byCommentLine[start.line]
            {
                symbol["docComment"] = docComment(of: after[declaration], uri: uri, module: module)
            } else {
                continue  // not of this file: not compared (bridging every symbol cost half a second)
            }
            if !NSDictionary(dictionary: symbol).isEqual(to: symbols[index]) {
                symbols[index] = symbol
                changed += 1
            }
        }
        graph["symbols"] = symbols
        return changed
    }

    /// The graph's doc comment of `declaration`, in the file the graph names `uri`, or `nil` when
    /// it has none.
    private func docComment(of declaration: Declaration, uri: String, module: String?) -> [String: Any]? {
        guard let lines = declaration.comment else { return nil }
        var comment: [String: Any] = [
            "uri": uri,
            "lines": lines.map { line -> [String: Any] in
                let start = ["line": line.line - 1, "character": line.column - 1]
                let end = ["line": line.line - 1, "character": line.column - 1 + line.text.utf8.count]
                return ["text": line.text, "range": ["start": start, "end": end]]
            },
        ]
        if let module { comment["module"] = module }
        return comment
    }

    /// A graph position (`{"line": …, "character": …}`, from 0) as a line and column from 1.
    private static func position(_ value: Any?) -> Declaration.Place? {
        guard let value = value as? [String: Any], let line = value["line"] as? Int,
            let character = value["character"] as? Int
        else { return nil }
        return Declaration.Place(line: line + 1, column: character + 1)
    }
}

/// A declaration of a source file: where its name is and its doc comment.
private struct Declaration {
    struct Place: Hashable {
        var line: Int
        var column: Int
    }

    /// The first character of the name (of `init`, `subscript`, an extension's type).
    var name: Place
    /// The doc comment's lines, if it has one.
    var comment: [PlacedLine]?

    /// The name's place as a graph writes it, from 0.
    var namePosition: [String: Int] { ["line": name.line - 1, "character": name.column - 1] }
}

/// Every declaration of a file that the compiler may make a symbol of, in source order.
private final class DeclarationList: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private var found: [Declaration] = []

    static func of(_ tree: SourceFileSyntax, path: String) -> [Declaration] {
        let list = DeclarationList(converter: SourceLocationConverter(fileName: path, tree: tree))
        list.walk(tree)
        return list.found
    }

    private init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.extendedType.firstToken(viewMode: .sourceAccurate))
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.name, members: false)
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.initKeyword, members: false)
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.subscriptKeyword, members: false)
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name) }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name) }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name) }
    // One comment for every name a declaration binds (`let a, b`, `case a, b`).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let comment = DocCommentLines.of(node, converter: converter)
        for binding in node.bindings {
            for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                found.append(Declaration(name: place(of: token), comment: comment))
            }
        }
        return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        let comment = DocCommentLines.of(node, converter: converter)
        for element in node.elements { found.append(Declaration(name: place(of: element.name), comment: comment)) }
        return .skipChildren
    }

    private func add(_ node: some DeclSyntaxProtocol, _ name: TokenSyntax?, members: Bool = true)
        -> SyntaxVisitorContinueKind
    {
        if let name {
            found.append(Declaration(name: place(of: name), comment: DocCommentLines.of(node, converter: converter)))
        }
        return members ? .visitChildren : .skipChildren
    }

    private func place(of token: TokenSyntax) -> Declaration.Place {
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return Declaration.Place(line: location.line, column: location.column)
    }
}

extension TokenKind {
    fileprivate var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
