import DocsMarkup

/// The code of one page: its blocks with what each is, the files they build, and every misuse
/// of the block syntax. The build plugin's extractor and the site's renderer both read pages
/// through it, so the two can never disagree about a block.
public struct PageCode: Sendable, Equatable {
    /// The page name (the Markdown file's name without `.md`).
    public var page: String
    /// The Markdown file's path, as diagnostics and `#sourceLocation` print it.
    public var sourcePath: String
    /// Every code block of the page, in source order.
    public var blocks: [CodeBlock]
    /// The Swift files the blocks build.
    public var files: PageFiles
    /// Misuses of the block syntax, in source order.
    public var diagnostics: [Diagnostic]

    /// Reads the code of a page from its parsed blocks; `source` is the file's bytes, read only to
    /// point a diagnostic at the word of the info string that is wrong (without them, at the fence).
    /// `codeFiles` are the files the page's `@Code` directives show (a DocC tutorial's), by the
    /// file as each names it; a `@Code` whose file is missing from them is left out.
    public init(page: String, sourcePath: String, blocks pageBlocks: [Block], source: [UInt8] = [], codeFiles: [String: TutorialCodeFile] = [:]) {
        self.page = page
        self.sourcePath = sourcePath
        let reader = PageCodeReader(locator: FenceLocator(bytes: source), codeFiles: codeFiles)
        let (blocks, roleDiagnostics) = reader.codeBlocks(in: pageBlocks)
        self.blocks = blocks
        files = PageFiles(page: page, blocks: blocks)
        diagnostics = DiagnosticError(roleDiagnostics + files.diagnostics).diagnostics
    }

    /// Reads a page's code straight from its source, whatever else is wrong with the page (the
    /// parse's own problems are not repeated here: the site build reports them).
    public init(source: SourceFile) {
        let parsed = DocumentParser().blocks(of: source)
        self.init(page: source.pageName, sourcePath: source.path, blocks: parsed.blocks, source: source.bytes)
    }

    /// Reads the code of a parsed page; `source` and `codeFiles` as for
    /// ``init(page:sourcePath:blocks:source:codeFiles:)``.
    public init(document: Document, source: [UInt8] = [], codeFiles: [String: TutorialCodeFile] = [:]) {
        self.init(page: document.name, sourcePath: document.sourcePath, blocks: document.blocks, source: source, codeFiles: codeFiles)
    }

    /// The page's code as its page shows it, for a site that keeps every page's code from the
    /// parse to the render: the same blocks, roles, counts and presentations
    /// (``CodePresentation/presentations(of:)``), without what only the compiler's checks read.
    /// A block keeps its lines only when the page shows it from them
    /// (``CodePresentation/showsLines(of:change:)``); ``files`` keeps what each block changed.
    public func forDisplay() -> PageCode {
        var shown = self
        shown.files = files.forDisplay()
        for (index, block) in blocks.enumerated() where !CodePresentation.showsLines(of: block, change: files.changes[index]) {
            shown.blocks[index].lines = []
        }
        return shown
    }

    /// How many Swift blocks the page has, and how many of them the compiler checks (code by
    /// `swift build`, expected failures by the step checks of `swift test`).
    public var counts: BlockCounts {
        var counts = BlockCounts()
        for block in blocks where block.language == "swift" {
            switch block.role {
            case .code, .expectedFailure:
                counts.compiled += 1
            case .shownOnly(let reason):
                counts.shownOnly.append(BlockCounts.Exemption(location: block.location, reason: reason))
            case .output, .plain:
                continue // printed text (whatever its fence says), not Swift code
            }
            counts.total += 1
        }
        return counts
    }

    /// The blocks whose role is an expected output.
    public var outputs: [(block: CodeBlock, function: String)] {
        blocks.compactMap { block in
            if case .output(let function) = block.role { return (block, function) }
            return nil
        }
    }
}

/// How many Swift blocks there are and how many the compiler checks; the rest are shown only,
/// each with its reason.
public struct BlockCounts: Sendable, Equatable {
    /// A Swift block that is not compiled, and why.
    public struct Exemption: Sendable, Equatable {
        /// Where the block is.
        public var location: SourceLocation
        /// The reason the page shows.
        public var reason: String
    }

    /// Every Swift block.
    public var total = 0
    /// The Swift blocks compiled or type-checked: code, test code and expected failures.
    public var compiled = 0
    /// The Swift blocks shown but not compiled.
    public var shownOnly: [Exemption] = []
    /// Whether the package compiles the pages' Swift blocks at all (their targets apply the
    /// ExecutableDocs plugin); when it does not, none is counted as compiled.
    public var packageCompilesPages = true

    /// Creates empty counts.
    public init() {}

    /// The counts of pages that no target compiles: every block is only shown.
    public func uncompiled() -> BlockCounts {
        var counts = BlockCounts()
        counts.total = total
        counts.packageCompilesPages = false
        return counts
    }

    /// Adds another page's counts to these.
    public mutating func add(_ other: BlockCounts) {
        total += other.total
        compiled += other.compiled
        shownOnly += other.shownOnly
    }
}
