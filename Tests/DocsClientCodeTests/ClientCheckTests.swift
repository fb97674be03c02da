import DocsCodeBlocks
import DocsMarkup
import Foundation
import Testing

@testable import DocsClientCode

/// Pages compiled as client code of a module (here `napkin`, which this test target depends on,
/// so that its module is built): what each block becomes, and where each error is reported.
@Suite struct ClientCheckTests {
    private func check(_ pages: [(name: String, markdown: String)], fallbackImports: [String] = []) throws -> (
        ClientCheck.Report, [ClientPage]
    ) {
        let clientPages = pages.map {
            ClientPage(markdown: SourceFile(path: "Docs.docc/\($0.name).md", text: $0.markdown), module: "napkin")
        }
        var check = ClientCheck(
            typeChecker: try SwiftTypeChecker.forBuild(containing: Bundle.main.bundleURL),
            availableModules: ["napkin", "Foundation", "FoundationNetworking", "Testing", "Observation", "CxxStdlib"])
        check.fallbackImports = fallbackImports
        return (try check.check(clientPages), clientPages)
    }

    /// Each Swift block's outcome, by the line of its fence.
    private func outcomes(_ report: ClientCheck.Report, page: Int, of pages: [ClientPage]) -> [Int: BlockCheckOutcome] {
        Dictionary(
            uniqueKeysWithValues: report.outcomes[page].map { (pages[page].blocks[$0.key].location.line, $0.value) })
    }

    /// The problems and each block's outcome, by the line of its fence, of one page `markdown`
    /// checked alone.
    private func checkPage(_ markdown: String) throws -> (problems: [Diagnostic], outcomes: [Int: BlockCheckOutcome]) {
        let (report, pages) = try check([("Guide", markdown)])
        return (report.problems, outcomes(report, page: 0, of: pages))
    }

    /// The README's example compiles as client code of napkin, as a reader would paste it; its
    /// manifest excerpts are shown only.
    @Test func theREADMEsSwiftBlocksCompile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let (report, pages) = try check([("README", readme)])
        #expect(report.problems.isEmpty, "\(report.problems)")
        let outcomes = report.outcomes[0].values
        #expect(outcomes.filter { $0 == .compiled }.count == 1)
        #expect(outcomes.allSatisfy { outcome in if case .shownOnly = outcome { true } else { outcome == .compiled } })
        #expect(pages[0].blocks.filter { $0.language == "swift" }.count == outcomes.count)
    }

    @Test func statementsCompileAsTopLevelCodeAndBlocksBuildOnEachOther() throws {
        let (report, pages) = try check([
            (
                "Guide",
                """
                # Guide

                ```swift
                final actor Counter: Interactable {
                    nonisolated let lifecycle = InteractorLifecycle()
                }
                var total = 0
                ```

                ```swift
                let counter = Counter()
                await counter.activate()
                total += 1
                ```
                """
            )
        ])
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(outcomes(report, page: 0, of: pages) == [3: .compiled, 10: .compiled])
    }

    @Test func anErrorIsReportedOnceAtItsPlaceInThePage() throws {
        let (report, pages) = try check([
            (
                "Guide",
                """
                # Guide

                - A list item holds the block:

                  ```swift
                  public struct Greeter: Undeclared {
                      func greet() -> Int { "hello" }
                  }
                  ```
                """
            )
        ])
        // Columns are the page's: after the list item's indentation. The name the page never
        // declares is assumed, and the error that remains is drift, said with the assumption.
        let drift =
            "with 'Undeclared' assumed: cannot convert return expression of type 'String' to return type 'Int'"
        #expect(report.problems.map { "\($0.location): \($0.message)" } == ["Docs.docc/Guide.md:7:29: " + drift])
        #expect(outcomes(report, page: 0, of: pages) == [5: .failed(drift)])
    }

    @Test func pagesThatDeclareTheSameNamesDoNotClash() throws {
        let block = "```swift\nstruct Settings { var name = \"a\" }\nlet settings = Settings()\n```\n"
        let (report, _) = try check([("One", "# One\n\n" + block), ("Two", "# Two\n\n" + block)])
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.outcomes.allSatisfy { $0.values.allSatisfy { $0 == .compiled } })
    }

    @Test func aLaterVersionOfADeclarationReplacesTheEarlierOne() throws {
        let checked = try checkPage(
            """
            # Guide

            ```swift
            struct Options { var verbose = false }
            func describe(_ options: Options) -> String { "\\(options.verbose)" }
            ```

            ```swift
            struct Options {
                var verbose = false
                var count = 1
            }
            let text = describe(Options(verbose: true, count: 2))
            ```
            """)
        #expect(checked.problems.isEmpty, "\(checked.problems)")
        #expect(checked.outcomes == [3: .compiled, 8: .compiled])
    }

    @Test func aPagesDeclarationsKeepToThePageWhateverAccessTheyAreWrittenWith() throws {
        let (report, _) = try check([
            (
                "Guide",
                """
                # G

                ```swift
                public struct Score {
                    public internal(set) var points = 0
                    @inlinable public init() {}
                    open class Board {}
                }
                public extension Score {
                    mutating func add() { points += 1 }
                }
                ```
                """
            )
        ])
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.outcomes[0].values.allSatisfy { $0 == .compiled } && report.outcomes[0].count == 1)
    }

    @Test func aVariableADeclarationReadsBecomesAMainActorGlobal() throws {
        let (report, pages) = try check([
            ("Guide", "# G\n\n```swift\nvar count = 0\n@MainActor func bump() { count += 1 }\nbump()\n```\n")
        ])
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(outcomes(report, page: 0, of: pages) == [3: .compiled])
    }

    @Test func aFunctionReadsAVariableWhoseValueIsAwaited() throws {
        // As in top-level code: the variable cannot be a global (its value is awaited), so the
        // function that reads it is compiled beside it.
        let (report, pages) = try check([
            (
                "Guide",
                """
                # G

                ```swift
                func makeCount() async -> Int { 3 }
                let count = await makeCount()
                func twice() -> Int { count * 2 }
                let six: Int = twice()
                ```
                """
            )
        ])
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(outcomes(report, page: 0, of: pages) == [3: .compiled])
    }

    @Test func aFunctionWithALocalOfAnAwaitedVariablesNameStaysAtFileScope() throws {
        // The test function's `count` is its own: it reads nothing the run function holds, so it
        // stays at file scope, where `@Test` may stand (a local function may not).
        let checked = try checkPage(
            """
            # G

            ```swift
            func makeCount() async -> Int { 3 }
            let count = await makeCount()
            ```

            ```swift
            import Testing

            @Test func countStartsAtThree() async {
                let count = await makeCount()
                #expect(count == 3)
            }
            ```
            """)
        #expect(checked.problems.isEmpty, "\(checked.problems)")
        #expect(checked.outcomes == [3: .compiled, 8: .compiled])
    }

    @Test func aBlockThatShowsTwoWaysToMakeAVariableCompilesEachAndReportsTheWrongOne() throws {
        // Alternatives in one block (`// Basic usage`, then `// With options`) shadow the earlier
        // variable for the rest of the block, as a reader takes them, and each is checked: the
        // second page's second way calls what does not exist, and is reported where it is.
        let (report, pages) = try check([
            (
                "Guide",
                """
                # G

                ```swift
                // Basic usage
                let numbers = [1, 2, 3]

                // From a range
                let numbers = Array(1...3)
                let total = numbers.reduce(0, +)

                // From a stride
                var numbers = Array(stride(from: 1, to: 4, by: 1))
                numbers.append(total)
                ```

                ```swift
                print(numbers.count)
                ```
                """
            ),
            (
                "Other",
                """
                # O

                ```swift
                let numbers = [1, 2, 3]

                // Reversed
                let numbers = Array((1...3).reversed(), by: 1)
                ```
                """
            ),
            (
                "Slip",
                """
                # S

                ```swift
                let x: Float = 3
                let x: Float = 4
                let length = (x * x + y * y).squareRoot()
                ```
                """
            ),
        ])
        #expect(outcomes(report, page: 0, of: pages) == [3: .compiled, 16: .compiled])
        // A second `let x` right under the first, with no line between, is a slip (`y` was
        // meant), reported as the redeclaration it is.
        let problems = report.problems.filter { $0.severity == .error }
        #expect(
            problems.map { "\($0.location.file):\($0.location.line)" } == [
                "Docs.docc/Other.md:7", "Docs.docc/Slip.md:5",
            ], "\(report.problems)")
        #expect(problems.last?.message.hasSuffix("invalid redeclaration of 'x'") == true)
    }

    @Test func theLastWayToMakeAVariableIsTheOneLaterBlocksRead() throws {
        // The scopes of a block's second ways close with the run function, so the next block reads
        // the last version, as a reader does; a mistake in it is reported, not taken for context.
        let checked = try checkPage(
            """
            # G

            ```swift
            let value = 1
            \("  ")
            let value = "one"
            let total = value.count
            ```

            ```swift
            print(value.count, total)
            ```

            ```swift
            print(total.doesNotExist)
            ```
            """)
        // The line between the two holds spaces only: a blank line all the same.
        #expect(checked.outcomes[3] == .compiled)
        #expect(checked.outcomes[10] == .compiled)
        #expect(checked.problems.map(\.location.line) == [15], "\(checked.problems)")
    }

    @Test func aFunctionReadsAPageVariableItUnwrapsUnderItsOwnName() throws {
        // `if let name` reads the page's `name` before it binds its own.
        let checked = try checkPage(
            """
            # G

            ```swift
            let name: String? = "World"

            func greet() {
                if let name { print("Hello, \\(name)") }
            }
            greet()
            ```
            """)
        #expect(checked.problems.isEmpty, "\(checked.problems)")
        #expect(checked.outcomes == [3: .compiled])
    }

    @Test func anEntryPointAndTopLevelCodeCompileTogether() throws {
        let (report, pages) = try check([
            (
                "Guide",
                "# G\n\n```swift\n@main\nstruct App {\n    static func main() async {}\n}\nlet ready = true\n```\n"
            )
        ])
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(outcomes(report, page: 0, of: pages) == [3: .compiled])
    }

    @Test func fragmentsAreNeitherCompiledNorFailures() throws {
        let (report, pages) = try check([
            (
                "Guide",
                "# G\n\n```swift\nfunc run() {\n    ...\n}\n```\n\n```swift ignore=\"needs a server\"\nstart()\n```\n"
            )
        ])
        #expect(report.problems.isEmpty)
        #expect(
            outcomes(report, page: 0, of: pages) == [
                3: .fragment("leaves code out with '...'"), 9: .shownOnly("needs a server"),
            ])
    }

    /// An excerpt of an interactor, which leaves its requirements out.
    private let probeExcerpt = """
        ```swift
        final actor Probe: Interactable {
            // ... the rest of an interactor
        }
        ```
        """

    @Test func codeItsAuthorSaysIsLeftOutIsAFragmentOnlyWhenItFailsAsSuch() throws {
        let (report, pages) = try check([
            (
                "Guide",
                """
                # G

                \(probeExcerpt)

                ```swift
                func run() {
                    // ... then:
                    let count: Int = "three"
                }
                ```
                """
            )
        ])
        #expect(outcomes(report, page: 0, of: pages)[3] == .fragment("leaves code out with '...'"))
        #expect(
            outcomes(report, page: 0, of: pages)[9]
                == .failed("cannot convert value of type 'String' to specified type 'Int'"))
    }

    /// A body that holds only a comment stands for code left out (swift-argument-parser's
    /// `func listExecutables(_ arguments: [String]) -> [String] { // Generate the list … }`).
    @Test func aBodyOfOnlyACommentLeavesCodeOut() throws {
        let (report, pages) = try check([
            (
                "Guide",
                "# G\n\n```swift\nfunc list(_ arguments: [String]) -> [String] {\n    // List the files\n}\n```\n"
            )
        ])
        #expect(report.problems.isEmpty)
        #expect(
            outcomes(report, page: 0, of: pages) == [3: .fragment("leaves a body out, with a comment in its place")])
        // A closure's, or a statement's, says nothing of code left out: the missing return is real.
        let (closure, closurePages) = try check([
            (
                "Guide",
                "# G\n\n```swift\nlet later = {\n    // nothing yet\n}\nfunc count() -> Int {\n    print(1)\n    print(2)\n}\n```\n"
            )
        ])
        #expect(
            outcomes(closure, page: 0, of: closurePages)
                == [3: .failed("missing return in global function expected to return 'Int'")])
    }

    /// A type error keeps the compiler from its SIL stage: a block that cannot be compiled without
    /// one (it builds on an excerpt that leaves code out, or on a block that fails) type-checks
    /// and is never said to be compiled, since a missing `return` in it would not be found.
    @Test func aBlockCompiledOnlyWithATypeErrorIsTypeCheckedOnly() throws {
        let (report, pages) = try check([
            (
                "Guide",
                """
                # G

                \(probeExcerpt)

                ```swift
                func probe() -> Probe {
                    print("probing")
                    print("still probing")
                }
                ```
                """
            ),
            (
                "Other",
                """
                # O

                ```swift
                let count: Int = "three"
                ```

                ```swift
                let name = "fine"
                ```

                ```swift
                print(count + 1)
                ```

                ```swift
                func total() -> Int {
                    print("adding")
                    print("still adding")
                }
                ```
                """
            ),
        ])
        let guide = outcomes(report, page: 0, of: pages)
        #expect(guide[3] == .fragment("leaves code out with '...'"))
        guard case .typeCheckedOnly(let reason)? = guide[9] else {
            Issue.record("the block after the excerpt is \(String(describing: guide[9])), not type-checked only")
            return
        }
        #expect(reason.hasPrefix("the compiler stopped at "), "\(reason)")
        // Compiled again without the failing block: a block that does not build on it goes through
        // the SIL stage (where a missing return is found), one that does stays type-checked only.
        #expect(
            outcomes(report, page: 1, of: pages) == [
                3: .failed("cannot convert value of type 'String' to specified type 'Int'"),
                7: .compiled,
                11: .typeCheckedOnly(
                    "the compiler stopped at Docs.docc/Other.md:4:18 ('cannot convert value of type 'String' to specified type 'Int'') before its later checks"
                ),
                15: .failed("missing return in global function expected to return 'Int'"),
            ])
    }

    /// Pages compiled in one module share what an import gives (an extension's members): a
    /// page compiled again without another is not taken to build on it, and its own error is
    /// its own, found and mended by the imports it lacks.
    @Test func aPageCompiledAgainAloneKeepsItsOwnErrors() throws {
        let pages = [
            ("A", "# A\n\n```swift\nimport Foundation\nlet count: Int = \"a\"\n```\n"),
            ("B", "# B\n\n```swift\nlet parts = \"a,b\".components(separatedBy: \",\")\n```\n"),
        ]
        let (without, _) = try check(pages)
        #expect(without.outcomes[1][0] == .failed("value of type 'String' has no member 'components'"))
        let (with, _) = try check(pages, fallbackImports: ["Foundation"])
        #expect(with.outcomes[1][0] == .compiled)
    }

    @Test func aNameThePageNeverDeclaresIsSaid() throws {
        let (report, _) = try check([("Guide", "# G\n\n```swift\nlogger.info(\"hello\")\n```\n")])
        let problem = try #require(report.problems.first)
        #expect(problem.severity == .note)
        #expect(
            problem.message
                == "not compiled: the block needs 'logger', which its page never declares; with stand-ins for them, nothing else fails"
        )
        #expect(problem.hint?.hasPrefix("declare it in an earlier block or a hidden line (# let logger = …)") == true)
        #expect(report.outcomes[0][0] == .needsContext(["logger"]))
    }

    /// The messages in which the compiler says a name is out of reach, and the name each gives:
    /// what the hint names and what a second try with more imports looks for.
    @Test(
        arguments: [
            ("cannot find 'logger' in scope", "logger"), ("cannot find type 'Logger' in scope", "Logger"),
            ("'Handler' is inaccessible due to 'fileprivate' protection level", "Handler"),
            ("use of local variable 'total' before its declaration", "total"), ("no macro named 'expect'", "expect"),
            ("unknown attribute 'Test'", "Test"), ("expansion of macro 'error' requires leading '#'", "error"),
            ("cannot convert value of type 'String' to specified type 'Int'", nil), ("''", nil),
        ] as [(String, String?)])
    func theNameOutOfReachIsReadFromTheMessage(message: String, name: String?) {
        #expect(ClientCheck.unresolvedName(in: message) == name)
    }

    /// When imports help: they resolve a name, even where the compiler then reaches names the
    /// first try never did; not when what they resolve is not what the page meant.
    @Test func aSecondTryWithImportsIsKeptWhenItResolvesANameItMeant() {
        func errors(_ messages: String...) -> [CompilerDiagnostic] {
            messages.map {
                CompilerDiagnostic(
                    kind: "error", location: SourceLocation(file: "P.md", line: 1, column: 1), message: $0)
            }
        }
        // `@Test(.dependency(…))` unresolved hid its argument's `LoginFailure`.
        #expect(
            ClientCheck.improves(
                errors("cannot find 'LoginFailure' in scope", "cannot find 'User' in scope"),
                on: errors("unknown attribute 'Test'", "no macro named 'expect'", "cannot find 'User' in scope")))
        // `user` resolved to Glibc's C struct, where the page means a variable of its own.
        #expect(
            !ClientCheck.improves(
                errors("type 'user' has no member 'id'"), on: errors("cannot find 'user' in scope")))
        // No name resolved: kept only for fewer errors with no new name out of reach.
        #expect(
            ClientCheck.improves(
                errors("cannot find 'Other' in scope"), on: errors("cannot find 'Other' in scope", "missing return")))
        #expect(
            !ClientCheck.improves(
                errors("cannot find 'Other' in scope", "cannot find 'New' in scope"),
                on: errors("cannot find 'Other' in scope", "missing return", "missing return")))
    }

    /// A name another page declares is, to this page, one it never declares.
    @Test func aNameAnotherPageDeclaresIsSaidToBeOutOfReach() {
        #expect(
            ClientCheck.pageMessage("'Handler' is inaccessible due to 'fileprivate' protection level")
                == "cannot find 'Handler' in scope (another page declares it; each page's declarations are its own)")
        #expect(ClientCheck.pageMessage("missing return") == "missing return")
    }

    @Test func foundationIsImportedOnlyWhereThePageUsesIt() throws {
        let page = ("Guide", "# G\n\n```swift\nlet started = Date()\n```\n")
        let (without, _) = try check([page])
        #expect(without.outcomes[0][0] == .needsContext(["Date"]))
        let (with, _) = try check([page], fallbackImports: ["Foundation"])
        #expect(with.problems.isEmpty)
        #expect(with.namesFoundByImports == [["Date"]])
    }

    /// A later block whose context is an earlier block that needed an import it did not show
    /// (here `Date`, declared again so that the block starts a unit of its own) gets it too:
    /// without it, the context's type is missing and the block fails on what it does with it.
    @Test func aUnitGetsTheImportItsContextNeeded() throws {
        let page = (
            "Guide",
            "# G\n\n```swift\nstruct Event { var at = Date() }\nlet event = Event()\n```\n\n```swift\nlet event = Event()\nprint(event.at.timeIntervalSince1970)\n```\n"
        )
        let (report, _) = try check([page], fallbackImports: ["Foundation"])
        #expect(report.problems.filter { $0.severity == .error }.isEmpty, "\(report.problems)")
        #expect(report.outcomes[0] == [0: .compiled, 1: .compiled])
    }

    @Test func aBlockThatImportsAnUnknownModuleIsNotCompiledAndStopsNoOther() throws {
        let (report, pages) = try check([
            ("A", "# A\n\n```swift\nimport Vapor\nlet app = Application()\n```\n"),
            ("B", "# B\n\n```swift\nlet b: Int = \"b\"\n```\n"),
        ])
        #expect(outcomes(report, page: 0, of: pages) == [3: .needsModule("Vapor")])
        #expect(report.problems.map(\.location.description) == ["Docs.docc/B.md:4:14"])
    }

    @Test func errorsOfTheCompilersSILStageAreFound() throws {
        let (report, pages) = try check([
            ("Guide", "# G\n\n```swift\nfunc count() -> Int {\n    let total = 1\n}\n```\n")
        ])
        #expect(
            report.problems.map { "\($0.location): \($0.message)" } == [
                "Docs.docc/Guide.md:6:1: missing return in global function expected to return 'Int'"
            ])
        #expect(
            outcomes(report, page: 0, of: pages)[3]
                == .failed("missing return in global function expected to return 'Int'"))
    }

    @Test func aPageTheCompilerStopsAtLeavesNoOtherUnchecked() throws {
        // A module that cannot load stops the compiler for every file it compiles with it: the
        // other pages are compiled again without it, and none is said to compile unseen.
        let (report, pages) = try check([
            ("A", "# A\n\n```swift\nimport CxxStdlib\n```\n"),
            ("B", "# B\n\n```swift\nlet b: Int = \"b\"\n```\n"),
            ("C", "# C\n\n```swift\nfunc c() -> Int {\n}\n```\n"),
            ("D", "# D\n\n```swift\nlet d = 1\n```\n"),
        ])
        #expect(
            outcomes(report, page: 1, of: pages) == [
                3: .failed("cannot convert value of type 'String' to specified type 'Int'")
            ])
        #expect(
            outcomes(report, page: 2, of: pages) == [
                3: .failed("missing return in global function expected to return 'Int'")
            ])
        #expect(outcomes(report, page: 3, of: pages) == [3: .compiled])
        // A is reported as failed (the compiler stopped at it), never missing or compiled.
        guard case .failed? = outcomes(report, page: 0, of: pages)[3] else {
            Issue.record("A's block is \(String(describing: outcomes(report, page: 0, of: pages)[3])), not failed")
            return
        }
    }

    @Test func aSnippetIsCompiledWholeAsTopLevelCode() throws {
        var check = ClientCheck(
            typeChecker: try SwiftTypeChecker.forBuild(containing: Bundle.main.bundleURL), availableModules: ["napkin"])
        check.fallbackImports = []
        let snippet = ClientPage(
            snippet:
                "import napkin\n\n// snippet.hide\nlet probe = InteractorLifecycle()\nlet active: String = probe.isActive\n",
            path: "Snippets/Probe.swift", module: "napkin")
        let report = try check.check([snippet])
        #expect(
            report.problems.map { "\($0.location): \($0.message)" } == [
                "Snippets/Probe.swift:5:28: cannot convert value of type 'Bool' to specified type 'String'"
            ])
    }

    @Test func anExpectedFailureMustFailWithItsMessage() throws {
        let (report, pages) = try check([
            (
                "Guide",
                """
                # G

                ```swift
                let count = 1
                ```

                ```swift compile-error="cannot assign to value: 'count' is a 'let' constant"
                count = 2
                ```

                ```swift compile-error="no such thing"
                let fine = count
                ```

                ```swift compile-error="no such thing either"
                let alsoFine = count // ... and so on
                ```
                """
            )
        ])
        #expect(outcomes(report, page: 0, of: pages)[7] == .failedAsExpected)
        #expect(outcomes(report, page: 0, of: pages)[11] == .failed("expected the error 'no such thing'"))
        // A comment of dots does not make a block that must fail, and compiles, a fragment.
        #expect(outcomes(report, page: 0, of: pages)[15] == .failed("expected the error 'no such thing either'"))
        #expect(
            report.problems.map(\.message) == [
                "expected the error 'no such thing'; but the block compiles",
                "expected the error 'no such thing either'; but the block compiles",
            ])
    }
}
