/// The paths of the files every site has, relative to the site root.
enum SiteFiles {
    static let stylesheet = "style.css"
    static let script = "script.js"
    static let favicon = "favicon.svg"
    static let searchIndex = "search-index.js"
    static let searchPage = "search.html"
    static let notFound = "404.html"
    static let sitemap = "sitemap.xml"
}
