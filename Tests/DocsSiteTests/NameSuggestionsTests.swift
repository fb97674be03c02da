import DocsSupport
import DocsTestSupport
import Testing

/// The name a mistyped one probably meant, for links, commands and options alike.
@Suite struct NameSuggestionsTests {
    @Test func aTypoFindsItsName() {
        #expect(NameSuggestions.closest(to: "chek", in: ["build", "serve", "check"]) == "check")
        // Two letters swapped is one edit.
        #expect(NameSuggestions.closest(to: "nwe", in: ["new", "launch", "tests"]) == "new")
        #expect(NameSuggestions.closest(to: "Greter", in: ["Greeter", "Greeting"]) == "Greeter")
        #expect(NameSuggestions.closest(to: "publish", in: ["build", "serve", "check"]) == nil)
    }

    @Test func anUnknownCommandIsNamedWithTheNearestOrTheList() {
        let commands = ["build", "serve", "check", "help"]
        #expect(
            NameSuggestions.unknownCommand("chek", among: commands)
                == "no command is called 'chek'; did you mean 'check'?")
        #expect(
            NameSuggestions.unknownCommand("publish", among: commands)
                == "no command is called 'publish'; the commands are build, serve, check, help")
        #expect(NameSuggestions.unknownCommand("check", among: commands) == nil)
        #expect(NameSuggestions.unknownCommand("--version", among: commands) == nil)
        #expect(NameSuggestions.unknownCommand(nil, among: commands) == nil)
    }

    /// The search that stops early (by length, by a row above the limit) finds what a full count
    /// of every candidate's distance finds.
    @Test func theBoundedSearchFindsWhatTheFullCountFinds() {
        var random = SeededRandomNumberGenerator(seed: 46)
        func word() -> String {
            String((0..<Int.random(in: 0...9, using: &random)).map { _ in "abcdeAB".randomElement(using: &random)! })
        }
        for _ in 0..<400 {
            let name = word()
            let candidates = (0..<12).map { _ in word() }
            let lowered = name.lowercased()
            let limit = max(1, min(3, name.count / 3))
            let expected =
                candidates.sorted().first { $0.lowercased() == lowered }
                ?? candidates.map { ($0, NameSuggestions.editDistance(lowered, $0.lowercased())) }
                .filter { $0.1 <= limit }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.first?.0
            #expect(NameSuggestions.closest(to: name, in: candidates) == expected, "\(name) in \(candidates)")
        }
    }
}
