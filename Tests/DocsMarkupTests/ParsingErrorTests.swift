import DocsMarkup
import Testing

@Suite struct ParsingErrorTests {
    @Test func unknownDirectiveListsTheKnownOnes() {
        let markdown = "# Title\n\n@Bogus(source: intro.mp4)\n"
        #expect(errors(markdown) == ["Articles/Page.md:3:1: error: unknown directive @Bogus"])
        #expect(
            hints(markdown).first?.contains(
                "@Metadata, @TechnologyRoot, @TitleHeading, @PageKind, @AllowRawHTML, @DisplayName") == true)
        #expect(
            hints(markdown).first?.contains("@Links, @Small, @Image, @Video, @Snippet, @ContentAndMedia, @Comment")
                == true)
    }

    @Test func misplacedDirectivesSayWhereTheyBelong() {
        #expect(
            errors("# Title\n\n@Tab(\"A\") {\n  Text.\n}\n") == [
                "Articles/Page.md:3:1: error: @Tab is not allowed here"
            ])
        #expect(hints("# Title\n\n@Tab(\"A\") {\n  Text.\n}\n") == ["@Tab belongs inside @TabNavigator { … }"])
        #expect(
            errors("# Title\n\n@TechnologyRoot\n") == [
                "Articles/Page.md:3:1: error: @TechnologyRoot is not allowed here"
            ])
        #expect(
            errors("# Title\n\n@Row {\n  Loose text.\n  @Column { Fine. }\n}\n") == [
                "Articles/Page.md:4:3: error: text is not allowed directly inside @Row"
            ])
    }

    @Test func metadataTwiceOrBelowContent() {
        #expect(
            errors(
                """
                # Title

                @Metadata {
                    @TechnologyRoot
                }
                @Metadata {
                    @PageKind(article)
                }
                """) == ["Articles/Page.md:6:1: error: @Metadata appears twice on this page"])
    }

    /// DocC catalogs put @Metadata after the summary, and write `@TechnologyRoot()`.
    @Test func metadataMayComeAfterTheSummaryWithEmptyBrackets() throws {
        let document = try parse(
            "# Title\n\nIntro.\n\n@Metadata {\n    @TechnologyRoot()\n    @PageKind(article)\n}\n\nMore.\n")
        #expect(document.metadata.isTechnologyRoot)
        #expect(document.metadata.pageKind == .article)
        #expect(document.blocks.map(\.inlineContent) == [[.text("Intro.")], [.text("More.")]])
        #expect(
            errors("# Title\n\n@Metadata {\n    @TechnologyRoot(x)\n}\n") == [
                "Articles/Page.md:4:20: error: malformed arguments of @TechnologyRoot: it takes none"
            ])
    }

    @Test func malformedArgumentsPointAtTheProblem() {
        #expect(
            errors("# Title\n\n@Metadata {\n  @TitleHeading(\"Unclosed)\n}\n") == [
                "Articles/Page.md:4:17: error: malformed arguments of @TitleHeading: the string is never closed"
            ])
        #expect(
            errors("# Title\n\n@Row {\n  @Column(size: wide) {\n    Text.\n  }\n}\n") == [
                "Articles/Page.md:4:11: error: malformed arguments of @Column: it expects `size:` and a whole number above 0"
            ])
        #expect(
            errors("# Title\n\n@Metadata {\n  @PageKind(essay)\n}\n") == [
                "Articles/Page.md:4:13: error: malformed arguments of @PageKind: `essay` is not a value; it is one of article, tutorial, sampleCode"
            ])
        #expect(
            errors("# Title\n\n@Metadata {\n  @TitleHeading(a b c\n}\n") == [
                "Articles/Page.md:4:16: error: malformed arguments of @TitleHeading: the `(` is never closed"
            ])
        #expect(
            errors("# Title\n\n@Row(size: 2) {\n}\n") == [
                "Articles/Page.md:3:6: error: malformed arguments of @Row: it takes no `size:`; it takes `numberOfColumns:`"
            ])
    }

    @Test func unclosedBracePointsAtTheOpening() {
        #expect(
            errors(
                """
                # Title

                @Row {
                    @Column {
                        Text.
                }
                """) == ["Articles/Page.md:3:6: error: the `{` of @Row is never closed"])
    }

    /// A `}` that closes nothing is text, as in DocC: silently when it continues a paragraph
    /// (swift-protobuf's doc comments have such lines), else with a warning, as it is more often
    /// an extra `}` after a directive.
    @Test func strayBraceIsText() throws {
        #expect(errors("# Title\n\nText.\n}\n").isEmpty)
        let document = try parse(
            "# Title\n\nThe message must be:\n  message Foo {\n  }\nand nothing else.\n\n@Comment {\n  x\n}\n  }\n")
        #expect(
            document.warnings.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [
                "Articles/Page.md:11:3: warning: `}` closes no directive; it is shown as text"
            ])
        let paragraphs = document.blocks.compactMap { block -> [Inline]? in
            if case .paragraph(let inlines, _) = block { inlines } else { nil }
        }
        #expect(
            paragraphs == [
                [
                    .text("The message must be:"), .softBreak, .text("message Foo {"), .softBreak, .text("}"),
                    .softBreak, .text("and nothing else."),
                ],
                [.text("}")],
            ])
    }

    @Test func missingTitle() {
        #expect(errors("Just text.\n\n## Section\n") == ["Articles/Page.md:1:1: error: the page has no title"])
    }

    @Test func secondLevelOneHeadingIsReportedWhereverItIs() {
        #expect(
            errors("# Title\n\nText.\n\n# Again\n") == [
                "Articles/Page.md:5:1: error: a second level-1 heading; a page has one title"
            ])
        #expect(
            errors("# Title\n\n@Row {\n  @Column {\n    # Nested\n  }\n}\n") == [
                "Articles/Page.md:5:5: error: a second level-1 heading; a page has one title"
            ])
    }

    /// Level-1 headings in quotes, lists, asides, tabs and steps count; so does one before the
    /// title, and a nested one is where a page without a title is reported.
    @Test func levelOneHeadingsAreFoundInEveryContainer() {
        #expect(
            errors(
                "# Title\n\n> # Quoted\n\n- # Listed\n\n> Note: x\n> # Aside\n\n@TabNavigator {\n  @Tab(\"A\") {\n    # Tabbed\n  }\n}\n\n@Steps {\n  @Step {\n    # Step\n  }\n}\n"
            ) == [
                "Articles/Page.md:3:3: error: a second level-1 heading; a page has one title",
                "Articles/Page.md:5:3: error: a second level-1 heading; a page has one title",
                "Articles/Page.md:8:3: error: a second level-1 heading; a page has one title",
                "Articles/Page.md:12:5: error: a second level-1 heading; a page has one title",
                "Articles/Page.md:18:5: error: a second level-1 heading; a page has one title",
            ])
        #expect(
            errors("@Row {\n  @Column {\n    # Nested\n  }\n}\n\n# Title\n") == [
                "Articles/Page.md:1:1: error: content comes before the page's title",
                "Articles/Page.md:3:5: error: a second level-1 heading; a page has one title",
            ])
        #expect(errors("Text.\n\n> # Quoted\n") == ["Articles/Page.md:3:3: error: the page has no title"])
        #expect(
            errors("# Title\n\n@Column {\n  # Misplaced\n}\n") == [
                "Articles/Page.md:3:1: error: @Column is not allowed here"
            ])
    }

    @Test func contentBeforeTheTitle() {
        #expect(errors("Intro.\n\n# Title\n") == ["Articles/Page.md:1:1: error: content comes before the page's title"])
    }

    /// `[text](<doc:Page>)` is a link to the page with its own text; resolution checks the page.
    @Test func pageLinksWithTheirOwnTextAreLinks() throws {
        let document = try parse("# Title\n\nSee [this page](<doc:Other>).\n")
        #expect(
            document.blocks.first?.inlineContent.contains { inline in
                if case .link("doc:Other", nil, [.text("this page")], _) = inline { true } else { false }
            } == true)
    }
}
