import ArgumentParser
import DocsSite
import DocsSiteModel
import DocsSupport
import DocsVersions
import Foundation

/// The options of a site of several versions: `build --versions` and what chooses the releases.
struct VersionOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Take every release's documentation as well as the working tree's: build and serve put them in one site, check checks each against its own release.",
            discussion:
                "The releases are the package's git tags that read as semantic versions (1.4.0 or v1.4.0), newest first. In the site each goes to a folder named for its version, the working tree to main/, and the newest release to latest/ as well. Each release's package is checked out and built once, in .build/napkin-docs/versions/, and kept for the next run."
        ))
    var versions = false

    @Option(
        help: ArgumentHelp(
            "A regular expression each release's tag must match as a whole.",
            discussion: "Defaults to every tag that reads as a semantic version.",
            valueName: "regex"))
    var versionTags: String?

    @Option(help: ArgumentHelp("How many of the newest releases to take.", valueName: "count"))
    var versionLimit = 10

    @Flag(help: "Take pre-releases (1.4.0-beta.1) too.")
    var prereleases = false

    func validate() throws {
        if !versions, versionTags != nil || prereleases || versionLimit != 10 {
            throw ValidationError(
                "--version-tags, --version-limit and --prereleases choose releases for --versions; add --versions")
        }
        guard versionLimit >= 1 else { throw ValidationError("--version-limit must be 1 or more") }
        if let versionTags {
            do {
                _ = try Regex<Substring>(versionTags)
            } catch {
                throw ValidationError("--version-tags \(versionTags) is no regular expression: \(error)")
            }
        }
    }

    /// A release chosen, and where its package is checked out.
    struct Release {
        /// Its version (`1.4.0`).
        var name: String
        /// Its tag's commit.
        var commit: String?
        /// The folder of its package, checked out when asked for the first time.
        var package: @Sendable () throws -> URL
    }

    /// The releases chosen from the tags of the repository around `package`, newest first, each
    /// checked out once into `.build/napkin-docs/versions/` (its package where `package` lies in
    /// the repository).
    func releases(of package: URL) throws -> [Release] {
        do {
            // The repository's top folder and its tags, by two runs of git side by side (git
            // reads the tags of a package's folder as of its repository's).
            let root = BackgroundValue {
                Result { () throws(ReleaseCheckouts.Failure) in
                    try ReleaseCheckouts.repositoryRoot(of: package)
                }
            }
            let pattern = try versionTags.map { try Regex<Substring>($0) }
            let tags = Result { () throws(ReleaseTags.Failure) in
                try ReleaseTags.read(
                    repository: package, matching: pattern, includingPrereleases: prereleases, limit: versionLimit)
            }
            let repository = try root.value.get()
            let releases = try tags.get()
            let checkouts = ReleaseCheckouts(
                repository: repository, directory: package.appendingPathComponent(".build/napkin-docs/versions"))
            let packageInRepository = String(package.standardizedFileURL.path.dropFirst(repository.path.count))
            // The commits git did not list with the tags (a tag of a tag, say).
            let found = try checkouts.commits(of: releases.filter { $0.commit == nil })
            return releases.map { release in
                let commit = release.commit ?? found[release.tag]
                return Release(name: release.version.description, commit: commit) {
                    do {
                        return try checkouts.checkout(release, commit: commit)
                            .appendingPathComponent(packageInRepository)
                    } catch {
                        throw BuildError.versionsUnreadable(String(describing: error))
                    }
                }
            }
        } catch let failure as ReleaseTags.Failure {
            throw BuildError.versionsUnreadable(failure.description)
        } catch let failure as ReleaseCheckouts.Failure {
            throw BuildError.versionsUnreadable(failure.description)
        }
    }

    /// The versions to build: the working tree as `main`, built with `workingTree` (its files
    /// below `package` are what it is made from), then the releases, each built from its checkout
    /// with `site`'s options, its `--source` folders found at the same place.
    func versionsToBuild(
        site: SiteOptions, workingTree: DocumentationBuild.Options, package: URL, currentDirectory: URL
    ) throws -> [VersionedBuild.Version] {
        [
            VersionedBuild.Version(
                name: VersionOptions.workingTreeName, isRelease: false, source: .workingTree(package)
            ) { workingTree }
        ]
            + (try releases(of: package)).map { release in
                VersionedBuild.Version(name: release.name, isRelease: true, source: release.commit.map { .commit($0) })
                {
                    let checkout = try release.package()
                    // Its diagnostics name files relative to the checkout, as a build there would.
                    return try site.atPackage(checkout, from: package, currentDirectory: currentDirectory)
                        .buildOptions(currentDirectory: checkout, isRelease: true)
                }
            }
    }

    /// The name of the working tree's version, and of its folder.
    static let workingTreeName = "main"
}
