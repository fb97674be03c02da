import DocsMarkup
import Testing

@Suite struct MultiLineArgumentTests {
    @Test func argumentsMayGoOnOverTheFollowingLines() throws {
        let document = try parse(
            """
            # Title

            @Metadata {
              @TitleHeading(
                "Framework"
              )
              @PageKind(
                sampleCode)
            }

            @Row {
                @Column(
                    size: 2
                ) {
                    Wide text.
                }
                @Column(size:
                    3) { Narrow. }
            }
            """)
        #expect(document.metadata.titleHeading == "Framework")
        #expect(document.metadata.pageKind == .sampleCode)
        #expect(
            document.blocks == [
                .panels(
                    .columns,
                    [
                        Panel(size: 2, blocks: [.paragraph([.text("Wide text.")], at(15, 9))]),
                        Panel(size: 3, blocks: [.paragraph([.text("Narrow.")], at(18, 14))]),
                    ], at(11, 1))
            ])
    }

    @Test func problemsInsideArgumentsArePlacedOnTheirOwnLine() {
        #expect(
            errors("# Title\n\n@Row {\n  @Column(\n    size: wide\n  ) {\n    Text.\n  }\n}\n") == [
                "Articles/Page.md:5:5: error: malformed arguments of @Column: it expects `size:` and a whole number above 0"
            ])
        #expect(
            errors("# Title\n\n@Metadata {\n  @TitleHeading(\n    \"A\"\n    \"B\")\n}\n") == [
                "Articles/Page.md:6:5: error: malformed arguments of @TitleHeading: expected `,` or `)`"
            ])
        #expect(
            errors("# Title\n\n@Metadata {\n  @TitleHeading(\n    \"Unclosed\n  )\n}\n") == [
                "Articles/Page.md:5:5: error: malformed arguments of @TitleHeading: the string is never closed"
            ])
    }

    /// The hint shows how a known directive is written, as the interpreter's hints do.
    @Test func malformedArgumentsAreHintedWithTheDirectivesUsage() {
        #expect(
            hints("# Title\n\n@Metadata {\n  @TitleHeading(\"Unclosed)\n}\n") == ["write @TitleHeading(\"Heading\")"])
        #expect(
            hints("# Title\n\n@Row {\n  @Column(size: 2 {\n  }\n}\n") == [
                "write @Column { … } or @Column(size: 2) { … }"
            ])
        #expect(
            hints("# Title\n\n@Custom(a: \"x)\n") == [
                "write arguments as `@Custom(value)` or `@Custom(name: value)`, quoting values that contain commas or parentheses (\"…\"), and close them with `)`"
            ])
    }

    /// A blank line, a brace or another directive ends the arguments: the `(` is reported where
    /// it is, and what follows is read as usual (the `}` still closes the directive around).
    @Test func anUnclosedParenthesisIsReportedAtItself() {
        #expect(
            errors("# Title\n\n@Metadata {\n  @TitleHeading(\n    \"Title\"\n}\n") == [
                "Articles/Page.md:4:16: error: malformed arguments of @TitleHeading: the `(` is never closed"
            ])
        #expect(
            errors("# Title\n\n@Row {\n  @Column(\n    size: 2\n\n    @Column { Text. }\n}\n") == [
                "Articles/Page.md:4:10: error: malformed arguments of @Column: the `(` is never closed"
            ])
        #expect(
            errors("# Title\n\n@Row {\n  @Column(\n    size: 2 {\n    Text.\n  }\n}\n") == [
                "Articles/Page.md:4:10: error: malformed arguments of @Column: the `(` is never closed"
            ])
        #expect(
            errors("# Title\n\n@Row {\n  @Column(size: 2\n") == [
                "Articles/Page.md:3:6: error: the `{` of @Row is never closed",
                "Articles/Page.md:4:10: error: malformed arguments of @Column: the `(` is never closed",
            ])
        // The `}` that closes a one-line body is put back behind the directive in it, and ends its arguments.
        #expect(
            errors("# Title\n\n@Row { @Column( }\nsize: 2)\n") == [
                "Articles/Page.md:3:15: error: malformed arguments of @Column: the `(` is never closed"
            ])
    }
}
