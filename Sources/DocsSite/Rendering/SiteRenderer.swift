/// Turns a resolved ``Site`` into the files of the static site: one HTML page per page,
/// the landing page, `404.html`, `sitemap.xml`, the search index and the stylesheet and script.
///
/// Rendering is a pure function of the site: the same site gives the same files, byte for byte,
/// in the same order.
public struct SiteRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Renders every file of the site.
    public func render(_ site: Site) -> [OutputFile] {
        [] // Filled in by the rendering stage.
    }
}
