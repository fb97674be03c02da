/// A page's `## Topics` section as DocC catalogs write it, read the same way on the landing
/// page and in an extension file:
///
/// ```markdown
/// ## Topics
///
/// ### Essentials
/// - <doc:GettingStarted>
/// - ``Router``
/// ```
///
/// Each `### Group` heading starts a group; each item of the lists below it is one entry,
/// named by the item's first link. A list before any group is an error.
package struct TopicsSection {
    /// A group as written.
    package struct Group {
        /// The text of the group's `###` heading.
        package var title: String
        var location: SourceLocation
        /// Each item's first inline when it is a `<doc:>` or symbol link, else `nil`, with where
        /// the item is.
        package var items: [(link: Inline?, location: SourceLocation)]
    }

    /// The groups, in order.
    package var groups: [Group] = []
    /// The page's blocks outside the section's headings and lists, in order.
    package var otherBlocks: [Block] = []
    /// Lists with no group above them.
    package var diagnostics: [Diagnostic] = []

    /// Whether a group lists a symbol (``` - ``Router`` ```), not only pages.
    package var listsSymbols: Bool {
        groups.contains { group in
            group.items.contains { item in
                if case .symbolLink? = item.link { return true }
                return false
            }
        }
    }

    /// Reads the section out of a page's blocks.
    package init(_ blocks: [Block]) {
        var inTopics = false
        for block in blocks {
            if case .heading(let level, let heading, _, _) = block, level <= 2 {
                inTopics = level == 2 && heading.plainText == "Topics"
                if inTopics { continue }
            }
            guard inTopics else {
                otherBlocks.append(block)
                continue
            }
            switch block {
            case .heading(3, let heading, _, let location):
                groups.append(Group(title: heading.plainText, location: location, items: []))
            case .list(_, let items, let location):
                if groups.isEmpty {
                    // DocC catalogs have such lists (swift-collections' Box.md): they make a
                    // group titled "Topics", and the author is told (an error outside catalogs).
                    diagnostics.append(
                        Diagnostic(
                            id: .topics, at: location, "topic links need a group",
                            hint: "put a `### Group name` heading above the list"))
                    groups.append(Group(title: "Topics", location: location, items: []))
                }
                for item in items {
                    let first = item.first?.inlineContent.first { inline in
                        if case .text(let text) = inline { !text.allSatisfy(\.isWhitespace) } else { true }
                    }
                    let link: Inline? =
                        switch first {
                        case .symbolLink?, .docLink?: first
                        default: nil
                        }
                    groups[groups.count - 1].items.append((link, item.first?.location ?? location))
                }
            default:
                otherBlocks.append(block)  // Prose between groups is kept.
            }
        }
    }
}
