extension HTMLWriter {
    /// A section heading: `<hN id=anchor>`, its content, then the `#` link to it that every
    /// section heading of the site ends with; `title` is what the link's label names.
    mutating func sectionHeading(
        level: Int, anchor: String, title: String, content: (inout HTMLWriter) -> Void
    ) {
        element(.heading(level), [.id(anchor)]) { html in
            content(&html)
            html.element(
                .a, [.class("anchor"), .href("#" + anchor), .aria("label", "Link to this section: " + title)], text: "#"
            )
        }
    }

    /// A section heading whose content is the plain text `title`.
    mutating func sectionHeading(level: Int, anchor: String, title: String) {
        sectionHeading(level: level, anchor: anchor, title: title) { $0.text(title) }
    }
}
