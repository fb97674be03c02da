import DocsSiteModel
import DocsSupport
import Foundation

/// `sitemap.xml`: the absolute URL of every page, without dates so builds stay reproducible.
///
/// It is given the site's URL and the pages' paths, all it shows, so the render of an edit that
/// keeps every path can keep it (``RenderedPageMemo/sitemap(start:make:)``).
struct Sitemap: Sendable {
    /// The URL the site is published at, ending in `/`.
    let siteURL: String
    /// The path of every page but the root, in reading order.
    let pagePaths: [PagePath]

    func render() -> [UInt8] {
        let base = siteURL
        var output: [UInt8] = []
        output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.append("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n")
        // The root is published at the site URL itself, as its canonical link says. A sitemap's
        // URLs are escaped (`articles/%C3%BCber.html` for `articles/über.html`).
        let paths = pagePaths.map { URLPathEncoding.encode($0.string) }
        for url in [base] + paths.map({ base + $0 }) {
            output.append("<url><loc>")
            HTMLEscaping.appendText(url, to: &output)
            output.append("</loc></url>\n")
        }
        output.append("</urlset>\n")
        return output
    }
}
