import DocsMarkup
import DocsSupport

/// The code of one page: its blocks with what each is, the files they build, and every misuse
/// of the block syntax. The build plugin's extractor and the site's renderer both read pages
/// through it, so the two can never disagree about a block.
package struct PageCode: Sendable, Equatable {
    /// The fields, which a change copies into a box of its own: a page's code is copied with its
    /// page many times a build, and one reference count is cheaper than one per field.
    private struct Fields: Sendable, Equatable {
        var page: PageName
        var sourcePath: SourcePath
        var blocks: [CodeBlock]
        var files: PageFiles
        var diagnostics: [Diagnostic]
        var outcomes: [Int: BlockCheckOutcome]
    }

    /// The fields with the counts of their blocks, counted once: a site adds up every page's on
    /// every build.
    private struct Counted: Sendable, Equatable {
        let fields: Fields
        let counts: BlockCounts

        init(_ fields: Fields) {
            self.fields = fields
            counts = PageCode.counts(of: fields.blocks, outcomes: fields.outcomes)
        }
    }

    private var stored: SharedFields<Counted>

    private var fields: Fields {
        get { stored.value.fields }
        set { stored = SharedFields(Counted(newValue)) }
    }

    /// The page name (the Markdown file's name without `.md`).
    package var page: PageName {
        get { stored.value.fields.page }
        set { fields.page = newValue }
    }
    /// The Markdown file's path, as diagnostics and `#sourceLocation` print it.
    package var sourcePath: SourcePath {
        get { stored.value.fields.sourcePath }
        set { fields.sourcePath = newValue }
    }
    /// Every code block of the page, in source order.
    package var blocks: [CodeBlock] {
        get { stored.value.fields.blocks }
        set { fields.blocks = newValue }
    }
    /// The Swift files the blocks build.
    package var files: PageFiles {
        get { stored.value.fields.files }
        set { fields.files = newValue }
    }
    /// Misuses of the block syntax, in source order.
    package var diagnostics: [Diagnostic] {
        get { stored.value.fields.diagnostics }
        set { fields.diagnostics = newValue }
    }
    /// What the last `napkin-docs check` recorded of each Swift block, by the block's index in
    /// ``blocks``: only blocks it saw as they are now (``withOutcomes(from:)``).
    package var outcomes: [Int: BlockCheckOutcome] {
        get { stored.value.fields.outcomes }
        set { fields.outcomes = newValue }
    }

    /// Reads the code of a page from its parsed blocks; `source` is the file's bytes, read only to
    /// point a diagnostic at the word of the info string that is wrong (without them, at the fence).
    /// `codeFiles` are the files the page's `@Code` directives show (a DocC tutorial's), by the
    /// file as each names it; a `@Code` whose file is missing from them is left out.
    package init(
        page: PageName, sourcePath: SourcePath, blocks pageBlocks: [Block], source: [UInt8] = [],
        codeFiles: [String: TutorialCodeFile] = [:]
    ) {
        let reader = PageCodeReader(locator: FenceLocator(bytes: source), codeFiles: codeFiles)
        let (blocks, roleDiagnostics) = reader.codeBlocks(in: pageBlocks)
        let files = PageFiles(page: page, blocks: blocks)
        stored = SharedFields(
            Counted(
                Fields(
                    page: page, sourcePath: sourcePath, blocks: blocks, files: files,
                    diagnostics: DiagnosticError(roleDiagnostics + files.diagnostics).diagnostics, outcomes: [:])))
    }

    /// Reads a page's code straight from its source, whatever else is wrong with the page (the
    /// parse's own problems are not repeated here: the site build reports them).
    package init(source: SourceFile) {
        let parsed = DocumentParser().blocks(of: source)
        self.init(page: source.pageName, sourcePath: source.sourcePath, blocks: parsed.blocks, source: source.bytes)
    }

    /// Reads the code of a parsed page; `source` and `codeFiles` as for
    /// ``init(page:sourcePath:blocks:source:codeFiles:)``.
    package init(document: Document, source: [UInt8] = [], codeFiles: [String: TutorialCodeFile] = [:]) {
        self.init(
            page: document.name, sourcePath: document.sourcePath, blocks: document.blocks, source: source,
            codeFiles: codeFiles)
    }

    /// The page's code as its page shows it, for a site that keeps every page's code from the
    /// parse to the render: the same blocks, roles, counts and presentations
    /// (``CodePresentation/presentations(of:)``), without what only the compiler's checks read.
    /// A block keeps its lines only when the page shows it from them
    /// (``CodePresentation/showsLines(of:change:)``); ``files`` keeps what each block changed.
    package func forDisplay() -> PageCode {
        var shown = fields
        shown.files = files.forDisplay()
        for (index, block) in blocks.enumerated()
        where !CodePresentation.showsLines(of: block, change: files.changes[index]) {
            shown.blocks[index].writtenStart = block.lines.first.map { ($0.sourceLine, $0.indentation) }
            shown.blocks[index].lines = []
        }
        var code = self
        code.fields = shown
        return code
    }

    /// Where the page's code starts, to report what concerns all of it: its first block, else
    /// the page's first line.
    package var startLocation: SourceLocation {
        blocks.first?.location ?? SourceLocation(file: sourcePath.string, line: 1, column: 1)
    }

    /// How many Swift blocks the page has, and what the last `napkin-docs check` recorded of
    /// them (``outcomes``): a block counts as checked only when a compiler compiled it as it is.
    package var counts: BlockCounts { stored.value.counts }

    /// How many of `blocks` are Swift, and what `outcomes` (by index) say of them.
    package static func counts(of blocks: [CodeBlock], outcomes: [Int: BlockCheckOutcome]) -> BlockCounts {
        var counts = BlockCounts()
        for (index, block) in blocks.enumerated() where block.language == "swift" {
            switch (block.role, outcomes[index]) {
            case (.output, _), (.plain, _):
                continue  // printed text (whatever its fence says), not Swift code
            case (.shownOnly(let reason), _), (_, .shownOnly(let reason)?):
                counts.shownOnly.append(BlockCounts.Exemption(location: block.location, reason: reason))
            case (_, .needsModule(let module)?):
                counts.shownOnly.append(
                    BlockCounts.Exemption(
                        location: block.location, reason: "Imports \(module), which this package does not build."))
            case (_, .compiled?), (_, .failedAsExpected?):
                counts.checked += 1
            case (_, .failed?):
                counts.failed += 1
            case (_, .fragment?):
                counts.fragments += 1
            case (_, .typeCheckedOnly?):
                counts.typeCheckedOnly += 1
            case (_, .needsContext?):
                counts.needsContext += 1
            case (_, .needsPlatform?):
                counts.needsPlatform += 1
            case (_, .otherRelease?):
                counts.otherRelease += 1
            case (_, .restatesAPI(_, let differences)?):
                if differences.isEmpty { counts.restatements += 1 } else { counts.failed += 1 }
            case (_, nil):
                counts.notChecked += 1
            }
            counts.total += 1
        }
        return counts
    }

    /// The page with each Swift block's outcome as `checked` records it.
    package func withOutcomes(from checked: CheckedBlocks?) -> PageCode {
        var page = self
        page.outcomes = checked?.outcomes(of: blocks).filter { blocks[$0.key].language == "swift" } ?? [:]
        return page
    }

    /// The blocks whose role is an expected output.
    package var outputs: [(block: CodeBlock, function: String)] {
        blocks.compactMap { block in
            if case .output(let function) = block.role { return (block, function) }
            return nil
        }
    }
}

/// How many Swift blocks there are, and what the last `napkin-docs check` recorded of them.
package struct BlockCounts: Sendable, Equatable {
    /// A Swift block that is not compiled, and why.
    package struct Exemption: Sendable, Equatable {
        /// Where the block is.
        package var location: SourceLocation
        /// The reason the page shows.
        package var reason: String
    }

    /// Every Swift block.
    package var total = 0
    /// The blocks a compiler compiled as they are now, or saw fail as their page says.
    package var checked = 0
    /// The blocks that did not compile.
    package var failed = 0
    /// The excerpts that cannot compile on their own.
    package var fragments = 0
    /// The blocks type-checked without an error whose compilation an error elsewhere stopped
    /// before the compiler's later checks.
    package var typeCheckedOnly = 0
    /// The blocks that fail only for names their page never declares.
    package var needsContext = 0
    /// The blocks that fail only on API that Apple's platforms have and this one lacks.
    package var needsPlatform = 0
    /// The blocks that restate the documented module's declarations as it declares them.
    package var restatements = 0
    /// The blocks that fail and show API of another release on purpose (a proposal).
    package var otherRelease = 0
    /// The blocks shown but not compiled, each with its reason.
    package var shownOnly: [Exemption] = []
    /// The blocks no check has seen as they are now.
    package var notChecked = 0

    /// Creates empty counts.
    package init() {}

    /// Adds another page's counts to these.
    package mutating func add(_ other: BlockCounts) {
        total += other.total
        checked += other.checked
        failed += other.failed
        fragments += other.fragments
        typeCheckedOnly += other.typeCheckedOnly
        needsContext += other.needsContext
        needsPlatform += other.needsPlatform
        restatements += other.restatements
        otherRelease += other.otherRelease
        shownOnly += other.shownOnly
        notChecked += other.notChecked
    }
}
