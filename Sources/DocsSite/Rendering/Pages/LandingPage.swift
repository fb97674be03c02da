import DocsMarkup

/// The root page as the site's front door: a hero with the title and summary, the root
/// page's sections as wide bands, and its topic groups as cards with each page's summary.
struct LandingPage: Sendable {
    let index: SiteIndex
    var site: Site { index.site }

    func render() -> String {
        let page = site.root
        let links = LinkContext.page(at: page.path)
        let blocks = BlockRenderer(index: index, links: links, allowsRawHTML: page.document.metadata.allowsRawHTML)
        let shell = PageShell(site: site, links: links)
        let head = PageShell.Head(
            title: site.title,
            description: page.summary,
            canonicalURL: site.configuration.siteURL,
            bodyClass: "page-landing"
        )
        let parts = LandingContent(page.document.blocks)
        return shell.document(head) {
            HTMLNode.element("main", [.id(FrameID.main), .class("landing")]) {
                hero(page, lead: parts.lead, blocks: blocks, links: links)
                for section in parts.sections {
                    HTMLNode.element("section", [.class("landing-section")], [
                        .element("div", [.class("landing-inner prose")], blocks.render(section)),
                    ])
                }
                if parts.hasTopics || !site.groups.isEmpty {
                    topics(links: links)
                }
            }
        }
    }

    private func hero(_ page: Page, lead: [Inline]?, blocks: BlockRenderer, links: LinkContext) -> HTMLNode {
        .element("section", [.class("hero")]) {
            HTMLNode.element("div", [.class("landing-inner")]) {
                if let heading = page.document.metadata.titleHeading {
                    HTMLNode.element("p", [.class("eyebrow")], text: heading)
                }
                HTMLNode.element("h1", [.class("hero-title")], blocks.inlines.render(page.document.title))
                if let lead {
                    HTMLNode.element("p", [.class("hero-lead")], blocks.inlines.render(lead))
                } else if !page.summary.isEmpty {
                    HTMLNode.element("p", [.class("hero-lead")], text: page.summary)
                }
                HTMLNode.element("p", [.class("hero-actions")]) {
                    if let first = site.groups.first?.pages.first ?? site.pages.first.map(PageLink.init) {
                        HTMLNode.element("a", [.class("button button-primary"), .href(links.href(to: first.path))], text: "Get started")
                    }
                    HTMLNode.element("a", [.class("button"), .href(links.href(to: SiteFiles.searchPage))], text: "Browse all pages")
                }
            }
        }
    }

    private func topics(links: LinkContext) -> HTMLNode {
        .element("section", [.class("landing-section topics"), .aria("labelledby", "topics")]) {
            HTMLNode.element("div", [.class("landing-inner")]) {
                HTMLNode.element("h2", [.id("topics")]) {
                    HTMLNode.text("Topics")
                    HTMLNode.element("a", [.class("anchor"), .href("#topics"), .aria("label", "Link to this section: Topics")], text: "#")
                }
                for group in site.groups {
                    HTMLNode.element("h3", [.class("topic-group")], text: group.title)
                    HTMLNode.element("ul", [.class("topic-cards")], group.pages.map { card($0, links: links) })
                }
            }
        }
    }

    private func card(_ link: PageLink, links: LinkContext) -> HTMLNode {
        let summary = index.page(named: link.name)?.summary ?? ""
        return .element("li", [.class("topic-card")]) {
            HTMLNode.element("a", [.href(links.href(to: link.path))], text: link.title)
            if !summary.isEmpty {
                HTMLNode.element("p", text: summary)
            }
        }
    }
}

extension PageLink {
    /// A link to `page`.
    init(_ page: Page) {
        self.init(name: page.name, title: page.title, path: page.path)
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
