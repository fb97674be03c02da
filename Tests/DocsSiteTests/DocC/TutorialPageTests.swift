import DocsMarkup
import DocsTestSupport
import Testing
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
        let pages = ["Doc.docc/Root.md": rootPage(groups: [("Tutorials", ["Greeting"])]), "Doc.docc/Tutorials/Greeting.tutorial": tutorial]
        let files = ["Doc.docc/Resources/main-01.swift": Array("print(\"a\")\n".utf8), "Doc.docc/Resources/main-02.swift": Array("print(\"a\")\nprint(\"b\")\n".utf8)]
        let site = try resolveCatalog(pages, files: files)
        #expect(site.pages.map(\.path) == ["tutorials/greeting.html"])
        let html = SiteRenderer().render(site).text("tutorials/greeting.html")
        #expect(html.contains(#"<p class=eyebrow>Tutorial · 5 min</p>"#))
        #expect(html.contains(#"<div class=code-label>main.swift</div>"#))
        #expect(html.contains(##"<a href=#step-2>Step 2</a>"##))
        #expect(html.contains(#"<ins>print(<h-s>"b"</h-s>)</ins>"#))
    }

    @Test func aMissingCodeFileIsAnErrorAtItsArgument() {
        let pages = ["Doc.docc/Root.md": rootPage(groups: [("Tutorials", ["Greeting"])]), "Doc.docc/Tutorials/Greeting.tutorial": tutorial]
        #expect(catalogProblems(pages, files: ["Doc.docc/main-01.swift": Array("x\n".utf8)]).map { $0.components(separatedBy: " (")[0] } == [
            "Doc.docc/Tutorials/Greeting.tutorial:13:43: error: 'main-02.swift' leads to no file: Doc.docc/Tutorials/main-02.swift does not exist",
        ])
    }
}
