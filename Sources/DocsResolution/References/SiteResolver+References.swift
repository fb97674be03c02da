import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// What checking one page's links, images, snippets and `@Code` files finds.
struct PageFindings: Sendable, Equatable {
    /// Where its symbol links with a page lead: the link as written → the page's path.
    var symbolTargets: [String: PagePath] = [:]
    /// Where its `<doc:>` links lead: the text after `doc:` → the target.
    var docTargets: [String: DocLinkTarget] = [:]
    /// How many symbol links it makes to each symbol's page.
    var mentions: [PagePath: Int] = [:]
    /// What its relative destinations lead to, by destination.
    var targets: [String: ReferenceTarget] = [:]
    /// Where it first links to each copied file, by catalog path.
    var firstLinks: [String: SourceLocation] = [:]
    /// What its `@Snippet`s and `@Code`s show, by the directive's location.
    var code: [SourceLocation: ResolvedCode] = [:]
    /// Its code read with the files its `@Code`s name (a DocC tutorial's), which replaces the
    /// code the parse stage read without them.
    var pageCode: PageCode?
    /// Every problem, in source order.
    var diagnostics: [Diagnostic] = []
}

extension SiteResolver {
    /// What checking the links of `document`, which makes `references`, finds: `<doc:>` and
    /// symbol links with `checker`, relative destinations with `resolver` (without a catalog they
    /// are left as written), snippets against ``snippets``.
    func findings(
        of document: Document, references: DocumentReferences, checker: LinkChecker, resolver: ReferenceResolver?
    ) -> PageFindings {
        var resolved = resolver?.resolve(references.destinations, from: document.sourcePath) ?? ResolvedReferences()
        resolved.diagnostics += ScriptURL.problems(in: references.destinations, file: document.sourcePath.string)
        let outcome = checker.check(references.links, page: document.name, catalog: document.catalog)
        let shown = resolveCode(references, from: document.sourcePath, resolver: resolver)
        // A DocC tutorial's code is its `@Code` files: read only now, so its page's code is read again with them.
        let pageCode =
            shown.codeFiles.isEmpty ? nil : PageCode(document: document, codeFiles: shown.codeFiles).forDisplay()
        return PageFindings(
            symbolTargets: outcome.symbolTargets, docTargets: outcome.docTargets, mentions: outcome.mentions,
            targets: resolved.targets, firstLinks: resolved.firstLinks, code: shown.shown, pageCode: pageCode,
            diagnostics: (pageCode?.diagnostics ?? []) + shown.diagnostics + outcome.diagnostics
                + resolved.diagnostics)
    }

    /// The problems of every document's links, checked on all cores as
    /// ``findings(of:references:checker:resolver:)`` checks each: `<doc:>` links against `pages`,
    /// symbol links against the reference (`symbols`) and ``knownSymbols``.
    func linkProblems(in documents: [Document], pages: DocLinkResolver, symbols: SymbolLinkResolver? = nil)
        -> [Diagnostic]
    {
        let checker = LinkChecker(pages: pages, symbolNames: knownSymbols, symbols: symbols, policy: diagnosticPolicy)
        let resolver = resources.map {
            ReferenceResolver(catalog: $0, modulePages: Self.moduleSources(of: documents, pages: symbols?.modulePages))
        }
        return documents.concurrentMap { document in
            findings(of: document, references: DocumentReferences(document), checker: checker, resolver: resolver)
                .diagnostics
        }.flatMap { $0 }
    }

    /// The source of each documented module's own page among `documents`, by the module's name
    /// in lower case; `pages` are the modules' pages (a module without one has none here).
    static func moduleSources(of documents: [Document], pages: [ModuleName: PagePath]?) -> [ModuleName: SourcePath] {
        guard let pages else { return [:] }
        var sources: [ModuleName: SourcePath] = [:]
        for (module, path) in pages {
            let document = documents.first { document in
                path == .root
                    ? document.metadata.isTechnologyRoot
                    : PagePaths.path(forPageNamed: document.name, isRoot: false, isTutorial: false) == path
            }
            if let document { sources[module.lowercased] = document.sourcePath }
        }
        return sources
    }

    /// The files `catalogPaths` name, read on all cores, each once, sorted by site path; a file
    /// that cannot be read is a diagnostic at the first link to it (`firstLink`).
    func readResources(_ catalogPaths: [String], firstLink: (String) -> SourceLocation?) -> (
        resources: [SiteResource], diagnostics: [Diagnostic]
    ) {
        guard let catalog = resources else { return ([], []) }
        var placed: [String: String] = [:]
        for catalogPath in catalogPaths {
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
                let link = firstLink(catalogPath) ?? SourceLocation(file: catalogPath, line: 1, column: 1)
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
    func resolvedDestinations(_ targets: [String: ReferenceTarget], pagePaths: [SourcePath: PagePath]) -> [String:
        String]
    {
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
