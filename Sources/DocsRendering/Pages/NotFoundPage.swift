import DocsSiteModel

/// `404.html`. A server shows it at whatever URL was missing, so its links start at the
/// configured base path instead of being relative.
struct NotFoundPage: Sendable {
    let listing: SiteListing
    let frame: PageFrame

    func render() -> [UInt8] {
        let links = LinkContext.basePath(frame.configuration.basePath)
        let shell = PageShell(frame: frame, links: links)
        let head = PageShell.Head(
            title: "Page not found · \(frame.siteTitle)",
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
                    item(frame.rootPath, "\(frame.siteTitle) overview")
                    for group in listing.groups {
                        for page in group.pages { item(page.path, page.title) }
                    }
                    item(SiteFiles.searchPage, "All pages")
                }
            }
        }
    }
}
