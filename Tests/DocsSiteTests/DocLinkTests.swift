import DocsMarkup
import DocsTestSupport
import Testing

@testable import DocsRendering
@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

/// `<doc:>` links as DocC catalogs write them: to headings, with their own text, to files
/// whose names have spaces.
@Suite struct DocLinkTests {
    private func site(_ pages: [String: String]) throws -> Site {
        try SiteResolver().resolve(
            pages.map { path, text in try DocumentParser().parse(SourceFile(path: path, text: text)) })
    }

    private func html(_ site: Site, _ path: String) throws -> String {
        String(decoding: try #require(SiteRenderer().render(site).first { $0.path == path }).contents, as: UTF8.self)
    }

    private let lifecycle =
        "# Lifecycle\n\nHow napkins live.\n\n## Bound tasks\n\nTasks.\n\n### Cancelling them\n\nStop.\n"

    @Test func aLinkToAHeadingOfAnotherPageShowsTheHeading() throws {
        let site = try site([
            "Articles/Napkin.md": rootPage(groups: [("Guides", ["Lifecycle", "Guide"])]),
            "Articles/Lifecycle.md": lifecycle,
            "Articles/Guide.md": "# Guide\n\nSee <doc:Lifecycle#Bound-tasks> and <doc:Lifecycle#cancelling-them>.\n",
        ])
        let page = try html(site, "articles/guide.html")
        #expect(page.contains(#"<a class=doc-link href=lifecycle.html#bound-tasks>Bound tasks</a>"#))
        #expect(page.contains(#"<a class=doc-link href=lifecycle.html#cancelling-them>Cancelling them</a>"#))
    }

    @Test func aLinkWrittenAsAPathNamesAHeadingOrAPage() throws {
        let site = try site([
            "Articles/Napkin.md": rootPage(groups: [("Guides", ["Lifecycle", "Guide"])]),
            "Articles/Lifecycle.md": lifecycle,
            "Articles/Guide.md":
                "# Guide\n\nSee <doc:Lifecycle/Bound-tasks> and <doc:napkin/Lifecycle>, or <doc:/Lifecycle>.\n",
        ])
        let page = try html(site, "articles/guide.html")
        #expect(page.contains(#"<a class=doc-link href=lifecycle.html#bound-tasks>Bound tasks</a>"#))
        // `<doc:napkin/Lifecycle>` and the absolute `<doc:/Lifecycle>` (DocC's tutorial tables of contents write it).
        #expect(page.components(separatedBy: #"<a class=doc-link href=lifecycle.html>Lifecycle</a>"#).count == 3)
        #expect(
            try resolutionErrors(["Articles/Napkin.md": rootPage(extra: "<doc:napkin/Router>\n")]).first?.hasSuffix(
                "error: no page is named 'napkin/Router'") == true)
    }

    /// As swift-docc's TestTutorial.tutorial links to a section of a tutorial: a full path, an emoji escaped.
    @Test func aPathWithAHeadingWhoseEmojiIsPercentEncoded() throws {
        let site = try site([
            "Articles/Napkin.md": rootPage(groups: [("Guides", ["Lifecycle", "Guide"])]),
            "Articles/Lifecycle.md": lifecycle + "\n## Create a New AR Project 💻\n\nGo.\n",
            "Articles/Guide.md":
                "# Guide\n\nSee <doc:/tutorials/Test-Bundle/Lifecycle#Create-a-New-AR-Project-%F0%9F%92%BB>.\n",
        ])
        let page = try html(site, "articles/guide.html")
        #expect(
            page.contains(
                #"<a class=doc-link href=lifecycle.html#create-a-new-ar-project>Create a New AR Project 💻</a>"#))
    }

    @Test func aLinkToAHeadingOfTheSamePage() throws {
        let site = try site([
            "Articles/Napkin.md": rootPage(groups: [("Guides", ["Lifecycle"])]),
            "Articles/Lifecycle.md": lifecycle + "\nBack to <doc:#Bound-tasks>, or <doc:Cancelling-them>.\n",
        ])
        let page = try html(site, "articles/lifecycle.html")
        #expect(page.contains(##"<a class=doc-link href=#bound-tasks>Bound tasks</a>"##))
        #expect(page.contains(##"<a class=doc-link href=#cancelling-them>Cancelling them</a>"##))
    }

    @Test func aHeadingThatIsNotThereIsAnErrorWithTheNearestOne() throws {
        #expect {
            _ = try site([
                "Articles/Napkin.md": rootPage(groups: [("Guides", ["Lifecycle", "Guide"])]),
                "Articles/Lifecycle.md": lifecycle,
                "Articles/Guide.md": "# Guide\n\nSee <doc:Lifecycle#Bound-task>.\n",
            ])
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map { "\($0.location): \($0.message) | \($0.hint ?? "")" } == [
                "Articles/Guide.md:3:5: 'Lifecycle' has no heading 'Bound-task' | did you mean the heading 'Bound tasks' (#bound-tasks)?"
            ]
        }
    }

    @Test func aLinkWithItsOwnText() throws {
        let site = try site([
            "Articles/Napkin.md": rootPage(groups: [("Guides", ["Lifecycle", "Guide"])]),
            "Articles/Lifecycle.md": lifecycle,
            "Articles/Guide.md":
                "# Guide\n\nRead [how napkins live](<doc:Lifecycle>) and [about tasks](<doc:Lifecycle#Bound-tasks>).\n",
        ])
        let page = try html(site, "articles/guide.html")
        #expect(page.contains(#"<a class=doc-link href=lifecycle.html>how napkins live</a>"#))
        #expect(page.contains(#"<a class=doc-link href=lifecycle.html#bound-tasks>about tasks</a>"#))
        #expect(throws: DiagnosticError.self) {
            _ = try self.site(["Articles/Napkin.md": rootPage(extra: "[x](<doc:Nowhere>)\n")])
        }
    }

    @Test func aFileNameWithSpacesIsLinkedWithDashes() throws {
        let site = try site([
            "Articles/Napkin.md": rootPage(
                groups: [("Guides", ["Getting-Started"])], extra: "Start with <doc:Getting-Started>.\n"),
            "Articles/Getting Started.md": "# Getting Started\n\nFirst steps.\n",
        ])
        #expect(site.groups.first?.pages.map(\.title) == ["Getting Started"])
        #expect(
            try html(site, "index.html").contains(
                #"<a class=doc-link href=articles/getting-started.html>Getting Started</a>"#))
    }

    @Test func theHintForAMistypedNameWithSpacesIsALinkThatWorks() throws {
        #expect {
            _ = try site([
                "Articles/Napkin.md": rootPage(extra: "See <doc:Getting-Startd>.\n"),
                "Articles/Getting Started.md": "# Getting Started\n\nFirst steps.\n",
            ])
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.first?.hint == "did you mean <doc:Getting-Started>?"
        }
    }
}
