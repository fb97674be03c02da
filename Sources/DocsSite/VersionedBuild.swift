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
/// Each version is read, parsed and resolved as a build of one version is; once every version is
/// resolved, each is rendered knowing which pages the others have, and the whole site is written
/// in one step. Code highlighted for one version is not highlighted again for another.
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
        /// How many symbols the versions' symbol graphs have in all, and how many of them were
        /// decoded (the others were written alike in another version's graph).
        package var symbols = (total: 0, decoded: 0)
    }

    /// The versions, as the picker lists them: the working tree first, then the releases newest first.
    package var versions: [Version]
    /// The directory the whole site is written to, replaced as a whole.
    package var outputDirectory: URL
    /// The URL and path the whole site is published at (each version's folder is below them).
    package var configuration: SiteConfiguration

    /// Creates a build of `versions`.
    package init(versions: [Version], outputDirectory: URL, configuration: SiteConfiguration) {
        self.versions = versions
        self.outputDirectory = outputDirectory
        self.configuration = configuration
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
        // One renderer for every version: a block in several versions is highlighted once.
        let renderer = SiteRenderer(cachesHighlightedCode: true, keepsHighlightedCode: true)
        // And one cache of decoded symbols: a symbol alike in several releases is decoded once.
        let decodedSymbols = SymbolDecodingCache()
        // The versions are read and resolved side by side, each on its own.
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
        summary.resolveDuration = clock.now - start
        let counts = decodedSymbols.decodedAndReused
        summary.symbols = (counts.decoded + counts.reused, counts.decoded)
        guard !resolved.isEmpty else { throw BuildError.noVersionBuilt(summary.leftOut.map(\.name)) }
        let sites = Self.withHistoriesAndChanges(resolved)
        let frames = Self.frames(zip(resolved, sites).map { ($0.version, $1) })
        let renderStart = clock.now
        // Each version's files, and the newest release's again at latest/: the same bytes, as
        // every link of a version's pages is relative and none says which folder it is in.
        var files = Array(resolved.indices).concurrentMap { position in
            render(sites[position], in: frames, at: position, with: renderer)
        }.enumerated().flatMap { position, files in
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
        files =
            Self.rootFiles(from: files, front: front)
            + files.filter { !$0.path.hasSuffix("/" + SiteRenderer.sitemapPath) }
        files.append(GeneratedSiteMarker.file)
        summary.renderDuration = clock.now - renderStart
        let writeStart = clock.now
        try AtomicDirectoryWriter(destination: outputDirectory).write(files)
        summary.writeDuration = clock.now - writeStart
        summary.fileCount = files.count
        return summary
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

    /// The versions' sites with what reading them together tells: each symbol page's history, and
    /// each version's changes since the one after it.
    private static func withHistoriesAndChanges(_ resolved: [Resolved]) -> [Site] {
        let versions = resolved.map {
            SymbolHistories.Version(
                name: $0.version.name, isRelease: $0.version.isRelease, site: $0.site, reference: $0.reference)
        }
        // What changed in the public API between each two versions, worked out once, side by side.
        let ordered = SymbolHistories.inHistoryOrder(versions)
        let pairs = Array(zip(ordered, ordered.dropFirst()))
        let api = pairs.concurrentMap { older, newer in APIChanges(from: older.reference, to: newer.reference) }
        let apiByNames = Dictionary(
            zip(pairs.map { [$0.version, $1.version] }, api), uniquingKeysWith: { first, _ in first })
        let withHistories = SymbolHistories.adding(to: versions, api: api)
        let changes = ReleaseChangesPages.changes(
            of: zip(resolved, withHistories).map { entry, site in
                ReleaseChangesPages.Version(
                    name: entry.version.name, folder: entry.version.name + "/", site: site, reference: entry.reference,
                    baseDirectory: entry.baseDirectory)
            },
            api: { older, newer in apiByNames[[older, newer]] })
        return zip(withHistories, changes).map { site, changes in
            var site = site
            site.changes = changes
            return site
        }
    }

    /// Reads and resolves `version`, or why it could not.
    private func resolve(_ version: Version, with renderer: SiteRenderer, decodedSymbols: SymbolDecodingCache)
        -> Result<Resolved, any Error>
    {
        Result {
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
                pagePaths: Set(
                    ([site.root] + site.pages).map(\.path.string) + [
                        SiteRenderer.searchPagePath.string, SiteRenderer.notFoundPagePath.string,
                    ] + (site.changes == nil ? [] : [ReleaseChanges.file])))
        }
        return (versions, versions.firstIndex(where: \.isRelease))
    }

    /// The files of the site of the version at `position`, its pages framed by the versions.
    private func render(
        _ site: Site, in frames: (versions: [SiteVersions.Version], latest: Int?), at position: Int,
        with renderer: SiteRenderer
    ) -> [OutputFile] {
        var site = site
        site.configuration.versions = SiteVersions(versions: frames.versions, current: position, latest: frames.latest)
        // Canonical links name the same page at latest/, when a release built.
        site.configuration.siteURL = configuration.siteURL.map {
            $0 + (frames.latest == nil ? frames.versions[position].folder : SiteVersions.latestFolder)
        }
        return renderer.render(site)
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
