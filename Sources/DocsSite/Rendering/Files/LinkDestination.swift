/// The href of a Markdown link or image destination on a page.
enum LinkDestination {
    /// `destination` as the page at `links` writes it: a relative destination that resolution
    /// resolved (a copied file, another page's Markdown) leads to its place in the site from
    /// this page; any other is written as the author wrote it.
    static func href(_ destination: String, index: SiteIndex, links: LinkContext) -> String {
        guard let target = index.resolvedDestinations[links.currentPath]?[destination] else { return destination }
        return links.href(to: target)
    }
}
