import DocsCodeBlocks
import DocsMarkup
import DocsRendering
import DocsSiteModel
import DocsSupport
import DocsSymbols
import DocsVersions
import Foundation

/// A version's site as a build of several versions made it, kept on disk for the next run: its
/// files rendered with holes (``VersionTemplate``), which the next run fills in for the versions
/// beside it instead of reading, parsing, resolving and rendering the version again. A site is
/// what it was as long as what it was made from is: its ``key`` (a release's tag's commit or the
/// working tree's files, the options, the symbol graphs and check record it read, the tool).
struct KeptVersionSite: Sendable, Equatable {
    /// What the site was made from.
    var key: String
    /// The key of the version its changes page compared it with, `nil` when none: its
    /// ``changes`` and ``step`` hold only while that version is the one after it.
    var previous: String?
    /// The paths of its HTML pages (``SiteRenderer/pagePaths(of:)``), which the other versions'
    /// pickers and banners look in.
    var pagePaths: [PagePath]
    /// Its files.
    var templates: [VersionTemplate]
    /// What its build reported: its pages, warnings and public symbols.
    var pageCount: Int
    var warnings: [Diagnostic]
    var symbolCount: Int?
    /// Its title and language, which the list of versions shows when it is the newest release.
    var siteTitle: String
    var language: String?
    /// What comparing its public API with another version's reads of it, `nil` when it documents
    /// none: where the symbols' histories start when it is the oldest version, and what a version
    /// next to it compares, without its symbol graphs read again. Read from its file only when
    /// asked for (``KeptPart``).
    var api: KeptPart<ComparedAPI>?
    /// What changed in its public API since ``previous``, when both have one: the step of the
    /// symbols' histories its symbol graphs need not be read again for.
    var step: HistoryStep?
    /// What the changes pages of the version before it, and its own, compare of it (read from its
    /// file only when one of them is made again).
    var basis: KeptPart<ReleaseChangesPages.Basis>
    /// What its changes page shows (``DocsRendering/ChangesSummary``), compared with ``previous``,
    /// when it has one.
    var changes: [UInt8]?

    /// The site with what comparing it with the versions beside it reads (its API and its
    /// changes pages' basis) decoded, once; `nil` when its file does not hold them, so that the
    /// version is read anew instead.
    var withComparedPartsRead: KeptVersionSite? {
        guard let basis = basis.decoded else { return nil }
        var site = self
        site.basis = basis
        if let api {
            guard let decoded = api.decoded else { return nil }
            site.api = decoded
        }
        return site
    }

    /// The site as it stands when it is the oldest version: without a changes page, nor what it
    /// compared.
    var withoutChangesPage: KeptVersionSite {
        var site = self
        site.templates.removeAll { $0.path == ReleaseChanges.file }
        site.pagePaths.removeAll { $0.string == ReleaseChanges.file }
        (site.previous, site.step, site.changes) = (nil, nil, nil)
        return site
    }

    /// What a build of the version reported, as a build's summary.
    var summary: DocumentationBuild.Summary {
        DocumentationBuild.Summary(
            pageCount: pageCount, fileCount: 0, warnings: warnings,
            reference: symbolCount.map { ReferenceCoverage(modules: [], symbolCount: $0, undocumented: []) })
    }

    /// What a version's site is made from, as a key: `source` (a release's tag's commit, or the
    /// working tree with the stamp of each of its files), the options of its build, and the stamp
    /// (``FileStamp``) of each file it reads: those of its source folders (which may lie outside
    /// a release's checkout, `--source ../Guides`, and change) and of the snippets beside them,
    /// the file of known symbols, the check's record (and whether the modules it was checked
    /// against are as they were), the symbol graphs, and the index store's folders' times; but not
    /// those below `skipping` (the site's output and cache, which the build itself writes). `nil`,
    /// nothing to keep, when a file keeps changing too quickly for its stamp to be trusted.
    static func key(
        source: VersionedBuild.Version.Source, options: DocumentationBuild.Options, skipping: [URL]
    ) -> String? {
        let inputs = options.inputs
        let configuration = options.configuration
        let policy = options.diagnosticPolicy
        let kinds = { (ids: Set<Diagnostic.ID>) in ids.map(\.name).sorted().joined(separator: ",") }
        var parts = [
            "source \(source.description)",
            "folders " + inputs.folders.map { "\($0.url.standardizedFileURL.path) \($0.kind)" }.joined(separator: ";"),
            "requires folders \(inputs.requiresFolders)", "symbols file \(inputs.symbolsFile?.path ?? "")",
            "check record \(inputs.checkRecordFile?.path ?? "") \(inputs.checkRecord != nil)",
            "modules as checked \(inputs.currentCheckRecord()?.modulesAreAsChecked ?? false)",
            "site URL \(configuration.siteURL ?? "") base \(configuration.basePath) language \(configuration.language ?? "")",
            "title \(options.siteTitle ?? "") policy \(policy.followsDocC) \(policy.warningsAreErrors)",
            "errors \(kinds(policy.errorKinds)) warnings \(kinds(policy.warningKinds))",
            "doc comments \(options.requiresDocComments) base directory \(options.baseDirectory.standardizedFileURL.path)",
        ]
        var folders = inputs.folders.map(\.url)
        // The working tree's files are what it is made from: each is stamped (but for hidden
        // ones, `.build` among them).
        if case .workingTree(let package) = source { folders.append(package) }
        if let snippets = PackageSnippets.folder(for: inputs.directories) { folders.append(snippets) }
        var stamped = [inputs.checkRecordFile, inputs.symbolsFile].compactMap { $0 }
        stamped += filesBelow(folders, skipping: skipping)
        if let graphs = inputs.symbolGraphs {
            parts.append(
                "graphs \(graphs.directory.path) \(graphs.modules.joined(separator: ",")) \(graphs.packageDirectory.path) \(graphs.indexStore?.path ?? "")"
            )
            let files = (try? FileManager.default.contentsOfDirectory(atPath: graphs.directory.path)) ?? []
            stamped += files.sorted().map { graphs.directory.appendingPathComponent($0) }
            if let store = graphs.indexStore { stamped += [store, store.appendingPathComponent("v5/units")] }
        }
        // Files just made (a release checked out and built by this run) are stamped once their
        // stamps can be trusted: a clock tick later.
        for attempt in 0..<2 {
            if let stamps = stamps(of: stamped) { return (parts + stamps).joined(separator: "\n") }
            if attempt == 0 { Thread.sleep(forTimeInterval: Double(FileStamp.settlingTime) / 1e9 + 0.01) }
        }
        return nil
    }

    /// A line for each of `files`: its stamp, or a folder's time; `nil` when a file's stamp
    /// cannot be trusted yet (``FileStamp/isSettled``).
    private static func stamps(of files: [URL]) -> [String]? {
        var lines: [String] = []
        for file in files {
            if let stamp = FileStamp(path: file.path) {
                guard stamp.isSettled else { return nil }
                lines.append("file \(file.path) \(stamp.text)")
            } else {
                // A folder (the index store's), or nothing there.
                let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
                let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970
                lines.append("folder \(file.path) \(time.map { "\($0)" } ?? "none")")
            }
        }
        return lines
    }

    /// Every file below `folders` that is not hidden nor in a hidden folder, nor below one of
    /// `skipped` (compared with links resolved), once each, in path order.
    private static func filesBelow(_ folders: [URL], skipping skipped: [URL]) -> [URL] {
        let skippedPaths = skipped.map(\.path)
        let paths = Set(folders.flatMap { FileWalk.visibleFiles(below: $0.path, skipping: skippedPaths) })
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { URL(fileURLWithPath: $0) }
    }
}
