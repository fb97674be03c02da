import DocsMarkup
import DocsTestSupport
import Testing

@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

@Suite struct SiteResolutionTests {
    private func site() throws -> Site {
        try SiteResolver().resolve(
            documents(
                [
                    "Articles/Napkin.md": rootPage(groups: [
                        ("Essentials", ["GettingStarted", "Lifecycle"]), ("Going Further", ["HTTPClient"]),
                    ]),
                    "Articles/GettingStarted.md":
                        "# Getting Started\n\nBuild your *first* napkin.\nSecond line.\n\n## Install\n\n### With SwiftPM\n\n#### Deep\n\n## Install\n",
                    "Articles/Lifecycle.md":
                        "# Lifecycle\n\nSee <doc:GettingStarted> and ``Interactor``.\n\n## After <doc:GettingStarted>\n",
                    "Articles/HTTPClient.md": "# HTTP Client\n\nNetworking.\n",
                    "Articles/Zebra.md": "# Zebra\n\nUnlisted.\n",
                    "Articles/Appendix.md": "# Appendix\n\nUnlisted too.\n",
                    "Tutorials/Login/LoginFlow.md": "# Building a Login Flow\n\nStep by step.\n",
                    "Articles/TabBar.md": "# Tab Bar\n\n@Metadata {\n  @PageKind(tutorial)\n}\n\nTabs.\n",
                ], tutorialFolders: ["Tutorials"]))
    }

    @Test func readingOrderFollowsTheTopicGroupsThenTheRestByName() throws {
        let site = try site()
        #expect(site.title == "napkin")
        #expect(site.root.name == "Napkin")
        #expect(site.root.path == "index.html")
        #expect(
            site.pages.map(\.name) == [
                "GettingStarted", "Lifecycle", "HTTPClient", "Appendix", "LoginFlow", "TabBar", "Zebra",
            ])
        #expect(
            site.groups == [
                NavigationGroup(
                    title: "Essentials",
                    pages: [
                        PageLink(
                            name: "GettingStarted", title: "Getting Started", path: "articles/getting-started.html"),
                        PageLink(name: "Lifecycle", title: "Lifecycle", path: "articles/lifecycle.html"),
                    ]),
                NavigationGroup(
                    title: "Going Further",
                    pages: [PageLink(name: "HTTPClient", title: "HTTP Client", path: "articles/http-client.html")]),
            ])
        #expect(site.pages.map(\.groupTitle) == ["Essentials", "Essentials", "Going Further", nil, nil, nil, nil])
    }

    @Test func previousAndNextFollowTheReadingOrderFromTheRoot() throws {
        let site = try site()
        #expect(site.root.previous == nil)
        #expect(site.root.next?.name == "GettingStarted")
        #expect(site.pages[0].previous == PageLink(name: "Napkin", title: "napkin", path: "index.html"))
        #expect(site.pages[0].next?.name == "Lifecycle")
        #expect(site.pages.last?.previous?.name == "TabBar")
        #expect(site.pages.last?.next == nil)
    }

    @Test func pathsDependOnTheKindOfPage() throws {
        let site = try site()
        #expect(site.page(named: "LoginFlow")?.path == "tutorials/login-flow.html")
        #expect(site.page(named: "TabBar")?.path == "tutorials/tab-bar.html")
        #expect(site.page(named: "Zebra")?.path == "articles/zebra.html")
    }

    @Test func summaryAndTableOfContentsComeFromThePage() throws {
        let page = try #require(try site().page(named: "GettingStarted"))
        #expect(page.title == "Getting Started")
        #expect(page.summary == "Build your first napkin. Second line.")
        #expect(
            page.tableOfContents == [
                TableOfContentsEntry(level: 2, title: "Install", anchor: "install"),
                TableOfContentsEntry(level: 3, title: "With SwiftPM", anchor: "with-swiftpm"),
                TableOfContentsEntry(level: 2, title: "Install", anchor: "install-2"),
            ])
    }

    @Test func aTutorialsStepsAreInItsContentsNamedByTheirFirstSentence() throws {
        let document = try DocumentParser().parse(
            SourceFile(
                path: "Tutorials/T.md",
                text: """
                    # T

                    ## Build it

                    @Steps {
                        @Step {
                            Create the router. It attaches children.
                        }
                        @Step {
                            Why not call it directly? It is async.
                        }
                        @Step {
                            ```swift
                            let a = 1
                            ```
                        }
                    }

                    ## Test it

                    @Steps {
                        @Step {
                            Write a test that launches the whole tree, logs in twice in a row and checks one child.
                        }
                    }
                    """))
        #expect(
            PageOutline.tableOfContents(of: document, pageTitles: [:]) == [
                TableOfContentsEntry(level: 2, title: "Build it", anchor: "build-it"),
                TableOfContentsEntry(level: 4, title: "Step 1: Create the router", anchor: "step-1"),
                TableOfContentsEntry(level: 4, title: "Step 2: Why not call it directly?", anchor: "step-2"),
                TableOfContentsEntry(level: 4, title: "Step 3", anchor: "step-3"),
                TableOfContentsEntry(level: 2, title: "Test it", anchor: "test-it"),
                TableOfContentsEntry(
                    level: 4, title: "Step 4: Write a test that launches the whole tree, logs in twice in…",
                    anchor: "step-4"),
            ])
    }

    /// A reader sees a `<doc:>` link as the page's title, in summaries and contents too; the
    /// anchor keeps the name, so it does not move when that title changes.
    @Test func pageLinksReadAsTitlesInSummaryAndContents() throws {
        let page = try #require(try site().page(named: "Lifecycle"))
        #expect(page.summary == "See Getting Started and Interactor.")
        #expect(
            page.tableOfContents == [
                TableOfContentsEntry(level: 2, title: "After Getting Started", anchor: "after-gettingstarted")
            ])
    }
}
