import DocsCodeBlocks
import DocsMarkup

/// A page whose Swift blocks are checked as client code of a module: an article of a DocC
/// catalog, a public symbol's doc comment, a snippet. Its blocks build on each other in order,
/// as a reader meets them.
package struct ClientPage: Sendable, Equatable {
    /// What the page is called in reports and test names (`UnderstandingLoggers`, `Logger.info(_:)`).
    package var name: String
    /// The file the blocks are written in, as diagnostics print it.
    package var sourcePath: String
    /// The module the page documents: every block is compiled with `import` of it.
    package var module: String
    /// The page's code blocks in order, each with its role; blocks of other languages are skipped.
    package var blocks: [CodeBlock]
    /// The blocks that show API of another release, by index, with the reason (``OtherRelease``):
    /// a proposal not implemented yet, the alternatives it considered.
    package var otherRelease: [Int: String] = [:]

    /// Creates a page.
    package init(name: String, sourcePath: String, module: String, blocks: [CodeBlock]) {
        self.name = name
        self.sourcePath = sourcePath
        self.module = module
        self.blocks = blocks
    }

    /// The page of a snippet (a Swift file of the package's `Snippets/` folder, which
    /// `@Snippet(path:)` shows): one block, the whole file, compiled as top-level code.
    package init(snippet text: String, path: String, module: String) {
        let block = CodeBlock.snippet(text: text, path: path)
        let name = String(path.split(separator: "/").last ?? Substring(path))
        self.init(name: name, sourcePath: path, module: module, blocks: [block])
    }

    /// The page of a Markdown file (an article or an extension file of a catalog), read
    /// leniently: the site build reports the page's own problems.
    package init(markdown source: SourceFile, module: String) {
        let code = PageCode(source: source)
        self.init(name: source.pageName.string, sourcePath: source.path, module: module, blocks: code.blocks)
        otherRelease = OtherRelease.reasons(
            text: String(decoding: source.bytes, as: UTF8.self), fenceLines: code.blocks.map(\.location.line))
    }
}
