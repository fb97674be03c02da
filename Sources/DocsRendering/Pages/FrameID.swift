/// The `id`s of the page frame (everything around the content): skip link target, sidebar,
/// search box and so on.
///
/// Each holds an underscore, which a heading anchor never does (anchors are made of `a-z`, `0-9`
/// and `-`), so a heading such as `## Main` or `## Sidebar` cannot take an id the frame uses.
enum FrameID {
    static let main = "frame_main"
    static let sidebar = "frame_sidebar"
    static let navigationToggle = "frame_nav-toggle"
    static let searchInput = "frame_search-input"
    static let searchSuggestions = "frame_search-suggestions"
    static let searchResults = "frame_search-results"
    static let allPages = "frame_all-pages"
    static let tableOfContentsTitle = "frame_toc-title"
}
