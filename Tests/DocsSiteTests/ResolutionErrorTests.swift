import DocsMarkup
import DocsResolution
import DocsSite
import DocsTestSupport
import Testing

@Suite struct ResolutionErrorTests {
    @Test func noTechnologyRoot() throws {
        #expect(
            try resolutionErrors(["A/B.md": "# B\n", "A/A.md": "\n# A\n"]) == [
                "A/A.md:2:1: error: no page is marked as the technology root"
            ])
    }

    @Test func twoTechnologyRootsNameBothPages() throws {
        #expect(
            try resolutionErrors(["A/One.md": rootPage(), "B/Two.md": rootPage()]) == [
                "B/Two.md:1:1: error: more than one page is marked as the technology root: A/One.md and B/Two.md"
            ])
    }

    @Test func duplicatePageNamesNameBothFiles() throws {
        #expect(
            try resolutionErrors([
                "Articles/Root.md": rootPage(), "Articles/Intro.md": "# Intro\n",
                "Tutorials/Intro.md": "# Intro again\n",
            ]) == [
                "Tutorials/Intro.md:1:1: error: two pages are named 'Intro': Articles/Intro.md and Tutorials/Intro.md"
            ])
    }

    @Test func linkToNothingSuggestsACloseName() throws {
        let pages = [
            "A/Root.md": rootPage(groups: [("Essentials", ["GettingStarted"])]),
            "A/GettingStarted.md": "# Getting Started\n\nNext: <doc:Lifecyle>, then <doc:Nothing>.\n",
            "A/Lifecycle.md": "# Lifecycle\n",
        ]
        #expect(
            try resolutionErrors(pages) == [
                "A/GettingStarted.md:3:7: error: no page is named 'Lifecyle'",
                "A/GettingStarted.md:3:28: error: no page is named 'Nothing'",
            ])
        let error = try #require(throws: DiagnosticError.self) { try SiteResolver().resolve(try documents(pages)) }
        #expect(
            error.diagnostics.map(\.hint) == [
                "did you mean <doc:Lifecycle>?",
                "a page's name is its file name without `.md`, with `-` for each space",
            ])
    }

    @Test func unknownSymbolIsAnErrorOnlyWhenSymbolsAreListed() throws {
        let pages = ["A/Root.md": rootPage(extra: "See ``Routr``.\n")]
        #expect(try resolutionErrors(pages).isEmpty)
        #expect(
            try resolutionErrors(pages, symbols: ["Router"]) == ["A/Root.md:8:5: error: no symbol is named 'Routr'"])
    }

    @Test func topicItemsMustBePageLinksUnderAGroup() throws {
        let root = """
            # napkin

            @Metadata {
                @TechnologyRoot
            }

            ## Topics

            - <doc:A>

            ### Group

            - Just text
            - <doc:A>
            - <doc:A>
            """
        #expect(
            try resolutionErrors(["R/Root.md": root, "R/A.md": "# A\n"]) == [
                "R/Root.md:9:1: error: topic links need a group",
                "R/Root.md:13:3: error: a topic item must be a <doc:…> link",
                // The list without a group is read as a group, which lists A first.
                "R/Root.md:14:3: warning: 'A' is listed twice in the topics",
                "R/Root.md:15:3: warning: 'A' is listed twice in the topics",
            ])
    }

    @Test func pagesThatWouldShareAPathAreAnError() throws {
        #expect(
            try resolutionErrors([
                "A/Root.md": rootPage(), "A/GettingStarted.md": "# G\n", "A/Getting-Started.md": "# G2\n",
            ]) == [
                "A/GettingStarted.md:1:1: error: A/Getting-Started.md and A/GettingStarted.md would both be written to articles/getting-started.html"
            ])
    }
}
