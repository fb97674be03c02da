import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel
import DocsSupport

extension SiteResolver {
    /// Every document's links, gathered in one walk per document and checked on all cores:
    /// `<doc:>` links against `pages`, symbol links against the reference (`symbols`) and
    /// ``knownSymbols``, relative
    /// destinations against ``resources`` (without a catalog they are left as written).
    func checkLinks(in documents: [Document], pages: DocLinkResolver, symbols: SymbolLinkResolver? = nil) -> LinkCheck {
        let checker = LinkChecker(
            pages: pages, symbolNames: knownSymbols, symbols: symbols, policy: diagnosticPolicy)
        let resolver = resources.map {
            ReferenceResolver(catalog: $0, modulePages: Self.moduleSources(of: documents, pages: symbols?.modulePages))
        }
        memo?.startLinkCheck(documents, checker: checker, modulePages: symbols?.modulePages, api: apiGeneration)
        let perDocument = documents.concurrentMap { document in
            let references = memo?.references(of: document) ?? DocumentReferences(document)
            var resolved = resolver?.resolve(references.destinations, from: document.sourcePath) ?? ResolvedReferences()
            resolved.diagnostics += ScriptURL.problems(in: references.destinations, file: document.sourcePath)
            let outcome =
                memo?.linkOutcome(of: document)
                ?? checker.check(references.links, page: document.name, sourcePath: document.sourcePath)
            let shown = resolveCode(references, from: document.sourcePath, resolver: resolver)
            // A DocC tutorial's code is its `@Code` files: read only now, so its page's code is read again with them.
            let pageCode =
                shown.codeFiles.isEmpty ? nil : PageCode(document: document, codeFiles: shown.codeFiles).forDisplay()
            return (resolved, outcome, shown, pageCode)
        }
        var check = LinkCheck()
        for (document, (resolved, outcome, snippets, pageCode)) in zip(documents, perDocument) {
            if !snippets.shown.isEmpty { check.code[document.sourcePath] = snippets.shown }
            if let pageCode { check.pageCode[document.sourcePath] = pageCode }
            if !outcome.symbolTargets.isEmpty { check.symbolTargets[document.sourcePath] = outcome.symbolTargets }
            if !outcome.docTargets.isEmpty { check.docTargets[document.sourcePath] = outcome.docTargets }
            if !outcome.mentions.isEmpty { check.mentions[document.sourcePath] = outcome.mentions }
            if !resolved.targets.isEmpty { check.targets[document.sourcePath] = resolved.targets }
            check.firstLinks.merge(resolved.firstLinks) { first, _ in first }
            let problems =
                (pageCode?.diagnostics ?? []) + snippets.diagnostics + outcome.diagnostics + resolved.diagnostics
            if !problems.isEmpty {
                check.diagnostics += problems
                check.diagnosticsByPage[document.sourcePath] = problems
            }
        }
        return check
    }

    /// The source of each documented module's own page among `documents`, by the module's name
    /// in lower case; `pages` are the modules' pages (a module without one has none here).
    static func moduleSources(of documents: [Document], pages: [String: PagePath]?) -> [String: String] {
        guard let pages else { return [:] }
        var sources: [String: String] = [:]
        for (module, path) in pages {
            let document = documents.first { document in
                path == .root
                    ? document.metadata.isTechnologyRoot
                    : PagePaths.path(forPageNamed: document.name, isRoot: false, isTutorial: false) == path
            }
            if let document { sources[module.lowercased()] = document.sourcePath }
        }
        return sources
    }

    /// The files the targets name, read on all cores, each once, sorted by site path; a file
    /// that cannot be read is a diagnostic at the first link to it.
    func readResources(_ check: LinkCheck) -> (resources: [SiteResource], diagnostics: [Diagnostic]) {
        guard let catalog = resources else { return ([], []) }
        var placed: [String: String] = [:]
        for catalogPath in check.targets.values.flatMap(\.values).flatMap(\.catalogPaths) {
            placed[catalog.sitePath(of: catalogPath)] = catalogPath
        }
        let sorted = placed.sorted { $0.key.precedesByBytes($1.key) }.map { (sitePath: $0.key, catalogPath: $0.value) }
        let contents = sorted.concurrentMap { catalog.contents(of: $0.catalogPath) }
        var files: [SiteResource] = []
        var diagnostics: [Diagnostic] = []
        for ((sitePath, catalogPath), bytes) in zip(sorted, contents) {
            if let bytes {
                files.append(SiteResource(path: sitePath, contents: bytes, sourcePath: catalogPath))
            } else {
                let link = check.firstLinks[catalogPath] ?? SourceLocation(file: catalogPath, line: 1, column: 1)
                diagnostics.append(
                    Diagnostic(
                        id: .unreadableFile, at: link, "cannot read \(catalogPath), which this links to",
                        hint: "check that the file is readable (a symbolic link may point nowhere)"))
            }
        }
        return (files, diagnostics)
    }

    /// A page's targets as the site-relative URLs its links lead to: the resource's or page's
    /// path, percent-encoded, with the query and fragment as written.
    func resolvedDestinations(_ targets: [String: ReferenceTarget], pagePaths: [String: PagePath]) -> [String: String] {
        var destinations: [String: String] = [:]
        for (destination, target) in targets {
            let suffix = RelativeReference(destination)?.suffix ?? ""
            switch target {
            case .resource(_, let sitePath):
                destinations[destination] = URLPathEncoding.encode(sitePath) + suffix
            case .page(let sourcePath):
                guard let path = pagePaths[sourcePath] else { continue }
                destinations[destination] = URLPathEncoding.encode(path.string) + suffix
            case .image(let variants):
                guard let catalog = resources else { continue }
                destinations[destination] =
                    URLPathEncoding.encode(catalog.sitePath(of: variants.light[0].catalogPath)) + suffix
            }
        }
        return destinations
    }

    /// A page's images with variants, by destination as written: each file's site-relative URL,
    /// and the size to show the image at, read from the header of its smallest light file
    /// (`files`: the copied files' bytes by site path).
    func resolvedImages(_ targets: [String: ReferenceTarget], files: [String: [UInt8]]) -> [String: ResolvedImage] {
        guard let catalog = resources else { return [:] }
        var images: [String: ResolvedImage] = [:]
        for case (let destination, .image(let variants)) in targets {
            func urls(_ variants: [ImageVariants.Variant]) -> [ResolvedImage.File] {
                variants.map {
                    ResolvedImage.File(
                        scale: $0.scale, path: URLPathEncoding.encode(catalog.sitePath(of: $0.catalogPath)))
                }
            }
            let smallest = variants.light[0]
            let size = files[catalog.sitePath(of: smallest.catalogPath)].flatMap(ImageSize.init).map {
                ImageSize(width: $0.width / smallest.scale, height: $0.height / smallest.scale)
            }
            images[destination] = ResolvedImage(light: urls(variants.light), dark: urls(variants.dark), size: size)
        }
        return images
    }
}

/// What ``SiteResolver/checkLinks(in:pageNames:)`` found.
struct LinkCheck: Sendable {
    /// Where the pages' symbol links lead: by page source path, then link as written.
    var symbolTargets: [String: [String: PagePath]] = [:]
    /// Where the pages' `<doc:>` links lead: by page source path, then the text after `doc:`.
    var docTargets: [String: [String: DocLinkTarget]] = [:]
    /// How many symbol links each page makes to each symbol's page: by page source path, then
    /// the symbol's page.
    var mentions: [String: [PagePath: Int]] = [:]
    /// What the pages' relative destinations lead to: by page source path, then destination.
    var targets: [String: [String: ReferenceTarget]] = [:]
    /// Where each copied file is first linked from, by catalog path.
    var firstLinks: [String: SourceLocation] = [:]
    /// What the pages' `@Snippet`s and `@Code`s show: by page source path, then the directive's location.
    var code: [String: [SourceLocation: ResolvedCode]] = [:]
    /// The code of the pages whose `@Code`s name files (DocC tutorials), read with those files,
    /// by page source path: it replaces the code the parse stage read without them.
    var pageCode: [String: PageCode] = [:]
    /// Every link problem, in document order.
    var diagnostics: [Diagnostic] = []
    /// The same problems by the source path of the page they were found on.
    var diagnosticsByPage: [String: [Diagnostic]] = [:]
}
