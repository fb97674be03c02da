import DocsCodeBlocks
import DocsSiteModel

/// What the files that list the whole site (the landing page, the search page, `404.html`) show
/// of it besides the ``PageFrame`` and what they read through the ``RenderContext``.
///
/// Those files are given this instead of the ``Site``, so everything they show is either here or
/// read through the context, which records it: a kept copy of one is reused while this value, the
/// frame and its reads are unchanged (``RenderedPageMemo``), and a file cannot read the site
/// behind that check.
struct SiteListing: Sendable, Equatable {
    /// The root page, whole: the landing page renders its content.
    var root: Page
    /// The topic groups, in order, each with its pages.
    var groups: [NavigationGroup]
    /// The first page in reading order, if any.
    var firstPage: PageLink?
    /// Pages no topic group lists, in reading order.
    var ungrouped: [PageLink]
    /// What the last check recorded of the site's Swift blocks.
    var codeCounts: BlockCounts

    init(_ site: Site, in index: RenderContext) {
        root = site.root
        groups = site.groups
        firstPage = site.pages.first.map(PageLink.init)
        ungrouped = index.ungrouped
        codeCounts = site.codeCounts
    }
}
