import ArgumentParser
import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsSiteOutput
import DocsSupport
import Foundation

/// `napkin-docs build`: reads the sources, writes the site, reports every problem at once.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the documentation site.",
        discussion: """
            Reads every .md file of the source directories, checks them (directives, links, \
            titles, relative links and images), and writes the site to the output directory, \
            with a copy of each file a page shows or links to by a relative path. The site is \
            built beside the output directory and swapped in whole, so a failed build leaves \
            the previous site as it was. The same sources always give the same bytes.

            Problems are printed to standard error as file:line:column: error: message, all of \
            them in one run, and the exit status is then 1. Warnings (file:line:column: \
            warning: message) are printed too, but do not fail the build.
            """
    )

    @OptionGroup var site: SiteOptions

    @OptionGroup(title: "Versions") var versions: VersionOptions

    @Option(
        help: ArgumentHelp(
            "Where to keep the highlighted Swift code for the next build of the same sources, and with --versions each release's site.",
            discussion:
                "Defaults to .build/napkin-docs-cache/ in the package (none is kept outside a package). The site a build replaces is left there for the next build to delete. Safe to delete at any time; the site is the same with or without it.",
            valueName: "dir"))
    var cacheDir: String?

    @Flag(help: "Keep no highlighted code or versions' sites between builds, and use none kept by an earlier one.")
    var noCache = false

    func validate() throws {
        if versions.versions, site.symbolGraphs != nil {
            throw ValidationError(
                "--symbol-graphs names one release's graphs; a build of --versions makes each release's own")
        }
    }

    func run() throws {
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        // The sites earlier builds replaced are deleted while this one starts, and gone before it
        // ends (``RetiredSites``).
        let retiredSites = highlightCacheDirectory(currentDirectory: currentDirectory).map(
            RetiredSites.folder(inCache:))
        retiredSites.map(RetiredSites.startRemoving(in:))
        defer { retiredSites.map(RetiredSites.waitForRemoval(in:)) }
        if versions.versions { return try runVersions(currentDirectory: currentDirectory) }
        let clock = ContinuousClock()
        let start = clock.now
        do {
            var options = try site.buildOptions(currentDirectory: currentDirectory)
            options.reuse.highlightCacheDirectory = highlightCacheDirectory(currentDirectory: currentDirectory)
            let summary = try DocumentationBuild(options: options).run()
            let output = SourceReader(baseDirectory: currentDirectory).displayPath(of: options.outputDirectory)
            BuildReport.warnings(summary).map(StandardError.print)
            summary.highlightCacheProblem.map { StandardError.print("warning: \($0)") }
            let duration = clock.now - start
            print(BuildReport.success(summary, output: output, duration: duration))
            if site.timings { print(summary.timings.report(of: duration)) }
            SiteOptions.noteOnSiteURL(of: options)
        } catch {
            guard let report = BuildReport.failure(error, outcome: "nothing was written") else { throw error }
            StandardError.print(report)
            throw ExitCode.failure
        }
    }

    /// Builds the site of every version `versions` chooses.
    private func runVersions(currentDirectory: URL) throws {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            guard let package = PackageDirectory.enclosing(currentDirectory) else {
                throw BuildError.noPackage(from: currentDirectory.path, needed: nil)
            }
            let main = try site.buildOptions(currentDirectory: currentDirectory)
            var build = VersionedBuild(
                versions: try versions.versionsToBuild(
                    site: site, workingTree: main, package: package, currentDirectory: currentDirectory),
                outputDirectory: main.outputDirectory, configuration: main.configuration,
                highlightCacheDirectory: highlightCacheDirectory(currentDirectory: currentDirectory))
            // It runs once: no run after it compares its files.
            build.keepsFilesForNextRun = false
            let summary = try build.run()
            let output = SourceReader(baseDirectory: currentDirectory).displayPath(of: main.outputDirectory)
            for (name, reason) in summary.leftOut {
                StandardError.print("warning: \(name) left out: its documentation did not build: \(reason)")
            }
            let reader = SourceReader(baseDirectory: currentDirectory)
            for (name, built, directory) in summary.built {
                guard let warnings = BuildReport.warnings(built) else { continue }
                let place =
                    directory.standardizedFileURL == currentDirectory.standardizedFileURL
                    ? "." : reader.displayPath(of: directory)
                StandardError.print("\(name), in \(place):\n" + warnings)
            }
            summary.highlightCacheProblem.map { StandardError.print("warning: \($0)") }
            summary.keptSiteProblem.map { StandardError.print("warning: \($0)") }
            print(BuildReport.versions(summary, output: output, duration: clock.now - start))
            if site.timings { print(BuildReport.versionTimings(summary)) }
            SiteOptions.noteOnSiteURL(of: main)
            // What the build kept of every version is let go of while the command exits.
            BackgroundRelease.release(consume build)
        } catch {
            guard let report = BuildReport.failure(error, outcome: "nothing was written") else { throw error }
            StandardError.print(report)
            throw ExitCode.failure
        }
    }

    /// Where highlighted code is kept between builds: `--cache-dir`, else the package's default,
    /// or nowhere with `--no-cache`.
    private func highlightCacheDirectory(currentDirectory: URL) -> URL? {
        guard !noCache else { return nil }
        return cacheDir.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL }
            ?? PackageDirectory.enclosing(currentDirectory).map(Self.defaultCacheDirectory)
    }

    /// `.build/napkin-docs-cache` in `package`: in SwiftPM's scratch directory, which a package's
    /// `.gitignore` leaves out and which is always safe to delete.
    private static func defaultCacheDirectory(in package: URL) -> URL {
        package.appendingPathComponent(".build/napkin-docs-cache")
    }
}
