import DocsMarkup

/// Reads the sidebar from the root page's `## Topics` section, as DocC catalogs write it:
///
/// ```markdown
/// ## Topics
///
/// ### Essentials
/// - <doc:GettingStarted>
/// - <doc:Lifecycle>
/// ```
///
/// Each `### Group` heading starts a group; the `<doc:>` links of the lists below it are its
/// pages, and so are its ``` ``Symbol`` ``` links when the symbol has a reference page. Any
/// other item is an error: an entry is never left out without a word.
struct TopicGroups {
    /// A group as written: its title and the names of its pages.
    struct Group: Equatable {
        var title: String
        var pageNames: [String]
    }

    /// The groups, in order, with pages that exist and are listed once.
    var groups: [Group] = []
    /// Problems with the section's shape.
    var diagnostics: [Diagnostic] = []
    /// Whether symbols have reference pages (then a link to no symbol is the link check's to report).
    private let hasReference: Bool

    /// Reads the topics of `root`; `pageNames` are the pages that exist (links to others are
    /// reported by ``LinkChecker``), and `symbolPage` names the reference page of a symbol link.
    init(root: Document, pageNames: Set<String>, pageName: (String) -> String? = { $0 }, hasReference: Bool = false,
         symbolPage: (String) -> String? = { _ in nil }) {
        self.hasReference = hasReference
        var inTopics = false
        var listedIn: [String: SourceLocation] = [:]
        for block in root.blocks {
            if case .heading(let level, let content, _, _) = block, level <= 2 {
                inTopics = level == 2 && content.plainText == "Topics"
                continue
            }
            guard inTopics else { continue }
            switch block {
            case .heading(3, let content, _, _):
                groups.append(Group(title: content.plainText, pageNames: []))
            case .list(_, let items, let location):
                guard !groups.isEmpty else {
                    diagnostics.append(Diagnostic(at: location, "topic links need a group",
                                                  hint: "put a `### Group name` heading above the list"))
                    continue
                }
                for item in items {
                    read(item, into: groups.count - 1, rootName: root.name, pageNames: pageNames, pageName: pageName, symbolPage: symbolPage,
                         listedIn: &listedIn)
                }
            default:
                continue // Prose between groups is allowed.
            }
        }
        groups.removeAll { $0.pageNames.isEmpty }
    }

    private mutating func read(_ item: [Block], into group: Int, rootName: String, pageNames: Set<String>, pageName: (String) -> String?,
                               symbolPage: (String) -> String?, listedIn: inout [String: SourceLocation]) {
        let first = item.first?.inlineContent.first { inline in
            if case .text(let text) = inline { !text.allSatisfy(\.isWhitespace) } else { true }
        }
        switch first {
        case .docLink(let written, let location)?:
            guard let name = pageName(written), pageNames.contains(name) else {
                // A link to no page is reported by the link check; a heading's is not a page.
                if written.contains("#") {
                    diagnostics.append(Diagnostic(at: location, "a topic lists pages, not a heading of one",
                                                  hint: "list the page, <doc:\(written.split(separator: "#").first ?? "")>"))
                }
                return
            }
            if name == rootName {
                diagnostics.append(Diagnostic(at: location, "the root page cannot be listed in its own topics",
                                              hint: "remove this item; the root page is the site's landing page"))
            } else if let earlier = listedIn[name] {
                diagnostics.append(Diagnostic(at: location, "'\(name)' is listed twice in the topics",
                                              hint: "a page belongs to one group; it is already listed at \(earlier)"))
            } else {
                listedIn[name] = location
                groups[group].pageNames.append(name)
            }
        case .symbolLink(let name, let location)?:
            guard let page = symbolPage(name) else {
                // With a reference, a link to no symbol is already reported by the link check.
                guard !hasReference else { return }
                diagnostics.append(Diagnostic(at: location, "``\(name)`` has no reference page, so the topics cannot list it",
                                              hint: "build with the package's symbol graphs so that its symbols get pages, or list an article here"))
                return
            }
            if let earlier = listedIn[page] {
                diagnostics.append(Diagnostic(at: location, "``\(name)`` is listed twice in the topics",
                                              hint: "a page belongs to one group; it is already listed at \(earlier)"))
            } else {
                listedIn[page] = location
                groups[group].pageNames.append(page)
            }
        default:
            if let location = item.first?.location {
                diagnostics.append(Diagnostic(at: location, "a topic item must be a <doc:…> link",
                                              hint: "list pages as `- <doc:PageName>`"))
            }
        }
    }
}
