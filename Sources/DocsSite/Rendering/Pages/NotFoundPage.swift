/// `404.html`. A server shows it at whatever URL was missing, so its links start at the
/// configured base path instead of being relative.
struct NotFoundPage: Sendable {
    let site: Site

    func render() -> String {
        let links = LinkContext.basePath(site.configuration.basePath)
        let shell = PageShell(site: site, links: links)
        let head = PageShell.Head(
            title: "Page not found · \(site.title)",
            description: "",
            canonicalURL: nil,
            bodyClass: "page-not-found"
        )
        return shell.document(head) {
            HTMLNode.element("main", [.id(FrameID.main), .class("not-found")]) {
                HTMLNode.element("p", [.class("eyebrow")], text: "404")
                HTMLNode.element("h1", text: "This page is not on the napkin.")
                HTMLNode.element("p", text: "The address may be mistyped, or the page has moved. These are good places to continue:")
                HTMLNode.element("ul", [.class("page-list")]) {
                    HTMLNode.element("li", [.element("a", [.href(links.href(to: site.root.path))], text: "\(site.title) overview")])
                    for group in site.groups {
                        for page in group.pages {
                            HTMLNode.element("li", [.element("a", [.href(links.href(to: page.path))], text: page.title)])
                        }
                    }
                    HTMLNode.element("li", [.element("a", [.href(links.href(to: SiteFiles.searchPage))], text: "All pages")])
                }
            }
        }
    }
}
