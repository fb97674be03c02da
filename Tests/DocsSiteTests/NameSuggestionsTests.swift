import DocsSupport
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
}
