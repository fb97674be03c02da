import DocsCodeBlocks
import DocsMarkup
import Testing

/// What `swift build` cannot see: every step's state and every expected failure.
@Suite(.timeLimit(.minutes(2))) struct PageCodeCheckerTests {
    func problems(_ markdown: String) async throws -> [String] {
        let code = page(markdown, name: "Checked")
        #expect(code.diagnostics.isEmpty)
        return try await located(PageCodeChecker(typeChecker: typeChecker()).problems(in: code))
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
        let problems = try TargetPagesChecker(typeChecker: try typeChecker()).problems(inTarget: "Pages", pages: [code])
        #expect(
            located(problems) == [
                "Page.md:4:19: before the block at Page.md:7:1 replaces its file: cannot convert value of type 'String' to specified type 'Int'"
            ])
        #expect(PageOutcomes.of(code, problems: problems) == [0: .failed(problems[0].message), 1: .compiled])
    }

    /// `swift build` goes past type checking, and so does the check: an error only the compiler's
    /// SIL stage finds is reported, in a target's pages and in a tutorial's final state.
    @Test func anErrorOfTheSILStageIsFound() throws {
        let code = page("# Page\n\n```swift\nfunc count() -> Int {\n    let total = 1\n}\n```\n")
        let checker = try typeChecker()
        let inTarget = try TargetPagesChecker(typeChecker: checker).problems(inTarget: "Pages", pages: [code])
        #expect(
            located(inTarget).contains("Page.md:6:1: missing return in global function expected to return 'Int'"),
            "\(located(inTarget))")
        let finalState = try PageCodeChecker(typeChecker: checker).problems(in: code, includingFinalState: true)
        #expect(
            located(finalState).contains("Page.md:6:1: missing return in global function expected to return 'Int'"),
            "\(located(finalState))")
    }
}
