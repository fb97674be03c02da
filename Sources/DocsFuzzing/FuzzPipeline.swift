import DocsCodeBlocks
import DocsMarkup
import DocsRendering
import DocsResolution
import DocsSite
import DocsSiteModel
import DocsSupport

/// The whole path of napkin-docs from a file's bytes to HTML, for one page made of any bytes:
/// what the fuzz target (`scripts/fuzz`) runs for every input it tries.
///
/// The bytes are checked as the reader checks a file, parsed as a page, and their code blocks
/// read as the parse stage reads them; then the page is resolved and rendered in three sites:
/// beside a fixed root page, with stub pages named as the project's pages (so that the seeds'
/// `<doc:>` links resolve) and symbol links left unchecked as in a build without symbol graphs
/// (the project's own pages, the seeds, go all the way to HTML this way); beside the module
/// page of a small API reference, whose symbols its links must name and whose reference pages
/// it extends when it is titled with a symbol link (`# ``Kit/Thing`` `); and as the root page
/// of a site of its own with the stubs and the reference. Every stage may reject the page with
/// diagnostics, which is fine; what must never happen is a crash, a hang or memory without bound.
package enum FuzzPipeline {
    /// What became of one input.
    package enum Outcome: Sendable, Equatable {
        /// The bytes are not UTF-8, or the page did not parse: the build stops at this error.
        case rejected([Diagnostic])
        /// The page parsed; how each of the three sites fared.
        case built(besideRoot: SiteOutcome, besideModule: SiteOutcome, asRoot: SiteOutcome)
    }

    /// What became of one site the page belongs to.
    package enum SiteOutcome: Sendable, Equatable {
        /// Its code blocks, its links or the resolution stopped the build with these diagnostics.
        case rejected([Diagnostic])
        /// It was rendered into this many files, this many bytes in all.
        case rendered(files: Int, bytes: Int)
    }

    /// Where the fuzzed page lives: `<doc:Fuzz>` names it.
    package static let pagePath = "Articles/Fuzz.md"
    /// The fixed root page the fuzzed page is a second page of: it lists `<doc:Fuzz>`, links
    /// ``` ``Kit/Thing`` ``` (unchecked there) and shows a Swift block.
    package static let rootPage = SourceFile(
        path: "Articles/Napkin.md",
        text: """
            # napkin

            @Metadata {
                @TechnologyRoot
            }

            Trees of small units, with a ``Kit/Thing`` that runs.

            ```swift
            let thing = Thing()
            thing.run(3)
            ```

            ## Topics

            ### Essentials

            - <doc:Fuzz>
            """ + stubNames.map { "- <doc:\($0)>\n" }.joined())

    /// The module page of the small API reference (``` # ``Kit`` ```), the root of the site the
    /// fuzzed page joins as an article or as a documentation extension of a symbol. It lists
    /// no `<doc:Fuzz>`: a page that extends a symbol is no page of its own.
    package static let modulePage = SourceFile(
        path: "Articles/Kit.md",
        text: """
            # ``Kit``

            Things that run: a ``Thing`` and its ``Runnable``.

            ## Topics

            ### Essentials

            - ``Thing``
            """)

    /// The names of the project's pages, which the project's pages link to: each is a stub page
    /// (a title and a sentence) of both sites, so that the seeds' links resolve.
    package static let stubNames = [
        "GettingStarted", "Lifecycle", "ComponentizedBuilders", "CrossIsolationPatterns", "HeadlessNapkins",
        "TestingANapkin", "ExecutableDocumentation", "DocumentingYourPackage", "BuildingTheSite", "BuildingALoginFlow",
        "AddingANetworkedService",
        "TabBarNapkin",
    ]

    /// The pages every input is built with, parsed once: the root page and the stubs.
    private static let fixedPages = FixedPages()

    /// Runs every stage on `bytes`, on a thread with the build's large stack (as the build runs
    /// its stages): on the calling thread inside ``onWorkerThread(_:)``, which the fuzz target
    /// runs libFuzzer in, else on a thread started for it.
    package static func run(_ bytes: [UInt8]) -> Outcome {
        let outcome = LockedValue<Outcome?>(nil)
        onWorkerThread {
            let result = stages(bytes)
            outcome.withLock { $0 = result }
        }
        return outcome.withLock { $0! }
    }

    /// Runs `body` on one thread with the stack the build's worker threads have (room for the
    /// deepest code that is highlighted), where the stages run on that thread rather than
    /// starting threads of their own, and returns when it is done. Starting threads costs more
    /// than a small page's whole build: the fuzz target runs libFuzzer's driver in here, so
    /// that every input is built on one thread, one after another.
    package static func onWorkerThread(_ body: @escaping @Sendable () -> Void) {
        WorkerThreads.run(count: 1) {
            WorkerThreads.$runOnCallingThread.withValue(true, operation: body)
        }
    }

    /// Every stage, on the calling thread.
    private static func stages(_ bytes: [UInt8]) -> Outcome {
        let source: SourceFile
        switch SourceReader.source(path: pagePath, bytes: bytes) {
        case .success(let file): source = file
        case .failure(let diagnostic): return .rejected([diagnostic])
        }
        let page: Document
        do {
            page = try DocumentParser().parse(source)
        } catch {
            return .rejected(error.diagnostics)
        }
        let pageCode = PageCode(document: page, source: source.bytes)
        let besideRoot = site(
            of: [fixedPages.root, (page, pageCode)] + fixedPages.stubs, resolver: fixedPages.besideRoot)
        let besideModule = site(of: [fixedPages.module, (page, pageCode)], resolver: fixedPages.withReference)
        let asRoot = site(of: [(page, pageCode)] + fixedPages.stubs, resolver: fixedPages.withReference)
        return .built(besideRoot: besideRoot, besideModule: besideModule, asRoot: asRoot)
    }

    /// Resolves and renders the pages as ``DocsSite/DocumentationBuild`` does after parsing.
    private static func site(of pages: [(document: Document, code: PageCode)], resolver: SiteResolver) -> SiteOutcome {
        let documents = pages.map(\.document)
        let codeDiagnostics = pages.flatMap(\.code.diagnostics)
        guard codeDiagnostics.isEmpty else {
            let links = resolver.linkDiagnostics(in: documents, pageNames: Set(documents.map(\.name)))
            return .rejected(codeDiagnostics + links + documents.flatMap(\.warnings))
        }
        let code = Dictionary(pages.map { ($0.document.sourcePath, $0.code) }, uniquingKeysWith: { first, _ in first })
        do {
            let site = try resolver.resolve(documents, code: code)
            let files = fixedPages.renderer.render(site)
            return .rendered(files: files.count, bytes: files.reduce(0) { $0 + $1.contents.count })
        } catch {
            return .rejected(error.diagnostics)
        }
    }

    /// What is the same for every input: the root page, the module page and the stubs, parsed,
    /// and the sites' resolvers and renderer.
    private struct FixedPages: Sendable {
        let root: (document: Document, code: PageCode)
        let module: (document: Document, code: PageCode)
        let stubs: [(document: Document, code: PageCode)]
        /// Symbol links left unchecked, as in a build without symbol graphs; with a site URL, so
        /// that canonical links and the sitemap are made.
        let besideRoot = SiteResolver(configuration: Self.configuration)
        /// With the small API reference.
        let withReference = SiteResolver(configuration: Self.configuration, reference: FuzzReference.kit)
        private static let configuration = SiteConfiguration(siteURL: "https://example.org/docs/")
        /// Keeps highlighted code from one render to the next, as `serve` does: the page's code
        /// is highlighted once for its three sites (a fifth of an input's time went to
        /// highlighting it three times), and the fixed pages' code once for all inputs.
        /// Highlighting is a pure function of the text, so nothing is left untried.
        let renderer = SiteRenderer(keepsHighlightedCode: true)

        init() {
            root = Self.parse(rootPage)
            module = Self.parse(modulePage)
            stubs = stubNames.map { name in
                Self.parse(
                    SourceFile(path: "Articles/\(name).md", text: "# \(name)\n\nA page the project's pages link to.\n"))
            }
        }

        private static func parse(_ source: SourceFile) -> (document: Document, code: PageCode) {
            // The fixed pages are constants of this file, which the tests build sites from: they parse.
            let document = try! DocumentParser().parse(source)
            return (document, PageCode(document: document, source: source.bytes))
        }
    }
}
