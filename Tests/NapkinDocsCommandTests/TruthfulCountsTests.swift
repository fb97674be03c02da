import DocsTestSupport
import Foundation
import Testing

/// What `napkin-docs build` and `check` say of a package's Swift blocks is what a compiler did in
/// the last check, never what the package's setup suggests.
@Suite struct TruthfulCountsTests {
    private func run(_ arguments: [String], in directory: URL) async throws -> FinishedProcess {
        try await FinishedProcess.run(NapkinDocsExecutable.url(), arguments, in: directory)
    }

    /// A library with a DocC catalog of three Swift blocks, and a build plugin named
    /// ExecutableDocs applied to it that compiles nothing: napkin-docs used to say "3 of 3 checked
    /// by the compiler" of such a package, because the plugin was applied.
    @Test func aPluginThatIsAppliedIsNoProofThatABlockCompiled() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Kit",
                products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [
                    .target(name: "Kit", plugins: ["ExecutableDocs"]),
                    .plugin(name: "ExecutableDocs", capability: .buildTool()),
                ]
            )
            """)
        try directory.write(
            "Plugins/ExecutableDocs/Plugin.swift",
            """
            import PackagePlugin

            @main struct ExecutableDocs: BuildToolPlugin {
                func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] }
            }
            """)
        try directory.write("Sources/Kit/Kit.swift", "public struct Kit {}\n")
        try directory.write(
            "Sources/Kit/Kit.docc/Kit.md",
            """
            # ``Kit``

            Three blocks.

            ```swift
            let one = 1
            ```

            ```swift
            let two = 2
            ```

            ```swift
            let three = 3
            ```
            """)
        let outcome = try await run(
            ["build", "--source", "Sources/Kit/Kit.docc", "--output", "Out"], in: directory.url)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardOutput.contains(
                "Swift blocks: 3, none compiled by napkin-docs check as they are now; run `napkin-docs check` to compile them"
            ))
        #expect(!outcome.standardOutput.contains("3 of 3"))
        let landing = try #require(directory.read("Out/index.html"))
        #expect(!landing.contains("compiled in the last"))
        #expect(!landing.contains(" · compiled<"))
    }

    /// A library checked by `napkin-docs check`, then built: the site and both reports say what
    /// the check's compiler did with each block, and nothing more.
    @Test func theSiteSaysWhatTheCheckDid() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Tally",
                products: [.library(name: "Tally", targets: ["Tally"])],
                targets: [.target(name: "Tally")]
            )
            """)
        try directory.write(
            "Sources/Tally/Tally.swift",
            """
            /// A running count.
            ///
            /// ```swift
            /// var tally = Tally()
            /// tally.add(2)
            /// ```
            public struct Tally {
                /// The count.
                public private(set) var count = 0
                /// Creates an empty tally.
                public init() {}
                /// Adds `amount`.
                public mutating func add(_ amount: Int) { count += amount }
            }
            """)
        try directory.write(
            "Sources/Tally/Tally.docc/Tally.md",
            """
            # ``Tally``

            Counting.

            ```swift
            var tally = Tally()
            tally.add(1)
            ```

            ```swift
            let next = tally.increment()
            ```

            ```swift
            print(next)
            ```

            ```swift
            func total(of tallies: [Tally]) -> Int { ... }
            ```
            """)
        let check = try await run(["check"], in: directory.url)
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                "Sources/Tally/Tally.docc/Tally.md:11:18: error: value of type 'Tally' has no member 'increment'"))
        // `print(next)` type-checks with the failing block, and cannot be compiled without it.
        #expect(
            check.standardOutput.hasPrefix(
                "Swift blocks: 5 found, 2 compiled, 1 failed, 1 type-checked only, 1 fragment, 0 shown only\n"))

        let build = try await run(["build"], in: directory.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(
            build.standardOutput.contains(
                "Swift blocks: 2 of 5 compiled in the last napkin-docs check; 1 failed; 1 type-checked only (an error they are compiled with stopped the compiler first); 1 fragment"
            ))
        let landing = try #require(directory.read("Site/index.html"))
        #expect(
            landing.contains(
                "2 of the 5 Swift blocks of these pages compiled in the last napkin-docs check; 1 did not compile; 1 was type-checked, and an error it is compiled with stopped the compiler there; 1 is an excerpt that cannot compile alone."
            ))
        // The names of the library in the compiled blocks, the catalog's and the doc comment's,
        // link to their reference pages, as the compiler's index of the check's compilation says.
        #expect(
            landing.contains("<a class=code-symbol href=\"reference/tally/tally/add-_.html\">add</a>("), "\(landing)")
        let site = try directory.contents(of: "Site")
        #expect(
            site.contains { path, bytes in
                path.hasPrefix("reference/") && String(decoding: bytes, as: UTF8.self).contains(">add</a>(")
            })

        // Once the page is mended, none of its blocks is checked until the next check (they were
        // compiled together); the doc comment's block, on a page of its own, still is.
        try directory.write(
            "Sources/Tally/Tally.docc/Tally.md",
            try #require(directory.read("Sources/Tally/Tally.docc/Tally.md")).replacingOccurrences(
                of: "increment()", with: "count"))
        let rebuilt = try await run(["build"], in: directory.url)
        #expect(
            rebuilt.standardOutput.contains(
                "Swift blocks: 1 of 5 compiled in the last napkin-docs check; 4 changed since (run napkin-docs check)"))
        let again = try await run(["check"], in: directory.url)
        #expect(again.status == 0, "\(again.standardError)")
        let final = try await run(["build"], in: directory.url)
        #expect(
            final.standardOutput.contains("Swift blocks: 4 of 5 compiled in the last napkin-docs check; 1 fragment"))

        // The library is built again (its API may have changed): the record speaks for no block.
        try directory.write(
            "Sources/Tally/Tally.swift",
            try #require(directory.read("Sources/Tally/Tally.swift")) + "\n/// More.\npublic let more = 1\n")
        let changed = try await run(["build"], in: directory.url)
        #expect(
            changed.standardOutput.contains("Swift blocks: 5, none compiled by napkin-docs check as they are now"),
            "\(changed.standardOutput)")
    }

    /// The API reference and the check need the documented module built: when it does not
    /// build, the compiler's own errors are shown, not only that the build failed.
    @Test func aModuleThatDoesNotBuildShowsTheCompilersErrors() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(name: "Broken", products: [.library(name: "Broken", targets: ["Broken"])], targets: [.target(name: "Broken")])
            """)
        try directory.write("Sources/Broken/Broken.swift", "public let broken: Int = \"not an Int\"\n")
        try directory.write("Sources/Broken/Broken.docc/Broken.md", "# ``Broken``\n\nBroken.\n")
        for command in ["build", "check"] {
            let outcome = try await run([command], in: directory.url)
            #expect(outcome.status == 1)
            #expect(
                outcome.standardError.contains(
                    "Broken.swift:1:26: error: cannot convert value of type 'String' to specified type 'Int'"),
                "\(command): \(outcome.standardError)")
        }
    }

    /// A source file added since the last check is read by the next one, its doc comments with it,
    /// though the manifest is as it was.
    @Test func aNewSourceFileIsChecked() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        try directory.write(
            "Sources/Kit/Kit.swift",
            "/// A kit.\n///\n/// ```swift\n/// let kit = Kit()\n/// ```\npublic struct Kit { public init() {} }\n")
        let first = try await run(["check"], in: directory.url)
        #expect(first.standardOutput.hasPrefix("Swift blocks: 1 found, 1 compiled"), "\(first.standardOutput)")
        try directory.write(
            "Sources/Kit/More/Part.swift",
            "/// A part.\n///\n/// ```swift\n/// let part: Part = Kit()\n/// ```\npublic struct Part {}\n")
        let second = try await run(["check"], in: directory.url)
        #expect(second.status == 1)
        #expect(
            second.standardError.contains(
                "Sources/Kit/More/Part.swift:4:22: error: cannot convert value of type 'Kit' to specified type 'Part'"),
            "\(second.standardError)")
    }

    /// A fresh package with one drift, one excerpt that needs context and one call only Apple's
    /// Foundation has gets exactly one error, and the exit status says so; `--strict` fails on
    /// the others too. A library that stops compiling leaves no block counted as compiled.
    @Test func onlyDriftIsAnError() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        let library =
            "/// A meter.\npublic struct Meter {\n    /// Creates a meter.\n    public init() {}\n    /// Marks a value.\n    public func mark(_ value: Int) {}\n}\n"
        try directory.write("Sources/Kit/Kit.swift", library)
        let page = """
            # ``Kit``

            Metering.

            ```swift
            meter.record(100)
            ```

            ```swift
            meter.mark(3)
            ```

            ```swift
            import Foundation

            let file = URL(fileURLWithPath: "/tmp/values.txt")
            for try await line in file.lines { print(line) }
            ```

            ```swift
            let own = Meter()
            own.mark(1)
            ```
            """
        try directory.write("Sources/Kit/Kit.docc/Kit.md", page)
        let check = try await run(["check"], in: directory.url)
        #expect(check.status == 1)
        let errors = check.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "Sources/Kit/Kit.docc/Kit.md:6:7: error: with 'meter' assumed to be a Meter: value of type 'Meter' has no member 'record' [compile-error]"
            ], "\(check.standardError)")
        #if os(Linux)
            #expect(
                check.standardOutput.hasPrefix(
                    "Swift blocks: 4 found, 1 compiled, 1 failed, 1 needing context, 1 needing macOS or iOS, 0 fragments, 0 shown only\n"
                ), "\(check.standardOutput)")
        #endif
        // The compiled block uses Kit's `Meter`: the compiler's index says so.
        #expect(check.standardOutput.contains("\n  compiled: 1, 1 of them using the package's API"))

        try directory.write(
            "Sources/Kit/Kit.docc/Kit.md", page.replacingOccurrences(of: "record(100)", with: "mark(100)"))
        let mended = try await run(["check"], in: directory.url)
        #expect(mended.status == 0, "\(mended.standardError)")
        #expect(mended.standardError.contains("needs 'meter', which its page never declares"))
        let strict = try await run(["check", "--strict"], in: directory.url)
        #expect(strict.status == 1)
        // The site says what the check said of each class.
        let site = try await run(["build"], in: directory.url)
        #if os(Linux)
            #expect(
                site.standardOutput.contains(
                    "Swift blocks: 1 of 4 compiled in the last napkin-docs check; 2 needing context; 1 needing macOS or iOS"
                ), "\(site.standardOutput)")
            let landing = try #require(directory.read("Site/index.html"))
            #expect(
                landing.contains(
                    "1 of the 4 Swift blocks of these pages compiled in the last napkin-docs check; 2 need names their pages never declare; 1 needs API only Apple's platforms have."
                ))
            // Each block's label says its class.
            let pages = try FileManager.default.subpathsOfDirectory(
                atPath: directory.url.appendingPathComponent("Site").path
            )
            .filter { $0.hasSuffix(".html") }.compactMap { directory.read("Site/" + $0) }.joined()
            #expect(pages.contains("needs context, not compiled"))
            #expect(pages.contains("needs macOS or iOS, not compiled"))
            #expect(pages.contains("it uses 'meter', which the page never declares."))
        #endif

        // The library stops compiling: the check fails at its build and keeps no record; once
        // the library builds again, changed, no block counts as compiled until the next check.
        try directory.write("Sources/Kit/Kit.swift", library + "public let broken: Int = \"no\"\n")
        let broken = try await run(["check"], in: directory.url)
        #expect(broken.status == 1)
        #expect(
            !FileManager.default.fileExists(
                atPath: directory.url.appendingPathComponent(".build/napkin-docs/checked-blocks.json").path))
        try directory.write("Sources/Kit/Kit.swift", library + "/// More.\npublic let more = 1\n")
        let build = try await run(["build"], in: directory.url)
        #expect(
            build.standardOutput.contains("Swift blocks: 4, none compiled by napkin-docs check as they are now"),
            "\(build.standardOutput)")
    }
}
