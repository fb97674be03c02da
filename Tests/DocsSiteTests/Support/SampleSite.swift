import DocsMarkup

@testable import DocsSite
@testable import DocsSiteModel

/// Hand-built documents and sites, so the renderer is tested without the parser.
enum Sample {
    static func at(_ line: Int, _ column: Int = 1, file: String = "Sample.md") -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static func paragraph(_ inlines: Inline...) -> Block { .paragraph(inlines, at(1)) }
    static func paragraph(_ text: String) -> Block { .paragraph([.text(text)], at(1)) }
    static func heading(_ level: Int, _ text: String, _ anchor: String) -> Block {
        .heading(level: level, content: [.text(text)], anchor: anchor, at(1))
    }
    static func swift(_ code: String) -> Block { .codeBlock(language: "swift", info: "swift", code: code, at(1)) }
    static func bullets(_ items: [Inline]...) -> Block {
        .list(.bullet, items: items.map { [.paragraph($0, at(1))] }, at(1))
    }

    static func document(
        _ name: String, _ title: String, kind: PageKind? = nil, rawHTML: Bool = false, root: Bool = false,
        _ blocks: [Block]
    ) -> Document {
        var metadata = PageMetadata()
        metadata.pageKind = kind
        metadata.allowsRawHTML = rawHTML
        metadata.isTechnologyRoot = root
        return Document(
            name: PageName(name), sourcePath: SourcePath("Articles/\(name).md"), title: [.text(title)],
            titleLocation: at(1),
            metadata: metadata, blocks: blocks)
    }

    static func tableOfContents(_ blocks: [Block]) -> [TableOfContentsEntry] {
        blocks.compactMap {
            guard case .heading(let level, let content, let anchor, _) = $0, level <= 3 else { return nil }
            return TableOfContentsEntry(level: level, title: content.plainText, anchor: anchor)
        }
    }

    static func page(_ document: Document, path: PagePath, summary: String, group: String?) -> Page {
        Page(
            document: document, path: path, title: document.title.plainText, summary: summary,
            tableOfContents: tableOfContents(document.blocks), groupTitle: group, previous: nil, next: nil)
    }

    /// A site with a root page and the given pages, linked in order, all in one group.
    static func site(
        root: Document? = nil, pages documents: [(Document, String)],
        configuration: SiteConfiguration = SiteConfiguration()
    ) -> Site {
        let rootDocument = root ?? document("Root", "Project", root: true, [paragraph("The project.")])
        var pages = documents.map {
            page($0.0, path: PagePath($0.1), summary: "Summary of \($0.0.name).", group: "Essentials")
        }
        for index in pages.indices {
            if index > 0 {
                pages[index].previous = PageLink(
                    name: pages[index - 1].name, title: pages[index - 1].title, path: pages[index - 1].path)
            }
            if index < pages.count - 1 {
                pages[index].next = PageLink(
                    name: pages[index + 1].name, title: pages[index + 1].title, path: pages[index + 1].path)
            }
        }
        let group = NavigationGroup(
            title: "Essentials", pages: pages.map { PageLink(name: $0.name, title: $0.title, path: $0.path) })
        return Site(
            title: rootDocument.title.plainText,
            root: page(rootDocument, path: "index.html", summary: "The project.", group: nil),
            pages: pages, groups: pages.isEmpty ? [] : [group], configuration: configuration)
    }

    /// A site that looks like napkin's: a landing page, articles and a tutorial.
    static var napkin: Site {
        let root = document(
            "napkin", "napkin", rawHTML: true, root: true,
            [
                paragraph(
                    .text("Apps as a tree of small, isolated, composable units. Business logic lives in "),
                    .code("final actor"), .text(" interactors; routing and presentation are "), .code("@MainActor"),
                    .text(".")),
                heading(2, "Specifications", "Specifications"),
                paragraph("Four moves that set napkin apart."),
                .panels(
                    .columns,
                    [
                        Panel(blocks: [
                            heading(3, "Isolation by the compiler", "Isolation-by-the-compiler"),
                            paragraph("Interactors are actors, off the main thread by construction."),
                        ]),
                        Panel(blocks: [
                            heading(3, "No Combine", "No-Combine"),
                            paragraph(
                                .code("@Observable"), .text(" for state, "), .code("AsyncStream"), .text(" for events.")
                            ),
                        ]),
                        Panel(blocks: [
                            heading(3, "Swift 6 strict", "Swift-6-strict"),
                            paragraph("Mutex, isolated deinit, Observations."),
                        ]),
                        Panel(blocks: [
                            heading(3, "Modeled on RIBs", "Modeled-on-RIBs"),
                            paragraph("Builder, Component, Interactor, Router, Presenter."),
                        ]),
                    ], at(10)),
                heading(2, "The isolation map", "The-isolation-map"),
                paragraph("Three regions; every crossing is an await."),
                .html(
                    #"<div class="isolation-map"><svg viewBox="0 0 300 80" role="img" aria-label="Isolation map"><rect x="4" y="4" width="292" height="72" rx="10" fill="none" stroke="currentColor"/><text x="150" y="45" text-anchor="middle" fill="currentColor">Sendable · @MainActor · actor</text></svg></div>"#,
                    at(20)),
                heading(2, "Get started", "Get-started"),
                paragraph(.text("Add the package, then read "), .docLink(name: "GettingStarted", at(30)), .text(".")),
                .codeBlock(
                    language: "swift", info: "swift",
                    code:
                        "// Package.swift\n.package(url: \"https://github.com/WikipediaBrown/napkin.git\", from: \"2.1.2\")\n",
                    at(31)),
                heading(2, "Topics", "Topics"),
                heading(3, "Essentials", "Essentials"),
                bullets([.docLink(name: "GettingStarted", at(40))], [.docLink(name: "Lifecycle", at(41))]),
            ])
        let gettingStarted = document(
            "GettingStarted", "Getting Started", kind: .article,
            [
                paragraph("Build your first napkin: a builder, an interactor and a router, wired together."),
                heading(2, "Add the package", "Add-the-package"),
                paragraph(
                    .text("Declare the dependency in "), .code("Package.swift"), .text(" and import "),
                    .symbolLink(name: "napkin", at(5)), .text(".")),
                .aside(.note, [paragraph("napkin needs Swift 6.2 or later.")], at(6)),
                heading(2, "Write an interactor", "Write-an-interactor"),
                swift(
                    """
                    /// Loads the user and keeps the presenter up to date.
                    final actor HomeInteractor: PresentableInteractable {
                        nonisolated let lifecycle = InteractorLifecycle()
                        nonisolated let presenter: HomePresentable

                        init(presenter: HomePresentable) {
                            self.presenter = presenter
                        }

                        func didBecomeActive() async {
                            task {
                                for await user in users.stream() {
                                    await presenter.update(user, count: 42) // keep the view fresh
                                }
                            }
                        }
                    }
                    """),
                .aside(
                    .tip,
                    [
                        paragraph(
                            .text("Use "), .symbolLink(name: "InteractorLifecycle", at(30)),
                            .text(" to observe activation."))
                    ], at(30)),
                heading(3, "On every platform", "On-every-platform"),
                .panels(
                    .tabs,
                    [
                        Panel(
                            title: "iOS",
                            blocks: [paragraph("Launch from a UIWindow."), swift("router.launch(from: window)")]),
                        Panel(title: "macOS", blocks: [paragraph("Launch from an NSWindow.")]),
                        Panel(
                            title: "Linux",
                            blocks: [paragraph("Launch from any type that conforms to the window protocol.")]),
                    ], at(40)),
                .aside(.important, [paragraph("Never call a router from an interactor without awaiting it.")], at(50)),
                .aside(.warning, [paragraph("Detaching a router that is not a child does nothing.")], at(51)),
                heading(2, "Next steps", "Next-steps"),
                .list(
                    .ordered(start: 1),
                    items: [
                        [paragraph(.text("Read "), .docLink(name: "Lifecycle", at(60)))],
                        [paragraph(.text("Follow "), .docLink(name: "BuildingALoginFlow", at(61)))],
                    ], at(60)),
                .blockQuote(
                    [
                        paragraph(
                            .text("Sketch it on a napkin "), .emphasis([.text("first")]), .text(", then "),
                            .strong([.text("build")]), .text(" it."))
                    ], at(70)),
                .thematicBreak(at(71)),
                paragraph(
                    .text("Shell: "),
                    .link(destination: "https://swift.org", title: "Swift", content: [.text("swift.org")]), .lineBreak,
                    .text("more text")),
                .codeBlock(
                    language: "sh", info: "sh", code: "swift build && swift test 2>&1 | grep -v '<noise>'\n", at(80)),
            ])
        let lifecycle = document(
            "Lifecycle", "Lifecycle", kind: .article,
            [
                paragraph("How an interactor becomes active, does work, and is torn down."),
                heading(2, "Activation", "Activation"),
                paragraph(
                    .text("A router activates its interactor when attached. "), .symbolLink(name: "Router", at(3)),
                    .text(" deactivates children before parents.")),
                heading(2, "Races", "Races"),
                paragraph("The last request wins."),
                .html("<marquee>not allowed here</marquee>", at(9)),
            ])
        let tutorial = document(
            "BuildingALoginFlow", "Building a Login Flow", kind: .tutorial,
            [
                paragraph("Build a logged-out screen that hands control to a logged-in one."),
                heading(2, "Create the napkins", "Create-the-napkins"),
                .steps(
                    [
                        Step(blocks: [
                            paragraph("Create the logged-out view."),
                            swift("struct LoggedOutView: View {\n    var body: some View { Button(\"Login\") { } }\n}"),
                        ]),
                        Step(blocks: [
                            paragraph("Give it an interactor."),
                            swift("final actor LoggedOutInteractor {\n    func didTapLogin() async {}\n}"),
                        ]),
                        Step(blocks: [paragraph("Attach it from the launch router.")]),
                    ], at(5)),
            ])
        var site = self.site(
            root: root,
            pages: [
                (gettingStarted, "articles/getting-started.html"),
                (lifecycle, "articles/lifecycle.html"),
                (tutorial, "tutorials/building-a-login-flow.html"),
            ], configuration: SiteConfiguration(siteURL: "https://example.org/docs/", basePath: "/docs/"))
        site.groups = [
            NavigationGroup(
                title: "Essentials",
                pages: site.pages.prefix(2).map { PageLink(name: $0.name, title: $0.title, path: $0.path) }),
            NavigationGroup(
                title: "Tutorials",
                pages: [
                    PageLink(
                        name: tutorial.name, title: "Building a Login Flow",
                        path: "tutorials/building-a-login-flow.html")
                ]),
        ]
        site.pages[0].summary = "Build your first napkin: a builder, an interactor and a router, wired together."
        site.pages[1].summary = "How an interactor becomes active, does work, and is torn down."
        site.pages[2].summary = "Build a logged-out screen that hands control to a logged-in one."
        site.pages[2].groupTitle = "Tutorials"
        return site
    }
}

extension [OutputFile] {
    /// The text of the file at `path`, or an empty string.
    func text(_ path: String) -> String {
        first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }
}
