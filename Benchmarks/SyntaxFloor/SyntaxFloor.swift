import CCmark
import DocsMarkup
import Foundation
import SwiftParser
import SwiftSyntax

/// `napkin-docs-floor`: the work that no build of a site of Markdown and Swift can skip, and
/// nothing else, as the documentation benchmark's floor.
///
/// On all cores, each file is parsed by cmark and rendered to HTML, as the `cmark` command does,
/// and each of its fenced Swift blocks is parsed by swift-syntax's `Parser`, as a highlighter that
/// classifies with swift-syntax must. Nothing is classified, assembled or written. A build that
/// parses Markdown with cmark and highlights Swift with swift-syntax takes at least this long
/// (unless it keeps highlighted code from an earlier run); how far napkin-docs is above it is
/// the cost of everything napkin-docs does besides.
///
///     napkin-docs-floor [--markdown-only | --swift-only] FILE...
@main
enum SyntaxFloor {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let parts: (markdown: Bool, swift: Bool)
        switch arguments.first {
        case "--markdown-only":
            parts = (true, false)
            arguments.removeFirst()
        case "--swift-only":
            parts = (false, true)
            arguments.removeFirst()
        default: parts = (true, true)
        }
        guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
            FileHandle.standardError.write(
                Data("usage: napkin-docs-floor [--markdown-only | --swift-only] FILE...\n".utf8))
            exit(2)
        }
        let counts = arguments.concurrentMap { path -> (html: Int, blocks: Int, nodes: Int) in
            guard let bytes = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("error: cannot read \(path)\n".utf8))
                exit(1)
            }
            return floorWork(Array(bytes), parts: parts)
        }
        let blocks = counts.reduce(0) { $0 + $1.blocks }
        let html = counts.reduce(0) { $0 + $1.html }
        let nodes = counts.reduce(0) { $0 + $1.nodes }
        print(
            "\(arguments.count) files: \(html) bytes of HTML, \(blocks) Swift blocks parsed into \(nodes) top-level items"
        )
    }

    /// cmark's parse and HTML of one file, and swift-syntax's parse of each of its Swift blocks.
    static func floorWork(_ bytes: [UInt8], parts: (markdown: Bool, swift: Bool)) -> (
        html: Int, blocks: Int, nodes: Int
    ) {
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT)
            }
        }
        guard let document else { return (0, 0, 0) }
        defer { cmark_node_free(document) }
        var htmlBytes = 0
        if parts.markdown, let html = cmark_render_html(document, CMARK_OPT_DEFAULT) {
            htmlBytes = strlen(html)
            free(html)
        }
        guard parts.swift else { return (htmlBytes, 0, 0) }
        var blocks = 0
        var nodes = 0
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK,
                let info = cmark_node_get_fence_info(node), let literal = cmark_node_get_literal(node),
                String(cString: info).split(separator: " ").first == "swift"
            else { continue }
            let source = UnsafeBufferPointer(
                start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
            let tree = Parser.parse(source: source)
            // The tree is read only this far: walking it is the classifier's work, not the parser's.
            nodes += tree.statements.count
            blocks += 1
        }
        return (htmlBytes, blocks, nodes)
    }
}
