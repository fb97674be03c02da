import DocsCodeBlocks
import DocsTestSupport
import Foundation
import Testing

/// Runs the built `napkin-docs` executable as a user would.
@Suite struct CommandLineTests {
    private func run(_ arguments: [String], in directory: URL, environment: [String: String?] = [:]) async throws
        -> FinishedProcess
    {
        try await FinishedProcess.run(NapkinDocsExecutable.url(), arguments, in: directory, environment: environment)
    }

    @Test func checkReportsAStepThatUsesALaterStepAtItsLine() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write(
            "Docs/T.md",
            """
            # T

            @Steps {
                @Step {
                    ```swift file=A.swift
                    let a = b
                    ```
                }
                @Step {
                    ```swift file=B.swift
                    let b = 1
                    ```
                }
            }
            """)
        // This build's own modules; the page imports nothing, so any build folder would do. This
        // one holds CCmarkArena's module twice, built for the library and for the build plugin's
        // tool (`swift test` builds the tool first): given both maps, the compiler would stop at a
        // "redefinition of module 'CCmarkArena'".
        let buildFolder = try NapkinDocsExecutable.url().deletingLastPathComponent()
        #expect(
            FileManager.default.fileExists(
                atPath: buildFolder.appendingPathComponent("CCmarkArena-tool.build/module.modulemap").path))
        let modules = buildFolder.appendingPathComponent("Modules")
        let arguments = ["check", "--source", "Docs", "--skip-build", "--modules", modules.path]
        let outcome = try await run(arguments, in: directory.url)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Docs/T.md:6:17: error: after step 1: cannot find 'b' in scope"))
        #expect(
            outcome.standardOutput.contains("Swift blocks: 2 found, 1 compiled, 1 failed, 0 fragments, 0 shown only"))

        try directory.write("Docs/T.md", "# T\n\n```swift\nlet a = 1\n```\n")
        let passing = try await run(arguments, in: directory.url)
        #expect(passing.status == 0)
        #expect(
            passing.standardOutput.hasPrefix("Swift blocks: 1 found, 1 compiled, 0 failed, 0 fragments, 0 shown only\n")
        )

        // A check of one folder keeps the earlier record's other blocks only while the modules
        // they were compiled against are as they were.
        let recordFile = BlockCheckRecord.location(inPackage: directory.url)
        let built = modules.appendingPathComponent("napkin.swiftmodule").path
        let other = BlockCheckRecord.Entry(file: "Other/O.md", line: 3, fingerprint: "f", outcome: .compiled)
        for (stamp, kept) in [
            (BlockCheckRecord.stamps(of: [URL(fileURLWithPath: built)])[built] ?? 0, true), (1.0, false),
        ] {
            try BlockCheckRecord(entries: [other], modules: [built: stamp]).write(to: recordFile)
            _ = try await run(arguments, in: directory.url)
            let record = try #require(BlockCheckRecord.read(from: recordFile))
            #expect(record.entries.contains(other) == kept, "earlier modules dated \(stamp)")
        }

        // A page that cannot be read is an error at its file, not a page passed over.
        try directory.write("Docs/Latin1.md", bytes: Array("# Caf".utf8) + [0xE9] + Array("\n".utf8))
        let unreadable = try await run(arguments, in: directory.url)
        #expect(unreadable.status == 1)
        #expect(
            unreadable.standardError.hasPrefix("Docs/Latin1.md:1:6: error: the file is not valid UTF-8 [not-utf8]\n"),
            "\(unreadable.standardError)")
    }

    @Test func buildReportsProblemsOnStandardErrorAndExitsWithOne() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Articles/Napkin.md", rootPage(extra: "See <doc:Missing>.\n"))
        try directory.write("Site/index.html", "previous site")
        try directory.write("Site/.napkin-docs-site", "marker of an earlier build")

        // Run from a subdirectory: the package is found above it, paths stay relative to where we are.
        let outcome = try await run(["build"], in: directory.url.appendingPathComponent("Articles"))
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("Napkin.md:8:5: error: no page is named 'Missing' [broken-link]\n"))
        #expect(outcome.standardError.hasSuffix("error: the build failed with 1 error; nothing was written\n"))
        #expect(
            try directory.contents(of: "Site") == [
                "index.html": Array("previous site".utf8),
                ".napkin-docs-site": Array("marker of an earlier build".utf8),
            ])
    }

    @Test func buildPrintsAOneLineSummary() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Docs/Napkin.md", rootPage())
        let outcome = try await run(
            ["build", "--source", "Docs", "--output", "Out", "--site-url", "https://example.org/docs"],
            in: directory.url)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.standardOutput.hasPrefix("Built 1 page ("))
        #expect(outcome.standardOutput.contains(" into Out in "))
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Out").path))
    }

    @Test func theLanguageOptionIsOnEveryPageAndABadOneIsRefused() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Docs/Napkin.md", rootPage())
        let built = try await run(
            ["build", "--source", "Docs", "--output", "Out", "--language", "ja"], in: directory.url)
        #expect(built.status == 0)
        #expect(try #require(directory.read("Out/index.html")).contains("<html lang=ja "))
        let refused = try await run(
            ["build", "--source", "Docs", "--output", "Other", "--language", "Japanese language"], in: directory.url)
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("--language must be a language tag such as en, ja or de-CH"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Other").path))
    }

    /// A site that does not say where it is published gets no canonical link and no sitemap (it
    /// used to point them at https://napkin.invalid/), and the build says so once.
    @Test func withoutASiteURLThereIsNoSitemapAndItIsSaid() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Docs/Napkin.md", rootPage())
        let bare = try await run(["build", "--source", "Docs", "--output", "Out"], in: directory.url)
        #expect(bare.status == 0)
        #expect(bare.standardError.components(separatedBy: "note: no --site-url").count == 2, "\(bare.standardError)")
        #expect(directory.read("Out/sitemap.xml") == nil)
        #expect(directory.read("Out/index.html")?.contains("rel=canonical") == false)
        let published = try await run(
            ["build", "--source", "Docs", "--output", "Out", "--site-url", "https://example.org/docs"],
            in: directory.url)
        #expect(published.standardError.isEmpty, "\(published.standardError)")
        #expect(directory.read("Out/sitemap.xml")?.contains("<loc>https://example.org/docs/</loc>") == true)
        #expect(directory.read("Out/index.html")?.contains("https://example.org/docs/") == true)
    }

    @Test func warningsArePrintedButTheBuildSucceeds() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Docs/Napkin.md", rootPage(extra: "See [Channel](./NIOCore/Channel).\n"))
        let outcome = try await run(
            ["build", "--source", "Docs", "--output", "Out", "--site-url", "https://example.org/"], in: directory.url)
        #expect(outcome.status == 0)
        #expect(
            outcome.standardError == """
                Docs/Napkin.md:8:15: warning: './NIOCore/Channel' is not a file of the sources; it is kept as a link that cannot be checked [unchecked-link]
                Docs/Napkin.md:8:15: note: a relative path is read from the page's directory, Docs/; a bare file name is also looked up in all source directories

                """)
        #expect(outcome.standardOutput.hasPrefix("Built 1 page ("))
        #expect(outcome.standardOutput.hasSuffix(" s with 1 warning\n"))
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Out/index.html").path))
    }

    /// `-Werror ID` fails the build on one kind of warning, `-Wwarning ID` keeps one a warning
    /// (under `--warnings-as-errors`, and for a link that names nothing outside a DocC catalog).
    @Test func warningsFailTheBuildByTheirKind() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Docs/Napkin.md", rootPage(extra: "See [Channel](./NIOCore/Channel).\n"))
        let build = ["build", "--source", "Docs", "--output"]

        let chosen = try await run(build + ["Chosen", "-Werror", "unchecked-link"], in: directory.url)
        #expect(chosen.status == 1)
        #expect(chosen.standardError.hasPrefix("Docs/Napkin.md:8:15: error: './NIOCore/Channel' is not a file"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Chosen").path))

        let other = try await run(build + ["Other", "-Werror", "theme-file"], in: directory.url)
        #expect(other.status == 0)

        let kept = try await run(
            build + ["Kept", "--warnings-as-errors", "-Wwarning", "unchecked-link"], in: directory.url)
        #expect(kept.status == 0)
        #expect(kept.standardError.contains("warning: './NIOCore/Channel' is not a file of the sources"))

        try directory.write("Docs/Napkin.md", rootPage(extra: "See <doc:Nowhere>.\n"))
        let broken = try await run(build + ["Broken"], in: directory.url)
        #expect(broken.status == 1)
        #expect(broken.standardError.contains("error: "))
        let lenient = try await run(build + ["Lenient", "-Wwarning", "broken-link"], in: directory.url)
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains("warning: "))
        #expect(lenient.standardError.contains("[broken-link]"))

        let unknown = try await run(build + ["Unknown", "-Werror", "no-such-kind"], in: directory.url)
        #expect(unknown.status != 0)
        #expect(unknown.standardError.contains("-Werror no-such-kind: no kind of problem is called 'no-such-kind'"))
        #expect(unknown.standardError.contains("the kinds are unreadable-file, not-utf8,"))
        let misspelt = try await run(build + ["Misspelt", "-Wwarning", "broken-links"], in: directory.url)
        #expect(misspelt.status != 0)
        #expect(
            misspelt.standardError.contains(
                "-Wwarning broken-links: no kind of problem is called 'broken-links'; did you mean 'broken-link'?"))
        let both = try await run(
            build + ["Both", "-Werror", "broken-link", "-Wwarning", "broken-link"], in: directory.url)
        #expect(both.status != 0)
        #expect(both.standardError.contains("broken-link is given to both -Werror and -Wwarning"))
    }

    @Test func timingsListEveryStage() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Docs/Napkin.md", rootPage())
        let outcome = try await run(["build", "--source", "Docs", "--output", "Out", "--timings"], in: directory.url)
        #expect(outcome.status == 0)
        let output = outcome.standardOutput.split(separator: "\n").dropFirst()
        // What the stages did: the one source parsed, its page made, and the landing page, the
        // search page and 404.html.
        #expect(
            output.suffix(3).map { $0.split(separator: " ").joined(separator: " ") } == [
                "parsed 1 of 1 sources", "resolved 1 of 1 pages", "rendered 3 of 3 files",
            ])
        let lines = output.dropLast(3)
        let stages = lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(stages == ["read", "parse", "resolve", "outcomes", "render", "write", "other", "total"])
        #expect(lines.allSatisfy { $0.hasSuffix(" ms") })
        // The total is the whole build's, as the first line says it, not the stages' alone.
        let milliseconds = lines.map { Double($0.split(separator: " ").dropFirst().first ?? "") ?? -1 }
        #expect(abs(milliseconds.dropLast(1).reduce(0, +) - milliseconds.last!) < 0.5)
        let seconds = outcome.standardOutput.firstMatch(of: /in ([0-9.]+) s/).map { Double($0.output.1) ?? -1 }
        #expect(abs((seconds ?? -1) - milliseconds.last! / 1000) < 0.006, "\(outcome.standardOutput)")
    }

    @Test func buildKeepsHighlightedCodeInThePackagesBuildDirectoryUnlessToldOtherwise() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Docs/Napkin.md", rootPage(extra: "```swift\nlet answer = 42\n```\n"))
        func keptFiles(_ path: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent(path).path))
                ?? []).sorted()
        }
        let first = try await run(["build", "--source", "Docs", "--output", "Out"], in: directory.url)
        // Nothing but the note that no --site-url was given.
        #expect(
            first.status == 0 && first.standardError.hasPrefix("note: no --site-url")
                && first.standardError.split(separator: "\n").count == 1)
        #expect(keptFiles(".build/napkin-docs-cache").count == 1)
        #expect(keptFiles(".build/napkin-docs-cache").allSatisfy { $0.hasPrefix("highlighted-code-") })
        // Another output directory, the same sources: the same file.
        let second = try await run(["build", "--source", "Docs", "--output", "Out2"], in: directory.url)
        #expect(second.status == 0 && keptFiles(".build/napkin-docs-cache").count == 1)
        #expect(try directory.contents(of: "Out") == directory.contents(of: "Out2"))

        let elsewhere = try await run(
            ["build", "--source", "Docs", "--output", "Out3", "--cache-dir", "Kept"], in: directory.url)
        #expect(elsewhere.status == 0 && keptFiles("Kept").count == 1)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent(".build"))
        let none = try await run(["build", "--source", "Docs", "--output", "Out4", "--no-cache"], in: directory.url)
        #expect(none.status == 0 && keptFiles(".build/napkin-docs-cache").isEmpty && keptFiles("Kept").count == 1)
        #expect(try directory.contents(of: "Out") == directory.contents(of: "Out4"))
    }

    @Test func everyCommandHasHelp() async throws {
        let directory = try TemporaryDirectory()
        let root = try await run(["--help"], in: directory.url)
        #expect(root.status == 0)
        #expect(root.standardOutput.contains("build"))
        let build = try await run(["build", "--help"], in: directory.url)
        #expect(build.status == 0)
        #expect(build.standardOutput.contains("--symbols <file>"))
    }

    /// A mistyped command is named with the nearest one; `check` outside a package says what to do.
    @Test func mistakesAreAnsweredWithWhatToDo() async throws {
        let directory = try TemporaryDirectory()
        let typo = try await run(["chek"], in: directory.url)
        #expect(typo.status == 64)
        #expect(
            typo.standardError.contains("no command is called 'chek'; did you mean 'check'?"), "\(typo.standardError)")
        let unknown = try await run(["publish"], in: directory.url)
        #expect(unknown.standardError.contains("the commands are build, serve, check, help"))
        let outside = try await run(["check"], in: directory.url)
        #expect(outside.status == 1)
        #expect(
            outside.standardError.contains("or above it; run inside the package whose documentation to check\n"),
            "\(outside.standardError)")
    }

    /// The command plugin runs an installed napkin-docs only when `--version` prints the plugin's
    /// own release: the two say the same of this source.
    @Test func theVersionIsTheCommandPluginsRelease() async throws {
        let directory = try TemporaryDirectory()
        let version = try await run(["--version"], in: directory.url)
        #expect(version.status == 0)
        let plugin = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Plugins/NapkinDocsCommand/NapkinDocsTool.swift"),
            encoding: .utf8)
        let printed = version.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!printed.isEmpty)
        #expect(plugin.contains("static let release = \"\(printed)\""), "napkin-docs --version printed \(printed)")
    }

    /// Swift seeds hashing per process, so two processes expose any output that depends on
    /// Set or Dictionary order, which two builds in one process (the same seed) would hide.
    @Test func twoProcessesBuildTheSameBytes() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write(
            "Articles/Napkin.md", rootPage(groups: [("Guides", ["Alpha", "Beta", "Gamma"]), ("More", ["Delta"])]))
        for (name, body) in [
            ("Alpha", "See <doc:Beta>."), ("Beta", "``Router`` and ``Component``."), ("Gamma", "## One\n\n## Two"),
            ("Delta", "> Note: Hi."),
        ] {
            try directory.write(
                "Articles/\(name).md",
                "# \(name)\n\n\(body)\n\n```swift\nlet \(name.lowercased()) = [1: \"a\", 2: \"b\"]\n```\n\n![\(name)](images/\(name).png)\n"
            )
            try directory.write("Articles/images/\(name).png", bytes: Array(name.utf8) + [0x00, 0xFF])
        }
        for output in ["First", "Second"] {
            let outcome = try await run(["build", "--output", output], in: directory.url)
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        let first = try directory.contents(of: "First")
        #expect(first.count > 5)
        #expect(first["resources/Articles/images/Gamma.png"] == Array("Gamma".utf8) + [0x00, 0xFF])
        #expect(first == (try directory.contents(of: "Second")))
    }
}

/// `napkin-docs build` in a package of its own: the reference comes from the package itself.
@Suite(.timeLimit(.minutes(5))) struct PackageReferenceCommandTests {
    @Test func aPackagesLibraryGetsReferencePagesAndItsLinksAreChecked() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        try directory.write(
            "Sources/Kit/Greeter.swift",
            """
            /// Says hello.
            public struct Greeter {
                /// Creates a greeter.
                public init() {}

                /// The greeting for `name`.
                public func greet(_ name: String) -> String { "Hello, \\(name)" }
            }
            """)
        try directory.write("Articles/Kit.md", rootPage(summary: "Use ``Greeter/greet(_:)``."))
        let built = try await FinishedProcess.run(
            NapkinDocsExecutable.url(), ["build", "--output", "Out"], in: directory.url)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(
            built.standardOutput.contains("API reference: 3 public symbols of Kit, each with a doc comment"),
            "\(built.standardOutput)")
        #expect(directory.read("Out/reference/kit/greeter/greet-_.html")?.contains("The greeting for") == true)
        #expect(directory.read("Out/index.html")?.contains(#"href=reference/kit/greeter/greet-_.html"#) == true)

        // Renaming the method breaks the build at the link to it.
        try directory.write(
            "Sources/Kit/Greeter.swift",
            """
            /// Says hello.
            public struct Greeter {
                /// Creates a greeter.
                public init() {}

                /// The greeting for `name`.
                public func welcome(_ name: String) -> String { "Hello, \\(name)" }
            }
            """)
        let renamed = try await FinishedProcess.run(
            NapkinDocsExecutable.url(), ["build", "--output", "Out"], in: directory.url)
        #expect(renamed.status == 1)
        #expect(
            renamed.standardError.contains("Articles/Kit.md:7:5: error: no symbol is named 'Greeter/greet(_:)'"),
            "\(renamed.standardError)")
    }

    @Test func aPackageWithoutArticlesIsDocumentedByItsDocCCatalog() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        try directory.write(
            "Sources/Kit/Greeter.swift",
            "/// Says hello.\npublic struct Greeter {\n    /// Creates a greeter.\n    public init() {}\n}\n")
        try directory.write(
            "Sources/Kit/Kit.docc/Kit.md",
            "# ``Kit``\n\nGreets people.\n\n## Topics\n\n### Essentials\n\n- <doc:Greeting>\n- ``Greeter``\n")
        try directory.write("Sources/Kit/Kit.docc/Greeting.md", "# Greeting\n\nMake a ``Greeter``.\n")
        let built = try await FinishedProcess.run(
            NapkinDocsExecutable.url(), ["build", "--output", "Out"], in: directory.url)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(directory.read("Out/index.html")?.contains("Greets people.") == true)
        #expect(directory.read("Out/articles/greeting.html")?.contains(#"href=../reference/kit/greeter.html"#) == true)
    }

    /// The compiler's driver leaves a folder in the temporary folder on every run: a check,
    /// which runs it many times, leaves none of them, and none of its own but the compiler's
    /// module cache, which the next check reuses. (The package's own build is SwiftPM's, run
    /// with the user's environment: a temporary folder of its own would make SwiftPM build the
    /// package again on every check.)
    @Test func aCheckLeavesNothingInTheTemporaryFolder() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        try directory.write(
            "Sources/Kit/Kit.swift", "/// A kit.\npublic struct Kit {\n    /// Makes one.\n    public init() {}\n}\n")
        // Blocks that take the compiler several rounds: one compiles, one needs context (stand-ins).
        try directory.write(
            "Sources/Kit/Kit.docc/Kit.md",
            "# ``Kit``\n\nKits.\n\n```swift\nlet kit = Kit()\nprint(kit)\n```\n\n```swift\nprint(shelf.kits)\n```\n")
        let build = try await FinishedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build"], in: directory.url)
        #expect(build.status == 0, "\(build.standardError)")
        let temporary = try TemporaryDirectory()
        let check = try await FinishedProcess.run(
            NapkinDocsExecutable.url(), ["check", "--skip-build"], in: directory.url,
            environment: ["TMPDIR": temporary.url.path])
        #expect(check.status == 0, "\(check.standardError)")
        // What SwiftPM leaves when the check asks it where the build is (its locks, one
        // TemporaryDirectory) is SwiftPM's; each compiler run used to leave one more.
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
        #expect(!left.contains { $0.hasPrefix("napkin-docs-check-") && $0 != "napkin-docs-check-module-cache" })
        #expect(left.filter { $0.hasPrefix("TemporaryDirectory.") }.count <= 1, "\(left)")
    }
}

extension CommandLineTests {
    /// Graphs given with `--symbol-graphs` are read as extracted ones: an umbrella module that
    /// only re-exports others (swift-numerics' `Numerics`) has no reference, with a note, rather
    /// than failing the build.
    @Test func givenGraphsOfAModuleWithNoPublicSymbolAreLeftOutWithANote() async throws {
        let directory = try TemporaryDirectory()
        func graph(_ module: String, symbols: String) -> String {
            """
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "test"},
             "module": {"name": "\(module)", "platform": {}}, "symbols": [\(symbols)], "relationships": []}
            """
        }
        try directory.write("graphs/Umbrella.symbols.json", graph("Umbrella", symbols: ""))
        try directory.write(
            "graphs/Kit.symbols.json",
            graph(
                "Kit",
                symbols: #"""
                    {"kind": {"identifier": "swift.struct", "displayName": "Structure"}, "identifier": {"precise": "s:3Kit3BoxV", "interfaceLanguage": "swift"},
                     "pathComponents": ["Box"], "names": {"title": "Box"}, "accessLevel": "public",
                     "docComment": {"lines": [{"text": "A box."}]}}
                    """#))
        try directory.write("Docs/Kit.md", "# Kit\n\n@Metadata {\n    @TechnologyRoot\n}\n\nA kit.\n")
        let outcome = try await run(
            ["build", "--source", "Docs", "--symbol-graphs", "graphs", "--output", "Site"], in: directory.url)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("note: the module Umbrella declares no public symbol of its own"))
        #expect(
            FileManager.default.fileExists(
                atPath: directory.url.appendingPathComponent("Site/reference/kit/box.html").path))
        #expect(outcome.standardOutput.contains("API reference: 1 public symbol of Kit,"), "\(outcome.standardOutput)")

        // With no module that declares a public symbol, the report names no reference at all (it
        // said "0 public symbols of , each with a doc comment").
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("graphs/Kit.symbols.json"))
        let alone = try await run(
            ["build", "--source", "Docs", "--symbol-graphs", "graphs", "--output", "Site"], in: directory.url)
        #expect(alone.status == 0, "\(alone.standardError)")
        #expect(alone.standardError.contains("note: the module Umbrella declares no public symbol of its own"))
        #expect(!alone.standardOutput.contains("API reference:"), "\(alone.standardOutput)")
    }
}
