import DocsMarkup
import DocsSiteModel
import DocsSupport

extension DocLinkTarget {
    /// `<doc://com.apple.documentation/documentation/swift/hashable>`, which DocC catalogs use
    /// for Apple's documentation: a link to it on developer.apple.com, showing its last part.
    static func appleDocumentation(_ link: String) -> DocLinkTarget? {
        let prefix = "//com.apple.documentation/"
        guard link.hasPrefix(prefix), let last = link.split(separator: "/").last else { return nil }
        return DocLinkTarget(
            page: "", headingTitle: String(last),
            externalURL: "https://developer.apple.com/" + link.dropFirst(prefix.count))
    }
}
/// Finds what a `<doc:…>` link names, as DocC does: a page by its name (`<doc:GettingStarted>`),
/// written with `-` for a space (`<doc:Getting-Started>` for `Getting Started.md`); a heading of
/// a page (`<doc:Lifecycle#Bound-tasks>`) or of the page the link is on (`<doc:#Bound-tasks>`,
/// or `<doc:Bound-tasks>` when no page has that name); a path (`<doc:Lifecycle/Bound-tasks>`,
/// `<doc:napkin/Lifecycle>`) names a heading of its page or a page. A heading is matched by its slug, so
/// `#Bound-tasks`, `#bound-tasks` and the heading "Bound tasks" agree.
struct DocLinkResolver: Sendable {
    /// Why a link leads nowhere.
    struct Problem: Error, Equatable {
        var message: String
        var hint: String
    }

    private let names: Set<PageName>
    /// Page names with spaces, by their spelling with `-` for each space.
    private let dashed: [String: PageName]
    /// The face of each page, by the page's name (the first page of a name): its headings are
    /// read only when a link names one.
    private let faces: [PageName: Face]

    /// A resolver for the pages `documents`, and for page names that exist without a document
    /// (pages that failed to parse, in a build that reports every problem at once).
    init(documents: [Document], otherNames: Set<PageName> = []) {
        self.init(faces: documents.map { Face($0) }, otherNames: otherNames)
    }

    /// A resolver for the pages of `faces`, and for `otherNames` (as ``init(documents:otherNames:)``).
    init(faces: [Face], otherNames: Set<PageName> = []) {
        names = Set(faces.map(\.name)).union(otherNames)
        var dashed: [String: PageName] = [:]
        for name in names where name.string.utf8.contains(UInt8(ascii: " ")) {
            dashed[name.string.replacingOccurrences(of: " ", with: "-")] = name
        }
        self.dashed = dashed
        self.faces = Dictionary(faces.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The headings of the page `name`, anywhere on it, by slug: the first heading of a slug wins.
    private func headings(of name: PageName) -> [String: (anchor: String, title: String)] {
        var found: [String: (anchor: String, title: String)] = [:]
        for heading in faces[name]?.headings ?? [] {
            let slug = HeadingAnchors.slug(heading.title)
            if found[slug] == nil { found[slug] = (heading.anchor, heading.title) }
        }
        return found
    }

    /// Every heading of `document` with an anchor, in order, anywhere on it.
    private static func headings(of document: Document) -> [Heading] {
        var found: [Heading] = []
        document.forEachBlock { block in
            if case .heading(_, let content, let anchor, _) = block, !anchor.isEmpty {
                found.append(Heading(anchor: anchor, title: content.plainText))
            }
        }
        return found
    }

    /// A heading a link may name.
    struct Heading: Sendable, Equatable {
        var anchor: String
        var title: String
    }

    /// What a resolver made of some documents reads of one of them: its name and headings.
    /// Resolvers of documents with equal faces, in the same order, resolve every link alike.
    struct Face: Sendable, Equatable {
        var name: PageName
        private var headingsRead: HeadingsRead

        /// Where a face's headings are: read already, or to be read of the document when a link
        /// names one (as a build that resolves once needs them: of a few pages, if any).
        private enum HeadingsRead: Sendable {
            case read([Heading])
            case later(Document)
        }

        /// The face of `document`, its headings read now: a face compared with the next run's.
        init(_ document: Document) {
            name = document.name
            headingsRead = .read(DocLinkResolver.headings(of: document))
        }

        /// The face of `document`, its headings read only if a link names one of them.
        init(readingHeadingsLater document: Document) {
            name = document.name
            headingsRead = .later(document)
        }

        init(name: PageName, headings: [Heading]) {
            self.name = name
            headingsRead = .read(headings)
        }

        /// The same face under the name `name`.
        func named(_ name: PageName) -> Face {
            var face = self
            face.name = name
            return face
        }

        /// Every heading of the page with an anchor, in order.
        var headings: [Heading] {
            switch headingsRead {
            case .read(let headings): headings
            case .later(let document): DocLinkResolver.headings(of: document)
            }
        }

        static func == (lhs: Face, rhs: Face) -> Bool {
            lhs.name == rhs.name && lhs.headings == rhs.headings
        }
    }

    /// The error for a Topics item that links to a heading (`<doc:Page#Heading>`): a topic
    /// lists pages. `nil` for any other link.
    static func headingInTopics(_ link: String, at location: SourceLocation) -> Diagnostic? {
        guard let hash = link.firstIndex(of: "#") else { return nil }
        return Diagnostic(
            id: .topics, at: location, "a topic lists pages, not a heading of one",
            hint: "list the page, <doc:\(link[..<hash])>")
    }

    /// The page a link's text `name` names, spelled as a page or with `-` for its spaces.
    func pageName(_ name: String) -> PageName? {
        names.contains(PageName(name)) ? PageName(name) : dashed[name]
    }

    /// What `link` (the text after `doc:`) names, written on the page `current`.
    func resolve(_ link: String, from current: PageName?) -> Result<DocLinkTarget, Problem> {
        if let external = DocLinkTarget.appleDocumentation(link) { return .success(external) }
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let base = parts[0]
        let fragment = parts.count > 1 ? parts[1] : nil
        if base.isEmpty {
            guard let current, let fragment else {
                return .failure(
                    Problem(message: "'\(link)' names no page", hint: "write <doc:PageName> or <doc:PageName#Heading>"))
            }
            return heading(fragment, of: current, link: link)
        }
        guard let page = pageName(base) else {
            // `<doc:Heading>`: a heading of this page, when no page has the name.
            if fragment == nil, let current, let found = headings(of: current)[HeadingAnchors.slug(base)] {
                return .success(DocLinkTarget(page: current, anchor: found.anchor, headingTitle: found.title))
            }
            // A path (`<doc:/tutorials/Bundle/Page#Heading>`): its page, and a heading of it.
            if let path = pathTarget(base) {
                guard let fragment else { return .success(path) }
                if path.anchor == nil { return heading(fragment, of: path.page, link: link) }
            }
            let suggestion = NameSuggestions.closest(to: base, in: names.map(\.string) + Array(dashed.keys))
                .map { "did you mean <doc:\($0.replacingOccurrences(of: " ", with: "-"))>?" }
            return .failure(
                Problem(
                    message: "no page is named '\(base)'",
                    hint: suggestion ?? "a page's name is its file name without `.md`, with `-` for each space"))
        }
        guard let fragment else { return .success(DocLinkTarget(page: page)) }
        return heading(fragment, of: page, link: link)
    }

    /// A link written as a path, as DocC also reads them: `<doc:Page/Heading>` for a heading of
    /// a page, `<doc:Module/Page>` (or `<doc:/documentation/Module/Page>`, `<doc:/Page>`) for a page.
    private func pathTarget(_ path: String) -> DocLinkTarget? {
        let components = path.split(separator: "/").map(String.init)
        guard let last = components.last else { return nil }
        guard components.count > 1 else {
            return path.hasPrefix("/") ? pageName(last).map { DocLinkTarget(page: $0) } : nil
        }
        let parent = components[components.count - 2]
        if let page = pageName(parent), let found = headings(of: page)[HeadingAnchors.slug(last)] {
            return DocLinkTarget(page: page, anchor: found.anchor, headingTitle: found.title)
        }
        return pageName(last).map { DocLinkTarget(page: $0) }
    }

    private func heading(_ written: String, of page: PageName, link: String) -> Result<DocLinkTarget, Problem> {
        let known = headings(of: page)
        let fragment = URLPathEncoding.decode(written)
        if let found = known[HeadingAnchors.slug(fragment)] {
            return .success(DocLinkTarget(page: page, anchor: found.anchor, headingTitle: found.title))
        }
        let suggestion = NameSuggestions.closest(to: HeadingAnchors.slug(fragment), in: Array(known.keys))
            .flatMap { known[$0] }.map { "did you mean the heading '\($0.title)' (#\($0.anchor))?" }
        return .failure(
            Problem(
                message: "'\(page)' has no heading '\(fragment)'",
                hint: suggestion ?? "write the heading's text with `-` for each space, as in <doc:\(page)#Heading-text>"
            ))
    }
}
