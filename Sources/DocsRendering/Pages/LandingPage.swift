import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel
import DocsSupport

/// The root page as the site's front door: a hero with the title and summary, the root
/// page's sections as wide bands, and its topic groups as cards with each page's summary.
///
/// It shows what `listing` holds and what it reads through `index`, nothing else of the site.
struct LandingPage: Sendable {
    let listing: SiteListing
    let index: RenderContext

    func render() -> [UInt8] {
        let page = listing.root
        let links = LinkContext.page(at: page.path)
        let blocks = BlockRenderer(index: index, page: page, links: links)
        let shell = PageShell(frame: index.frame, links: links)
        let head = PageShell.Head(
            title: index.frame.siteTitle,
            description: page.summary,
            canonicalURL: index.frame.configuration.siteURL,
            bodyClass: "page-landing"
        )
        let parts = LandingContent(page.document.blocks)
        return shell.document(head) { html in
            html.element(.main, [.id(FrameID.main), .class("landing")]) { html in
                hero(page, lead: parts.lead, blocks: blocks, links: links, to: &html)
                for section in parts.sections {
                    html.element(.section, [.class("landing-section")]) { html in
                        html.element(.div, [.class("landing-inner prose")]) { blocks.write(section, to: &$0) }
                    }
                }
                if parts.hasTopics || !listing.groups.isEmpty {
                    topics(links: links, to: &html)
                }
            }
        }
    }

    private func hero(
        _ page: Page, lead: [Inline]?, blocks: BlockRenderer, links: LinkContext, to html: inout HTMLWriter
    ) {
        let intro = PageIntro(page: page, blocks: blocks, links: links)
        html.element(.section, [.class(intro.headerClass("hero"))]) { html in
            html.element(.div, [.class("landing-inner")]) { html in
                if let heading = page.document.metadata.titleHeading {
                    html.element(.p, [.class("eyebrow")], text: heading)
                }
                intro.writeTitle([.class("hero-title")], to: &html)
                intro.writeDetails(to: &html)
                if let lead {
                    html.element(.p, [.class("hero-lead")]) { blocks.inlines.write(lead, to: &$0) }
                } else if !page.summary.isEmpty {
                    html.element(.p, [.class("hero-lead")], text: page.summary)
                }
                html.element(.p, [.class("hero-actions")]) { html in
                    if let first = listing.groups.first?.pages.first ?? listing.firstPage {
                        html.element(
                            .a, [.class("button button-primary"), .href(links.href(to: first.path))],
                            text: "Get started")
                    }
                    html.element(
                        .a, [.class("button"), .href(links.href(to: SiteFiles.searchPage))], text: "Browse all pages")
                }
                if let facts = Self.codeFacts(listing.codeCounts) {
                    html.element(.p, [.class("hero-facts")], text: facts)
                }
            }
        }
    }

    /// What the site says of its Swift, from what the last `napkin-docs check` recorded: how
    /// many blocks a compiler compiled as they are now, and what became of the others; `nil`
    /// for a site without Swift, or whose blocks no check has seen (nothing to claim).
    static func codeFacts(_ counts: BlockCounts) -> String? {
        guard counts.total > 0, counts.notChecked + counts.shownOnly.count < counts.total else { return nil }
        var parts = [
            "\(counts.checked) of the \(counts.total) Swift blocks of these pages compiled in the last napkin-docs check"
        ]
        func count(_ number: Int, _ one: String, _ many: String) {
            if number > 0 { parts.append("\(number) \(number == 1 ? one : many)") }
        }
        count(counts.failed, "did not compile", "did not compile")
        count(
            counts.typeCheckedOnly, "was type-checked, and an error it is compiled with stopped the compiler there",
            "were type-checked, and an error they are compiled with stopped the compiler there")
        count(counts.fragments, "is an excerpt that cannot compile alone", "are excerpts that cannot compile alone")
        count(
            counts.needsContext, "needs names its page never declares", "need names their pages never declare")
        count(counts.needsPlatform, "needs API only Apple's platforms have", "need API only Apple's platforms have")
        count(
            counts.otherRelease, "shows the API of another release on purpose",
            "show the API of another release on purpose")
        count(
            counts.restatements, "restates the API as the library declares it",
            "restate the API as the library declares it")
        count(
            counts.shownOnly.count, "is shown without being compiled, with its reason",
            "are shown without being compiled, each with its reason")
        count(counts.notChecked, "has changed since", "have changed since")
        return parts.joined(separator: "; ") + "."
    }

    private func topics(links: LinkContext, to html: inout HTMLWriter) {
        html.element(.section, [.class("landing-section topics"), .aria("labelledby", "topics")]) { html in
            html.element(.div, [.class("landing-inner")]) { html in
                html.sectionHeading(level: 2, anchor: "topics", title: "Topics")
                for group in listing.groups {
                    html.element(.h3, [.class("topic-group")], text: group.title)
                    html.element(.ul, [.class("topic-cards")]) { html in
                        for page in group.pages {
                            PageListItem(index: index, links: links).write(page, [.class("topic-card")], to: &html)
                        }
                    }
                }
            }
        }
    }
}

/// The root page's blocks, cut into the parts of the landing page.
struct LandingContent {
    /// The first paragraph, shown in the hero.
    var lead: [Inline]?
    /// The other blocks, one array per level-2 section (the part before the first level-2
    /// heading is a section of its own).
    var sections: [[Block]] = []
    /// Whether the page had a `## Topics` section (rendered from the site's groups instead).
    var hasTopics = false

    init(_ blocks: [Block]) {
        var rest = blocks[...]
        if case .paragraph(let content, _)? = rest.first {
            lead = content
            rest = rest.dropFirst()
        }
        var current: [Block] = []
        var inTopics = false
        for block in rest {
            if case .heading(2, let content, _, _) = block {
                if !current.isEmpty { sections.append(current) }
                current = []
                inTopics = content.plainText == "Topics"
                hasTopics = hasTopics || inTopics
            }
            if !inTopics { current.append(block) }
        }
        if !current.isEmpty { sections.append(current) }
    }
}
