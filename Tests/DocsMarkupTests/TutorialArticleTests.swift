import DocsMarkup
import Testing

/// DocC's tutorial articles (`@Article` in a `.tutorial` file) read as article pages.
@Suite struct TutorialArticleTests {
    /// swift-docc's own test article (Tests/SwiftDocCTests/Test Bundles/LegacyBundle_DoNotUseInNewTests.docc/
    /// TestTutorialArticle.tutorial), its repeated paragraphs shortened: every directive and
    /// layout it uses is here, at the same nesting.
    static let doccTestArticle = """
        @Article(time: 20) {
           @Comment {
              This is a comment.
           }
           @Intro(title: "Making an Augmented Reality App") {

              This is an abstract for the intro.

              It can be multiple paragraphs.

              @Image(source: introposter2.png, alt: foo )
           }
           
           ## This is an H2

           This is full width paragraph.

           ![full width image](introposter2.png)
           
           @ContentAndMedia {
              @Image(source: introposter2.png, alt: "alt" )

              You can customize a view's display by changing your code.
           }
           
           @ContentAndMedia {
              You can customize a view's display by changing your code.
              
              @Image(source: introposter2.png, alt: "alt" )
           }
           
           Full width inbetween other layouts.
           
           @Stack {
              @ContentAndMedia {
                 You can customize a view's display by changing your code.
                 
                 @Image(source: introposter2.png, alt: "alt" )

                 As you build the Landmarks app, you can use any combination of editors.
              }
              
              @ContentAndMedia {
                 @Image(source: introposter2.png, alt: "alt" )
              }
              
              @ContentAndMedia {
                 @Image(source: introposter2.png, alt: "alt" )
              }
           }
           
           ## A Section
           
           - foo
           - bar

           ### This is an H3
           
           @Image(source: introposter2.png, alt: "Titled 2-up" )
        }

        <!-- Copyright (c) 2021 Apple Inc and the Swift Project authors. All Rights Reserved. -->
        """

    private static let path = "Doc.docc/TestTutorialArticle.tutorial"

    /// What each block is, in one short line, media and rows by their parts.
    private func outline(_ blocks: [Block]) -> [String] {
        blocks.map { block in
            switch block {
            case .heading(let level, let content, _, _): "h\(level) \(content.plainText)"
            case .paragraph(let content, _): "p \(content.plainText.prefix(20))"
            case .media(let media, _): "media \(media.alt ?? "")"
            case .list(_, let items, _): "list \(items.count)"
            case .html: "html"
            case .panels(.columns, let columns, _):
                "row " + columns.map { "[" + outline($0.blocks).joined(separator: ", ") + "]" }.joined(separator: " ")
            default: "\(block)"
            }
        }
    }

    @Test func docCsTestArticleIsAnArticleTitledByItsIntroWithItsTime() throws {
        let document = try parse(Self.doccTestArticle, path: Self.path)
        #expect(document.name == "TestTutorialArticle")
        #expect(document.title == [.text("Making an Augmented Reality App")])
        #expect(document.metadata.pageKind == .article)
        #expect(document.metadata.titleHeading == "Article · 20 min")
        #expect(document.warnings.isEmpty)
        #expect(
            outline(document.blocks) == [
                "p This is an abstract ", "p It can be multiple p", "media foo",
                "h2 This is an H2", "p This is full width p", "p full width image",
                // The media is on the side it is written on.
                "row [media alt] [p You can customize a ]",
                "row [p You can customize a ] [media alt]",
                "p Full width inbetween",
                // A stack: one column per @ContentAndMedia, the text and its media in it.
                "row [p You can customize a , p As you build the Lan, media alt] [media alt] [media alt]",
                "h2 A Section", "list 2", "h3 This is an H3", "media Titled 2-up", "html",
            ])
    }

    @Test func anArticleTakesAssessmentsAndRedirectsAndWarnsWithoutAnIntro() throws {
        let document = try parse(
            """
            @Article {
                @Redirected(from: "old/place")
                Text.
                @Assessments {
                    @MultipleChoice {
                        Right?
                        @Choice(isCorrect: true) {
                            Yes.
                        }
                    }
                }
            }
            """, path: Self.path)
        #expect(document.title == [.text("Article")])
        #expect(document.metadata.titleHeading == nil)
        #expect(outline(document.blocks).prefix(2) == ["p Text.", "h2 Check Your Understanding"])
        #expect(
            document.warnings.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [
                "\(Self.path):1:1: warning: @Article has no @Intro, so its page is titled 'Article'",
                "\(Self.path):2:5: note: @Redirected has no effect on this site: a static site has no server to send the old address to this page",
            ])
    }

    @Test func aStackHoldsOnlyContentAndMediaAndGoesInAnArticleOrSection() {
        let path = Self.path
        #expect(
            errors(
                "@Article {\n  @Intro(title: \"T\") {\n    x\n  }\n  @Stack {\n    Loose text.\n  }\n}\n", path: path)
                == ["\(path):6:5: error: text is not allowed directly inside @Stack"])
        #expect(
            errors("# T\n\n@Stack {\n  @ContentAndMedia {\n    x\n  }\n}\n") == [
                "Articles/Page.md:3:1: error: @Stack is not allowed here"
            ])
        #expect(
            errors("@Article(time: 5, level: 2) {\n  @Intro(title: \"T\") {\n    x\n  }\n}\n", path: path).first
                == "\(path):1:19: error: malformed arguments of @Article: it takes no `level:`; it takes `time:`")
    }

    @Test func aTutorialSectionTakesAStackAndATutorialItsCallToActionImage() throws {
        let document = try parse(
            """
            @Tutorial(time: 5) {
                @Intro(title: "T") {
                    x
                }
                @Section(title: "S") {
                    @Stack {
                        @ContentAndMedia {
                            One.
                        }
                        @ContentAndMedia {
                            Two.
                        }
                    }
                }
                @Image(source: next.png, alt: "Next")
            }
            """, path: "Doc.docc/T.tutorial")
        #expect(outline(document.blocks) == ["p x", "h2 S", "row [p One.] [p Two.]", "media Next"])
    }
}
