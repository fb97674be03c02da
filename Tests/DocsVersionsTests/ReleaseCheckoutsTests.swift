import DocsTestSupport
import Foundation
import Testing

@testable import DocsVersions

/// Each release's files, checked out once into a folder of their own that later builds keep.
@Suite struct ReleaseCheckoutsTests {
    private func release(_ tag: String) throws -> ReleaseTags.Release {
        ReleaseTags.Release(tag: tag, version: try #require(SemanticVersion(tag: tag)))
    }

    @Test func aCheckoutHoldsTheTagsFilesAndLeavesTheWorkingTreeAlone() throws {
        let repository = try TaggedRepository()
        try repository.commit(["Articles/Page.md": "# Old\n", "Package.swift": "// 1.0\n"], tag: "v1.0.0")
        try repository.commit(["Articles/Page.md": "# New\n", "Articles/Added.md": "# Added\n"], tag: "1.1.0")
        try repository.directory.write("Articles/Page.md", "# Being written\n")
        let kept = try TemporaryDirectory()
        let checkouts = ReleaseCheckouts(repository: repository.url, directory: kept.url)
        let folder = try checkouts.checkout(try release("v1.0.0"))
        #expect(folder.lastPathComponent == "1.0.0")
        #expect(kept.read("1.0.0/Articles/Page.md") == "# Old\n" && kept.read("1.0.0/Package.swift") == "// 1.0\n")
        #expect(kept.read("1.0.0/Articles/Added.md") == nil)
        #expect(repository.directory.read("Articles/Page.md") == "# Being written\n")
        _ = try checkouts.checkout(try release("1.1.0"))
        #expect(kept.read("1.1.0/Articles/Added.md") == "# Added\n")
        // Nothing half made is left beside them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: kept.url.path).sorted() == ["1.0.0", "1.1.0"])
    }

    @Test func aCheckoutIsKeptWithWhatABuildLeftInItUntilItsTagMoves() throws {
        let repository = try TaggedRepository()
        try repository.commit(["Page.md": "# One\n"], tag: "1.0.0")
        let kept = try TemporaryDirectory()
        let checkouts = ReleaseCheckouts(repository: repository.url, directory: kept.url)
        _ = try checkouts.checkout(try release("1.0.0"))
        try kept.write("1.0.0/.build/built.txt", "the package's build")
        _ = try checkouts.checkout(try release("1.0.0"))
        #expect(kept.read("1.0.0/.build/built.txt") == "the package's build")
        try repository.commit(["Page.md": "# One, again\n"])
        try repository.git("tag", "-f", "1.0.0")
        _ = try checkouts.checkout(try release("1.0.0"))
        #expect(kept.read("1.0.0/Page.md") == "# One, again\n" && kept.read("1.0.0/.build/built.txt") == nil)
    }

    @Test func theCommitsOfEveryTagAreReadAtOnce() throws {
        let repository = try TaggedRepository()
        try repository.commit(["Page.md": "# One\n"], tag: "1.0.0")
        try repository.commit(["Page.md": "# Two\n"], tag: "v1.1.0")
        let checkouts = ReleaseCheckouts(repository: repository.url, directory: try TemporaryDirectory().url)
        let commits = try checkouts.commits(of: [try release("1.0.0"), try release("v1.1.0")])
        #expect(Set(commits.keys) == ["1.0.0", "v1.1.0"])
        #expect(commits.values.allSatisfy { $0.count == 40 } && Set(commits.values).count == 2)
        #expect(throws: ReleaseCheckouts.Failure.self) {
            try checkouts.commits(of: [try release("1.0.0"), try release("3.0.0")])
        }
    }

    @Test func aTagThatNamesNoCommitIsAClearError() throws {
        let repository = try TaggedRepository()
        try repository.commit(["Page.md": "# One\n"], tag: "1.0.0")
        let checkouts = ReleaseCheckouts(repository: repository.url, directory: try TemporaryDirectory().url)
        #expect {
            _ = try checkouts.checkout(try release("2.0.0"))
        } throws: { error in
            (error as? ReleaseCheckouts.Failure)?.description.contains("cannot find the commit of the tag 2.0.0")
                == true
        }
    }

    @Test func theRepositoryOfAPackageInASubfolderIsItsTop() throws {
        let repository = try TaggedRepository()
        try repository.commit(["Packages/Tool/Package.swift": "// tool\n"])
        let root = try ReleaseCheckouts.repositoryRoot(of: repository.url.appendingPathComponent("Packages/Tool"))
        #expect(root.resolvingSymlinksInPath().path == repository.url.resolvingSymlinksInPath().path)
    }
}
