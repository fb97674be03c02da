/// How deep a page's content may nest, and the error past it.
///
/// cmark parses any depth, but a ``Document`` is a tree of Swift values: freeing, comparing or
/// walking one recurses once per level, on whatever thread holds it, so a page 50,000 block
/// quotes deep would overflow the stack long after parsing. The parser measures the depth
/// without recursing (cmark's iterator, the directive scanner's counter) and refuses a page that
/// goes past the limit, before any of it becomes a tree. markdown-it stops at the same depth.
///
/// A level is one block quote or aside, list (with its items), directive body, emphasis, strong
/// emphasis, link or image. The article *Writing Executable Documentation* documents the limit.
package enum NestingLimit {
    /// The deepest a page may nest, counting levels as the type's description does.
    package static let maximumDepth = 100

    /// The error for content that opens level ``maximumDepth`` + 1 at `location`.
    static func diagnostic(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .nestingTooDeep, at: location, "the content nests more than \(maximumDepth) levels deep here",
            hint:
                "napkin-docs reads at most \(maximumDepth) levels of block quotes, lists, directives, emphasis, links and images inside one another; flatten the nesting"
        )
    }
}
