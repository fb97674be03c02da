/// `404.html`. A server shows it at whatever URL was missing, so its links start at the
/// configured base path instead of being relative.
struct NotFoundPage: Sendable {
    let site: Site

    func render() -> [UInt8] {
        let links = LinkContext.basePath(site.configuration.basePath)
        let shell = PageShell(site: site, links: links)
        let head = PageShell.Head(
            title: "Page not found · \(site.title)",
            description: "",
            canonicalURL: nil,
            bodyClass: "page-not-found"
        )
        return shell.document(head) { html in
            html.element(.main, [.id(FrameID.main), .class("not-found")]) { html in
                html.element(.p, [.class("eyebrow")], text: "404")
                html.element(.h1, text: "This page is not on the napkin.")
                html.element(
                    .p, text: "The address may be mistyped, or the page has moved. These are good places to continue:")
                html.element(.ul, [.class("page-list")]) { html in
                    func item(_ path: PagePath, _ title: String) {
                        html.element(.li) { $0.element(.a, [.href(links.href(to: path))], text: title) }
                    }
                    item(site.root.path, "\(site.title) overview")
                    for group in site.groups {
                        for page in group.pages { item(page.path, page.title) }
                    }
                    item(SiteFiles.searchPage, "All pages")
                }
            }
        }
    }
}
