import DocsTestSupport
import Foundation
import Testing

/// The command reference in `Articles/BuildingTheSite.md` is hand-written for reading, and kept
/// true against the commands themselves: ArgumentParser's description of each command
/// (`--experimental-dump-help`, what its `generate-docc-reference` plugin reads) lists the options.
@Suite struct CommandReferenceTests {
    private static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Articles/BuildingTheSite.md")

    /// The long names of the options `command` shows in its help, with their dashes.
    private func options(of command: String) async throws -> Set<String> {
        let outcome = try await FinishedProcess.run(
            NapkinDocsExecutable.url(), [command, "--experimental-dump-help"], in: URL(fileURLWithPath: "/"))
        #expect(outcome.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let arguments = try #require((json["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        var names: Set<String> = []
        for argument in arguments where argument["shouldDisplay"] as? Bool ?? true {
            for name in argument["names"] as? [[String: Any]] ?? [] {
                guard let long = name["name"] as? String, long != "help" else { continue }
                switch name["kind"] as? String {
                case "long": names.insert("--" + long)
                case "longWithSingleDash": names.insert("-" + long)  // -Werror, as the Swift compiler spells it
                default: break
                }
            }
        }
        return names
    }

    /// The text of the article's `### Options of command` section.
    private func section(of command: String) throws -> String {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(text.range(of: "### Options of \(command)\n"), "no options section for \(command)")
        let end = text[start.upperBound...].range(of: "\n#")?.lowerBound ?? text.endIndex
        return String(text[start.upperBound..<end])
    }

    @Test(arguments: ["build", "serve", "check"])
    func theArticleNamesEveryOptionOfEachCommandAndNoOther(command: String) async throws {
        let options = try await options(of: command)
        #expect(options.count >= 4)
        let section = try section(of: command)
        let named = Set(section.matches(of: /`(--[a-z-]+|-W[a-z]+)/).map { String($0.1) })
        #expect(options.subtracting(named).isEmpty, "\(command)'s options the article does not name")
        #expect(named.subtracting(options).isEmpty, "options the article names that \(command) does not have")
    }
}
