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
        var releases: [SemanticVersion: String] = [:]
        for tag in tags.sorted() {
            if let pattern, (try? pattern.wholeMatch(in: tag)) == nil { continue }
            guard let version = SemanticVersion(tag: tag), includingPrereleases || !version.isPrerelease,
                releases[version] == nil
            else { continue }
            releases[version] = tag
        }
        let newestFirst = releases.sorted { $0.key > $1.key }.map { Release(tag: $0.value, version: $0.key) }
        return limit.map { Array(newestFirst.prefix($0)) } ?? newestFirst
    }

    /// The names of the repository's tags, as `git tag` lists them.
    private static func gitTags(in directory: URL) throws(Failure) -> [String] {
        do {
            return try Git.run(["tag", "--list"], in: directory, doing: "read the tags of \(directory.path)")
                .split(separator: "\n").map(String.init)
        } catch {
            throw Failure(description: error.description)
        }
    }
}
