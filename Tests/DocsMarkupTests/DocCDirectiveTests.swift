import DocsMarkup
import Testing

/// The directives DocC documents beyond napkin's own: each is read into a block or the page's
/// metadata, or accepted with a note; none is an error when written as DocC documents it.
@Suite struct DocCDirectiveTests {
    /// The diagnostics of a page that parses, as `line:column: severity: message`.
    private func notes(_ markdown: String) throws -> [String] {
        try parse(markdown).warnings.map {
            "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
        }
    }

    @Test func metadataSettingsAreRead() throws {
        let document = try parse(
            """
            # Title

            @Metadata {
                @DisplayName("Shown Name")
                @PageImage(purpose: icon, source: "icon", alt: "An icon")
                @PageImage(purpose: card, source: card.png)
                @PageColor(Purple)
                @CallToAction(url: "https://example.org/sample.zip", purpose: download)
                @Available(iOS, introduced: "15.0")
                @Available("My Package", introduced: "1.0", deprecated: "2.0")
            }
            """)
        let metadata = document.metadata
        #expect(metadata.displayName == "Shown Name")
        #expect(metadata.icon == PageImage(source: "icon", alt: "An icon", location: at(5, 31)))
        #expect(metadata.card?.source == "card.png")
        #expect(metadata.pageColor == "purple")
        #expect(
            metadata.callToAction
                == CallToAction(
                    destination: "https://example.org/sample.zip", isFile: false, label: "Download", location: at(8, 19)
                ))
        #expect(
            metadata.availability == [
                Availability(platform: "iOS", introduced: "15.0"),
                Availability(platform: "My Package", introduced: "1.0", deprecated: "2.0"),
            ])
        #expect(document.warnings.isEmpty)
    }

    @Test func aCallToActionNeedsOneDestinationAndAPurposeOrLabel() {
        #expect(
            errors("# T\n\n@Metadata {\n  @CallToAction(purpose: link)\n}\n") == [
                "Articles/Page.md:4:16: error: malformed arguments of @CallToAction: it needs one of `url:` and `file:`"
            ])
        #expect(
            errors("# T\n\n@Metadata {\n  @CallToAction(url: \"https://x.org\")\n}\n") == [
                "Articles/Page.md:4:16: error: malformed arguments of @CallToAction: it needs `purpose:` or `label:`"
            ])
        #expect(errors("# T\n\n@Metadata {\n  @CallToAction(file: \"a.zip\", label: \"Get it\")\n}\n").isEmpty)
    }

    @Test func argumentsAreCheckedAgainstTheSpec() {
        #expect(
            errors("# T\n\n@Metadata {\n  @PageImage(source: x)\n}\n") == [
                "Articles/Page.md:4:13: error: malformed arguments of @PageImage: it needs `purpose:`"
            ])
        #expect(
            errors("# T\n\n@Metadata {\n  @PageColor(pink)\n}\n") == [
                "Articles/Page.md:4:14: error: malformed arguments of @PageColor: `pink` is not a value; it is one of blue, gray, green, orange, purple, red, yellow"
            ])
        #expect(
            errors("# T\n\n@Links(visualStyle: list, style: x) {\n- <doc:A>\n}\n") == [
                "Articles/Page.md:3:27: error: malformed arguments of @Links: it takes no `style:`; it takes `visualStyle:`"
            ])
        #expect(
            errors("# T\n\n@Image(alt: \"x\")\n") == [
                "Articles/Page.md:3:7: error: malformed arguments of @Image: it needs `source:`"
            ])
        #expect(
            errors("# T\n\n@Metadata {\n  @DisplayName(\"A\")\n  @DisplayName(\"B\")\n}\n") == [
                "Articles/Page.md:5:3: error: @DisplayName appears twice in @Metadata"
            ])
    }

    @Test func settingsWithoutMeaningOnAStaticSiteAreNotes() throws {
        let markdown = """
            # Title

            @Metadata {
              @SupportedLanguage(swift)
              @Redirected(from: "old/path")
              @DocumentationExtension(mergeBehavior: override)
              @CustomMetadata(key: "a", value: "b")
            }
            @Options {
              @AutomaticSeeAlso(enabled)
              @AutomaticArticleSubheading(disabled)
              @TopicsVisualStyle(detailedGrid)
            }
            """
        let found = try notes(markdown)
        #expect(found.count == 6)
        #expect(found.allSatisfy { $0.contains(": note: ") })
        #expect(found[0].hasPrefix("4:3: note: @SupportedLanguage has no effect on this site"))
        #expect(found[5] == "12:3: note: @TopicsVisualStyle(detailedGrid) is shown as a list on this site")
    }

    @Test func argumentsWithoutMeaningOnAStaticSiteAreNotes() throws {
        let found = try notes(
            "# T\n\n@Row(numberOfColumns: 3) {\n  @Column { A }\n}\n\n@Image(source: x.png, alt: \"X\", deviceFrame: phone)\n"
        )
        #expect(
            found == [
                "3:6: note: `numberOfColumns` of @Row has no effect on this site: a row is as wide as its columns' sizes add up to",
                "7:33: note: `deviceFrame` of @Image has no effect on this site: device frames are drawn by DocC's own renderer",
            ])
        let document = try parse("# T\n\n@Metadata {\n  @DisplayName(\"Kit/Thing\", style: symbol)\n}\n")
        #expect(document.metadata.displayName == "Kit/Thing" && document.metadata.displaysNameAsSymbol)
    }

    @Test func optionsHideTheAutomaticTitleHeadingAndTopics() throws {
        let document = try parse(
            "# T\n\n@Options(scope: local) {\n  @AutomaticTitleHeading(disabled)\n  @TopicsVisualStyle(hidden)\n}\n")
        #expect(document.metadata.showsAutomaticTitleHeading == false)
        #expect(document.metadata.hidesTopics)
        #expect(try notes("# T\n\n@Options(scope: global) {\n  @AutomaticTitleHeading(enabled)\n}\n").isEmpty)
    }

    @Test func linksKeepTheirLinksAndWarnAboutAnythingElse() throws {
        let document = try parse(
            """
            # T

            @Links(visualStyle: detailedGrid) {
                - <doc:First>
                - ``Router``
                - Not a link
            }
            """)
        #expect(
            document.blocks == [
                .links(
                    .detailedGrid, [.docLink(name: "First", at(4, 7)), .symbolLink(name: "Router", at(5, 7))], at(3, 1))
            ])
        #expect(
            try notes("# T\n\n@Links(visualStyle: list) {\n- Not a link\n}\n") == [
                "4:3: warning: @Links shows only links, so this is left out"
            ])
    }

    @Test func mediaSmallPrintSnippetsAndDeprecation() throws {
        let document = try parse(
            """
            # T

            @Image(source: "tree", alt: "A tree") {
              The caption.
            }
            @Video(source: "intro.mp4", poster: "poster", alt: "Intro")
            @Small {
              Fine print.
            }
            @Snippet(path: "Pkg/Snippets/Greeting", slice: "setup")
            @DeprecationSummary {
              Use the other one.
            }
            """)
        #expect(document.blocks.count == 5)
        guard case .media(let image, _) = document.blocks[0], case .media(let video, _) = document.blocks[1] else {
            Issue.record("expected media, got \(document.blocks)")
            return
        }
        #expect(
            image
                == Media(
                    kind: .image, source: "tree", alt: "A tree",
                    caption: [.paragraph([.text("The caption.")], at(4, 3))], sourceLocation: at(3, 8)))
        #expect(video.kind == .video && video.poster == "poster" && video.caption.isEmpty)
        #expect(document.blocks[2] == .box(.smallPrint, [.paragraph([.text("Fine print.")], at(8, 3))], at(7, 1)))
        #expect(
            document.blocks[3]
                == .snippet(
                    SnippetReference(
                        path: "Pkg/Snippets/Greeting", slice: "setup", pathLocation: at(10, 10),
                        sliceLocation: at(10, 41)), at(10, 1)))
        #expect(
            document.blocks[4]
                == .box(.deprecationSummary, [.paragraph([.text("Use the other one.")], at(12, 3))], at(11, 1))
        )
    }

    @Test func contentAndMediaIsTextBesideItsMedia() throws {
        let document = try parse("# T\n\n@ContentAndMedia {\n  Words.\n\n  @Image(source: x.png, alt: \"X\")\n}\n")
        guard case .panels(.columns, let columns, _) = document.blocks.first else {
            Issue.record("expected a row, got \(document.blocks)")
            return
        }
        #expect(columns.count == 2)
        #expect(columns[0].blocks == [.paragraph([.text("Words.")], at(4, 3))])
        if case .media(let media, _)? = columns[1].blocks.first {
            #expect(media.source == "x.png")
        } else {
            Issue.record("no media")
        }
    }

    @Test func directivesOnlyGoWhereDocCPutsThem() {
        #expect(errors("# T\n\n@DeprecationSummary {\n  x\n}\n").isEmpty)
        #expect(
            errors("# T\n\n@Row {\n  @Column {\n    @DeprecationSummary {\n      x\n    }\n  }\n}\n") == [
                "Articles/Page.md:5:5: error: @DeprecationSummary is not allowed here"
            ])
        #expect(errors("# T\n\n@Small\n") == ["Articles/Page.md:3:1: error: @Small needs a body in braces"])
        #expect(
            errors("# T\n\n@Snippet(path: \"a\") {\n}\n") == ["Articles/Page.md:3:1: error: @Snippet takes no body"])
        #expect(
            errors("# T\n\n@AutomaticSeeAlso(disabled)\n") == [
                "Articles/Page.md:3:1: error: @AutomaticSeeAlso is not allowed here"
            ])
    }
}
