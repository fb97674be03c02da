import Foundation

/// The releases of a package as its git repository's tags name them: what a site of several
/// versions is built from.
package enum ReleaseTags {
    /// A tag that names a release.
    package struct Release: Sendable, Equatable {
        /// The tag as written (`v1.4.0`).
        package var tag: String
        /// The version it names.
        package var version: SemanticVersion
        /// The commit it names, when git listed it with the tag (a tag of a commit, or an
        /// annotated tag of one); `nil` for another (``ReleaseCheckouts/commits(of:)`` finds it).
        package var commit: String? = nil
    }

    /// Why the tags could not be read.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The releases of the repository at `directory`, newest first: every tag that reads as a
    /// semantic version (``SemanticVersion/init(tag:)``), pre-releases only with
    /// `includingPrereleases`, and only those `matching` matches (the whole tag) when given;
    /// the first `limit` of them when given. Two tags of one version (`1.0.0` and `v1.0.0`) give
    /// the first by name.
    package static func read(
        repository directory: URL, matching pattern: Regex<Substring>? = nil, includingPrereleases: Bool = false,
        limit: Int? = nil
    ) throws(Failure) -> [Release] {
        let tags = try gitTags(in: directory)
        var releases: [SemanticVersion: Release] = [:]
        for (tag, commit) in tags.sorted(by: { $0.name < $1.name }) {
            if let pattern, (try? pattern.wholeMatch(in: tag)) == nil { continue }
            guard let version = SemanticVersion(tag: tag), includingPrereleases || !version.isPrerelease,
                releases[version] == nil
            else { continue }
            releases[version] = Release(tag: tag, version: version, commit: commit)
        }
        let newestFirst = releases.sorted { $0.key > $1.key }.map(\.value)
        return limit.map { Array(newestFirst.prefix($0)) } ?? newestFirst
    }

    /// The repository's tags, each with the commit it names when that is one step away, listed by
    /// one run of git (a run for the tags and another for their commits were two processes).
    private static func gitTags(in directory: URL) throws(Failure) -> [(name: String, commit: String?)] {
        let listed: String
        do {
            // Tab-separated: a ref's name cannot hold a control character. `*` fields are those of
            // the object an annotated tag names, empty for a tag of a commit.
            listed = try Git.run(
                [
                    "for-each-ref",
                    "--format=%(refname:strip=2)%09%(objecttype)%09%(objectname)%09%(*objecttype)%09%(*objectname)",
                    "refs/tags",
                ], in: directory, doing: "read the tags of \(directory.path)")
        } catch {
            throw Failure(description: error.description)
        }
        return listed.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, !fields[0].isEmpty else { return nil }
            let commit = fields[1] == "commit" ? fields[2] : fields[3] == "commit" ? fields[4] : nil
            return (fields[0], commit)
        }
    }
}
