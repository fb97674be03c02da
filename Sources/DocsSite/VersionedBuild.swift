import DocsHighlighting
import DocsMarkup
import DocsRendering
import DocsSiteModel
import DocsSiteOutput
import DocsSupport
import DocsSymbols
import DocsVersions
import Foundation

/// A site of several versions of a package's documentation (`napkin-docs build --versions`): each
/// version a whole site in its own folder (`main/`, `1.4.0/`), the newest release again at the
/// stable `latest/`, and at the root the list of every version and a page that sends readers to
/// `latest/`. Every page has a picker of the versions, and every version but the newest release a
/// banner that links the same page in it.
///
/// Each version is read, parsed and resolved as a build of one version is, the versions side by
/// side, and rendered with the parts that depend on the others left as holes (``VersionTemplate``:
/// the picker, the banner, the canonical link, each symbol's history); once every version is
/// resolved, the holes are filled in knowing which pages the others have, and the whole site is
/// written in one step (run again under `serve`, only the files that changed). Code highlighted
/// and symbols decoded for one version are not made again for another.
package struct VersionedBuild: Sendable {
    /// One version to build.
    package struct Version: Sendable {
        /// The name readers see (`1.4.0`, `main`), and the name of its folder.
        package var name: String
        /// Whether it is a release (a tag), not the working tree.
        package var isRelease: Bool
        /// The build of this version alone: made when the version is built, which may build its
        /// package first (its symbol graphs), so the time it takes is reported apart.
        package var options: @Sendable () throws -> DocumentationBuild.Options

        /// Creates a version.
        package init(
            name: String, isRelease: Bool, options: @escaping @Sendable () throws -> DocumentationBuild.Options
        ) {
            self.name = name
            self.isRelease = isRelease
            self.options = options
        }
    }

    /// What a build of several versions did.
    package struct Summary: Sendable {
        /// Each version built, in the order of ``VersionedBuild/versions``, with its build's summary
        /// and the directory its diagnostics' paths are relative to (a release's checkout).
        package var built: [(name: String, summary: DocumentationBuild.Summary, baseDirectory: URL)] = []
        /// Each release left out, with why: its documentation did not build (a tag cannot be
        /// fixed, so it does not stop the others).
        package var leftOut: [(name: String, reason: String)] = []
        /// How long making each version's inputs took (its package build and symbol graphs), added
        /// up over the versions.
        package var inputsDuration = Duration.zero
        /// How long making the inputs of every version and reading, parsing and resolving them took,
        /// versions side by side.
        package var resolveDuration = Duration.zero
        /// How long rendering every version took.
        package var renderDuration = Duration.zero
        /// How long writing the site took.
        package var writeDuration = Duration.zero
        /// How many files were written.
        package var fileCount = 0
        /// The newest release built, if any: the one at `latest/`.
        package var latest: String?
        /// The name of the working tree's version, when it was built.
        package var workingTree: String?
        /// How many symbols the versions' symbol graphs have in all, and how many of them were
        /// decoded (the others were written alike in another version's graph).
        package var symbols = (total: 0, decoded: 0)
        /// Why the highlighted code could not be kept on disk for the next run, if it could not.
        package var highlightCacheProblem: String?
    }

    /// The versions, as the picker lists them: the working tree first, then the releases newest first.
    package var versions: [Version]
    /// The directory the whole site is written to, replaced as a whole by the first run.
    package var outputDirectory: URL
    /// The URL and path the whole site is published at (each version's folder is below them).
    package var configuration: SiteConfiguration
    /// The folders `serve` watches: the working tree's sources (a release's never change).
    package var watchedDirectories: [URL] = []
    /// The files outside them `serve` watches.
    package var watchedFiles: [URL] = []
    /// Where the code every version's pages highlighted is kept for the next run of `build`, as
    /// a build of one version keeps its own (``WorkReuse/highlightCacheDirectory``): a tag added
    /// since, or a page edited, highlights only its new code. `nil` keeps nothing on disk. For a
    /// build that runs once: a second run renders again only what changed, and would keep only
    /// that code (`serve`, which runs again after every save, keeps its code in memory instead).
    package var highlightCacheDirectory: URL?
    /// What one run keeps for the next, under `serve`: the releases resolved (their tags do not
    /// move while it runs), the code highlighted and the symbols decoded.
    private let kept = KeptVersions()

    /// Creates a build of `versions`.
    package init(
        versions: [Version], outputDirectory: URL, configuration: SiteConfiguration, highlightCacheDirectory: URL? = nil
    ) {
        self.versions = versions
        self.outputDirectory = outputDirectory
        self.configuration = configuration
        self.highlightCacheDirectory = highlightCacheDirectory
    }

    /// Builds every version and writes the site.
    ///
    /// - Throws: the error of the working tree's build (a release's only leaves it out), or
    ///   ``BuildError`` when no version built or the site cannot be written; the output directory
    ///   is then left as it was.
    package func run() throws -> Summary {
        var summary = Summary()
        let clock = ContinuousClock()
        let start = clock.now
        // The code kept on disk read while the versions resolve.
        let store = highlightCacheDirectory.flatMap { directory in
            // Named by the site it is written to, not by the releases' checkouts: a new tag finds it.
            HighlightStore(
                directory: directory, sourceDirectories: [outputDirectory.appendingPathComponent(SiteVersions.listFile)]
            )
        }
        let keptCode = store.flatMap { store in kept.highlights.isEmpty ? BackgroundValue { store.load() } : nil }
        let resolved = try resolveAll(into: &summary)
        summary.resolveDuration = clock.now - start
        let (sites, histories) = Self.withChangesAndHistories(resolved)
        let frames = Self.frames(zip(resolved, sites).map { ($0.version, $1) })
        summary.latest = frames.latest.map { frames.versions[$0].name }
        summary.workingTree = resolved.first { !$0.version.isRelease }?.version.name
        let renderStart = clock.now
        // One build of the highlighted code for the renders of every version.
        if let keptCode { kept.highlights.seed { keptCode.value } }
        kept.highlights.startBuild()
        let files = siteFiles(
            sites, isRelease: resolved.map(\.version.isRelease), frames: frames, histories: histories)
        summary.renderDuration = clock.now - renderStart
        let writeStart = clock.now
        try kept.writer(of: outputDirectory).write(files)
        summary.highlightCacheProblem = store?.keep(kept.highlights)
        summary.writeDuration = clock.now - writeStart
        summary.fileCount = files.count
        return summary
    }

    /// Every version read and resolved, side by side, each on its own; the releases left out and
    /// why, and the counts, in `summary`.
    private func resolveAll(into summary: inout Summary) throws -> [Resolved] {
        // One renderer for every version: a block in several versions is highlighted once. And one
        // cache of decoded symbols: a symbol alike in several releases is decoded once.
        let (renderer, decodedSymbols) = (kept.renderer, kept.decodedSymbols)
        var resolved: [Resolved] = []
        for (version, outcome) in zip(
            versions, versions.concurrentMap { resolve($0, with: renderer, decodedSymbols: decodedSymbols) })
        {
            switch outcome {
            case .success(let entry):
                resolved.append(entry)
                summary.built.append((version.name, entry.summary, entry.baseDirectory))
                summary.inputsDuration += entry.inputsDuration
            case .failure(let error) where version.isRelease:
                summary.leftOut.append((version.name, Self.reason(error)))
            case .failure(let error):
                throw error
            }
        }
        let counts = decodedSymbols.decodedAndReused
        summary.symbols = (counts.decoded + counts.reused, counts.decoded)
        guard !resolved.isEmpty else { throw BuildError.noVersionBuilt(summary.leftOut.map(\.name)) }
        return resolved
    }

    /// The files of the whole site: each version's in its folder, the newest release's again at
    /// latest/ (the same bytes, as every link of a version's pages is relative and none says which
    /// folder it is in), and the root's.
    private func siteFiles(
        _ sites: [Site], isRelease: [Bool], frames: (versions: [SiteVersions.Version], latest: Int?),
        histories: @escaping @Sendable (SymbolID) -> SymbolReleaseHistory?
    ) -> [OutputFile] {
        let versionFiles = Array(sites.indices).concurrentMap { position in
            let frame = VersionFrame(
                versions: SiteVersions(versions: frames.versions, current: position, latest: frames.latest),
                // Canonical links name the same page at latest/, when a release built.
                siteURL: configuration.siteURL.map {
                    $0 + (frames.latest == nil ? frames.versions[position].folder : SiteVersions.latestFolder)
                },
                basePath: sites[position].configuration.basePath, history: histories)
            return templates(of: sites[position], named: frames.versions[position].name, isRelease: isRelease[position])
                .map(frame.fill)
        }
        var files = versionFiles.enumerated().flatMap { position, files in
            let folders =
                [frames.versions[position].folder] + (position == frames.latest ? [SiteVersions.latestFolder] : [])
            return folders.flatMap { folder in files.map { OutputFile(path: folder + $0.path, contents: $0.contents) } }
        }
        let frontSite = sites[frames.latest ?? 0]
        files += VersionListPage(
            versions: frames.versions, latest: frames.latest, siteTitle: frontSite.title,
            language: frontSite.configuration.language, siteURL: configuration.siteURL
        ).render()
        let front = frames.latest.map { _ in SiteVersions.latestFolder } ?? frames.versions[0].folder
        // The site's sitemap is the newest release's, at the root; no version keeps its own.
        return Self.rootFiles(from: files, front: front)
            + files.filter { !$0.path.hasSuffix("/" + SiteRenderer.sitemapPath) } + [GeneratedSiteMarker.file]
    }

    /// The templates of a version's files: rendered, or for a release rendered before from the
    /// same site and changes (under `serve`, a save changes the working tree alone), as they were.
    private func templates(of site: Site, named name: String, isRelease: Bool) -> [VersionTemplate] {
        if isRelease, let last = kept.templates.withLock({ $0[name] }), last.changes == site.changes {
            return last.templates
        }
        var site = site
        // Its canonical links and sitemap name the site's URL, filled in with the folder they name.
        site.configuration.siteURL = configuration.siteURL
        let templates = kept.renderer.renderTemplates(site)
        if isRelease { kept.templates.withLock { $0[name] = (site.changes, templates) } }
        return templates
    }

    /// A version read and resolved.
    private struct Resolved: Sendable {
        var version: Version
        var site: Site
        var summary: DocumentationBuild.Summary
        /// The public API it documents, if any.
        var reference: APIReference?
        var baseDirectory: URL
        /// How long making its inputs took (its package's build, its symbol graphs).
        var inputsDuration: Duration
    }

    /// The versions' sites with each version's changes since the one after it, and the release
    /// history of every symbol, which their symbol pages show: what reading them together tells.
    private static func withChangesAndHistories(_ resolved: [Resolved]) -> (
        sites: [Site], histories: @Sendable (SymbolID) -> SymbolReleaseHistory?
    ) {
        let versions = resolved.map {
            SymbolHistories.Version(name: $0.version.name, isRelease: $0.version.isRelease, reference: $0.reference)
        }
        // What changed in the public API between each two versions, worked out once, side by side.
        let ordered = SymbolHistories.inHistoryOrder(versions)
        let pairs = Array(zip(ordered, ordered.dropFirst()))
        let api = pairs.concurrentMap { older, newer in APIChanges(from: older.reference, to: newer.reference) }
        let apiByNames = Dictionary(
            zip(pairs.map { [$0.version, $1.version] }, api), uniquingKeysWith: { first, _ in first })
        let changes = ReleaseChangesPages.changes(
            of: resolved.map { entry in
                ReleaseChangesPages.Version(
                    name: entry.version.name, folder: entry.version.name + "/", site: entry.site,
                    reference: entry.reference)
            },
            api: { older, newer in apiByNames[[older, newer]] })
        let sites = zip(resolved, changes).map { entry, changes in
            var site = entry.site
            site.changes = changes
            return site
        }
        return (sites, SymbolHistories.histories(of: versions, api: api))
    }

    /// Reads and resolves `version`, or why it could not.
    private func resolve(_ version: Version, with renderer: SiteRenderer, decodedSymbols: SymbolDecodingCache)
        -> Result<Resolved, any Error>
    {
        if version.isRelease, let resolved = kept.releases.withLock({ $0[version.name] }) { return .success(resolved) }
        let result = Result { () throws -> Resolved in
            let clock = ContinuousClock()
            let start = clock.now
            var options = try version.options()
            let inputsDuration = clock.now - start
            options.configuration = configuration(of: version, base: options.configuration)
            options.outputDirectory = outputDirectory
            options.reuse = WorkReuse(cachesHighlightedCode: true)
            options.reuse.decodedSymbols = decodedSymbols
            let build = DocumentationBuild(options: options, render: { renderer.render($0) })
            try build.checkOutputDirectoryIsSafeToReplace()
            let (site, summary, reference) = try build.resolvedSite()
            return Resolved(
                version: version, site: site, summary: summary, reference: reference,
                baseDirectory: options.baseDirectory,
                inputsDuration: inputsDuration)
        }
        if version.isRelease, case .success(let resolved) = result {
            kept.releases.withLock { $0[version.name] = resolved }
        }
        return result
    }

    /// What a run keeps for the next.
    private final class KeptVersions: Sendable {
        let releases = LockedValue<[String: Resolved]>([:])
        /// The code highlighted, one build of it for each run (``VersionedBuild/run()``), whose
        /// renders of the versions share it.
        let highlights = HighlightCache()
        let renderer: SiteRenderer
        let decodedSymbols = SymbolDecodingCache()

        init() {
            renderer = SiteRenderer(
                cachesHighlightedCode: true, keptHighlights: highlights, keptPages: nil, keptSearchIndex: nil,
                startsHighlightBuilds: false)
        }
        /// Each release's templates, with the changes they were rendered with (its site is kept).
        let templates = LockedValue<[String: (changes: ReleaseChanges?, templates: [VersionTemplate])]>([:])
        /// The writer of the output, which after the first write writes only the files that changed.
        private let writers = LockedValue<[URL: InPlaceSiteWriter]>([:])

        func writer(of directory: URL) -> InPlaceSiteWriter {
            writers.withLock { writers in
                if let writer = writers[directory] { return writer }
                let writer = InPlaceSiteWriter(destination: directory)
                writers = [directory: writer]
                return writer
            }
        }
    }

    /// The configuration of `version`'s pages: below its folder.
    private func configuration(of version: Version, base: SiteConfiguration) -> SiteConfiguration {
        var configuration = base
        configuration.basePath = self.configuration.basePath + version.name + "/"
        return configuration
    }

    /// Which pages each version has, and where the newest release is.
    private static func frames(_ resolved: [(version: Version, site: Site)]) -> (
        versions: [SiteVersions.Version], latest: Int?
    ) {
        let versions = resolved.map { version, site in
            SiteVersions.Version(
                name: version.name, folder: version.name + "/", isRelease: version.isRelease,
                pagePaths: Set(SiteRenderer.pagePaths(of: site)))
        }
        return (versions, versions.firstIndex(where: \.isRelease))
    }

    /// The site's `sitemap.xml` and `404.html`: those of the front version (`latest/`), whose
    /// links are absolute. (No version keeps a sitemap of its own.)
    private static func rootFiles(from files: [OutputFile], front: String) -> [OutputFile] {
        files.compactMap { file in
            guard
                file.path == front + SiteRenderer.sitemapPath
                    || file.path == front + SiteRenderer.notFoundPagePath.string
            else { return nil }
            return OutputFile(path: String(file.path.dropFirst(front.count)), contents: file.contents)
        }
    }

    /// Why a release's documentation did not build, in a line.
    private static func reason(_ error: any Error) -> String {
        if let diagnostics = error as? DiagnosticError {
            let errors = diagnostics.diagnostics.filter { $0.severity == .error }
            let first = errors.first.map { "\($0.location.file):\($0.location.line): \($0.message)" } ?? ""
            return "\(errors.count) error\(errors.count == 1 ? "" : "s"), the first \(first)"
        }
        return String(describing: error)
    }
}
