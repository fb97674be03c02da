import DocsMarkup
import Testing

@Suite struct MarkdownParsingTests {
    @Test func titleIsTheFirstLevelOneHeadingAndLeavesTheBlocks() throws {
        let document = try parse(
            """
            # Getting *Started*

            The first paragraph.
            """)
        #expect(document.name == "Page")
        #expect(document.sourcePath == "Articles/Page.md")
        #expect(document.title == [.text("Getting "), .emphasis([.text("Started")])])
        #expect(document.titleLocation == at(1, 1))
        #expect(document.blocks == [.paragraph([.text("The first paragraph.")], at(3, 1))])
    }

    @Test func headingsGetUniqueSlugAnchors() throws {
        let document = try parse(
            """
            # Title

            ## Why actors? (And `tasks`)
            ## Overview
            ### Overview
            ## Overview
            ## !!!
            """)
        let anchors = document.blocks.compactMap { block -> String? in
            if case .heading(_, _, let anchor, _) = block { anchor } else { nil }
        }
        #expect(anchors == ["why-actors-and-tasks", "overview", "overview-2", "overview-3", "section"])
    }

    @Test func slugsKeepLettersAndDigitsOfEveryScript() {
        #expect(HeadingAnchors.slug("Café au Lait 2.0 — Ünïcode") == "café-au-lait-2-0-ünïcode")
        #expect(HeadingAnchors.slug("  `Router.attach(_:)`  ") == "router-attach")
        #expect(HeadingAnchors.slug("Größe ändern") == "größe-ändern")
        #expect(HeadingAnchors.slug("状態の管理") == "状態の管理")
        #expect(HeadingAnchors.slug("Émojis 🎉 and ümlauts") == "émojis-and-ümlauts")
        // An accent typed apart from its letter is the same anchor.
        #expect(HeadingAnchors.slug("Cafe\u{301}") == HeadingAnchors.slug("Café"))
        #expect(HeadingAnchors.slug("🎉") == "section")
        #expect(HeadingAnchors.slug("[]^_`{}@") == "section", "the bytes around the letters' ranges are not letters")
    }

    @Test func codeBlocksKeepTheirFenceLineAndWholeInfoString() throws {
        let document = try parse(
            """
            # Title

            Some text.

            ```swift file=Login.swift step=2 hidden
            let x = 1
            ```

                indented()
            """)
        #expect(
            document.blocks[1]
                == .codeBlock(
                    language: "swift", info: "swift file=Login.swift step=2 hidden", code: "let x = 1\n", at(5, 1)))
        #expect(document.blocks[2] == .codeBlock(language: nil, info: "", code: "indented()\n", at(9, 5)))
        #expect(document.codeBlocks.map(\.location.line) == [5, 9])
    }

    @Test func docLinksAndSymbolLinksKeepTheirNamesAndLocations() throws {
        let document = try parse(
            """
            # Title

            Read <doc:GettingStarted> about ``Router`` and `code` and ```Triple```.
            """)
        #expect(
            document.blocks == [
                .paragraph(
                    [
                        .text("Read "), .docLink(name: "GettingStarted", at(3, 6)), .text(" about "),
                        .symbolLink(name: "Router", at(3, 33)), .text(" and "), .code("code"), .text(" and "),
                        .code("Triple"), .text("."),
                    ], at(3, 1))
            ])
    }

    @Test func inlineLocationsAreExactOnIndentedContinuationLines() throws {
        // cmark 0.30 reports columns on such lines as if the indentation were not there.
        let document = try parse(
            """
            # Title

            First line
                then ``Interactor`` and <doc:Lifecycle>.
            """)
        let inlines = document.blocks[0].inlineContent
        #expect(inlines.contains(.symbolLink(name: "Interactor", at(4, 10))))
        #expect(inlines.contains(.docLink(name: "Lifecycle", at(4, 29))))
    }

    @Test func asidesLoseTheirMarker() throws {
        let document = try parse(
            """
            # Title

            > Note: Interactors are actors.

            > Warning:
            > Never block the main actor.

            > Just a quote.
            """)
        #expect(
            document.blocks == [
                .aside(.note, [.paragraph([.text("Interactors are actors.")], at(3, 3))], at(3, 1)),
                .aside(.warning, [.paragraph([.text("Never block the main actor.")], at(5, 3))], at(5, 1)),
                .blockQuote([.paragraph([.text("Just a quote.")], at(8, 3))], at(8, 1)),
            ])
    }

    @Test func everyAsideKindIsRecognized() throws {
        for kind in AsideKind.allCases {
            let document = try parse("# T\n\n> \(kind.rawValue): text\n")
            guard case .aside(let found, _, _) = document.blocks.first else {
                Issue.record("\(kind) was not recognized")
                continue
            }
            #expect(found == kind)
        }
    }

    /// DocC reads an aside's name in any letter case, with or without its spaces.
    @Test func asideNamesAreReadAsDocCReadsThem() throws {
        let expected: [(String, AsideKind)] = [
            ("note", .note), ("WARNING", .warning), ("SeeAlso", .seeAlso), ("see also", .seeAlso),
            ("nonmutatingvariant", .nonMutatingVariant), ("ToDo", .toDo),
        ]
        for (name, kind) in expected {
            let document = try parse("# T\n\n> \(name): text\n")
            guard case .aside(let found, let content, _) = document.blocks.first else {
                Issue.record("'\(name):' was not recognized")
                continue
            }
            #expect(found == kind)
            #expect(content.first?.inlineContent == [.text("text")])
        }
        guard case .blockQuote = try parse("# T\n\n> Note that: text\n").blocks.first else {
            Issue.record("'Note that:' is no aside")
            return
        }
    }

    @Test func listsKeepStyleAndItems() throws {
        let document = try parse(
            """
            # Title

            3. three
            4. four

            - <doc:A>
            """)
        #expect(
            document.blocks == [
                .list(
                    .ordered(start: 3),
                    items: [[.paragraph([.text("three")], at(3, 4))], [.paragraph([.text("four")], at(4, 4))]], at(3, 1)
                ),
                .list(.bullet, items: [[.paragraph([.docLink(name: "A", at(6, 3))], at(6, 3))]], at(6, 1)),
            ])
    }
}
