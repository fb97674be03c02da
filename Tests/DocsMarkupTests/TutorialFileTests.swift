import DocsMarkup
import Testing

/// DocC's `.tutorial` files read as pages of ordinary blocks.
@Suite struct TutorialFileTests {
    private let tutorial = """
        @Tutorial(time: 15) {
            @XcodeRequirement(title: "Swift 6", destination: "https://swift.org/install")
            @Intro(title: "Build a Client") {
                You build a client.
            }
            @Section(title: "Create the Package") {
                Make it.
                @Steps {
                    @Step {
                        Write the file.
                        @Code(name: "main.swift", file: "main-01.swift")
                    }
                    @Step {
                        Call it.
                        @Code(name: "main.swift", file: "main-02.swift")
                    }
                    @Step {
                        Start over.
                        @Code(name: "main.swift", file: "main-03.swift", reset: true)
                    }
                }
            }
            @Assessments {
                @MultipleChoice {
                    Which is right?
                    @Choice(isCorrect: true) {
                        This one.
                        @Justification(reaction: "Yes!") {
                            Because.
                        }
                    }
                    @Choice(isCorrect: false) {
                        That one.
                    }
                }
            }
        }
        """

    @Test func aTutorialIsATutorialPageWithSectionsStepsAndCode() throws {
        let document = try parse(tutorial, path: "Doc.docc/Tutorials/Build a Client.tutorial")
        #expect(document.name == "Build a Client")
        #expect(document.title == [.text("Build a Client")])
        #expect(document.metadata.pageKind == .tutorial)
        #expect(document.metadata.titleHeading == "Tutorial · 15 min")
        let kinds = document.blocks.map { block -> String in
            switch block {
            case .heading(let level, let content, _, _): "h\(level) \(content.plainText)"
            case .paragraph(let content, _): "p \(content.plainText)"
            case .steps(let steps, _): "steps \(steps.count)"
            case .list(_, let items, _): "list \(items.count)"
            default: "\(block)"
            }
        }
        #expect(
            kinds == [
                "p Requires: Swift 6", "p You build a client.", "h2 Create the Package", "p Make it.", "steps 3",
                "h2 Check Your Understanding", "p Which is right?", "list 2",
            ])
        guard case .steps(let steps, _) = document.blocks[4] else {
            Issue.record("block 4 is \(document.blocks[4])")
            return
        }
        let files = steps.compactMap { step in
            step.blocks.lazy.compactMap { if case .codeFile(let file, _) = $0 { file } else { nil } }.first
        }
        #expect(files.map(\.file) == ["main-01.swift", "main-02.swift", "main-03.swift"])
        // Each file shows its changes against the one before it of that name, unless reset.
        #expect(files.map(\.previousFile) == [nil, "main-01.swift", nil])
    }

    @Test func everyChoiceShowsItsVerdictAndProjectFilesAreALink() throws {
        let document = try parse(
            "@Tutorial(projectFiles: \"Kit.zip\") {\n  @Intro(title: \"T\") {\n    x\n  }\n  @Assessments {\n    @MultipleChoice {\n      Q?\n      @Choice(isCorrect: false) {\n        No.\n      }\n    }\n  }\n}\n"
        )
        #expect(
            document.blocks.first
                == .paragraph(
                    [
                        .link(
                            destination: "Kit.zip", title: nil, content: [.text("Download the project files")],
                            location: at(1, 11))
                    ], at(1, 1)))
        guard case .list(_, let items, _)? = document.blocks.last else {
            Issue.record("no choices in \(document.blocks)")
            return
        }
        #expect(items[0].last == .box(.smallPrint, [.paragraph([.strong([.text("Incorrect.")])], at(8, 7))], at(8, 7)))
    }

    @Test func aTableOfContentsListsTheTutorialsByChapter() throws {
        let document = try parse(
            """
            @Tutorials(name: "Kit") {
                @Intro(title: "Meet Kit") {
                    Learn it.
                }
                @Chapter(name: "Basics") {
                    Start here.
                    @TutorialReference(tutorial: "doc:Build-a-Client")
                    @TutorialReference(tutorial: "doc:Other")
                }
            }
            """, path: "Doc.docc/Tutorials/Table of Contents.tutorial")
        #expect(document.title == [.text("Kit")])
        #expect(document.blocks.count == 5)
        guard document.blocks.count == 5, case .list(_, let items, _) = document.blocks[4] else {
            Issue.record("\(document.blocks)")
            return
        }
        #expect(
            items.map { $0.first?.inlineContent } == [
                [.docLink(name: "Build-a-Client", at(7, 28, file: "Doc.docc/Tutorials/Table of Contents.tutorial"))],
                [.docLink(name: "Other", at(8, 28, file: "Doc.docc/Tutorials/Table of Contents.tutorial"))],
            ])
    }

    /// As in swift-docc's TestTutorial.tutorial: text between the steps of one `@Steps`.
    @Test func textBetweenStepsSplitsThemIntoRunsNumberedOn() throws {
        let document = try parse(
            """
            @Tutorial {
               @Intro(title: "T") {
                  x
               }
               @Section(title: "S") {
                  @Steps {
                  
                  Let's get started building the Augmented Reality app.
                  
                  @Step {
                    One.
                  }
                  @Step {
                    Two.
                  }
                  Then the third.
                  @Step {
                    Three.
                  }
                  }
               }
            }
            """, path: "Doc.docc/T.tutorial")
        let runs = document.blocks.compactMap { block -> (count: Int, line: Int)? in
            if case .steps(let steps, let location) = block { (steps.count, location.line) } else { nil }
        }
        #expect(runs.map(\.count) == [2, 1])
        #expect(StepNumbers.first(in: document.blocks).values.sorted() == [1, 3])
        #expect(
            document.blocks.map { if case .paragraph(let content, _) = $0 { content.plainText } else { "" } }.filter {
                !$0.isEmpty
            }
                == ["x", "Let's get started building the Augmented Reality app.", "Then the third."])
        // The second run starts at its first step, so each run has a place of its own.
        #expect(runs.map(\.line) == [6, 17])
    }

    @Test func tutorialDirectivesGoWhereDocCPutsThem() {
        #expect(
            errors("# T\n\n@Code(name: \"a\", file: \"b\")\n") == [
                "Articles/Page.md:3:1: error: @Code is not allowed here"
            ])
        #expect(
            errors("@Tutorial {\n  @Intro {\n    x\n  }\n}\n").first
                == "Articles/Page.md:2:3: error: malformed arguments of @Intro: it needs `title:`")
    }
}
