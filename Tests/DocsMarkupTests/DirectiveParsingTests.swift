import DocsMarkup
import Testing

@Suite struct DirectiveParsingTests {
    @Test func metadataSetsEveryPageSetting() throws {
        let document = try parse(
            """
            # napkin

            @Metadata {
                @TechnologyRoot
                @TitleHeading("Framework")
                @PageKind(sampleCode)
                @AllowRawHTML
            }

            Welcome.
            """)
        #expect(document.metadata.isTechnologyRoot)
        #expect(document.metadata.titleHeading == "Framework")
        #expect(document.metadata.pageKind == .sampleCode)
        #expect(document.metadata.allowsRawHTML)
        #expect(document.blocks == [.paragraph([.text("Welcome.")], at(10, 1))])
    }

    @Test func metadataMayOpenTheFileAndBeWrittenOnOneLine() throws {
        let document = try parse(
            """
            @Metadata { @PageKind(tutorial) @TitleHeading("Tutorial") }

            # Building a Login Flow
            """)
        #expect(document.metadata.pageKind == .tutorial)
        #expect(document.metadata.titleHeading == "Tutorial")
        #expect(document.titleLocation == at(3, 1))
    }

    @Test func indentedDirectiveBodiesAreMarkdownWithFileLocations() throws {
        let document = try parse(
            """
            # Title

            @Row {
                @Column(size: 2) {
                    Wide ``Builder`` text.

                    ```swift
                    let builder = Builder()
                    ```
                }
                @Column {
                    Narrow.
                }
            }
            """)
        #expect(
            document.blocks == [
                .panels(
                    .columns,
                    [
                        Panel(
                            size: 2,
                            blocks: [
                                .paragraph(
                                    [.text("Wide "), .symbolLink(name: "Builder", at(5, 14)), .text(" text.")], at(5, 9)
                                ),
                                .codeBlock(
                                    language: "swift", info: "swift", code: "let builder = Builder()\n", at(7, 9)),
                            ]),
                        Panel(size: 1, blocks: [.paragraph([.text("Narrow.")], at(12, 9))]),
                    ], at(3, 1))
            ])
    }

    @Test func tabNavigatorKeepsTabTitlesAndNestedDirectives() throws {
        let document = try parse(
            """
            # Title

            @TabNavigator {
              @Tab("iOS, with UIKit") {
                UIKit text.
              }
              @Tab(Linux) {
                @Row {
                  @Column { Inline column text. }
                }
              }
            }
            """)
        #expect(
            document.blocks == [
                .panels(
                    .tabs,
                    [
                        Panel(title: "iOS, with UIKit", blocks: [.paragraph([.text("UIKit text.")], at(5, 5))]),
                        Panel(
                            title: "Linux",
                            blocks: [
                                .panels(
                                    .columns,
                                    [Panel(blocks: [.paragraph([.text("Inline column text.")], at(9, 17))])], at(8, 5))
                            ]),
                    ], at(3, 1))
            ])
    }

    @Test func stepsHoldNumberedContent() throws {
        let document = try parse(
            """
            # Tutorial

            @Steps {
                @Step {
                    Create the builder.

                    ```swift file=LoginBuilder.swift
                    final class LoginBuilder {}
                    ```
                }
                @Step {
                    Run it.
                }
            }
            """)
        guard case .steps(let steps, let location) = document.blocks.first else {
            Issue.record("no steps in \(document.blocks)")
            return
        }
        #expect(location == at(3, 1))
        #expect(steps.count == 2)
        #expect(
            steps[0].blocks.last
                == .codeBlock(
                    language: "swift", info: "swift file=LoginBuilder.swift", code: "final class LoginBuilder {}\n",
                    at(7, 9)))
        #expect(document.codeBlocks.map(\.location) == [at(7, 9)])
    }

    @Test func commentsAreDropped() throws {
        let document = try parse(
            """
            # Title

            @Comment {
                Reviewers: check the numbers. @Anything { goes }
            }
            Kept.
            """)
        #expect(document.blocks == [.paragraph([.text("Kept.")], at(6, 1))])
    }

    @Test func directivesAndBracesInsideCodeAreCode() throws {
        let document = try parse(
            """
            # Title

            ```swift
            @MainActor
            func f() {
            }
            ```

            ~~~
            @Unknown {
            ~~~
            """)
        #expect(document.blocks.count == 2)
        #expect(
            document.blocks[0]
                == .codeBlock(language: "swift", info: "swift", code: "@MainActor\nfunc f() {\n}\n", at(3, 1)))
    }

    @Test func lowercaseAttributesInProseAreText() throws {
        let document = try parse(
            """
            # Title

            Closures marked
            @escaping outlive the call.
            """)
        #expect(document.blocks[0].inlineContent.plainText == "Closures marked @escaping outlive the call.")
    }

    @Test func codeInsideIndentedBodiesKeepsItsBracesAndFenceLine() throws {
        let document = try parse(
            """
            # Title

            @Row {
                @Column {
                    ```swift file=Root.swift
                    func f() {
                    }
                    ```
                }
            }
            """)
        #expect(
            document.codeBlocks == [
                CodeBlockReference(
                    language: "swift", info: "swift file=Root.swift", code: "func f() {\n}\n", location: at(5, 9))
            ])
    }
}
