/// A piece of an HTML document: an element, text, or markup that is already safe.
///
/// Nodes are values; ``render()`` turns a tree of them into text, escaping every text node
/// and attribute value on the way. The only way to put unescaped markup into a page is
/// ``trusted(_:)``, which the renderer uses for highlighted code it built itself and for raw
/// HTML a page explicitly allowed.
struct HTMLNode: Sendable {
    fileprivate enum Kind: Sendable {
        case element(name: String, attributes: [HTMLAttribute], children: [HTMLNode])
        case void(name: String, attributes: [HTMLAttribute])
        case text(String)
        case trusted(String)
        case fragment([HTMLNode])
    }

    fileprivate let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// An element with children.
    static func element(_ name: String, _ attributes: [HTMLAttribute] = [], _ children: [HTMLNode]) -> HTMLNode {
        HTMLNode(.element(name: name, attributes: attributes, children: children))
    }

    /// An element without attributes.
    static func element(_ name: String, _ children: [HTMLNode]) -> HTMLNode {
        HTMLNode(.element(name: name, attributes: [], children: children))
    }

    /// An element with children built by a closure.
    static func element(_ name: String, _ attributes: [HTMLAttribute] = [], @HTMLBuilder _ children: () -> [HTMLNode]) -> HTMLNode {
        HTMLNode(.element(name: name, attributes: attributes, children: children()))
    }

    /// An element with only text inside.
    static func element(_ name: String, _ attributes: [HTMLAttribute] = [], text: String) -> HTMLNode {
        HTMLNode(.element(name: name, attributes: attributes, children: [.text(text)]))
    }

    /// A void element (`<meta>`, `<img>`, `<input>` …): attributes, no children, no end tag.
    static func void(_ name: String, _ attributes: [HTMLAttribute] = []) -> HTMLNode {
        HTMLNode(.void(name: name, attributes: attributes))
    }

    /// Text, escaped when rendered.
    static func text(_ text: String) -> HTMLNode { HTMLNode(.text(text)) }

    /// Markup inserted as it is. Only for markup the renderer built or a page opted into.
    static func trusted(_ markup: String) -> HTMLNode { HTMLNode(.trusted(markup)) }

    /// Several nodes side by side, without a wrapping element.
    static func fragment(_ nodes: [HTMLNode]) -> HTMLNode { HTMLNode(.fragment(nodes)) }

    /// Several nodes built by a closure, without a wrapping element.
    static func fragment(@HTMLBuilder _ nodes: () -> [HTMLNode]) -> HTMLNode { HTMLNode(.fragment(nodes())) }

    /// Nothing at all.
    static let empty = HTMLNode(.fragment([]))

    /// The node as HTML text.
    func render() -> String {
        var output = ""
        output.reserveCapacity(4096)
        write(to: &output)
        return output
    }

    /// Appends the node as HTML text to `output`.
    func write(to output: inout String) {
        switch kind {
        case .element(let name, let attributes, let children):
            output += "<"
            output += name
            HTMLAttribute.write(attributes, to: &output)
            output += ">"
            for child in children { child.write(to: &output) }
            output += "</"
            output += name
            output += ">"
            if Self.lineBreakAfter.contains(name) { output += "\n" }
        case .void(let name, let attributes):
            output += "<"
            output += name
            HTMLAttribute.write(attributes, to: &output)
            output += ">"
            if Self.lineBreakAfter.contains(name) { output += "\n" }
        case .text(let text):
            HTMLEscaping.appendText(text, to: &output)
        case .trusted(let markup):
            output += markup
        case .fragment(let nodes):
            for node in nodes { node.write(to: &output) }
        }
    }

    /// Block-level tags followed by a line break, so the output reads well in a diff.
    /// Only whitespace between blocks is added; never inside `<pre>`.
    private static let lineBreakAfter: Set<String> = [
        "html", "head", "body", "header", "footer", "main", "nav", "section", "article", "aside",
        "div", "p", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote",
        "table", "tr", "hr", "meta", "link", "script", "title", "form", "details", "summary", "figure",
    ]
}

/// Builds arrays of ``HTMLNode`` with `if`, `for` and optional nodes.
@resultBuilder
enum HTMLBuilder {
    static func buildExpression(_ node: HTMLNode) -> [HTMLNode] { [node] }
    static func buildExpression(_ nodes: [HTMLNode]) -> [HTMLNode] { nodes }
    static func buildExpression(_ node: HTMLNode?) -> [HTMLNode] { node.map { [$0] } ?? [] }
    static func buildBlock(_ parts: [HTMLNode]...) -> [HTMLNode] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [HTMLNode]?) -> [HTMLNode] { part ?? [] }
    static func buildEither(first part: [HTMLNode]) -> [HTMLNode] { part }
    static func buildEither(second part: [HTMLNode]) -> [HTMLNode] { part }
    static func buildArray(_ parts: [[HTMLNode]]) -> [HTMLNode] { parts.flatMap { $0 } }
}
