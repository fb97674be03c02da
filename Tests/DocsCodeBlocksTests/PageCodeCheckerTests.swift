import DocsCodeBlocks
import DocsMarkup
import Testing

/// What `swift build` cannot see: every step's state and every expected failure.
@Suite(.timeLimit(.minutes(2))) struct PageCodeCheckerTests {
    func problems(_ markdown: String) async throws -> [String] {
        let code = page(markdown, name: "Checked")
        #expect(code.diagnostics.isEmpty)
        return try await located(PageCodeChecker(typeChecker: typeChecker()).check(code).problems)
    }

    @Test func aStepThatUsesWhatALaterStepAddsFailsAtThatStep() async throws {
        let markdown = """
            # T

            @Steps {
                @Step {
                    ```swift file=Login.swift
                    struct Login { let router = LoginRouter() }
                    ```
                }
                @Step {
                    ```swift file=Router.swift
                    struct LoginRouter {}
                    ```
                }
            }
            """
        #expect(try await problems(markdown) == ["Checked.md:6:37: after step 1: cannot find 'LoginRouter' in scope"])
    }

    /// A step's state goes through the SIL stage as the final state does: an error only that
    /// stage finds, in a version of a file a later step replaces, is found at that step.
    @Test func aStepIsCompiledThroughTheSILStage() async throws {
        let markdown = """
            # T

            @Steps {
                @Step {
                    ```swift file=Count.swift
                    func count() -> Int {
                        print("counting")
                        print("still counting")
                    }
                    ```
                }
                @Step {
                    ```swift file=Count.swift replace
                    func count() -> Int { 1 }
                    ```
                }
            }
            """
        let found = try await problems(markdown)
        #expect(
            found == [
                "Checked.md:9:9: after step 1: missing return in global function expected to return 'Int'"
            ], "\(found)")
    }

    /// An expected error that only the SIL stage finds (a missing `return`) is found.
    @Test func anExpectedFailureOfTheSILStage() async throws {
        let markdown =
            #"# T\#n\#n```swift compile-error="missing return in global function expected to return 'Int'"\#nfunc f() -> Int {\#n    let a = 1\#n}\#n```\#n"#
        #expect(try await problems(markdown).isEmpty)
    }

    @Test func stepsInOrderPass() async throws {
        let markdown = """
            # T

            @Steps {
                @Step {
                    ```swift file=Login.swift
                    import napkin
                    struct Login {}
                    ```
                }
                @Step {
                    ```swift file=Login.swift replace
                    import napkin
                    struct Login { let dependency = EmptyComponent() }
                    ```
                }
            }
            """
        #expect(try await problems(markdown).isEmpty)
    }

    @Test func anExpectedFailureThatFailsAsThePageSays() async throws {
        let markdown =
            #"# T\#n\#n```swift\#nlet a = 1\#n```\#n\#n```swift compile-error="cannot find 'b' in scope"\#nlet c = a + b\#n```\#n"#
        #expect(try await problems(markdown).isEmpty)
    }

    @Test func anExpectedFailureThatCompiles() async throws {
        let markdown = #"# T\#n\#n```swift compile-error="cannot find 'b' in scope"\#nlet c = 1\#n```\#n"#
        #expect(
            try await problems(markdown) == [
                "Checked.md:3:1: expected the error 'cannot find 'b' in scope', but the block compiles"
            ])
    }

    @Test func anExpectedFailureWithAnotherMessageShowsBoth() async throws {
        let markdown = #"# T\#n\#n```swift compile-error="cannot find 'b' in scope"\#nlet c: Int = "x"\#n```\#n"#
        #expect(
            try await problems(markdown) == [
                "Checked.md:3:1: expected the error 'cannot find 'b' in scope'; the compiler reported: "
                    + "'cannot convert value of type 'String' to specified type 'Int'' at line 4"
            ])
    }
}

/// What the check records of a page's blocks: a block is compiled only when the compiler saw it.
@Suite struct PageOutcomesTests {
    @Test func aVersionOfAFileThatALaterBlockReplacesIsCheckedAsItStood() throws {
        let code = page(
            """
            # Page

            ```swift file=Counter.swift
            let broken: Int = "not an Int"
            ```

            ```swift file=Counter.swift replace
            let fixed = 1
            ```
            """)
        let checked = try TargetPagesChecker(typeChecker: try typeChecker()).check(target: "Pages", pages: [code])[0]
        let problems = checked.problems
        #expect(
            located(problems) == [
                "Page.md:4:19: before the block at Page.md:7:1 replaces its file: cannot convert value of type 'String' to specified type 'Int'"
            ])
        #expect(
            PageOutcomes.of(code, problems: problems, compilations: checked.compilations) == [
                0: .failed(problems[0].message), 1: .compiled,
            ])
    }

    /// A type error keeps the compiler from its SIL stage for the whole module: the other pages
    /// are compiled again without the failing one, so that an error only that stage finds is
    /// found, and a page compiled only with the error is never said to be compiled.
    @Test func aTypeErrorOnOnePageHidesNoErrorOfAnother() throws {
        let broken = page(
            "# Broken\n\n```swift\nlet count: Int = \"one\"\n```\n\n```swift\nlet name = \"fine\"\n```\n",
            name: "Broken")
        let missingReturn = page(
            "# Missing\n\n```swift\nfunc total() -> Int {\n    let sum = 1\n}\n```\n", name: "Missing")
        let clean = page("# Clean\n\n```swift\nfunc one() -> Int { 1 }\n```\n", name: "Clean")
        let pages = [broken, missingReturn, clean]
        let checks = try TargetPagesChecker(typeChecker: try typeChecker()).check(target: "Pages", pages: pages)
        #expect(
            located(checks[1].problems) == [
                "Missing.md:6:1: missing return in global function expected to return 'Int'"
            ])
        let outcomes = zip(pages, checks).map {
            PageOutcomes.of($0, problems: $1.problems, compilations: $1.compilations)
        }
        #expect(outcomes[0][0] == .failed("cannot convert value of type 'String' to specified type 'Int'"))
        // The second block of the broken page type-checks, and went no further.
        #expect(
            outcomes[0][1]
                == .typeCheckedOnly(
                    "the compiler stopped at Broken.md:4:18 ('cannot convert value of type 'String' to specified type 'Int'') before its later checks"
                ))
        #expect(outcomes[1][0] == .failed("missing return in global function expected to return 'Int'"))
        #expect(outcomes[2][0] == .compiled)
    }

    /// A page that uses what a failing page declares is type-checked with it, and cannot be
    /// compiled without it: it is type-checked only, never failed for a name it does not lack.
    @Test func aPageThatBuildsOnAFailingPageIsTypeCheckedOnly() throws {
        let failing = page(
            "# One\n\n```swift\nstruct Counter {}\nlet broken: Int = \"x\"\n```\n", name: "One")
        let building = page("# Two\n\n```swift\nfunc make() -> Counter { Counter() }\n```\n", name: "Two")
        let checks = try TargetPagesChecker(typeChecker: try typeChecker()).check(
            target: "Pages", pages: [failing, building])
        #expect(checks[1].problems.isEmpty, "\(located(checks[1].problems))")
        #expect(
            PageOutcomes.of(building, problems: checks[1].problems, compilations: checks[1].compilations) == [
                0: .typeCheckedOnly(
                    "the compiler stopped at One.md:5:19 ('cannot convert value of type 'String' to specified type 'Int'') before its later checks"
                )
            ])
    }

    /// An info string misused on a page the plugin compiles fails the block, whose code may
    /// compile: the problem is on the fence's line, at the word that is wrong.
    @Test func aMisusedInfoStringFailsItsBlock() throws {
        let code = page("# Page\n\n```swift tset\nlet a = 1\n```\n")
        let checked = try TargetPagesChecker(typeChecker: try typeChecker()).check(target: "Pages", pages: [code])[0]
        let outcomes = PageOutcomes.of(
            code, problems: checked.problems + code.diagnostics, compilations: checked.compilations)
        #expect(outcomes[0] == .failed("unknown code block attribute 'tset'"))
    }

    /// The test an output block gives is written at the block: its error is that page's, and
    /// stops no other page.
    @Test func anOutputBlocksErrorIsItsPagesAndStopsNoOther() throws {
        let output = page(
            "# Out\n\n```swift\nfunc greet(_ name: String) { print(name) }\n```\n\n```text output=greet\nAda\n```\n",
            name: "Out")
        let other = page("# Other\n\n```swift\nfunc one() -> Int { 1 }\n```\n", name: "Other")
        let checks = try TargetPagesChecker(typeChecker: try typeChecker()).check(
            target: "Pages", pages: [output, other])
        #expect(checks[0].problems.contains { $0.location.file == "Out.md" && $0.location.line == 7 })
        #expect(
            PageOutcomes.of(other, problems: checks[1].problems, compilations: checks[1].compilations) == [
                0: .compiled
            ])
    }

    /// `swift build` goes past type checking, and so does the check: an error only the compiler's
    /// SIL stage finds is reported, in a target's pages and in a tutorial's final state.
    @Test func anErrorOfTheSILStageIsFound() throws {
        let code = page("# Page\n\n```swift\nfunc count() -> Int {\n    let total = 1\n}\n```\n")
        let checker = try typeChecker()
        let inTarget = try TargetPagesChecker(typeChecker: checker).check(target: "Pages", pages: [code])[0].problems
        #expect(
            located(inTarget).contains("Page.md:6:1: missing return in global function expected to return 'Int'"),
            "\(located(inTarget))")
        let finalState = try PageCodeChecker(typeChecker: checker).check(code, includingFinalState: true).problems
        #expect(
            located(finalState).contains("Page.md:6:1: missing return in global function expected to return 'Int'"),
            "\(located(finalState))")
    }
}
