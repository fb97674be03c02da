import CCmark

/// The one place that talks to libcmark: parses CommonMark text and copies the result into
/// ``MarkdownNode``s, freeing cmark's tree before returning.
enum CmarkDocument {
    /// Parses `bytes` as a CommonMark document, with source positions.
    static func parse(_ bytes: [UInt8]) -> MarkdownNode {
        let root: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                cmark_parse_document(characters.baseAddress, characters.count, CMARK_OPT_SOURCEPOS)
            }
        }
        guard let root else { return MarkdownNode(kind: .document) }
        defer { cmark_node_free(root) }
        return copy(root)
    }

    private static func copy(_ node: OpaquePointer) -> MarkdownNode {
        var result = MarkdownNode(kind: kind(of: node))
        result.line = Int(cmark_node_get_start_line(node))
        result.column = Int(cmark_node_get_start_column(node))
        result.endLine = Int(cmark_node_get_end_line(node))
        switch result.kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline:
            result.literal = string(cmark_node_get_literal(node))
        case .link, .image:
            result.url = string(cmark_node_get_url(node))
            result.title = string(cmark_node_get_title(node))
        case .heading:
            result.headingLevel = Int(cmark_node_get_heading_level(node))
        case .list:
            result.isOrderedList = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            result.listStart = Int(cmark_node_get_list_start(node))
        default:
            break
        }
        if result.kind == .codeBlock { result.fenceInfo = string(cmark_node_get_fence_info(node)) }

        var child = cmark_node_first_child(node)
        while let current = child {
            result.children.append(copy(current))
            child = cmark_node_next(current)
        }
        return result
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: .customBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: .customInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        default: .document
        }
    }
}
