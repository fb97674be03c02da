import CCmark
import CCmarkArena

/// The one place that talks to libcmark: parses CommonMark text and lends its tree to a
/// closure, freeing the tree when the closure returns.
enum CmarkDocument {
    /// Parses `bytes` as a CommonMark document, with source positions, and gives `body` the
    /// document node. The node and every node reached from it are valid only inside `body`,
    /// and on the calling thread.
    ///
    /// The tree is allocated from the thread's arena (CCmarkArena) and given back whole when
    /// `body` returns: a site's parse makes some 650,000 allocations in cmark, which `malloc`
    /// and `free` one by one made about a tenth of a build's work.
    static func withParsed<Result>(_ bytes: [UInt8], _ body: (CmarkNode) -> Result) -> Result {
        let mark = napkin_cmark_arena_mark_now()
        defer { napkin_cmark_arena_release(mark) }
        // The arena, like cmark's default allocator, stops the process when memory runs out,
        // so a parser and a document always come back.
        guard let parser = cmark_parser_new_with_mem(CMARK_OPT_SOURCEPOS, napkin_cmark_arena_allocator()) else {
            preconditionFailure("cmark_parser_new_with_mem returned no parser")
        }
        let root: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                cmark_parser_feed(parser, characters.baseAddress, characters.count)
                return cmark_parser_finish(parser)
            }
        }
        cmark_parser_free(parser)
        guard let root else { preconditionFailure("cmark_parser_finish returned no document") }
        return body(CmarkNode(root))
    }
}

/// A node of cmark's syntax tree, read in place: nothing is copied until a converter asks
/// for a string.
///
/// Locations are cmark's: 1-based line and byte column within the Markdown text that was
/// parsed, which may be a piece of a file (see ``MarkdownRun``). A node must not outlive the
/// ``CmarkDocument/withParsed(_:_:)`` call that lent it.
struct CmarkNode {
    /// The node types the converter reads.
    enum Kind {
        case blockQuote, list, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image
        /// The document, a list item (read through its list) or a custom node.
        case other
    }

    private let pointer: OpaquePointer

    fileprivate init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// What kind of node this is.
    var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        default: .other
        }
    }

    /// The node's children, in order.
    var children: Children { Children(first: cmark_node_first_child(pointer)) }

    /// The text of text, code, code block and HTML nodes.
    var literal: String { Self.string(cmark_node_get_literal(pointer)) }
    /// The destination of a link or image.
    var url: String { Self.string(cmark_node_get_url(pointer)) }
    /// The title of a link or image.
    var title: String { Self.string(cmark_node_get_title(pointer)) }
    /// The info string of a fenced code block.
    var fenceInfo: String { Self.string(cmark_node_get_fence_info(pointer)) }
    /// The level of a heading.
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    /// Whether a list is ordered.
    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    /// The first number of an ordered list.
    var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
    /// The line the node starts on.
    var line: Int { Int(cmark_node_get_start_line(pointer)) }
    /// The byte column the node starts at.
    var column: Int { Int(cmark_node_get_start_column(pointer)) }
    /// The line the node ends on.
    var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

    /// The string cmark lends, or `""` for a node that has none.
    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// The children of a node, walked through cmark's sibling links.
    struct Children: Sequence, IteratorProtocol {
        private var upcoming: OpaquePointer?

        fileprivate init(first: OpaquePointer?) {
            upcoming = first
        }

        mutating func next() -> CmarkNode? {
            guard let current = upcoming else { return nil }
            upcoming = cmark_node_next(current)
            return CmarkNode(current)
        }

        /// The number of children left, counted along the sibling links (so in time linear in
        /// them, unlike a sequence's `underestimatedCount`), to make a list of them at its size.
        var count: Int {
            var count = 0
            var node = upcoming
            while let current = node {
                count += 1
                node = cmark_node_next(current)
            }
            return count
        }
    }
}
