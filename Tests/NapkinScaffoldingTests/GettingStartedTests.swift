import DocsTestSupport
import Foundation
import Testing

@testable import NapkinScaffolding

/// Getting Started shows the files `napkin new Guestbook` writes as compiled blocks: they must be
/// what the scaffolding writes now, byte for byte.
@Suite struct GettingStartedTests {
    private static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Articles/GettingStarted.md")

    /// The text of the Swift block that starts the file `name`, or `nil` when there is none.
    private func block(startingFile name: String, in page: String) -> String? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "```swift file=\(name)") else { return nil }
        guard let end = lines[(start + 1)...].firstIndex(of: "```") else { return nil }
        return lines[(start + 1)..<end].joined(separator: "\n") + "\n"
    }

    @Test func theArticleShowsWhatNapkinNewWrites() throws {
        let page = try String(contentsOf: Self.article, encoding: .utf8)
        let files = try Scaffold.files(for: .napkin(TypeName("Guestbook"), view: .neutral))
        #expect(files.count == 4)
        for file in files {
            let shown = block(startingFile: file.name, in: page)
            #expect(shown == file.contents, "Articles/GettingStarted.md does not show \(file.name) as napkin writes it")
        }
    }

    /// The console lines the article shows after `napkin new Guestbook` are what napkin prints.
    @Test func theArticleShowsWhatNapkinNewPrints() async throws {
        let page = try String(contentsOf: Self.article, encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let command = try #require(lines.firstIndex { $0.hasSuffix("napkin new Guestbook") && $0.hasPrefix("$ ") })
        let end = try #require(lines[(command + 1)...].firstIndex(of: "```"))
        let shown = lines[(command + 1)..<end].joined(separator: "\n") + "\n"
        let directory = try TemporaryDirectory()
        let outcome = try await FinishedProcess.run(
            BuiltExecutable.url(named: "napkin-scaffold"),
            [
                "new", "Guestbook", "--sources", "Sources/Welcome", "--tests", "Tests/WelcomeTests", "--module",
                "Welcome",
            ],
            in: directory.url)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == shown, "Articles/GettingStarted.md does not show what napkin new prints")
    }
}
