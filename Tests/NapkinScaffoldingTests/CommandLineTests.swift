import DocsTestSupport
import Foundation
import Testing

/// napkin-scaffold, run as the plugin runs it: its help, and its errors in the words and exit
/// status of swift-argument-parser.
@Suite struct CommandLineTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) async throws -> FinishedProcess {
        try await FinishedProcess.run(BuiltExecutable.url(named: "napkin-scaffold"), arguments, in: directory.url)
    }

    @Test func helpListsEveryKind() async throws {
        let outcome = try await run(["--help"], in: TemporaryDirectory())
        #expect(outcome.status == 0)
        for subcommand in ["new", "launch", "tests", "component-extension", "service-manager"] {
            #expect(outcome.standardOutput.contains("  \(subcommand) "), "\(subcommand) is not in the help")
        }
    }

    @Test func writesANapkinAndSaysWhere() async throws {
        let directory = try TemporaryDirectory()
        let outcome = try await run(["new", "Profile", "--viewless", "--sources", "Sources/App"], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("Wrote 3 files:\n  Sources/App/ProfileBuilder.swift\n"))
        #expect(directory.read("Sources/App/ProfileRouter.swift")?.contains("func cleanupViews() async") == true)
    }

    /// The root's next step names the method its router has: `start()` without a view of its own.
    @Test(arguments: ["none", "headless", "neutral", "uikit", "swiftui"])
    func aLaunchNapkinSaysHowToStartIt(view: String) async throws {
        let directory = try TemporaryDirectory()
        let outcome = try await run(["launch", "Root", "--view", view, "--sources", "Sources/App"], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let start =
            ["none", "headless"].contains(view) ? "`await router.start()`" : "`await router.launch(from: window)`"
        #expect(outcome.standardOutput.contains("then \(start)."), "\(outcome.standardOutput)")
    }

    @Test func anInvalidNameIsAnErrorWithTheUsage() async throws {
        let directory = try TemporaryDirectory()
        let outcome = try await run(["new", "my-profile", "--sources", "."], in: directory)
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("Error: 'my-profile' is not a valid napkin name: '-' cannot appear"))
        #expect(outcome.standardError.contains("Usage: napkin new <name>"))
        #expect(try directory.contents(of: ".").isEmpty)
    }

    @Test func anUnknownViewIsAnError() async throws {
        let outcome = try await run(["new", "Profile", "--view", "appkit"], in: TemporaryDirectory())
        #expect(outcome.status != 0)
        #expect(
            outcome.standardError.contains(
                "'appkit' is not a view; choose one of none, headless, neutral, uikit, swiftui."))
    }

    @Test func anExistingFileStopsEverything() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("AccountService.swift", "// mine\n")
        let outcome = try await run(["service-manager", "Account", "--with-service"], in: directory)
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.contains(
                "Error: AccountService.swift already exists; napkin never writes over a file."))
        #expect(directory.read("AccountManager.swift") == nil)
        #expect(directory.read("AccountService.swift") == "// mine\n")
    }

    @Test func testsNeedATestTargetAndAModule() async throws {
        let outcome = try await run(["tests", "Profile", "--tests", "Tests/AppTests"], in: TemporaryDirectory())
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("give --module NAME"))
    }

    /// Tests of a napkin that is not there would not compile: nothing is written, and the napkins
    /// that are there are named.
    @Test func testsOfANapkinThatIsNotThereAreRefused() async throws {
        let directory = try TemporaryDirectory()
        #expect(try await run(["new", "Feed", "--sources", "Sources/App"], in: directory).status == 0)
        let outcome = try await run(
            ["tests", "Ghost", "--sources", "Sources/App", "--tests", "Tests/AppTests", "--module", "App"],
            in: directory)
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("no napkin named Ghost in"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("Its napkins are Feed"))
        #expect(directory.read("Tests/AppTests/GhostInteractorTests.swift") == nil)
        let feed = try await run(
            ["tests", "Feed", "--sources", "Sources/App", "--tests", "Tests/AppTests", "--module", "App"], in: directory
        )
        #expect(feed.status == 0, "\(feed.standardError)")
        #expect(feed.standardOutput.contains("if the test target does not depend on it yet"))
    }

    @Test func aMistypedCommandIsNamedWithTheNearest() async throws {
        let outcome = try await run(["nwe", "Feed", "--sources", "."], in: TemporaryDirectory())
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("Error: no command is called 'nwe'; did you mean 'new'?"))
    }
}
