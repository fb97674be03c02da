import DocsMarkup

/// Where a `<doc:…>` link leads: a page, or a heading of it.
package struct DocLinkTarget: Sendable, Equatable {
    /// The page's name.
    package var page: PageName
    /// The heading's anchor, for `<doc:Page#Heading>`.
    package var anchor: String?
    /// The heading's text, which the link shows instead of the page's title.
    package var headingTitle: String?
    /// For a link to documentation published elsewhere (`<doc://com.apple.documentation/…>`),
    /// its web address; ``page`` is then empty and ``headingTitle`` is what the link shows.
    package var externalURL: String?

    /// Creates a target.
    package init(page: PageName, anchor: String? = nil, headingTitle: String? = nil, externalURL: String? = nil) {
        self.page = page
        self.anchor = anchor
        self.headingTitle = headingTitle
        self.externalURL = externalURL
    }
}
