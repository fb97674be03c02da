import DocsMarkup
import DocsTestSupport
import Testing

@testable import DocsRendering
@testable import DocsSite

/// A DocC `.tutorial` file on the site: a tutorial page whose steps show the catalog's code files.
@Suite struct TutorialPageTests {
    private let tutorial = """
        @Tutorial(time: 5) {
            @Intro(title: "Greeting") {
                Say hello.
            }
            @Section(title: "Write It") {
                @Steps {
                    @Step {
                        Print a line.
                        @Code(name: "main.swift", file: "main-01.swift")
                    }
                    @Step {
                        Print another.
                        @Code(name: "main.swift", file: "main-02.swift")
                    }
                }
            }
        }
        """

    @Test func stepsShowTheirCodeFilesWithTheChangesSinceTheLastStep() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(groups: [("Tutorials", ["Greeting"])]),
            "Doc.docc/Tutorials/Greeting.tutorial": tutorial,
        ]
        let files = [
            "Doc.docc/Resources/main-01.swift": Array("print(\"a\")\n".utf8),
            "Doc.docc/Resources/main-02.swift": Array("print(\"a\")\nprint(\"b\")\n".utf8),
        ]
        let site = try resolveCatalog(pages, files: files)
        #expect(site.pages.map(\.path) == ["tutorials/greeting.html"])
        let html = SiteRenderer().render(site).text("tutorials/greeting.html")
        #expect(html.contains(#"<p class=eyebrow>Tutorial · 5 min</p>"#))
        #expect(html.contains(#"<div class=code-label>main.swift</div>"#))
        #expect(html.contains(##"<a href=#step-2>Step 2</a>"##))
        #expect(html.contains(#"<ins>print(<h-s>"b"</h-s>)</ins>"#))
    }

    @Test func aMissingCodeFileIsAnErrorAtItsArgument() {
        let pages = [
            "Doc.docc/Root.md": rootPage(groups: [("Tutorials", ["Greeting"])]),
            "Doc.docc/Tutorials/Greeting.tutorial": tutorial,
        ]
        #expect(
            catalogProblems(pages, files: ["Doc.docc/main-01.swift": Array("x\n".utf8)]).map {
                $0.components(separatedBy: " (")[0]
            } == [
                "Doc.docc/Tutorials/Greeting.tutorial:13:43: error: 'main-02.swift' leads to no file: Doc.docc/Tutorials/main-02.swift does not exist"
            ])
    }

    /// A tutorial article listed by a table of contents, as swift-docc's test catalog lists
    /// TestTutorialArticle: a page among the tutorials, its intro's title, its time, its stack.
    @Test func aTutorialArticleIsAPageAmongTheTutorialsThatItsTableOfContentsLinksTo() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(groups: [("Tutorials", ["Overview", "Reading"])]),
            "Doc.docc/Overview.tutorial": """
            @Tutorials(name: "Kit") {
               @Intro(title: "Kit") {
                  Learn it.
               }
               @Chapter(name: "Basics") {
                  @TutorialReference(tutorial: "doc:Reading")
               }
            }
            """,
            "Doc.docc/Reading.tutorial": """
            @Article(time: 20) {
               @Intro(title: "Making an App") {
                  This is an abstract for the intro.

                  @Image(source: poster.png, alt: "The poster")
               }

               ## This is an H2

               @Stack {
                  @ContentAndMedia {
                     Left text.

                     @Image(source: poster.png, alt: "Left")
                  }
                  @ContentAndMedia {
                     @Image(source: poster.png, alt: "Right")
                  }
               }
            }
            """,
        ]
        let site = try resolveCatalog(pages, files: ["Doc.docc/poster.png": pngHeader(width: 40, height: 20)])
        #expect(site.pages.map(\.path.string).sorted() == ["tutorials/overview.html", "tutorials/reading.html"])
        let rendered = SiteRenderer().render(site)
        #expect(
            rendered.text("tutorials/overview.html").contains(#"<a class=doc-link href=reading.html>Making an App</a>"#)
        )
        let html = rendered.text("tutorials/reading.html")
        #expect(html.contains(#"<p class=eyebrow>Article · 20 min</p>"#))
        #expect(html.contains("<h1>Making an App</h1>"))
        #expect(html.contains("<title>Making an App · "))
        #expect(html.contains(#"<p>This is an abstract for the intro.</p>"#))
        // Two columns side by side, each the text and its media.
        let stack = try #require(html.range(of: #"<div class=row style="--columns: 2">"#))
        let columns = html[stack.upperBound...].components(separatedBy: #"<div class=column"#).dropFirst().prefix(2)
        #expect(columns.count == 2)
        #expect(columns.first?.contains("Left text.") == true && columns.first?.contains(#"alt=Left"#) == true)
        #expect(columns.last?.contains(#"alt=Right"#) == true)
    }

    /// The site counts a tutorial's Swift `@Code` files among its Swift blocks, and a file that
    /// cannot compile here says why, as a block marked apple-only does.
    @Test func codeFilesAreCountedAndAnAppleOnlyOneSaysWhyItIsNotCompiled() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(groups: [("Tutorials", ["Greeting"])]),
            "Doc.docc/Tutorials/Greeting.tutorial": tutorial.replacingOccurrences(
                of: #"name: "main.swift""#, with: #"name: "Greeting.swift""#),
        ]
        let files = [
            "Doc.docc/Resources/main-01.swift": Array("print(\"a\")\n".utf8),
            "Doc.docc/Resources/main-02.swift": Array("import SwiftUI\nprint(\"a\")\n".utf8),
        ]
        let site = try resolveCatalog(pages, files: files)
        #expect(site.codeCounts.total == 2)
        #expect(site.codeCounts.notChecked == 1)  // no check ran
        #expect(
            site.codeCounts.shownOnly.map { "\($0.location): \($0.reason)" }
                == [
                    "Doc.docc/Tutorials/Greeting.tutorial:13:17: Imports SwiftUI, which exists on Apple platforms only."
                ])
        let html = SiteRenderer().render(site).text("tutorials/greeting.html")
        #expect(html.components(separatedBy: "<strong>Not compiled: </strong>").count == 2)
        #expect(html.contains("Imports SwiftUI, which exists on Apple platforms only."))
    }
}
