import DocsCodeBlocks
import DocsHighlighting
import DocsMarkup
import DocsQueries
import DocsRendering
import DocsResolution
import DocsSiteModel
import DocsSiteOutput
import DocsSupport
import DocsSymbols
import Foundation

/// The whole pipeline of napkin-docs, from source directories to a written site:
/// read → parse → resolve → render → write. The command line and the tests share it.
package struct DocumentationBuild: Sendable {
    /// What to build and where.
    package struct Options: Sendable {
        /// What the build reads.
        package var inputs: BuildInputs
        /// The directory the site is written to; replaced as a whole.
        package var outputDirectory: URL
        /// Settings that do not come from the sources.
        package var configuration: SiteConfiguration
        /// The title of a site whose root page the build makes (the package's name): one of several
        /// DocC catalogs, which none of them gives (`nil` titles it "Documentation"), or of the API
        /// reference alone (`nil` titles it with the modules' names).
        package var siteTitle: String?
        /// Which warnings fail the build, as errors do, by kind: all of them (DocC's
        /// `--warnings-as-errors`), or chosen kinds (`-Werror ID`), except those kept as warnings
        /// (`-Wwarning ID`). The build decides where DocC's leniency applies (a site made only of
        /// DocC catalogs), and the policy keeps a link that names nothing an error there when it
        /// makes `broken-link` warnings fail.
        package var diagnosticPolicy: DiagnosticPolicy
        /// Whether a public symbol without a doc comment fails the build (it is reported either way).
        package var requiresDocComments: Bool
        /// Diagnostics show paths relative to this directory (usually the current one).
        package var baseDirectory: URL
        /// What the build keeps of its work, within a run and between runs; the files are the
        /// same either way.
        package var reuse: WorkReuse

        /// Creates options.
        package init(
            inputs: BuildInputs, outputDirectory: URL, configuration: SiteConfiguration = SiteConfiguration(),
            siteTitle: String? = nil, diagnosticPolicy: DiagnosticPolicy = DiagnosticPolicy(),
            requiresDocComments: Bool = false,
            baseDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            reuse: WorkReuse = WorkReuse()
        ) {
            self.inputs = inputs
            self.outputDirectory = outputDirectory
            self.configuration = configuration
            self.siteTitle = siteTitle
            self.diagnosticPolicy = diagnosticPolicy
            self.requiresDocComments = requiresDocComments
            self.baseDirectory = baseDirectory
            self.reuse = reuse
        }
    }

    /// What a successful build did.
    package struct Summary: Sendable, Equatable {
        /// The number of pages, the root included.
        package var pageCount: Int
        /// The number of files written.
        package var fileCount: Int
        /// How long each stage took.
        package var timings: StageTimings
        /// The warnings of the sources, which did not stop the build, sorted by location.
        package var warnings: [Diagnostic]
        /// How many Swift blocks the pages have, and how many of them are compiled.
        package var codeCounts: BlockCounts
        /// What the API reference documents, if the site has one.
        package var reference: ReferenceCoverage?
        /// Why the highlighted code could not be kept for the next run, if it could not; the
        /// site is written all the same.
        package var highlightCacheProblem: String?

        /// Creates a summary.
        package init(
            pageCount: Int, fileCount: Int, timings: StageTimings = StageTimings(), warnings: [Diagnostic] = [],
            codeCounts: BlockCounts = BlockCounts(), reference: ReferenceCoverage? = nil
        ) {
            self.pageCount = pageCount
            self.fileCount = fileCount
            self.timings = timings
            self.warnings = warnings
            self.codeCounts = codeCounts
            self.reference = reference
        }
    }

    /// What to build and where.
    package var options: Options
    /// The rendering stage; ``SiteRenderer`` unless a test wants something smaller.
    package var render: @Sendable (Site) -> [OutputFile]
    /// What each run keeps for the next, with ``WorkReuse/acrossRuns``; without it, each run
    /// does all its work again and replaces the output whole (``AtomicDirectoryWriter``).
    private let kept: KeptWork?
    /// Whether the build renders with ``SiteRenderer``, whose files rendered it counts: every one,
    /// or those the engine of ``kept`` computed again.
    private var countsRenderedFiles = false
    /// The highlighted code kept on disk, with ``WorkReuse/highlightCacheDirectory``, and the
    /// engine the renderer keeps its highlighted code in, which the store fills and is filled
    /// from: the build's kept for its next run, else one that computes each value once, emptied
    /// as each run starts (so that the store keeps the last run's code).
    private var keptCode: (store: HighlightStore, engine: QueryEngine)?

    /// Creates a build that renders with ``SiteRenderer``.
    package init(options: Options) {
        let kept = options.reuse.acrossRuns ? KeptWork(writingTo: options.outputDirectory) : nil
        let store =
            options.reuse.cachesHighlightedCode
            ? options.reuse.highlightCacheDirectory.flatMap {
                HighlightStore(directory: $0, sourceDirectories: options.inputs.directories)
            } : nil
        // A build kept for its next run keeps its code in its engine, read by the pages' queries;
        // one not kept, with the code kept on disk, in an engine of its own.
        let ownHighlights = kept == nil ? store.map { _ in QueryEngine(tracksReads: false) } : nil
        let renderer = SiteRenderer(
            cachesHighlightedCode: options.reuse.cachesHighlightedCode, keptHighlights: ownHighlights,
            keptPages: kept?.renderedPages)
        self.init(options: options, kept: kept, render: { renderer.render($0) })
        countsRenderedFiles = true
        if let store, let engine = kept?.queries ?? ownHighlights { keptCode = (store, engine) }
    }

    /// Creates a build with its own rendering stage.
    package init(options: Options, render: @escaping @Sendable (Site) -> [OutputFile]) {
        self.init(
            options: options, kept: options.reuse.acrossRuns ? KeptWork(writingTo: options.outputDirectory) : nil,
            render: render)
    }

    private init(options: Options, kept: KeptWork?, render: @escaping @Sendable (Site) -> [OutputFile]) {
        self.options = options
        self.render = render
        self.kept = kept
    }

    /// Runs the whole pipeline and writes the site.
    ///
    /// - Parameter changed: the paths of every file below the source folders that changed,
    ///   appeared or went away since the last run of this build began (as `serve`'s watcher
    ///   reports them), or `nil` when that is not known. With
    ///   ``WorkReuse/acrossRuns``, a run told that only known files changed reads only
    ///   those again; the site is the same either way.
    ///
    /// - Throws: ``DiagnosticError`` with every problem in the sources, or ``BuildError``;
    ///   in both cases the output directory is left as it was.
    @discardableResult
    package func run(changed: Set<String>? = nil) throws -> Summary {
        // Refuse a dangerous --output before spending time on the sources.
        try checkOutputDirectoryIsSafeToReplace()
        (kept?.queries ?? keptCode?.engine)?.startRun()
        var timings = StageTimings()
        // The code kept on disk is read while the sources are parsed and resolved.
        let keptEntries = keptCode.flatMap { keptCode in
            keptCode.engine.wasGivenStoredHighlights ? nil : BackgroundValue { keptCode.store.load() }
        }
        let (site, coverage, sources, readEverything, _) = try resolveSite(changed: changed, timings: &timings)
        let files =
            timings.measure("render") { () -> [OutputFile] in
                if let keptCode, let keptEntries { keptCode.engine.storeHighlights { keptEntries.value } }
                return render(site)
            } + [GeneratedSiteMarker.file]
        // The site and the highlighted code for the next run are written side by side: the
        // writer works on one core, and the code kept is a pure function of the sources, right
        // whether or not the site's write succeeds.
        let destination = options.outputDirectory
        let retiredSites = options.reuse.highlightCacheDirectory.map(RetiredSites.folder(inCache:))
        let inPlaceWriter = kept?.writer
        let cacheProblem = try timings.measure("write") { () throws -> String? in
            let writes: [@Sendable () -> Result<String?, any Error>] = [
                {
                    Result {
                        if let inPlaceWriter {
                            try inPlaceWriter.write(files)
                        } else {
                            try AtomicDirectoryWriter(destination: destination, retiredSites: retiredSites).write(files)
                        }
                        return nil
                    }
                },
                { .success(keepHighlightedCode()) },
            ]
            let outcomes = writes.concurrentMap { $0() }
            _ = try outcomes[0].get()
            return try outcomes[1].get()
        }
        timings.work = work(site: site, sources: sources)
        var summary = Summary(
            pageCount: site.pages.count + 1, fileCount: files.count, timings: timings, warnings: site.warnings,
            codeCounts: site.codeCounts, reference: coverage)
        summary.highlightCacheProblem = cacheProblem
        // A run that read, parsed and resolved every page read every value it is made of: the
        // others are of pages gone since. An edit's run reads only the edited pages' values.
        if readEverything, site.revision?.base == nil { kept?.queries.forgetUnused() }
        BackgroundRelease.release((consume site, consume files))
        return summary
    }

    /// Reads, parses and resolves the sources without rendering or writing anything: the site a
    /// build of several versions renders in its frame (``VersionedBuild``), what its summary says
    /// of it (no files yet), and the public API it documents, if any.
    ///
    /// - Throws: ``DiagnosticError`` with every problem in the sources, or ``BuildError``.
    package func resolvedSite() throws -> (site: Site, summary: Summary, reference: APIReference?) {
        var timings = StageTimings()
        let (site, coverage, _, _, reference) = try resolveSite(changed: nil, timings: &timings)
        return (
            site,
            Summary(
                pageCount: site.pages.count + 1, fileCount: 0, timings: timings, warnings: site.warnings,
                codeCounts: site.codeCounts, reference: coverage),
            reference
        )
    }

    /// How many of its `sources` this run parsed, how many pages it made and how many HTML files it
    /// rendered: all of them, but in a run that keeps the last run's work (`serve`), where the
    /// engine counts what it did again.
    private func work(site: Site, sources: Int) -> [StageTimings.Work] {
        // The HTML files: every page's, the search page's and 404.html.
        let files = site.pages.count + 3
        let pages = site.pages.count + 1
        let parsed = kept.map { $0.queries.computedThisRun(ParsedPage.self) }
        let rendered = countsRenderedFiles ? kept?.renderedPages.pathsRendered.count ?? files : nil
        return [
            StageTimings.Work(verb: "parsed", done: parsed ?? sources, total: sources, noun: "sources"),
            StageTimings.Work(
                verb: "resolved", done: kept?.resolution.pagesMadeThisRun ?? pages, total: pages, noun: "pages"),
            rendered.map { StageTimings.Work(verb: "rendered", done: $0, total: files, noun: "files") },
        ].compactMap { $0 }
    }

    /// Saves the code this run highlighted for the next run, once the site is written, unless
    /// it is what the store holds already; returns why it could not.
    private func keepHighlightedCode() -> String? {
        keptCode.flatMap { $0.store.keep(highlightsOf: $0.engine) }
    }

    /// Reads, parses and resolves the sources, without rendering or writing anything; and how
    /// many pages' sources there are, and whether every one was read and parsed (else only the
    /// changed ones were, into the last run's).
    private func resolveSite(changed: Set<String>?, timings: inout StageTimings) throws -> (
        Site, ReferenceCoverage?, sources: Int, readEverything: Bool, reference: APIReference?
    ) {
        let reader = SourceReader(baseDirectory: options.baseDirectory)
        let (listed, pages) = try readSources(with: reader, changed: changed, timings: &timings)
        let (directories, listings) = (listed.directories, listed.listings)
        let (reference, built) = try readAPI(timings: &timings)
        // What the build's report says of the examples covers the pages the package's build
        // compiles, as its index store tells.
        let coverage = reference.map { ReferenceCoverage($0, uses: built) }
        // Reported with the pages' problems, so that one run shows everything.
        let undocumented = options.requiresDocComments ? Self.undocumented(coverage) : []
        var configuration = options.configuration
        let theme = try ThemeFiles.theme(of: listings, reader: reader)
        configuration.theme = theme.css
        configuration.logo = theme.logo
        // A catalog's Info.plist is read only when the build was not given the language.
        var languageNotes: [Diagnostic] = []
        if configuration.language == nil {
            (configuration.language, languageNotes) = SiteLanguage.ofCatalogs(listings, reader: reader)
        }
        var resolver = SiteResolver(
            knownSymbols: try options.inputs.knownSymbols(), configuration: configuration,
            resources: listed.resources, reference: reference, uses: built,
            snippets: try PackageSnippets.catalog(for: directories, reader: reader))
        resolver.memo = kept?.resolution
        resolver.siteTitle = options.siteTitle
        // DocC catalogs are written for DocC, which shows a link that names nothing as text.
        var policy = options.diagnosticPolicy
        policy.followsDocC = options.inputs.isOnlyCatalogs
        let (documents, code, problems) = parse(pages, timings: &timings)
        // The check's record, read once: the uses of the blocks it compiled, and every block's outcome.
        let (record, checked) = readCheckRecord()
        // The record's uses: a stage of their own when there is an API for them to use.
        if options.inputs.symbolGraphs != nil, record != nil {
            resolver.uses = timings.measure("recorded") {
                usesWithRecorded(built, record: record, checked: checked, documents: documents, code: code)
            }
        }
        resolver.apiGeneration = kept.map { apiGeneration(in: $0.queries, uses: resolver.uses) } ?? 0
        // Without pages of their own (none, or only extensions of symbols), the doc comments are
        // all there is, written for DocC as a catalog's pages are. Decided only once every page has
        // parsed, so that fixing a page does not turn the warnings of one run into errors.
        if problems.isEmpty, resolver.makeNoPageOfTheirOwn(documents) { policy.followsDocC = true }
        resolver.diagnosticPolicy = policy
        let sources = pages.sources
        guard undocumented.isEmpty, problems.isEmpty else {
            // Report the broken links of the files that did parse as well, so one run shows everything.
            throw DiagnosticError(
                undocumented + problems
                    + resolver.linkDiagnostics(in: documents, pageNames: Set(sources.map(\.pageName)))
                    + documents.flatMap(\.warnings))
        }
        var site = try timings.measure("resolve") {
            try resolver.resolve(documents, code: code)
        }
        site = timings.measure("outcomes") { site.withOutcomes(from: checked) }
        site.warnings += theme.notes + languageNotes
        if pages.sources.isEmpty, let reference, !directories.isEmpty {
            site.warnings.append(
                ReferenceOnlyRoot.note(
                    emptyFolders: directories.map(reader.displayPath(of:)), modules: reference.modules))
        }
        let judged = policy.applied(to: site.warnings)
        if judged != site.warnings {
            throw DiagnosticError(judged)
        }
        if case .reread = pages { return (site, coverage, sources.count, false, reference) }
        return (site, coverage, sources.count, true, reference)
    }

    /// The source folders that exist, each listed once, and the pages read from the listings (the
    /// other files are catalogued from them).
    private func readSources(with reader: SourceReader, changed: Set<String>?, timings: inout StageTimings) throws
        -> (listed: ListedSources, pages: ReadPages)
    {
        let directories = try options.inputs.existingDirectories(shownBy: reader)
        let (listed, pages) = try timings.measure("read") {
            () throws -> (ListedSources, ReadPages) in
            // A link out of the package or round a cycle stops the build before anything is read.
            let last = kept?.startRun(
                changed: changed, directories: directories, watchedFiles: options.inputs.watchedFiles)
            let listed =
                try last?.listings
                ?? ListedSources(
                    listing: directories, tutorialFolders: Set(options.inputs.tutorialDirectories),
                    baseDirectory: options.baseDirectory, reader: reader)
            // The last run's pages, with the changed ones read again, when its listings are kept;
            // else the files as the last run read them but for `changed`, when its listings are.
            let pages: ReadPages
            if let parsed = last?.parsed,
                let reread = parsed.pages.rereading(parsed.changed, with: reader, keepingIn: kept?.parses)
            {
                pages = .reread(reread.sources, positions: reread.positions)
            } else {
                pages = .read(
                    try reader.readSources(
                        of: listed.listings, keeping: kept?.parses, changed: last?.listings == nil ? nil : changed))
            }
            // Kept only once every source is read (see ParseMemo.takeListings).
            kept?.parses.carry(listings: listed)
            return (listed, pages)
        }
        // Without pages, a package with modules to document gets a site of its API reference alone.
        guard !pages.sources.isEmpty || options.inputs.symbolGraphs?.modules.isEmpty == false else {
            throw BuildError.noPages(searched: options.inputs.directories.map { reader.displayPath(of: $0) })
        }
        return (listed, pages)
    }

    /// What the read stage gives the parse stage.
    private enum ReadPages {
        /// Every page's file, read.
        case read([SourceFile])
        /// The last run's pages, parsed, with the files at `positions` read again to be parsed.
        case reread(ParsedSources, positions: [Int])

        var sources: [SourceFile] {
            switch self {
            case .read(let sources): sources
            case .reread(let parsed, _): parsed.sources
            }
        }
    }

    /// The error of each public symbol without a doc comment.
    private static func undocumented(_ coverage: ReferenceCoverage?) -> [Diagnostic] {
        (coverage?.undocumented ?? []).map { symbol in
            Diagnostic(
                id: .missingDocComment, at: symbol.location ?? SourceLocation(file: symbol.path, line: 1, column: 1),
                "the public symbol \(symbol.path) has no doc comment",
                hint: "write a /// comment that says what it is for, or build without --require-doc-comments")
        }
    }

    /// The sources parsed, with each page's code blocks read as the build plugin reads them (so a
    /// misused block fails here too), and the problems found.
    private func parse(_ pages: ReadPages, timings: inout StageTimings)
        -> (documents: [Document], code: [SourcePath: PageCode], problems: [Diagnostic])
    {
        if case .reread(let last, let positions) = pages,
            let parsed = timings.measure(
                "parse", { last.parsing(positions) { kept?.parses.parsed($0) ?? Self.parse($0) } })
        {
            kept?.parses.carry(parsed: parsed)
            return (parsed.documents, parsed.code, [])
        }
        let sources = pages.sources
        // Files parse independently, on all cores; results stay in source order.
        let parsed = timings.measure("parse") {
            let parsed = sources.concurrentMap { source in
                kept?.parses.parsed(source) ?? Self.parse(source)
            }
            return parsed
        }
        var documents: [Document] = []
        var code: [SourcePath: PageCode] = [:]
        var problems: [Diagnostic] = []
        for result in parsed {
            switch result {
            case .success(let (document, pageCode)):
                documents.append(document)
                problems += pageCode.diagnostics
                code[document.sourcePath] = pageCode
            case .failure(let error): problems += error.diagnostics
            }
        }
        if problems.isEmpty {
            kept?.parses.carry(parsed: ParsedSources(sources: sources, documents: documents, code: code))
        }
        return (documents, code, problems)
    }

    /// The public API of the documented modules and where the compiled pages use it, when the
    /// build has symbol graphs (and an index store): queries of the engine of a build kept for its
    /// next run, read again only when their files changed.
    private func readAPI(timings: inout StageTimings) throws -> (APIReference?, CompiledUses?) {
        guard let input = options.inputs.symbolGraphs else { return (nil, nil) }
        let graphs = SymbolGraphsToRead(input)
        guard let queries = kept?.queries else {
            let reference = try timings.measure("symbols") {
                try graphs.readReference(decodingCache: options.reuse.decodedSymbols)
            }
            let uses = try input.indexStore.flatMap { _ in try timings.measure("uses") { try graphs.readUses() } }
            return (reference, uses)
        }
        queries.set(SymbolGraphFilesState(), to: .ofSymbolGraphs(input))
        queries.set(IndexStoreState(), to: .ofIndexStore(input))
        let reference = Self.read(ReadAPIReference(graphs: graphs), in: queries, stage: "symbols", timings: &timings)
        let uses = input.indexStore.map { _ in
            Self.read(ReadCompiledUses(graphs: graphs), in: queries, stage: "uses", timings: &timings)
        }
        return (try reference.get(), try uses?.get() ?? nil)
    }

    /// The value of `key`, timed under `stage` when this read computed it.
    private static func read<Key: QueryKey>(
        _ key: Key, in queries: QueryEngine, stage: String, timings: inout StageTimings
    ) -> Key.Value {
        let computed = queries.computedThisRun(Key.self)
        let clock = ContinuousClock()
        let start = clock.now
        let value = queries[key]
        if queries.computedThisRun(Key.self) > computed { timings.record(stage, clock.now - start) }
        return value
    }

    /// Which reading of the API resolution resolves with, for its memo: a number that changes
    /// whenever the reference or the uses (the store's with the check record's, which every run
    /// reads again) differ from the last run's.
    private func apiGeneration(in queries: QueryEngine, uses: CompiledUses?) -> Int {
        let usesChanged = queries.updateCarried(UsesResolvedWith(), initial: (nil, 0)) { last in
            if last.uses != uses { last = (uses, last.changes + 1) }
            return last.changes
        }
        let referenceChanged = options.inputs.symbolGraphs.flatMap { input in
            queries.changedAt(ReadAPIReference(graphs: SymbolGraphsToRead(input)))
        }
        return (referenceChanged?.number ?? 0) + usesChanged
    }

    /// The check's record and every block's outcome in it: in a build kept for its next run, a
    /// query of its engine, read again only when the record's file changed.
    private func readCheckRecord() -> (BlockCheckRecord?, CheckedBlocks?) {
        let record: BlockCheckRecord?
        if let file = options.inputs.checkRecordFile, let queries = kept?.queries {
            queries.set(CheckRecordFileState(), to: .ofFile(file))
            if let read = queries[ReadCheckRecord(file: file, baseDirectory: options.baseDirectory)] {
                return (read.record, read.checked)
            }
            // No record in the file: the one given, as `currentCheckRecord` would say, without reading again.
            record = options.inputs.checkRecord
        } else {
            record = options.inputs.currentCheckRecord()
        }
        return (record, record.map { CheckedBlocks($0, baseDirectory: options.baseDirectory) })
    }

    /// The uses of the API in compiled code: those the package's build compiled (`built`, from
    /// its index store) and those the last `napkin-docs check` recorded of the blocks it compiled
    /// that are as it saw them (a catalog's articles, doc comments), read on every build.
    private func usesWithRecorded(
        _ built: CompiledUses?, record: BlockCheckRecord?, checked: CheckedBlocks?, documents: [Document],
        code: [SourcePath: PageCode]
    ) -> CompiledUses? {
        guard let input = options.inputs.symbolGraphs, let record, let checked else { return built }
        let recorded = RecordedUses.of(
            record, packageDirectory: input.packageDirectory.standardizedFileURL.path, checked: checked,
            documents: documents, code: code, baseDirectory: options.baseDirectory)
        return built.map { $0.merging(recorded) } ?? recorded
    }

    /// A source's document, and its code as the build plugin reads it, kept as the page shows
    /// it (a thousand pages' lines of code and states of files would be held to the end).
    static func parse(_ source: SourceFile) -> ParseMemo.Parsed {
        Result { () throws(DiagnosticError) in
            let document = try DocumentParser().parse(source)
            return (document, PageCode(document: document, source: source.bytes).forDisplay())
        }
    }

    /// The output directory is deleted and replaced, so it must not hold the sources or a package.
    package func checkOutputDirectoryIsSafeToReplace() throws {
        let output = options.outputDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        for source in options.inputs.directories {
            let path = source.standardizedFileURL.resolvingSymlinksInPath().path
            if path == output || path.hasPrefix(output.hasSuffix("/") ? output : output + "/") {
                throw BuildError.outputHoldsSources(output: output, source: path)
            }
        }
        for marker in ["Package.swift", ".git"] where FileManager.default.fileExists(atPath: output + "/" + marker) {
            throw BuildError.outputIsNotASite(output: output, marker: marker)
        }
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        if !existing.isEmpty, !existing.contains(GeneratedSiteMarker.name) {
            throw BuildError.outputHoldsOtherFiles(output: output)
        }
    }
}
