/// Turns a resolved ``Site`` into the files of the static site: one HTML page per page,
/// the landing page, `404.html`, `sitemap.xml`, the search index and the stylesheet and script.
///
/// Rendering is a pure function of the site: the same site gives the same files, byte for byte,
/// in the same order.
public struct SiteRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Renders every file of the site: the landing page (`site.root.path`), each page at its
    /// path in reading order, `search.html`, `404.html`, `sitemap.xml`, `search-index.js`,
    /// `style.css` and `script.js`.
    public func render(_ site: Site) -> [OutputFile] {
        var files: [OutputFile] = []
        files.reserveCapacity(site.pages.count + 7)
        files.append(OutputFile(path: site.root.path, text: LandingPage(site: site).render()))
        for page in site.pages {
            files.append(OutputFile(path: page.path, text: ArticlePage(site: site, page: page).render()))
        }
        files.append(OutputFile(path: SiteFiles.searchPage, text: SearchPage(site: site).render()))
        files.append(OutputFile(path: SiteFiles.notFound, text: NotFoundPage(site: site).render()))
        files.append(OutputFile(path: SiteFiles.sitemap, text: Sitemap(site: site).render()))
        files.append(OutputFile(path: SiteFiles.searchIndex, text: SearchIndex(site: site).render()))
        files.append(OutputFile(path: SiteFiles.stylesheet, text: Stylesheet.css))
        files.append(OutputFile(path: SiteFiles.script, text: Script.javascript))
        return files
    }
}
