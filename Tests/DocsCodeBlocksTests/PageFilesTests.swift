import DocsCodeBlocks
import Testing

@Suite struct PageFilesTests {
    static let tutorial = """
        # Tutorial

        ```swift file=Login.swift
        struct Login {}
        ```

        @Steps {
            @Step {
                ```swift file=Login.swift replace
                struct Login {
                    var name = ""
                }
                ```
            }
            @Step {
                ```swift file=Login.swift continue
                extension Login {}
                ```

                ```swift test
                func testLogin() {}
                ```
            }
        }
        """

    @Test func filesGrowBlockByBlockAndEachStepIsACheckpoint() {
        let code = page(Self.tutorial)
        #expect(code.diagnostics.isEmpty)
        let files = code.files
        #expect(
            files.final.files.map(\.key) == [
                SwiftFileKey(name: "Login.swift", isTest: false), SwiftFileKey(name: "PageTests.swift", isTest: true),
            ])
        #expect(
            files.final.files(test: false)[0].lines.map(\.compiled) == [
                "struct Login {", "    var name = \"\"", "}", "extension Login {}",
            ])
        // The first version, which step 1 replaces, is checked as it stood; then each step.
        #expect(files.checkpoints.map(\.point) == [.beforeReplacement, .afterStep(1), .afterStep(2)])
        #expect(files.checkpoints[0].snapshot.files(test: false)[0].lines.map(\.compiled) == ["struct Login {}"])
        #expect(files.checkpoints[1].snapshot.files(test: false)[0].lines.map(\.sourceLine) == [10, 11, 12])
        #expect(files.changes[1]?.previous?.map(\.compiled) == ["struct Login {}"])
        #expect(files.changes[2]?.mode == .continue)
    }

    @Test func codeForDisplayKeepsOnlyWhatThePageShows() {
        let code = page(
            Self.tutorial + """


                ```swift
                # import Foundation
                let shown = 1
                ```
                """)
        let shown = code.forDisplay()
        #expect(CodePresentation.presentations(of: shown) == CodePresentation.presentations(of: code))
        #expect(shown.counts == code.counts)
        #expect(shown.files.changes == code.files.changes)
        #expect(
            shown.files.final.files.isEmpty && shown.files.checkpoints.isEmpty && shown.files.expectedFailures.isEmpty)
        // The replacing block (a difference shown) and the one with a hidden line keep their
        // lines; the others, shown as written, do not.
        #expect(shown.blocks.map { !$0.lines.isEmpty } == [false, true, false, false, true])
    }

    @Test func codeAfterTheStepsIsNotPartOfTheLastStep() {
        let code = page(
            """
            # T

            @Steps {
                @Step {
                    ```swift file=A.swift
                    let a = 1
                    ```
                }
            }

            ```swift file=B.swift
            let b = a
            ```
            """)
        #expect(code.files.checkpoints.map(\.point) == [.afterStep(1)])
        #expect(code.files.checkpoints[0].snapshot.files.map(\.key.name) == ["A.swift"])
        #expect(code.files.final.files.map(\.key.name) == ["A.swift", "B.swift"])
        #expect(code.files.stepsToCheck.map(\.point) == [.afterStep(1)])
    }

    @Test func theLastStepIsNotCheckedAgainWhenItIsTheFinalState() {
        let code = page(
            "# T\n\n@Steps {\n    @Step {\n        ```swift\n        let a = 1\n        ```\n    }\n}\n\n```swift test\nfunc t() {}\n```\n"
        )
        #expect(code.files.checkpoints.map(\.point) == [.afterStep(1)])
        #expect(code.files.stepsToCheck.isEmpty)
    }

    @Test func blocksWithoutAFileAddToThePagesOwnFile() {
        let code = page("# T\n\n```swift\nlet a = 1\n```\n\n```swift\nlet b = 2\n```\n", name: "Guide")
        #expect(code.files.final.files.map(\.key.name) == ["Guide.swift"])
        #expect(code.files.final.files[0].lines.map(\.sourceLine) == [4, 8])
    }
}
