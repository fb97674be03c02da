import DocsCodeBlocks
import DocsMarkup
import Foundation
import Testing

@testable import DocsClientCode

/// The classes of a block that did not compile as written and is not drift, each on a small
/// fixture compiled as client code of `napkin`, whose public API is read from its sources as
/// `napkin-docs check` reads a package's: what each false alarm of the check used to be, and
/// that drift behind them is still reported.
@Suite struct CheckClassesTests {
    /// napkin's public API, read from its sources.
    private static let napkinAPI: ModuleAPI = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources/napkin")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var api = ModuleAPI()
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            api.add(DocCommentReader(module: "napkin").read(source: text, path: file.path, readingComments: false).api)
        }
        return api
    }()

    /// Each block's outcome by the line of its fence, and every problem, for one page.
    private func check(_ markdown: String) throws -> (outcomes: [Int: BlockCheckOutcome], problems: [Diagnostic]) {
        let page = ClientPage(markdown: SourceFile(path: "Docs.docc/Guide.md", text: markdown), module: "napkin")
        var check = ClientCheck(
            typeChecker: try SwiftTypeChecker.forBuild(containing: Bundle.main.bundleURL),
            availableModules: ["napkin", "Foundation", "FoundationNetworking", "Testing", "Observation"])
        check.api = Self.napkinAPI
        let report = try check.check([page])
        let outcomes = Dictionary(
            uniqueKeysWithValues: report.outcomes[0].map { (page.blocks[$0.key].location.line, $0.value) })
        return (outcomes, report.problems)
    }

    @Test func theAPIIsReadFromTheSources() {
        #expect(Self.napkinAPI.types["InteractorLifecycle"] == .concrete)
        #expect(Self.napkinAPI.types["LaunchWindow"] == .protocol)
        #expect(Self.napkinAPI.types["ChildRoute"] == .generic)
        #expect(Self.napkinAPI.names.contains("InteractorLifecycle.isActive"))
        #expect(Self.napkinAPI.names.contains("LaunchWindow.show(root:)"))
    }

    /// A block whose only errors are names its page never declares needs context: a note, not
    /// an error, whatever the names stand for.
    @Test func aBlockThatOnlyLacksItsContextNeedsContext() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            if interactorLifecycle.isActive {
                request.send(to: "server", retries: 3)
            }
            ```
            """)
        #expect(outcomes[3] == .needsContext(["interactorLifecycle", "request"]))
        #expect(problems.map(\.severity) == [.note])
        #expect(problems.first?.id == .needsContext)
    }

    /// A block that leaves code out (`// ...` in a `case`) and uses a name its page never
    /// declares needs context: what it leaves out fails only as such code does.
    @Test func codeLeftOutBesideAMissingNameNeedsContext() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            switch action {
            case .start:
              // ...
            }
            ```
            """)
        #expect(outcomes[3] == .needsContext(["action"]))
        #expect(problems.allSatisfy { $0.severity == .note }, "\(problems)")
    }

    /// A name a type's own member reads, which neither the type nor the page declares, is the
    /// code's mistake (a property renamed in one place), not context the page leaves out.
    @Test func aMemberItsOwnTypeNeverDeclaresIsAnError() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            struct Export {
                var export: String?

                func run() {
                    print("Export: \\(format ?? "none")")
                }
            }
            ```
            """)
        guard case .failed = outcomes[3] else {
            Issue.record("expected a failure, got \(String(describing: outcomes[3]))")
            return
        }
        #expect(problems.map(\.severity) == [.error])
        #expect(
            problems.first?.message
                == "cannot find 'format' in scope: a member of 'Export' reads it, and neither 'Export' nor the page declares it"
        )
        #expect(problems.first?.location.line == 8)
        #expect(problems.first?.location.column == 26)
    }

    /// What a page leaves out still reads as context inside a type's members: a helper it calls, a
    /// service it uses, a name also read outside the type, a type whose unknown parent (or a
    /// parent the page declares) could declare it, a block that says it leaves code out.
    @Test func namesAMemberUsesAsAPageLeavesThemOutNeedContext() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            struct History {
                var depth = 3
                func run() { printHistory(depth: depth) }
            }
            ```

            ```swift
            struct Service {
                func run() { logger.info("started") }
            }
            ```

            ```swift
            let total = count + 1
            struct Counter {
                func run() -> Int { count }
            }
            ```

            ```swift
            final class Screen: ViewController {
                func show() { print(title) }
            }
            ```

            ```swift
            class Page: Document {}
            final class Home: Page {
                func show() { print(heading) }
            }
            ```

            ```swift
            struct Count {
                // ...
                func run() { print(outputFile) }
            }
            ```
            """)
        #expect(outcomes[3] == .needsContext(["printHistory"]))
        #expect(outcomes[10] == .needsContext(["logger"]))
        #expect(outcomes[16] == .needsContext(["count"]))
        #expect(outcomes[23] == .needsContext(["ViewController", "title"]))
        #expect(outcomes[29] == .needsContext(["Document", "heading"]))
        #expect(outcomes[36] == .needsContext(["outputFile"]))
        #expect(problems.allSatisfy { $0.severity == .note }, "\(problems)")
    }

    /// A key path written to show its type in a comment, which Swift refuses unused, is an
    /// excerpt, not an error.
    @Test func aKeyPathShownForItsTypeIsAnExcerpt() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            struct Point { var x = 0 }
            \\Point.x  // WritableKeyPath<Point, Int>
            ```
            """)
        #expect(outcomes[3] == .fragment("shows an expression's value without using it"))
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Drift behind missing context is found: a name like one of the module's types stands in as
    /// a value of it, and what the block does with it is checked against the real API.
    @Test func driftBehindMissingContextIsAnErrorThatSaysWhatWasAssumed() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            interactorLifecycle.activateTwice()
            ```
            """)
        guard case .failed(let message)? = outcomes[3] else {
            Issue.record("expected a failure, got \(String(describing: outcomes[3]))")
            return
        }
        #expect(message.hasPrefix("with 'interactorLifecycle' assumed to be a InteractorLifecycle"))
        #expect(message.contains("has no member 'activateTwice'"))
        #expect(problems.contains { $0.severity == .error && $0.location.line == 4 })
    }

    /// A derivation written in an unlabeled fence parses as Swift: with stand-ins for its
    /// letters it needs context, and the type checker's giving up on its operators (under the
    /// stand-ins' time limit) is no drift, even on a line of values of the module's types.
    @Test func aDerivationWithStandInsNeedsContext() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            a * b.reciprocal! = a * (1/b)
                              = (a ⊘ b)(1 + δ₁)(1 + δ₂)
            ```
            """)
        guard case .needsContext? = outcomes[3] else {
            Issue.record("expected a block that needs context, got \(String(describing: outcomes[3]))")
            return
        }
        #expect(problems.allSatisfy { $0.severity != .error }, "\(problems)")
        let standIns = StandIns(for: ["interactorLifecycle"], api: Self.napkinAPI, page: "Guide")
        let gaveUp = CompilerDiagnostic(
            kind: "error", location: SourceLocation(file: "Guide.md", line: 4, column: 1),
            message: "the compiler is unable to type-check this expression in reasonable time")
        #expect(
            standIns?.drift(in: [gaveUp]) { _ in "interactorLifecycle.activate() + interactorLifecycle.activate()" }
                == [])
    }

    /// An error the missing names do not explain stays an error, with them assumed.
    @Test func anErrorBesideAMissingNameStaysAnError() throws {
        let (outcomes, _) = try check(
            """
            # Guide

            ```swift
            let count: Int = "three"
            print(count, settings.verbose)
            ```
            """)
        guard case .failed(let message)? = outcomes[3] else {
            Issue.record("expected a failure, got \(String(describing: outcomes[3]))")
            return
        }
        #expect(message.contains("cannot convert value of type 'String'"))
    }

    /// API that only Apple's Foundation has is not drift on Linux; the package's own missing
    /// member still is.
    @Test func appleOnlyFoundationAPINeedsAnotherPlatform() throws {
        #if os(Linux)
            let (outcomes, problems) = try check(
                """
                # Guide

                ```swift
                import Foundation

                let file = URL(fileURLWithPath: "/tmp/log.txt")
                for try await line in file.lines { print(line) }
                ```

                ```swift
                let lifecycle = InteractorLifecycle()
                print(lifecycle.lines)
                ```
                """)
            #expect(outcomes[3] == .needsPlatform(["URL.lines"]))
            #expect(problems.contains { $0.id == .needsPlatform && $0.severity == .note })
            guard case .failed? = outcomes[10] else {
                Issue.record("the package's own API was taken for Apple's: \(String(describing: outcomes[10]))")
                return
            }
        #endif
    }

    /// An Xcode preview (`#Preview`, DeveloperToolsSupport's) needs Apple's platforms.
    @Test func anXcodePreviewNeedsAnotherPlatform() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            #Preview(traits: .sizeThatFitsLayout) {
              Text("Hello")
            }
            ```
            """)
        #expect(outcomes[3] == .needsPlatform(["Preview"]))
        #expect(problems.allSatisfy { $0.severity == .note }, "\(problems)")
    }

    /// Code the compiler cannot type once Apple's member is missing (an initializer it cannot
    /// match beside `.lines`, a key path it cannot infer after it) needs another platform too.
    @Test func errorsThatFollowFromAppleOnlyAPINeedAnotherPlatform() throws {
        #if os(Linux)
            let (outcomes, problems) = try check(
                """
                # Guide

                ```swift
                import Foundation

                let feed = URL("https://example.com/ticker").lines
                ```

                ```swift
                import Foundation

                let names = URL(fileURLWithPath: "/tmp/names.txt").lines
                let initials = names.map(\\.first!)
                for try await initial in initials { print(initial) }
                ```
                """)
            #expect(outcomes[3] == .needsPlatform(["URL.lines"]))
            #expect(outcomes[9] == .needsPlatform(["URL.lines"]))
            #expect(problems.allSatisfy { $0.severity == .note }, "\(problems)")
        #endif
    }

    /// A function of its own that a page calls and never declares, which the C library answers
    /// with a function of that name (`write`, `send`), is context the page needs, as is a value
    /// the standard library answers with a function (`sequence`); a function that the page
    /// declares and calls wrongly is still an error.
    @Test func aCallTheCLibraryAnswersByAccidentNeedsContext() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            for packet in [[UInt8]()] {
                write(packet)
            }
            ```

            ```swift
            func send(_ packet: [UInt8], to host: String) {}
            send([1])
            ```

            ```swift
            var collected: [Int] = []
            collected.append(contentsOf: sequence)
            ```
            """)
        #expect(outcomes[3] == .needsContext(["write"]))
        #expect(outcomes[14] == .needsContext(["sequence"]))
        guard case .failed? = outcomes[9] else {
            Issue.record(
                "a call of the page's own function was taken for an accident: \(String(describing: outcomes[9]))")
            return
        }
        #expect(problems.filter { $0.severity == .error }.map(\.location.line) == [11], "\(problems)")
    }

    /// A block that restates the module's protocol is compared with it, and never shadows it:
    /// the block after it conforms to napkin's own `LaunchWindow`.
    @Test func aRestatementNeverShadowsTheRealDeclaration() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            @MainActor
            public protocol LaunchWindow: AnyObject, Sendable {
                func show(root: any ViewControllable)
            }
            ```

            ```swift
            @MainActor final class Window: LaunchWindow {
                func show(root: any ViewControllable) {}
            }
            let window: any napkin.LaunchWindow = Window()
            ```
            """)
        #expect(outcomes[3] == .restatesAPI(names: ["LaunchWindow"], differences: []))
        #expect(outcomes[10] == .compiled)
        #expect(problems.isEmpty)
    }

    /// A restatement that declares what the module does not differs: an error naming both.
    @Test func aRestatementThatDiffersIsAnError() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            protocol LaunchWindow {
                func show(root: any ViewControllable, animated: Bool)
            }
            ```
            """)
        guard case .restatesAPI(_, let differences)? = outcomes[3], let difference = differences.first else {
            Issue.record("expected a restatement that differs, got \(String(describing: outcomes[3]))")
            return
        }
        #expect(difference.contains("'LaunchWindow.show(root:animated:)'"))
        #expect(difference.contains("'LaunchWindow.show(root:)'"))
        #expect(problems.map(\.id) == [.restatesAPI])
        #expect(problems.first.map { "\($0.location.line):\($0.location.column)" } == "5:5")
    }

    /// A proposal that is not implemented, and the alternatives a proposal considered, show API
    /// of another release on purpose.
    @Test func aProposalsAlternativesShowAnotherRelease() throws {
        let (outcomes, problems) = try check(
            """
            # Launching twice

            ## Alternatives considered

            ```swift
            let lifecycle = InteractorLifecycle()
            lifecycle.launchTwice()
            ```
            """)
        guard case .otherRelease(let reason)? = outcomes[5] else {
            Issue.record("expected another release's API, got \(String(describing: outcomes[5]))")
            return
        }
        #expect(reason.contains("alternative"))
        #expect(problems.isEmpty)
        let draft = try check(
            "# Proposal\n\n- Status: **Draft**\n\n```swift\nInteractorLifecycle().launchTwice()\n```\n")
        #expect(
            draft.outcomes[5]
                == .otherRelease("its proposal's status is Draft, so it shows the API of a release to come"))
    }

    /// A block that uses a variable its page declares only later needs context, and is not an error.
    @Test func aNameDeclaredLaterOnThePageIsContextNotDrift() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            print(lifecycle.isActive)
            let lifecycle = InteractorLifecycle()
            ```
            """)
        #expect(outcomes[3] == .needsContext(["lifecycle"]))
        #expect(problems.allSatisfy { $0.severity == .note })
    }
}

extension CheckClassesTests {
    /// A block that quotes, in its comments, the very error the compiler gives fails on purpose;
    /// one that quotes another message is still a failure.
    @Test func aBlockThatQuotesItsErrorFailsOnPurpose() throws {
        let (outcomes, problems) = try check(
            """
            # Guide

            ```swift
            let count: Int = "three"
            // error: cannot convert value of type 'String' to specified type 'Int'
            ```

            ```swift
            let other: Int = "four"
            // error: something else
            ```
            """)
        #expect(outcomes[3] == .failedAsExpected)
        guard case .failed? = outcomes[8] else {
            Issue.record("a block quoting another error was not a failure: \(String(describing: outcomes[8]))")
            return
        }
        #expect(problems.count == 1)
    }
}

/// A conformance the module adds to another module's type, shown as the module writes it.
@Suite struct RestatedConformanceTests {
    private let api = DocCommentReader(module: "Paths").read(
        source: """
            public protocol CasePathable { associatedtype AllCasePaths }
            extension Result: CasePathable {
                public struct AllCasePaths {}
                public static var allCasePaths: AllCasePaths { AllCasePaths() }
            }
            """, path: "Paths.swift", readingComments: false
    ).api

    private func restatement(_ code: String) -> Restatement? {
        let lines = code.components(separatedBy: "\n")
        return Restatement.of(BlockSyntax(lines: lines), text: code, api: api)
    }

    @Test func theModulesOwnConformanceIsARestatement() {
        let found = restatement(
            """
            extension Result: CasePathable {
              public struct AllCasePaths {}
              public static var allCasePaths: AllCasePaths { AllCasePaths() }
            }
            """)
        #expect(found?.names == ["Result: CasePathable", "Result.AllCasePaths", "Result.allCasePaths"])
        #expect(found?.differences == [])
    }

    /// A conformance the module does not add, or a member it does not declare, is the page's own code.
    @Test func anotherConformanceOrMemberIsNewCode() {
        #expect(restatement("extension Result: Sendable {\n  public static var allCasePaths: Int { 0 }\n}") == nil)
        #expect(restatement("extension Result: CasePathable {\n  static var other: Int { 0 }\n}") == nil)
        #expect(restatement("extension Optional: CasePathable {}") == nil)
    }
}
