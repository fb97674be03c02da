import DocsTestSupport
import Foundation
import Testing

/// `napkin-docs build --versions` in a package with tagged releases, as a user runs it.
@Suite struct VersionsCommandTests {
    private func run(_ arguments: [String], in directory: URL) async throws -> FinishedProcess {
        try await FinishedProcess.run(NapkinDocsExecutable.url(), arguments, in: directory)
    }

    /// A package of Markdown pages with releases 1.0.0 and v1.1.0, and a page not committed yet.
    private func package() throws -> TaggedRepository {
        let repository = try TaggedRepository()
        let root = rootPage(groups: [("Essentials", ["Guide"])])
        try repository.commit(
            [
                "Package.swift": "// swift-tools-version: 6.2\n", "Articles/Napkin.md": root,
                "Articles/Guide.md": "# Guide\n\nThe first guide.\n", ".gitignore": ".build/\nSite/\n",
            ], tag: "1.0.0")
        try repository.commit(["Articles/Guide.md": "# Guide\n\nThe guide, rewritten.\n"], tag: "v1.1.0")
        try repository.commit(["Articles/Guide.md": "# Guide\n\nNot released.\n"], tag: "nightly")
        try repository.directory.write("Articles/Guide.md", "# Guide\n\nBeing written.\n")
        return repository
    }

    @Test func everyReleaseAndTheWorkingTreeGoIntoOneSite() async throws {
        let repository = try package()
        let outcome = try await run(["build", "--versions"], in: repository.url)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardOutput.hasPrefix("Built 3 versions (main, 1.1.0, 1.0.0; latest is 1.1.0) into Site in "))
        let site = repository.directory
        #expect(site.read("Site/main/articles/guide.html")?.contains("Being written.") == true)
        #expect(site.read("Site/1.1.0/articles/guide.html")?.contains("The guide, rewritten.") == true)
        #expect(site.read("Site/latest/articles/guide.html")?.contains("The guide, rewritten.") == true)
        #expect(site.read("Site/1.0.0/articles/guide.html")?.contains("The first guide.") == true)
        #expect(site.read("Site/versions.html") != nil && site.read("Site/index.html") != nil)
        // The releases' files are checked out once, where the next build finds them.
        #expect(site.read(".build/napkin-docs/versions/1.0.0/Articles/Guide.md") == "# Guide\n\nThe first guide.\n")
        let limited = try await run(["build", "--versions", "--version-limit", "1"], in: repository.url)
        #expect(limited.standardOutput.hasPrefix("Built 2 versions (main, 1.1.0; latest is 1.1.0)"))
        #expect(site.read("Site/1.0.0/index.html") == nil)
    }

    @Test func theTagsAreChosenByAPattern() async throws {
        let repository = try package()
        let outcome = try await run(["build", "--versions", "--version-tags", "[0-9.]+"], in: repository.url)
        #expect(outcome.standardOutput.hasPrefix("Built 2 versions (main, 1.0.0; latest is 1.0.0)"))
    }

    @Test func mistakesAreAnsweredWithWhatToDo() async throws {
        let repository = try package()
        let withoutVersions = try await run(["build", "--version-limit", "3"], in: repository.url)
        #expect(withoutVersions.status != 0)
        #expect(withoutVersions.standardError.contains("choose releases for --versions; add --versions"))
        let badPattern = try await run(["build", "--versions", "--version-tags", "(1"], in: repository.url)
        #expect(badPattern.standardError.contains("--version-tags (1 is no regular expression"))
        let checkWithSource = try await run(["check", "--versions", "--source", "Articles"], in: repository.url)
        #expect(checkWithSource.standardError.contains("--versions checks each release's own catalogs"))
        let notARepository = try TemporaryDirectory()
        try notARepository.write("Package.swift", "// swift-tools-version: 6.2\n")
        try notARepository.write("Articles/Napkin.md", rootPage())
        let outside = try await run(["build", "--versions"], in: notARepository.url)
        #expect(outside.status == 1)
        #expect(outside.standardError.contains("cannot find the git repository of"), "\(outside.standardError)")
        #expect(outside.standardError.contains("run inside a clone that has them (git fetch --tags)"))
    }
}
