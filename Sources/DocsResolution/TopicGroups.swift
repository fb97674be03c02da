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
/// The section is read by ``TopicsSection``; each group's `<doc:>` links are its pages, and so
/// are its ``` ``Symbol`` ``` links when the symbol has a reference page. Any other item is an
/// error: an entry is never left out without a word.
struct TopicGroups {
    /// A group as written: its title and the names of its pages.
    struct Group: Equatable {
        var title: String
        var pageNames: [PageName]
    }

    /// The groups, in order, with pages that exist and are listed once.
    var groups: [Group] = []

    /// The title of the group that lists each page, by the page's name.
    var groupOfPage: [PageName: String] {
        Dictionary(
            groups.flatMap { group in group.pageNames.map { ($0, group.title) } },
            uniquingKeysWith: { first, _ in first })
    }
    /// Problems with the section's shape.
    var diagnostics: [Diagnostic] = []
    /// Whether symbols have reference pages (then a link to no symbol is the link check's to report).
    private let hasReference: Bool
    /// How serious a problem with the section is, by its kind (see ``DiagnosticPolicy``).
    private let policy: DiagnosticPolicy

    /// Reads the topics of `root`; `pageNames` are the pages that exist (links to others are
    /// reported by ``LinkChecker``), and `symbolPage` names the reference page of a symbol link.
    init(
        root: Document, pageNames: Set<PageName>, pageName: (String) -> PageName? = { PageName($0) },
        hasReference: Bool = false, policy: DiagnosticPolicy = DiagnosticPolicy(),
        symbolPage: (String) -> PageName? = { _ in nil }
    ) {
        self.hasReference = hasReference
        self.policy = policy
        var listedIn: [PageName: SourceLocation] = [:]
        let section = TopicsSection(root.blocks)
        diagnostics = section.diagnostics.map { $0.with(policy.severity(of: $0.id)) }
        for group in section.groups {
            groups.append(Group(title: group.title, pageNames: []))
            for (link, location) in group.items {
                read(
                    link, at: location, into: groups.count - 1, rootName: root.name, pageNames: pageNames,
                    pageName: pageName,
                    symbolPage: symbolPage, listedIn: &listedIn)
            }
        }
        groups.removeAll { $0.pageNames.isEmpty }
    }

    private mutating func read(
        _ link: Inline?, at itemLocation: SourceLocation, into group: Int, rootName: PageName,
        pageNames: Set<PageName>, pageName: (String) -> PageName?, symbolPage: (String) -> PageName?,
        listedIn: inout [PageName: SourceLocation]
    ) {
        switch link {
        case .docLink(let written, let location)?:
            guard let name = pageName(written), pageNames.contains(name) else {
                // A link to no page is reported by the link check; a heading's is not a page.
                diagnostics += DocLinkResolver.headingInTopics(written, at: location).map { [$0] } ?? []
                return
            }
            if name == rootName {
                diagnostics.append(
                    Diagnostic(
                        id: .topics, at: location, "the root page cannot be listed in its own topics",
                        hint: "remove this item; the root page is the site's landing page"))
            } else if let earlier = listedIn[name] {
                diagnostics.append(Self.listedTwice("'\(name)'", at: location, earlier: earlier))
            } else {
                listedIn[name] = location
                groups[group].pageNames.append(name)
            }
        case .symbolLink(let name, let location)?:
            guard let page = symbolPage(name) else {
                // With a reference, a link to no symbol is already reported by the link check.
                guard !hasReference else { return }
                diagnostics.append(
                    Diagnostic(
                        policy.severity(of: .topics), id: .topics, at: location,
                        "``\(name)`` has no reference page, so the sidebar cannot list it",
                        hint:
                            "build with the package's symbol graphs so that its symbols get pages, or list an article here"
                    ))
                return
            }
            if let earlier = listedIn[page] {
                diagnostics.append(Self.listedTwice("``\(name)``", at: location, earlier: earlier))
            } else {
                listedIn[page] = location
                groups[group].pageNames.append(page)
            }
        default:
            diagnostics.append(
                Diagnostic(
                    id: .topics, at: itemLocation, "a topic item must be a <doc:…> link",
                    hint: "list pages as `- <doc:PageName>`"))
        }
    }

    /// A page listed a second time: DocC accepts it, and the sidebar shows the page once, in the
    /// group that lists it first (the page's own topics section still shows both items).
    private static func listedTwice(_ written: String, at location: SourceLocation, earlier: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, id: .topics, at: location, "\(written) is listed twice in the topics",
            hint: "the sidebar shows it once, in the group that lists it first",
            notes: [Diagnostic.Note(at: earlier, "listed first here")])
    }
}
