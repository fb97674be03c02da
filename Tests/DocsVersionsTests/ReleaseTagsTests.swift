import DocsTestSupport
import Foundation
import Testing

@testable import DocsVersions

/// Releases are the repository's tags that read as semantic versions, newest first.
@Suite struct ReleaseTagsTests {
    @Test(arguments: [
        ("1.4.0", "1.4.0"), ("v2.0.1", "2.0.1"), ("1.2", "1.2.0"), ("2.0.0-beta.1", "2.0.0-beta.1"),
        ("1.0.0+build.7", "1.0.0"),
    ])
    func aTagReadsAsItsVersion(tag: String, version: String) {
        #expect(SemanticVersion(tag: tag)?.description == version)
    }

    @Test(arguments: ["latest", "1", "1.2.3.4", "v1.x", "1.2.3-", "release-1.0", "１.２.３"])
    func otherTagsAreNoVersions(tag: String) {
        #expect(SemanticVersion(tag: tag) == nil)
    }

    @Test func versionsOrderAsSemanticVersioningSays() throws {
        let ordered = [
            "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0", "1.2.0",
            "1.10.0", "2.0.0",
        ]
        let versions = try ordered.map { try #require(SemanticVersion(tag: $0)) }
        #expect(versions.shuffled().sorted() == versions)
    }

    /// A repository with one commit per tag.
    private func repository(tags: [String]) throws -> TemporaryDirectory {
        let repository = try TaggedRepository()
        for tag in tags { try repository.commit(["Release.txt": tag], tag: tag) }
        return repository.directory
    }

    @Test func releasesAreTheVersionTagsNewestFirst() throws {
        let directory = try repository(tags: ["0.9.0", "1.0.0", "v1.1.0", "nightly", "1.2.0-beta.1", "1.10.0", "1.2.0"])
        let releases = try ReleaseTags.read(repository: directory.url)
        #expect(releases.map(\.tag) == ["1.10.0", "1.2.0", "v1.1.0", "1.0.0", "0.9.0"])
        #expect(try ReleaseTags.read(repository: directory.url, limit: 2).map(\.tag) == ["1.10.0", "1.2.0"])
        #expect(
            try ReleaseTags.read(repository: directory.url, includingPrereleases: true).map(\.tag).prefix(3) == [
                "1.10.0", "1.2.0", "1.2.0-beta.1",
            ])
        #expect(
            try ReleaseTags.read(repository: directory.url, matching: /1\.[0-9]+\.0/).map(\.tag) == [
                "1.10.0", "1.2.0", "1.0.0",
            ])
    }

    /// git lists a tag's commit with the tag when the tag names a commit, or is an annotated
    /// tag of one; a tag of a tag is left for `ReleaseCheckouts.commits(of:)`, which finds it.
    @Test func theTagsComeWithTheCommitsTheyName() throws {
        let repository = try TaggedRepository()
        try repository.commit(["Release.txt": "1.0.0"], tag: "1.0.0")
        try repository.commit(["Release.txt": "1.1.0"])
        try repository.git("tag", "-a", "1.1.0", "-m", "An annotated tag")
        try repository.git("tag", "-a", "1.2.0", "-m", "A tag of a tag", "1.1.0")
        let commits = try ReleaseCheckouts(repository: repository.url, directory: repository.url)
            .commits(
                of: ["1.0.0", "1.1.0", "1.2.0"].map { ReleaseTags.Release(tag: $0, version: SemanticVersion(tag: $0)!) }
            )
        let releases = try ReleaseTags.read(repository: repository.url)
        #expect(releases.map(\.tag) == ["1.2.0", "1.1.0", "1.0.0"])
        #expect(releases.map(\.commit) == [nil, commits["1.1.0"], commits["1.0.0"]])
        #expect(commits["1.0.0"] != commits["1.1.0"] && commits["1.2.0"] == commits["1.1.0"])
    }

    @Test func aFolderThatIsNoRepositoryIsAClearError() throws {
        let directory = try TemporaryDirectory()
        #expect {
            _ = try ReleaseTags.read(repository: directory.url)
        } throws: { error in
            (error as? ReleaseTags.Failure)?.description.contains("cannot read the tags of \(directory.url.path)")
                == true
        }
    }
}
