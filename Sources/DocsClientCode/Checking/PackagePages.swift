import DocsCodeBlocks
import DocsMarkup
import DocsSupport
import Foundation

/// Everything `napkin-docs check` reads of a package before a compiler runs, so that it can be
/// read while the package builds: the pages checked as client code, each block already read
/// with swift-syntax; the DocC tutorials; the pages of the build plugin's targets; and what could
/// not be read.
package struct PackagePages: Sendable {
    /// The catalogs' articles, the doc comments, then the snippets: checked as client code.
    package var clientPages: [ClientPage] = []
    /// What each client page's blocks are to the check (read with swift-syntax, most of the
    /// reading's work), by page.
    var plans: [[BlockPlan]] = []
    /// Where each client page is, which its blocks are counted under.
    var clientSources: [CheckTally.Source] = []
    /// The `.tutorial` files of the catalogs, each with the files its `@Code` directives show.
    package var tutorials: [PageCode] = []
    /// The targets of pages for the build plugin.
    package var pageTargets: [PackageCheck.PageTarget]
    /// Files that could not be read, `@Code` files not found, errors in the pages' markup.
    package var problems: [Diagnostic] = []
    /// The folder the pages' paths are shown from.
    let baseDirectory: URL
    /// What the documented modules declare publicly, all together, as far as the pages' blocks
    /// may be about it (``APIReadingFilter``).
    package var api = ModuleAPI()
    /// The documented modules' names: a compiled block that uses a symbol of one uses the
    /// package's API.
    package var moduleNames: Set<String> = []

    /// Reads the catalogs and doc comments of `modules`, the `snippets` (client code of the first
    /// module), and the pages of `pageTargets`; paths are shown as `reader` shows them.
    package init(
        modules: [DocumentedModule], snippets: [URL] = [], pageTargets: [PackageCheck.PageTarget],
        reader: SourceReader
    ) {
        self.pageTargets = pageTargets
        self.baseDirectory = reader.baseDirectory
        moduleNames = Set(modules.map(\.name))
        var otherSources: [(text: String, path: String)] = []
        for module in modules {
            let read = ModulePages(reading: module, reader: reader)
            problems += read.problems
            clientPages += read.pages
            tutorials += read.tutorials
            api.add(read.api)
            otherSources += read.otherSources
        }
        clientSources = clientPages.map { $0.sourcePath.hasSuffix(".swift") ? .docComments : .articles }
        if let module = modules.first {
            for file in snippets {
                switch reader.read(file) {
                case .failure(let problem):
                    problems.append(problem)
                case .success(let source):
                    clientPages.append(
                        ClientPage(
                            snippet: String(decoding: source.bytes, as: UTF8.self), path: source.path,
                            module: module.name))
                    clientSources.append(.snippets)
                }
            }
        }
        problems += pageTargets.flatMap { $0.unreadable + $0.pages.flatMap(\.diagnostics) }
        // Reading a block with swift-syntax is most of the check's own work: on all cores.
        plans = clientPages.concurrentMap { $0.blocks.map(BlockPlan.of) }
        let wanted = APIReadingFilter.typeNames(wantedBy: clientPages, plans: plans)
        let apis = otherSources.concurrentMap { file -> ModuleAPI? in
            guard !APIReadingFilter.declaredTypeNames(in: file.text).isDisjoint(with: wanted) else { return nil }
            return DocCommentReader(module: "").read(source: file.text, path: file.path, readingComments: false).api
        }
        apis.forEach { $0.map { api.add($0) } }
    }
}
