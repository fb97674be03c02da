import Dispatch
import Synchronization

/// Turns a resolved ``Site`` into the files of the static site: one HTML page per page,
/// the landing page, `404.html`, `sitemap.xml`, the search index and the stylesheet and script.
///
/// Rendering is a pure function of the site: the same site gives the same files, byte for byte,
/// in the same order.
public struct SiteRenderer: Sendable {
    /// Whether Swift code that appears more than once in a build is highlighted only once.
    /// It changes how long rendering takes, never the files; off, every block is highlighted
    /// anew (as benchmarks of the highlighter itself want).
    public var cachesHighlightedCode: Bool

    /// Creates a renderer.
    public init(cachesHighlightedCode: Bool = true) {
        self.cachesHighlightedCode = cachesHighlightedCode
    }

    /// Renders every file of the site, in this order: the landing page (at `site.root.path`),
    /// each page at its path in reading order, `search.html`, `404.html`, `sitemap.xml`,
    /// `search-index.js`, `style.css` and `script.js`.
    ///
    /// Pages are rendered on all cores; each page is a pure function of the site, so the
    /// result does not depend on scheduling.
    public func render(_ site: Site) -> [OutputFile] {
        let index = SiteIndex(site, highlightCache: cachesHighlightedCode ? HighlightCache() : nil)
        var files: [OutputFile] = []
        files.reserveCapacity(site.pages.count + 8)
        files.append(OutputFile(path: site.root.path, text: LandingPage(index: index).render()))
        files += renderPages(index)
        files.append(OutputFile(path: SiteFiles.searchPage, text: SearchPage(index: index).render()))
        files.append(OutputFile(path: SiteFiles.notFound, text: NotFoundPage(site: site).render()))
        files.append(OutputFile(path: SiteFiles.sitemap, text: Sitemap(site: site).render()))
        files.append(OutputFile(path: SiteFiles.searchIndex, text: SearchIndex(site: site).render()))
        files.append(OutputFile(path: SiteFiles.stylesheet, text: Stylesheet.css))
        files.append(OutputFile(path: SiteFiles.script, text: Script.javascript))
        return files
    }

    private func renderPages(_ index: SiteIndex) -> [OutputFile] {
        let pages = index.site.pages
        // Each slot is written once, by the iteration that owns it; the mutex makes the
        // writes visible to the caller once `concurrentPerform` returns.
        let rendered = Mutex<[OutputFile?]>(Array(repeating: nil, count: pages.count))
        DispatchQueue.concurrentPerform(iterations: pages.count) { position in
            let page = pages[position]
            let file = OutputFile(path: page.path, text: ArticlePage(index: index, page: page).render())
            rendered.withLock { $0[position] = file }
        }
        return rendered.withLock { $0.compactMap { $0 } }
    }
}
