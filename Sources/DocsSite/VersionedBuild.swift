import DocsHighlighting
import DocsMarkup
import DocsQueries
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
/// the picker, the banner, the canonical link, each symbol's history, what its changes page
/// compares); once every version is
/// resolved, the holes are filled in knowing which pages the others have, and the whole site is
/// written in one step (run again under `serve`, only the files that changed). Code highlighted
/// and symbols decoded for one version are not made again for another, nor (kept in the cache
/// directory: ``KeptSymbolsFile``) by the next run.
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
        /// What its sources are, by which a run keeps its site on disk for the next
        /// (``KeptVersionSite``); `nil` keeps nothing.
        package var source: Source?

        /// What a version's sources are.
        package enum Source: Sendable, Equatable, CustomStringConvertible {
            /// A release's: its tag's commit.
            case commit(String)
            /// The working tree's: the files below the package's folder as they are, but for
            /// hidden ones (and the site's output and cache, which the build writes).
            case workingTree(URL)

            package var description: String {
                switch self {
                case .commit(let commit): "commit \(commit)"
                case .workingTree(let package): "working tree \(package.standardizedFileURL.path)"
                }
            }
        }

        /// Creates a version.
        package init(
            name: String, isRelease: Bool, source: Source? = nil,
            options: @escaping @Sendable () throws -> DocumentationBuild.Options
        ) {
            self.name = name
            self.isRelease = isRelease
            self.source = source
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
        /// How long rendering every version took: the templates of its pages (``VersionTemplate``).
        package var renderDuration = Duration.zero
        /// How long writing the site took, each page filled in as it is written when the files
        /// are not kept for the next run (``VersionedBuild/keepsFilesForNextRun``).
        package var writeDuration = Duration.zero
        /// How many files were written.
        package var fileCount = 0
        /// The newest release built, if any: the one at `latest/`.
        package var latest: String?
        /// The name of the working tree's version, when it was built.
        package var workingTree: String?
        /// How many symbols the versions' symbol graphs have in all, how many of them were
        /// decoded (the others were written alike in another version's graph), and how many an
        /// earlier run decoded and kept (``KeptSymbolsFile``).
        package var symbols = (total: 0, decoded: 0, fromEarlierRun: 0)
        /// Why the highlighted code could not be kept on disk for the next run, if it could not.
        package var highlightCacheProblem: String?
        /// The versions whose sites an earlier run kept, which this one filled in without reading
        /// or rendering them again (``KeptVersionSite``).
        package var keptVersions: [String] = []
        /// Why a version's site could not be kept on disk for the next run, if one could not.
        package var keptSiteProblem: String?
        /// The releases an earlier run of this build resolved and kept in memory (under `serve`),
        /// not read or resolved again.
        package var releasesKeptInMemory: [String] = []
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
    /// Whether the files written are kept in memory, so that the next run (under `serve`, after a
    /// save) writes only those that changed. A build that runs once turns it off: each page is
    /// then filled in as it is written, one at a time on each core, and the site written whole.
    package var keepsFilesForNextRun = true
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
        // One run of the kept values' engine: the releases resolved, their templates and the code
        // highlighted that the run does not read are let go of at its end.
        kept.values.startRun()
        // The code kept on disk read while the versions resolve.
        let store = highlightCacheDirectory.flatMap { directory in
            // Named by the site it is written to, not by the releases' checkouts: a new tag finds it.
            HighlightStore(
                directory: directory, sourceDirectories: [outputDirectory.appendingPathComponent(SiteVersions.listFile)]
            )
        }
        let keptCode = store.flatMap { store in
            kept.values.wasGivenStoredHighlights ? nil : BackgroundValue { store.load() }
        }
        let siteStore = highlightCacheDirectory.flatMap { VersionSiteStore(directory: $0, site: outputDirectory) }
        // The symbols the last run decoded, read while the versions are prepared: a new tag's are
        // mostly those of the versions beside it. (Under `serve` they stay in memory instead.)
        let symbolsFile = highlightCacheDirectory.flatMap { directory in
            ToolIdentity.current.map { KeptSymbolsFile(directory: directory, site: outputDirectory, tool: $0) }
        }
        if let symbolsFile, kept.decodedSymbols.decodedAndReused == (0, 0) {
            kept.decodedSymbols.seed { symbolsFile.load() }
        }
        let resolved = try resolveAll(into: &summary, store: siteStore)
        summary.resolveDuration = clock.now - start
        let (sites, histories, steps, changes) = Self.withChangesAndHistories(resolved)
        let frames = Self.frames(resolved, sites: sites)
        summary.latest = frames.latest.map { frames.versions[$0].name }
        summary.workingTree = resolved.first { !$0.version.isRelease }?.version.name
        let renderStart = clock.now
        // The renders of every version share the code highlighted.
        if let keptCode { kept.values.storeHighlights { keptCode.value } }
        let templates = zip(resolved, sites).map { entry, site in
            { @Sendable in
                entry.kept?.templates
                    ?? self.templates(of: site!, named: entry.version.name, isRelease: entry.version.isRelease)
            }
        }.concurrentMap { $0() }
        let files = siteFiles(
            templates, basePaths: resolved.map(\.basePath), frames: frames,
            keptTemplates: resolved.map { $0.kept != nil },
            front: sites[frames.latest ?? 0], frontKept: resolved[frames.latest ?? 0].kept, histories: histories,
            changes: changes)
        summary.renderDuration = clock.now - renderStart
        let writeStart = clock.now
        // The versions' sites and the code highlighted are kept while the site is written: they do
        // not depend on it (unless the cache is inside the output, which the write replaces: then
        // after it).
        let keepForNextRun = { @Sendable in
            let sitesProblem = siteStore.flatMap {
                keep(resolved, templates: templates, steps: steps, changes: changes, frames: frames, in: $0)
            }
            let problems = [sitesProblem, symbolsFile.flatMap(keepSymbols(in:))].compactMap { $0 }
            let highlightsProblem = store?.keep(highlightsOf: kept.values)
            // The releases gone, their templates and the code no version used any more are let go of.
            kept.values.forgetUnused()
            return (sites: problems.isEmpty ? nil : problems.joined(separator: "; "), highlights: highlightsProblem)
        }
        let cacheIsInOutput = highlightCacheDirectory.map {
            ($0.standardizedFileURL.path + "/").hasPrefix(outputDirectory.standardizedFileURL.path + "/")
        }
        let keeping = cacheIsInOutput == false ? BackgroundValue(keepForNextRun) : nil
        do {
            if keepsFilesForNextRun {
                try InPlaceSiteWriter(destination: outputDirectory, keptIn: kept.values).write(
                    files.concurrentMap { $0.made() }.flatMap { $0 })
            } else {
                try AtomicDirectoryWriter(
                    destination: outputDirectory,
                    retiredSites: highlightCacheDirectory.map(RetiredSites.folder(inCache:))
                ).write(files)
            }
        } catch {
            _ = keeping?.value  // Not left half-written when the process ends.
            throw error
        }
        let problems = keeping.map(\.value) ?? keepForNextRun()
        (summary.keptSiteProblem, summary.highlightCacheProblem) = (problems.sites, problems.highlights)
        summary.writeDuration = clock.now - writeStart
        summary.fileCount = files.reduce(0) { $0 + $1.paths.count }
        // The versions' sites and templates are let go of on another thread (whichever drops its
        // reference last frees them): a command-line build exits meanwhile.
        BackgroundRelease.release((resolved, sites, templates, files))
        return summary
    }

    /// Every version read and resolved, side by side, each on its own; but a version whose site an
    /// earlier run kept (``KeptVersionSite``), and which still holds (``keptSitesThatHold(_:)``), is
    /// not read at all: what the changes pages and the histories compare of it is kept with it.
    /// The releases left out and why, and the counts, in `summary`.
    private func resolveAll(into summary: inout Summary, store: VersionSiteStore?) throws -> [Resolved] {
        // One renderer for every version: a block in several versions is highlighted once. And one
        // cache of decoded symbols: a symbol alike in several releases is decoded once.
        let (renderer, decodedSymbols) = (kept.renderer, kept.decodedSymbols)
        // A version with no site kept is read and resolved anew whatever stands beside it: at once,
        // while the others' kept sites are read. Those with no file of a kept site (a new tag)
        // start first, so that their reading is not left until every kept site is read.
        let hasFile = versions.map { store?.hasFile(of: $0.name) ?? false }
        let starting = versions.indices.filter { !hasFile[$0] } + versions.indices.filter { hasFile[$0] }
        let started = starting.map { versions[$0] }.concurrentMap { version in
            let prepared = prepare(version, store: store)
            guard case .success(let entry) = prepared, entry.kept == nil, entry.options != nil else {
                return (prepared: prepared, resolved: Result<Resolved, any Error>?.none)
            }
            return (prepared, resolve(entry, kept: nil, with: renderer, decodedSymbols: decodedSymbols))
        }
        var early = started
        for (position, outcome) in zip(starting, started) { early[position] = outcome }
        var entries: [Prepared] = []
        var resolved: [String: Resolved] = [:]
        for (version, outcome) in zip(versions, early) {
            do {
                let entry = try outcome.prepared.get()
                summary.inputsDuration += entry.inputsDuration
                if let done = try outcome.resolved?.get() { resolved[version.name] = done }
                entries.append(entry)
            } catch  where version.isRelease {
                summary.leftOut.append((version.name, Self.reason(error)))
            }
        }
        // Until no release fails: one that does changes which version stands after another.
        while true {
            var usesKept = Self.keptSitesThatHold(entries)
            // What this run compares of the kept sites is read once, now: a site whose file does not
            // hold it is read anew.
            for position in Self.comparedKeptSites(entries, usesKept: usesKept) {
                entries[position].kept = entries[position].kept?.withComparedPartsRead
                if entries[position].kept == nil { usesKept[position] = false }
            }
            let todo = entries.indices.filter { position in
                guard let done = resolved[entries[position].version.name] else { return true }
                return !usesKept[position] && (done.site == nil || done.kept != nil)
            }
            let round = entries
            let outcomes = todo.concurrentMap { [usesKept] position in
                resolve(
                    round[position], kept: usesKept[position] ? round[position].kept : nil, with: renderer,
                    decodedSymbols: decodedSymbols)
            }
            var failed = Set<String>()
            for (position, outcome) in zip(todo, outcomes) {
                let version = entries[position].version
                switch outcome {
                case .success(let entry):
                    resolved[version.name] = entry
                case .failure(let error) where version.isRelease:
                    summary.leftOut.append((version.name, Self.reason(error)))
                    failed.insert(version.name)
                case .failure(let error):
                    throw error
                }
            }
            if failed.isEmpty { break }
            entries.removeAll { failed.contains($0.version.name) }
        }
        let order = Dictionary(versions.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        summary.leftOut.sort { order[$0.name, default: 0] < order[$1.name, default: 0] }
        var ordered = entries.compactMap { resolved[$0.version.name] }
        // The oldest has no changes page, though kept with one (a release left the window).
        if let oldest = ordered.indices.last { ordered[oldest].kept = ordered[oldest].kept?.withoutChangesPage }
        for entry in ordered { summary.built.append((entry.version.name, entry.summary, entry.baseDirectory)) }
        summary.keptVersions = ordered.filter { $0.kept != nil }.map(\.version.name)
        summary.releasesKeptInMemory = entries.filter { $0.options == nil }.map(\.version.name)
        let counts = decodedSymbols.decodedAndReused
        summary.symbols = (counts.decoded + counts.reused, counts.decoded, decodedSymbols.fromEarlierRun)
        guard !ordered.isEmpty else { throw BuildError.noVersionBuilt(summary.leftOut.map(\.name)) }
        return ordered
    }

    /// Which kept sites of `entries` hold: all but one without a changes page that now has a
    /// version after it. (What changed since that version is a hole of the page, filled in when
    /// the site is written, and what the changes pages compare of a version is kept with it: so a
    /// kept site is never read again, whichever version stands after it or before it. One kept
    /// with a changes page that has become the oldest goes without it: ``KeptVersionSite/withoutChangesPage``.)
    private static func keptSitesThatHold(_ entries: [Prepared]) -> [Bool] {
        entries.indices.map { position in
            guard let kept = entries[position].kept else { return false }
            return kept.changes != nil || position + 1 == entries.count
        }
    }

    /// The positions of the kept sites of `entries` (those `usesKept` uses) that this run compares
    /// with a version beside them: both versions of each pair whose comparison no kept site holds
    /// (``keptChangesHold(kept:keys:)``), and the oldest, where the symbols' histories start.
    private static func comparedKeptSites(_ entries: [Prepared], usesKept: [Bool]) -> [Int] {
        let kept = entries.indices.map { usesKept[$0] ? entries[$0].kept : nil }
        let holds = keptChangesHold(kept: kept, keys: entries.map(\.key))
        var compared = Set<Int>()
        for position in entries.indices.dropLast() where !holds[position] || kept[position]?.step == nil {
            compared.formUnion([position, position + 1])
        }
        if let oldest = entries.indices.last { compared.insert(oldest) }
        return compared.filter { kept[$0] != nil }.sorted()
    }

    /// Which of the sites `kept` (each `nil` when none is used) hold what changed since the version
    /// after it, and the step of the histories from it: the version after it is the one it was
    /// compared with, by `keys`. The others are compared anew.
    private static func keptChangesHold(kept: [KeptVersionSite?], keys: [String?]) -> [Bool] {
        kept.indices.map { position in
            guard let kept = kept[position] else { return false }
            guard position + 1 < keys.count else { return true }
            return kept.previous != nil && kept.previous == keys[position + 1]
        }
    }

    /// The files of the whole site: each version's in its folder, the newest release's again at
    /// latest/ (the same bytes, as every link of a version's pages is relative and none says which
    /// folder it is in), and the root's.
    private func siteFiles(
        _ templates: [[VersionTemplate]], basePaths: [String], frames: (versions: [SiteVersions.Version], latest: Int?),
        keptTemplates: [Bool], front: Site?, frontKept: KeptVersionSite?,
        histories: @escaping @Sendable (SymbolID) -> SymbolReleaseHistory?, changes: [[UInt8]?]
    ) -> [PendingOutputFile] {
        let holders = PageHolders(versions: frames.versions)
        let versionFrames = templates.indices.map { position in
            VersionFrame(
                versions: SiteVersions(versions: frames.versions, current: position, latest: frames.latest),
                // Canonical links name the same page at latest/, when a release built.
                siteURL: configuration.siteURL.map {
                    $0 + (frames.latest == nil ? frames.versions[position].folder : SiteVersions.latestFolder)
                },
                basePath: basePaths[position], history: histories, changes: changes[position], holders: holders)
        }
        let pickersChanged = templates.indices.map { position in
            keptTemplates[position]
                && pickerChanged(
                    templates[position], in: versionFrames[position], folder: frames.versions[position].folder)
        }
        // Each page is filled in as it is written, the newest release's once for its folder and
        // latest/ (the same bytes).
        var files = templates.indices.flatMap { position in
            let folder = frames.versions[position].folder
            let alsoIn = position == frames.latest ? [SiteVersions.latestFolder] : []
            let frame = versionFrames[position]
            return templates[position].map { template in
                var file = PendingOutputFile(path: folder + template.path, alsoAt: alsoIn.map { $0 + template.path }) {
                    frame.filledBytes(of: template)
                }
                file.expectsChange = pickersChanged[position] && template.hasPicker
                return file
            }
        }
        files += VersionListPage(
            versions: frames.versions, latest: frames.latest, siteTitle: front?.title ?? frontKept?.siteTitle ?? "",
            language: front?.configuration.language ?? frontKept?.language, siteURL: configuration.siteURL
        ).render().map(PendingOutputFile.init)
        let frontFolder = frames.latest.map { _ in SiteVersions.latestFolder } ?? frames.versions[0].folder
        // The site's sitemap is the newest release's, at the root; no version keeps its own.
        return Self.rootFiles(from: files, front: frontFolder)
            + files.filter { !$0.path.hasSuffix("/" + SiteRenderer.sitemapPath) }
            + [PendingOutputFile(GeneratedSiteMarker.file)]
    }

    /// Whether the pickers of the pages of `templates` (a version's in `folder`, kept from an
    /// earlier run) list other versions than those the output shows, so that every such page will
    /// be written anew (a tag added or moved out of the picker): told by one page, filled in `frame`
    /// and compared with the output's. Only for a site written whole: one kept for the next run
    /// compares its files in memory.
    private func pickerChanged(_ templates: [VersionTemplate], in frame: VersionFrame, folder: String) -> Bool {
        guard !keepsFilesForNextRun, let sample = templates.first(where: \.hasPicker) else { return false }
        let path = outputDirectory.appendingPathComponent(folder + sample.path).path
        return FileContents.bytes(atPath: path) != frame.filledBytes(of: sample)
    }

    /// Keeps the site of each version `resolved` anew on disk for the next run, with the
    /// `templates` of its files and what its changes page shows (`changes`), and the record of
    /// each kept one compared anew with the version after it; why one could not be kept, if one
    /// could not.
    private func keep(
        _ resolved: [Resolved], templates: [[VersionTemplate]], steps: [HistoryStep?], changes: [[UInt8]?],
        frames: (versions: [SiteVersions.Version], latest: Int?), in store: VersionSiteStore
    ) -> String? {
        let changesHold = Self.keptChangesHold(kept: resolved.map(\.kept), keys: resolved.map(\.key))
        let problems = Array(resolved.indices).concurrentMap { position -> String? in
            let entry = resolved[position]
            guard let key = entry.key, let basis = entry.basis, !changesHold[position],
                let title = entry.site?.title ?? entry.kept?.siteTitle
            else { return nil }
            let next = position + 1 < resolved.count ? resolved[position + 1] : nil
            let kept = KeptVersionSite(
                key: key, previous: next?.key,
                pagePaths: frames.versions[position].pagePaths.sorted { $0.string < $1.string },
                templates: templates[position], pageCount: entry.summary.pageCount,
                warnings: entry.summary.warnings, symbolCount: entry.summary.reference?.symbolCount,
                siteTitle: title, language: entry.site.map(\.configuration.language) ?? entry.kept?.language,
                api: entry.reference.map { KeptPart(ComparedAPI($0)) } ?? entry.kept?.api, step: steps[position],
                basis: basis, changes: changes[position])
            return store.save(kept, of: entry.version.name)
        }
        store.removeAll(but: resolved.map(\.version.name))
        return problems.compactMap { $0 }.first
    }

    /// Keeps the symbols this run decoded in `file` for the next run, with those an earlier run
    /// kept and a recent one read; why it could not, if it could not. A run that decoded none
    /// leaves the file as it is, unless the file is gone (a cache inside the output, which the
    /// write replaced).
    private func keepSymbols(in file: KeptSymbolsFile) -> String? {
        guard kept.decodedSymbols.decodedAndReused.decoded > 0 || !file.exists else { return nil }
        let symbols = kept.decodedSymbols.kept(readInTheLast: KeptSymbolsFile.runsKept)
        guard !symbols.symbols.isEmpty else { return nil }
        defer { file.removeUnused(olderThan: HighlightStore.unusedFileLifetime) }
        return file.save(symbols.symbols, run: symbols.run)
    }

    /// The templates of a version's files: rendered, or for a release rendered before from the
    /// same site and changes (under `serve`, a save changes the working tree alone), as they were.
    private func templates(of site: Site, named name: String, isRelease: Bool) -> [VersionTemplate] {
        if isRelease, let last = kept.values[KeptReleaseTemplates(name: name)], last.changes == site.changes {
            return last.templates
        }
        var site = site
        // Its canonical links and sitemap name the site's URL, filled in with the folder they name.
        site.configuration.siteURL = configuration.siteURL
        let templates = kept.renderer.renderTemplates(site)
        if isRelease { kept.values.set(KeptReleaseTemplates(name: name), to: (site.changes, templates)) }
        return templates
    }

    /// A version's options, made (a release's package checked out and built), with the key of
    /// what its site is made from and the site an earlier run kept of it, if any.
    private struct Prepared: Sendable {
        var version: Version
        /// Its options; `nil` for a release kept in memory by an earlier run (under `serve`).
        var options: DocumentationBuild.Options?
        /// Whether it documents a public API (has symbol graphs).
        var hasAPI: Bool
        var key: String?
        var kept: KeptVersionSite?
        /// How long making its options took (its package's build, its symbol graphs).
        var inputsDuration: Duration
    }

    /// A version read and resolved, or kept from an earlier run.
    fileprivate struct Resolved: Sendable {
        var version: Version
        /// Its site; `nil` for a kept one.
        var site: Site?
        /// What the changes pages of the version before it, and its own, compare of it.
        var basis: KeptPart<ReleaseChangesPages.Basis>?
        /// Its site as an earlier run kept it, when that holds.
        var kept: KeptVersionSite?
        var key: String?
        var summary: DocumentationBuild.Summary
        /// The public API it documents, if any, as read (a kept one's is kept with it: ``KeptVersionSite/api``).
        var reference: APIReference?
        var baseDirectory: URL
        /// The path its pages are served under.
        var basePath: String
    }

    /// The versions' sites with each version's changes since the one after it, the release
    /// history of every symbol, which their symbol pages show, the step of the histories from the
    /// version after each, and what each changes page shows: what reading them together tells. A
    /// kept site compared with the version after it now keeps its changes and its step.
    private static func withChangesAndHistories(_ resolved: [Resolved]) -> (
        sites: [Site?], histories: @Sendable (SymbolID) -> SymbolReleaseHistory?, steps: [HistoryStep?],
        changes: [[UInt8]?]
    ) {
        let changesHold = keptChangesHold(kept: resolved.map(\.kept), keys: resolved.map(\.key))
        let pairs = SymbolHistories.pairs(
            of: resolved.indices.map { position in
                let entry = resolved[position]
                return SymbolHistories.Version(
                    isRelease: entry.version.isRelease, hasAPI: entry.reference != nil || entry.kept?.api != nil,
                    hasKeptStep: changesHold[position] && entry.kept?.step != nil)
            })
        // What changed in the public API between each two versions, worked out once, side by side,
        // but where a kept site holds it; a kept site's API is the part kept with it.
        let api = pairs.concurrentMap { pair -> APIChanges? in
            let (older, newer) = (resolved[pair.older], resolved[pair.newer])
            guard !pair.usesKeptStep, let before = older.reference ?? older.kept?.api?.value?.reference,
                let after = newer.reference ?? newer.kept?.api?.value?.reference
            else { return nil }
            return APIChanges(from: before, to: after)
        }
        var apiByNames: [[String]: APIChanges] = [:]
        var steps = [HistoryStep?](repeating: nil, count: resolved.count)
        for (pair, changes) in zip(pairs, api) {
            let names = [resolved[pair.older].version.name, resolved[pair.newer].version.name]
            if let changes { apiByNames[names] = changes }
            // Both APIs are at hand where no kept site holds the step: read, or kept with a site.
            guard
                let step = changes.map(HistoryStep.init) ?? (pair.usesKeptStep ? resolved[pair.newer].kept?.step : nil)
            else {
                preconditionFailure("no step of the histories from \(names[0]) to \(names[1])")
            }
            steps[pair.newer] = step
        }
        let changes = ReleaseChangesPages.changes(
            of: resolved.indices.map { position in
                let entry = resolved[position]
                // Every version resolved or kept has a basis: one resolved makes it, one kept keeps it.
                guard let basis = entry.basis else { preconditionFailure("\(entry.version.name) has no basis") }
                return ReleaseChangesPages.Version(
                    name: entry.version.name, folder: entry.version.name + "/", basis: basis,
                    needsChanges: !changesHold[position])
            },
            api: { [apiByNames] older, newer in apiByNames[[older, newer]] })
        let sites = zip(resolved, changes).map { entry, changes in
            entry.site.map { site in
                var site = site
                site.changes = changes
                return site
            }
        }
        let summaries = resolved.indices.map { position in
            changes[position].map { ChangesSummary(changes: $0).render() } ?? resolved[position].kept?.changes
        }
        let oldest = pairs.first.map { resolved[$0.older] }
        let histories = SymbolHistories.histories(
            oldest: oldest.flatMap { ($0.reference?.symbols ?? $0.kept?.api?.value?.symbols)?.map(\.id) } ?? [],
            steps: pairs.compactMap { pair in
                steps[pair.newer].map {
                    (resolved[pair.newer].version.name, resolved[pair.older].version.name, $0)
                }
            },
            workingTree: resolved.first { !$0.version.isRelease }?.version.name)
        // A step a kept site holds is the step from the version after it alone.
        let stepsFromNext = resolved.indices.map { position in
            pairs.contains { $0.newer == position && $0.older == position + 1 } ? steps[position] : nil
        }
        return (sites, histories, stepsFromNext, summaries)
    }

    /// `version`'s options, made, with the key of what its site is made from and the site `store`
    /// kept of it, or why they could not be made.
    private func prepare(_ version: Version, store: VersionSiteStore?) -> Result<Prepared, any Error> {
        // Under serve, a release resolved by an earlier run is kept in memory: nothing to make.
        if version.isRelease, let resolved = kept.values[KeptRelease(name: version.name)] {
            return .success(
                Prepared(
                    version: version, options: nil, hasAPI: resolved.reference != nil, key: nil, kept: nil,
                    inputsDuration: .zero))
        }
        return Result {
            let clock = ContinuousClock()
            let start = clock.now
            var options = try version.options()
            let inputsDuration = clock.now - start
            options.configuration = configuration(of: version, base: options.configuration)
            options.outputDirectory = outputDirectory
            let key = version.source.flatMap { source in
                store.flatMap { _ in
                    KeptVersionSite.key(
                        source: source, options: options,
                        skipping: [outputDirectory] + (highlightCacheDirectory.map { [$0] } ?? []))
                }
            }
            let kept = key.flatMap { key in store?.load(version.name, key: key) }
            return Prepared(
                version: version, options: options, hasAPI: options.inputs.symbolGraphs != nil, key: key, kept: kept,
                inputsDuration: inputsDuration)
        }
    }

    /// Reads and resolves `entry`'s version, or why it could not; for a site `kept`, reads nothing
    /// (what the comparisons read of it is kept with it).
    private func resolve(
        _ entry: Prepared, kept keptSite: KeptVersionSite?, with renderer: SiteRenderer,
        decodedSymbols: SymbolDecodingCache
    ) -> Result<Resolved, any Error> {
        let version = entry.version
        if version.isRelease, let resolved = kept.values[KeptRelease(name: version.name)] { return .success(resolved) }
        let result = Result { () throws -> Resolved in
            // Only a release kept in memory has no options, and it returned above.
            guard var options = entry.options else { throw BuildError.noVersionBuilt([version.name]) }
            options.reuse = WorkReuse(cachesHighlightedCode: true)
            options.reuse.decodedSymbols = decodedSymbols
            let build = DocumentationBuild(options: options, render: { renderer.render($0) })
            try build.checkOutputDirectoryIsSafeToReplace()
            var resolved = Resolved(
                version: version, site: nil, basis: keptSite?.basis, kept: keptSite, key: entry.key,
                summary: keptSite?.summary ?? DocumentationBuild.Summary(pageCount: 0, fileCount: 0), reference: nil,
                baseDirectory: options.baseDirectory, basePath: options.configuration.basePath)
            if keptSite == nil {
                let (site, summary, reference) = try build.resolvedSite()
                (resolved.site, resolved.reference, resolved.summary) = (site, reference, summary)
                resolved.basis = KeptPart(ReleaseChangesPages.Basis(site))
            }
            return resolved
        }
        // Under serve (which keeps nothing on disk), a release resolved is kept in memory.
        if version.isRelease, keptSite == nil, case .success(let resolved) = result {
            kept.values.set(KeptRelease(name: version.name), to: resolved)
        }
        return result
    }

    /// What a run keeps for the next.
    private final class KeptVersions: Sendable {
        /// The engine the values a run keeps for the next are in, one run of it for each run
        /// (``VersionedBuild/run()``): each release resolved (``KeptRelease``), its templates
        /// (``KeptReleaseTemplates``), the code highlighted (``HighlightedCode``), which the
        /// renders of the versions share, the symbols decoded (``SymbolDecodingCache``), and the
        /// files written (``InPlaceSiteWriter``).
        let values = QueryEngine()
        let renderer: SiteRenderer
        let decodedSymbols: SymbolDecodingCache

        init() {
            renderer = SiteRenderer(cachesHighlightedCode: true, keptHighlights: values, keptPages: nil)
            decodedSymbols = SymbolDecodingCache(keptIn: values)
        }
    }

    /// The configuration of `version`'s pages: below its folder.
    private func configuration(of version: Version, base: SiteConfiguration) -> SiteConfiguration {
        var configuration = base
        configuration.basePath = self.configuration.basePath + version.name + "/"
        return configuration
    }

    /// Which pages each version has, and where the newest release is.
    private static func frames(_ resolved: [Resolved], sites: [Site?]) -> (
        versions: [SiteVersions.Version], latest: Int?
    ) {
        let versions = zip(resolved, sites).map { entry, site in
            SiteVersions.Version(
                name: entry.version.name, folder: entry.version.name + "/", isRelease: entry.version.isRelease,
                pagePaths: Set(entry.kept?.pagePaths ?? site.map(SiteRenderer.pagePaths(of:)) ?? []))
        }
        return (versions, versions.firstIndex(where: \.isRelease))
    }

    /// The site's `sitemap.xml` and `404.html`: those of the front version (`latest/`), whose
    /// links are absolute. (No version keeps a sitemap of its own.)
    private static func rootFiles(from files: [PendingOutputFile], front: String) -> [PendingOutputFile] {
        files.flatMap { file in
            file.paths.compactMap { path in
                guard path == front + SiteRenderer.sitemapPath || path == front + SiteRenderer.notFoundPagePath.string
                else { return nil }
                return PendingOutputFile(path: String(path.dropFirst(front.count)), contents: file.contents)
            }
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

/// A release resolved by an earlier run of the same build (under `serve`): a tag's files never
/// change, so it is not read again.
private struct KeptRelease: InputKey {
    typealias Value = VersionedBuild.Resolved
    var name: String
}

/// A release's templates, with the changes they were rendered with.
private struct KeptReleaseTemplates: InputKey {
    typealias Value = (changes: ReleaseChanges?, templates: [VersionTemplate])
    var name: String
}
