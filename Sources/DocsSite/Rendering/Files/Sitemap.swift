/// `sitemap.xml`: the absolute URL of every page, without dates so builds stay reproducible.
struct Sitemap: Sendable {
    let site: Site

    func render() -> String {
        let base = site.configuration.siteURL
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        // The root is published at the site URL itself, as its canonical link says.
        for url in [base] + site.pages.map({ base + $0.path }) {
            output += "<url><loc>"
            HTMLEscaping.appendText(url, to: &output)
            output += "</loc></url>\n"
        }
        output += "</urlset>\n"
        return output
    }
}
