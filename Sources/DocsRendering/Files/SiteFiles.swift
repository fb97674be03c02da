import DocsSiteModel

/// The paths of the files every site has, relative to the site root; the two pages among them
/// (the search page and `404.html`) as pages.
enum SiteFiles {
    static let stylesheet = "style.css"
    static let script = "script.js"
    static let favicon = "favicon.svg"
    static let searchIndex = "search-index.js"
    static let searchPage = PagePath("search.html")
    static let notFound = PagePath("404.html")
    static let sitemap = "sitemap.xml"
}
