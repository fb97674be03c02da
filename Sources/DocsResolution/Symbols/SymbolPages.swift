import DocsMarkup
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// The reference pages of an API: one per public symbol, and the index that lists them all.
struct SymbolPages: Sendable {
    /// Every symbol's page, in the reference's order, then the index.
    var pages: [Page] = []
    /// The pages the sidebar's Reference group lists: the index, then the top-level symbols.
    var navigation: [PageLink] = []
    /// Problems in the doc comments: Markdown errors and links that name nothing.
    var diagnostics: [Diagnostic] = []
    /// What the doc comments' Markdown found worth a look.
    var warnings: [Diagnostic] = []
    /// The automatic topics of each module's page besides the root (a catalog's landing page
    /// in a site of several): its top-level symbols no topic group lists, by kind.
    var moduleTopics: [PagePath: [SymbolGroup]] = [:]
    /// The groups that list symbols: those the extension files' topics make first, then the
    /// automatic ones; a symbol's See Also is the first that lists it.
    private var authoredListings: [SymbolGroup] = []
    private var automaticListings: [SymbolGroup] = []

    /// What the reference pages are made from.
    struct Input: Sendable {
        var reference: APIReference
        var names: SymbolPageNames
        /// Checks the links of doc comments and extension files.
        var checker: LinkChecker
        /// The titles of the Markdown pages, by name.
        var pageTitles: [PageName: String]
        /// The Markdown pages by name, for `<doc:>` items in topics.
        var pageLinks: [PageName: PageLink] = [:]
        var uses: CompiledUses?
        var usePlaces = UsePlaces(pages: [:])
        /// The names of compiled code that link to reference pages, by source file and line: a
        /// page's are those of its doc comment's and its extension file's lines.
        var codeLinks: [SourcePath: [Int: [CodeSymbolLink]]] = [:]
        /// Extension files, by the identifier of the symbol they extend.
        var extensions: [SymbolID: DocumentationExtension] = [:]
        /// Extension files of modules (``` # ``napkin`` ```), by module.
        var moduleExtensions: [ModuleName: DocumentationExtension] = [:]
        /// The articles that mention each symbol.
        var mentionedIn = MentionedIn(mentions: [:], articles: [:])
        /// The topic groups of the root and the modules' pages, by the names of the pages they
        /// list: the first place a symbol's See Also is taken from, as DocC takes it from the
        /// module page's curation, and what those pages' automatic topics leave out.
        var curatedGroups: [(title: String, pageNames: [PageName])] = []
    }

    /// Makes the pages of the input's reference, checking the links of doc comments and
    /// extension files.
    init(_ input: Input) {
        let reference = input.reference
        let names = input.names
        let owners = Self.commentOwners(in: reference)
        var input = input
        input.usePlaces.addSymbolPages(
            owners: owners, extensions: input.extensions, reference: reference, names: names)
        let comments = Self.checkedComments(input, owners: owners)
        var summaries: [SymbolID: String] = [:]
        for (symbol, (comment, _)) in zip(reference.symbols, comments) {
            summaries[symbol.id] =
                Self.extensionAbstract(of: symbol, comment: comment, input: input)?.plainText(
                    pageTitles: input.pageTitles)
                ?? PageOutline.summary(of: comment.document, pageTitles: input.pageTitles)
        }
        let requirementNotes = Self.requirementNotes(in: reference)
        // Each requirement's default implementations, by the requirement's identifier.
        let defaults = Dictionary(grouping: reference.symbols.filter { $0.defaultImplementationOf != nil }) {
            $0.defaultImplementationOf!
        }
        let entry = { (symbol: APISymbol) in
            var entry = SymbolEntry(
                name: symbol.name, declaration: symbol.subHeading.isEmpty ? symbol.declaration : symbol.subHeading,
                path: names.paths[symbol.id], summary: summaries[symbol.id] ?? "", isDeprecated: symbol.isDeprecated)
            entry.constraints = symbol.constraints
            entry.requirement = requirementNotes[symbol.id]
            return entry
        }
        // The resolver the link check uses, built once for the whole site.
        let symbolLinks = input.checker.symbols ?? SymbolLinkResolver(reference: reference, names: names)
        for (symbol, (comment, links)) in zip(reference.symbols, comments) {
            if !Self.isDependencyFile(comment.document.sourcePath.string) {
                diagnostics += comment.diagnostics
                warnings += comment.document.warnings
            }
            diagnostics += links.diagnostics.errors
            warnings += links.diagnostics.warnings
            pages.append(
                symbolPage(
                    symbol, comment: comment, links: links, summary: summaries[symbol.id] ?? "", input: input,
                    symbolLinks: symbolLinks, entry: entry, requirement: requirementNotes[symbol.id],
                    defaults: defaults))
        }
        let index = moduleIndex(input, symbolLinks: symbolLinks, entry: entry)
        authoredListings = Self.curatedListings(input, entry: entry) + authoredListings
        addModuleTopics(input, entry: entry)
        addSeeAlso()
        pages.append(index)
        navigation = [PageLink(index)] + Self.navigationLinks(reference.topLevelSymbols, names: names)
    }

    /// Each symbol's doc comment, read as a page, with its links and its extension file's checked.
    private static func checkedComments(_ input: Input, owners: [SourceLocation: APISymbol]) -> [(
        DocCommentDocument, LinkChecker.Outcome
    )] {
        input.reference.symbols.concurrentMap { symbol in
            let comment = DocCommentDocument(symbol: symbol, pageName: input.names.name(of: symbol))
            let references = DocumentReferences(comment.document)
            // A comment a member shows from the declaration it inherits is read from there, as
            // is one the compiler copied from the requirement it implements.
            let scope =
                symbol.inheritedFrom.flatMap { input.reference.symbol(withID: $0.id) }
                ?? symbol.docComment?.lines.first?.start.flatMap { owners[$0] } ?? symbol
            var links = input.checker.check(references.links, scope: scope)
            links.diagnostics += ScriptURL.problems(
                in: references.destinations, file: comment.document.sourcePath.string)
            // The compiler copies a requirement's comment from the dependency that declares it
            // (swift-syntax's, in .build/checkouts): the package's author did not write it, and
            // cannot fix it; its links still resolve where they can.
            if Self.isDependencyFile(comment.document.sourcePath.string) { links.diagnostics = [] }
            if let addition = input.extensions[symbol.id] {
                let more = input.checker.check(addition.bodyLinks, scope: symbol)
                links.diagnostics += more.diagnostics
                links.symbolTargets.merge(more.symbolTargets) { first, _ in first }
                links.docTargets.merge(more.docTargets) { first, _ in first }
            }
            return (comment, links)
        }
    }

    /// Whether a comment's file lies outside the package's own sources: in its dependencies'
    /// checkouts, or anywhere not below the package.
    static func isDependencyFile(_ path: String) -> Bool {
        path.hasPrefix(".build/") || path.hasPrefix("/")
    }

    /// The symbol each doc comment is written on, by where the comment starts: the compiler gives
    /// a member without a comment its requirement's, lines and places included, and DocC reads its
    /// links where they were written. The owner is the symbol declared nearest below the comment.
    private static func commentOwners(in reference: APIReference) -> [SourceLocation: APISymbol] {
        var owners: [SourceLocation: APISymbol] = [:]
        for symbol in reference.symbols {
            guard let start = symbol.docComment?.lines.first?.start, let location = symbol.location,
                location.file == start.file, location.line >= start.line
            else { continue }
            if let owner = owners[start], let ownerLine = owner.location?.line, ownerLine <= location.line { continue }
            owners[start] = symbol
        }
        return owners
    }

    /// The first paragraph of the symbol's extension file, when the symbol has no doc comment of
    /// its own: DocC makes it the symbol's abstract, in lists and the index too.
    private static func extensionAbstract(of symbol: APISymbol, comment: DocCommentDocument, input: Input)
        -> [Inline]?
    {
        guard comment.document.blocks.isEmpty,
            case .paragraph(let inlines, _)? = input.extensions[symbol.id]?.content.first
        else { return nil }
        return inlines
    }

    /// DocC's note of each protocol requirement, by identifier: `Required.`, and `Default
    /// implementation provided.` when a member of a protocol extension implements it.
    private static func requirementNotes(in reference: APIReference) -> [SymbolID: String] {
        let defaulted = Set(reference.symbols.compactMap(\.defaultImplementationOf))
        return Dictionary(
            uniqueKeysWithValues: reference.symbols.filter(\.isRequirement).map { symbol in
                (symbol.id, defaulted.contains(symbol.id) ? "Required. Default implementation provided." : "Required.")
            })
    }

    /// A link to a symbol's page.
    /// The sidebar's links to `symbols`, each titled with its name, or, where several share it
    /// (overloads), with its short declaration, as DocC's navigator tells them apart.
    static func navigationLinks(_ symbols: [APISymbol], names: SymbolPageNames) -> [PageLink] {
        var counts: [String: Int] = [:]
        for symbol in symbols { counts[symbol.name, default: 0] += 1 }
        return symbols.map { symbol in
            var link = Self.link(to: symbol, names: names)
            if counts[symbol.name, default: 0] > 1, let shown = symbol.subHeading.shortDeclaration {
                link.title = shown
            }
            return link
        }
    }

    private static func link(to symbol: APISymbol, names: SymbolPageNames) -> PageLink {
        PageLink(name: names.name(of: symbol), title: symbol.name, path: names.path(of: symbol))
    }

    /// A symbol's page: its doc comment with its extension file's content, its topics (the
    /// extension's, then the automatic ones) and relationships, and its table of contents.
    private mutating func symbolPage(
        _ symbol: APISymbol, comment: DocCommentDocument, links: LinkChecker.Outcome, summary: String, input: Input,
        symbolLinks: SymbolLinkResolver, entry: (APISymbol) -> SymbolEntry, requirement: String?,
        defaults: [SymbolID: [APISymbol]]
    ) -> Page {
        let reference = input.reference
        let names = input.names
        var typePaths: [SymbolID: PagePath] = [:]
        for token in symbol.declaration {
            if let id = token.typeID, id != symbol.id, let path = names.paths[id] { typePaths[id] = path }
        }
        var document = comment.document
        var authored: [SymbolGroup] = []
        var listed: Set<SymbolID> = []
        var codeFiles: Set<SourcePath> = [comment.document.sourcePath]
        if let addition = input.extensions[symbol.id] {
            codeFiles.insert(addition.document.sourcePath)
            // The extension's content follows the doc comment's, as DocC appends it.
            document.blocks += addition.content
            authored = authoredGroups(
                addition, scope: symbol, links: symbolLinks, pageLinks: input.pageLinks, pages: input.checker.pages,
                entry: entry, listed: &listed)
        }
        let automatic = Self.topics(of: symbol, in: reference, entry: entry, leavingOut: listed)
        authoredListings += authored
        automaticListings += automatic
        let defaultImplementations = Self.defaultImplementations(
            of: symbol, in: reference, defaults: defaults, entry: entry)
        automaticListings += defaultImplementations
        var groups = Self.uniqueAnchors(
            [
                authored + automatic, defaultImplementations,
                Self.relationships(of: symbol, in: reference, names: names, entry: entry),
            ],
            besides: document.blocks)
        var details = SymbolDetails(
            symbol: symbol, parents: reference.ancestors(of: symbol).reversed().map { Self.link(to: $0, names: names) },
            startsWithSummary: comment.startsWithSummary
                || Self.extensionAbstract(of: symbol, comment: comment, input: input) != nil,
            topics: groups.removeFirst(),
            defaultImplementations: groups.removeFirst(),
            relationships: groups.removeFirst(),
            typePaths: typePaths,
            // The symbol's own examples are on its page already.
            usedIn: input.usePlaces.usedIn(input.uses?.uses[symbol.id] ?? []).filter {
                $0.path != names.path(of: symbol).string
            })
        details.requirement = requirement
        details.module = PageLink(
            name: PageName(symbol.module), title: symbol.module,
            path: input.checker.symbols?.modulePages[ModuleName(symbol.module)] ?? SymbolPageNames.indexPath)
        details.mentionedIn = input.mentionedIn.articles[names.path(of: symbol)] ?? []
        // "Mentioned In" comes first on the page, below the declaration.
        var tableOfContents =
            (details.mentionedIn.isEmpty
                ? [] : [TableOfContentsEntry(level: 2, title: "Mentioned In", anchor: "mentioned-in")])
            + PageOutline.tableOfContents(of: document, pageTitles: input.pageTitles)
        tableOfContents +=
            (details.topics.isEmpty ? [] : [TableOfContentsEntry(level: 2, title: "Topics", anchor: "topics")])
            + Self.contentsEntries(of: details.topics)
            + (details.defaultImplementations.isEmpty
                ? []
                : [
                    TableOfContentsEntry(
                        level: 2, title: Self.defaultImplementationsTitle, anchor: "default-implementations")
                ])
            + (details.relationships.isEmpty
                ? [] : [TableOfContentsEntry(level: 2, title: "Relationships", anchor: "relationships")])
        return Page(
            document: document, path: names.path(of: symbol), title: symbol.name,
            summary: summary, tableOfContents: tableOfContents, groupTitle: nil,
            previous: nil, next: nil,
            resolved: ResolvedLinks(
                symbols: links.symbolTargets, docLinks: links.docTargets,
                codeSymbols: Dictionary(
                    uniqueKeysWithValues: codeFiles.compactMap { file in input.codeLinks[file].map { (file, $0) } })),
            kind: .symbol(details))
    }

    /// DocC's automatic topics of each module's page that is not the root (whose landing page
    /// lists the reference): the module's top-level symbols that no topic group lists, by
    /// kind. They are the first automatic groups a symbol's See Also is taken from.
    private mutating func addModuleTopics(_ input: Input, entry: (APISymbol) -> SymbolEntry) {
        let listed = Set(authoredListings.flatMap { $0.entries.compactMap(\.path) })
        let modulePages = input.checker.symbols?.modulePages ?? [:]
        var groups: [SymbolGroup] = []
        for module in input.reference.modules {
            guard let page = modulePages[ModuleName(module)], page != .root, page != SymbolPageNames.indexPath else {
                continue
            }
            let uncurated = input.reference.topLevelSymbols.filter {
                $0.module == module && !listed.contains(input.names.path(of: $0))
            }
            moduleTopics[page] = Self.byKind(uncurated, entry: entry)
            groups += moduleTopics[page] ?? []
        }
        automaticListings = groups + automaticListings
    }

    /// The root's and the modules' pages' topic groups that list symbols, as groups of symbols
    /// and pages.
    private static func curatedListings(_ input: Input, entry: (APISymbol) -> SymbolEntry) -> [SymbolGroup] {
        guard !input.curatedGroups.isEmpty else { return [] }
        let symbols = Dictionary(
            input.reference.symbols.map { (input.names.name(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return input.curatedGroups.compactMap { group in
            guard group.pageNames.contains(where: { symbols[$0] != nil }) else { return nil }
            let entries = group.pageNames.compactMap { name in
                symbols[name].map(entry)
                    ?? input.pageLinks[name].map { SymbolEntry(name: $0.title, path: $0.path) }
            }
            return SymbolGroup(title: group.title, anchor: PagePaths.kebabCase(group.title), entries: entries)
        }
    }

    /// The table of contents' entries of a page's topics: each group, or the section it sits in, once.
    private static func contentsEntries(of groups: [SymbolGroup]) -> [TableOfContentsEntry] {
        var entries: [TableOfContentsEntry] = []
        for (index, group) in groups.enumerated() {
            if let section = group.section {
                guard index == 0 || groups[index - 1].section != section else { continue }
                entries.append(TableOfContentsEntry(level: 3, title: section, anchor: SymbolGroup.anchor(of: section)))
            } else {
                entries.append(TableOfContentsEntry(level: 3, title: group.title, anchor: group.anchor))
            }
        }
        return entries
    }

    /// Gives each symbol page DocC's See Also: the other entries of the first group that lists
    /// the symbol, a group an extension file's topics make before an automatic one.
    private mutating func addSeeAlso() {
        var seeAlso: [PagePath: SymbolGroup] = [:]
        for group in authoredListings + automaticListings {
            // A group that lists the symbol alone leaves its See Also to the next that lists it.
            guard group.entries.count > 1 else { continue }
            for path in group.entries.compactMap(\.path) where seeAlso[path] == nil {
                seeAlso[path] = SymbolGroup(
                    title: group.title, anchor: "see-also-" + PagePaths.kebabCase(group.title),
                    entries: group.entries.filter { $0.path != path })
            }
        }
        for index in pages.indices {
            guard case .symbol(var details) = pages[index].kind, let group = seeAlso[pages[index].path],
                !group.entries.isEmpty
            else { continue }
            details.seeAlso = [group]
            pages[index].kind = .symbol(details)
            pages[index].tableOfContents.append(TableOfContentsEntry(level: 2, title: "See Also", anchor: "see-also"))
        }
    }

    /// The index of the reference, with what the modules' extension files say and list.
    private mutating func moduleIndex(
        _ input: Input, symbolLinks: SymbolLinkResolver, entry: (APISymbol) -> SymbolEntry
    ) -> Page {
        var moduleLinks = LinkChecker.Outcome()
        var moduleGroups: [ModuleName: [SymbolGroup]] = [:]
        var listedOnIndex: Set<SymbolID> = []
        for (module, addition) in input.moduleExtensions {
            let outcome = input.checker.check(addition.bodyLinks)
            diagnostics += outcome.diagnostics.errors
            warnings += outcome.diagnostics.warnings
            moduleLinks.symbolTargets.merge(outcome.symbolTargets) { first, _ in first }
            moduleLinks.docTargets.merge(outcome.docTargets) { first, _ in first }
            moduleGroups[module] = authoredGroups(
                addition, scope: nil, links: symbolLinks, pageLinks: input.pageLinks,
                pages: input.checker.pages, entry: entry, listed: &listedOnIndex)
        }
        // The top-level symbols no extension file lists, by the folder of their sources.
        var grouped: [String: [APISymbol]] = [:]
        for symbol in input.reference.topLevelSymbols where !listedOnIndex.contains(symbol.id) {
            grouped[Self.role(of: symbol), default: []].append(symbol)
        }
        // The modules the package extends come last, as on DocC's module page.
        let byFolder = grouped.sorted(by: {
            ($0.key == Self.extendedModules ? 1 : 0, $0.key) < ($1.key == Self.extendedModules ? 1 : 0, $1.key)
        })
        .map { title, symbols in
            SymbolGroup(title: title, anchor: PagePaths.kebabCase(title), entries: symbols.map(entry))
        }
        authoredListings += input.reference.modules.flatMap { moduleGroups[ModuleName($0)] ?? [] }
        automaticListings += byFolder
        return Self.index(
            input.reference, extensions: input.moduleExtensions, authored: moduleGroups, automatic: byFolder,
            links: moduleLinks)
    }

    /// The `### Group`s of an extension's `## Topics`, with the identifiers of the symbols they
    /// list added to `listed`. An item that is not a link is an error; a link that names nothing
    /// is reported by the link check.
    private mutating func authoredGroups(
        _ addition: DocumentationExtension, scope: APISymbol?, links: SymbolLinkResolver,
        pageLinks: [PageName: PageLink], pages: DocLinkResolver, entry: (APISymbol) -> SymbolEntry,
        listed: inout Set<SymbolID>
    ) -> [SymbolGroup] {
        addition.topics.map { topic in
            var entries: [SymbolEntry] = []
            for (link, location) in topic.items {
                switch link {
                case .symbolLink(let name, _)?:
                    guard case .success(let symbol) = links.resolve(name, from: scope) else { continue }
                    if listed.insert(symbol.id).inserted { entries.append(entry(symbol)) }
                case .docLink(let name, let location)?:
                    guard let page = pages.pageName(name).flatMap({ pageLinks[$0] }) else {
                        diagnostics += DocLinkResolver.headingInTopics(name, at: location).map { [$0] } ?? []
                        continue
                    }
                    entries.append(SymbolEntry(name: page.title, path: page.path))
                default:
                    diagnostics.append(
                        Diagnostic(
                            id: .topics, at: location, "a topic item must be a ``Symbol`` or <doc:…> link",
                            hint: "list symbols as `- ``Name``` and articles as `- <doc:PageName>`"))
                }
            }
            return SymbolGroup(title: topic.title, anchor: PagePaths.kebabCase(topic.title), entries: entries)
        }
    }

    /// The groups with anchors unique on their page, whose own headings and the sections the
    /// page always has (Declaration, Topics, Relationships) hold theirs first.
    private static func uniqueAnchors(_ lists: [[SymbolGroup]], besides blocks: [Block]) -> [[SymbolGroup]] {
        var anchors = HeadingAnchors()
        for taken in ["Declaration", "Topics", "Relationships"] { _ = anchors.anchor(for: taken) }
        for case .heading(_, let content, _, _) in blocks { _ = anchors.anchor(for: content.plainText) }
        return lists.map { groups in
            groups.map { group in
                var group = group
                group.anchor = anchors.anchor(for: group.title)
                return group
            }
        }
    }

    /// A requirement's default implementations, one group per protocol whose extension provides
    /// them (`LogHandler Implementations`): DocC's section of the requirement's page.
    private static func defaultImplementations(
        of symbol: APISymbol, in reference: APIReference, defaults: [SymbolID: [APISymbol]],
        entry: (APISymbol) -> SymbolEntry
    ) -> [SymbolGroup] {
        let byProtocol = Dictionary(grouping: defaults[symbol.id] ?? []) { implementation in
            implementation.parentID.flatMap(reference.symbol(withID:))?.name ?? implementation.module
        }
        return byProtocol.sorted(by: { $0.key < $1.key }).map { source, members in
            let title = "\(source) Implementations"
            return SymbolGroup(title: title, anchor: PagePaths.kebabCase(title), entries: members.map(entry))
        }
    }

    /// A type's members in DocC's automatic groups: by kind, then Default Implementations, one
    /// group per protocol the members come from. A protocol's default implementations of its
    /// requirements are listed on the requirements' pages, as DocC lists them.
    private static func topics(
        of symbol: APISymbol, in reference: APIReference, entry: (APISymbol) -> SymbolEntry,
        leavingOut listed: Set<SymbolID>
    ) -> [SymbolGroup] {
        let members = reference.members(of: symbol.id).filter { !listed.contains($0.id) }
        let inherited = members.filter { $0.protocolOrigin != nil }
        let own = members.filter { member in
            member.protocolOrigin == nil
                && !(symbol.kind.identifier == "protocol"
                    && member.defaultImplementationOf.flatMap(reference.symbol(withID:)) != nil)
        }
        var groups = Self.byKind(own, entry: entry)
        // DocC's "Equatable Implementations": by the protocol the members come from.
        let byProtocol = Dictionary(grouping: inherited) { member in
            String(member.protocolOrigin!.name.split(separator: ".").first ?? "")
        }
        for (source, members) in byProtocol.sorted(by: { $0.key < $1.key }) {
            let title = "\(source) Implementations"
            var group = SymbolGroup(title: title, anchor: PagePaths.kebabCase(title), entries: members.map(entry))
            group.section = Self.defaultImplementationsTitle
            groups.append(group)
        }
        return groups
    }

    /// `symbols` in DocC's automatic groups by kind (Protocols, Structures, Instance Methods …),
    /// in DocC's order.
    private static func byKind(_ symbols: [APISymbol], entry: (APISymbol) -> SymbolEntry) -> [SymbolGroup] {
        Dictionary(grouping: symbols, by: \.kind).sorted {
            ($0.key.groupOrder, $0.key.identifier) < ($1.key.groupOrder, $1.key.identifier)
        }
        .map { kind, symbols in
            SymbolGroup(
                title: kind.groupTitle, anchor: PagePaths.kebabCase(kind.groupTitle), entries: symbols.map(entry))
        }
    }

    /// The heading DocC puts the groups of default implementations under.
    static let defaultImplementationsTitle = "Default Implementations"

    /// What the symbol conforms to and inherits from, and what conforms to or inherits from it,
    /// as DocC names them: a protocol inherits from the protocols it refines and is inherited
    /// by those that refine it, while types conform to it; a class inherits from its superclass
    /// and conforms to protocols. Each related symbol is listed once, however many extensions
    /// or constraints relate it.
    private static func relationships(
        of symbol: APISymbol, in reference: APIReference, names: SymbolPageNames,
        entry: (APISymbol) -> SymbolEntry
    ) -> [SymbolGroup] {
        func related(_ relation: RelatedSymbol) -> SymbolEntry {
            reference.symbol(withID: relation.id).map(entry) ?? SymbolEntry(name: relation.name)
        }
        var seen: Set<SymbolID> = []
        let conformances = symbol.conformances.sorted { $0.name < $1.name }.filter { seen.insert($0.id).inserted }
        let isProtocol = symbol.kind.identifier == "protocol"
        var groups: [SymbolGroup] = []
        let inheritsFrom = (symbol.superclass.map { [$0] } ?? []) + (isProtocol ? conformances : [])
        if !inheritsFrom.isEmpty {
            groups.append(
                SymbolGroup(title: "Inherits From", anchor: "inherits-from", entries: inheritsFrom.map(related)))
        }
        if !isProtocol, !conformances.isEmpty {
            groups.append(SymbolGroup(title: "Conforms To", anchor: "conforms-to", entries: conformances.map(related)))
        }
        seen = []
        let subtypes = reference.subtypes(of: symbol.id).filter { seen.insert($0.id).inserted }
        let inheritors = subtypes.filter {
            $0.superclass?.id == symbol.id || (isProtocol && $0.kind.identifier == "protocol")
        }
        let conforming = subtypes.filter { subtype in !inheritors.contains { $0.id == subtype.id } }
        if !inheritors.isEmpty {
            groups.append(SymbolGroup(title: "Inherited By", anchor: "inherited-by", entries: inheritors.map(entry)))
        }
        if !conforming.isEmpty {
            groups.append(
                SymbolGroup(title: "Conforming Types", anchor: "conforming-types", entries: conforming.map(entry)))
        }
        return groups
    }

    /// The page that lists every top-level symbol: first what the modules' extension files
    /// (``` # ``napkin`` ```) say and the groups their topics list, then the other symbols
    /// grouped by the folder of the sources that declares them (`Routing`, `Dependency
    /// Injection`), as a package's folders name its parts.
    private static func index(
        _ reference: APIReference, extensions: [ModuleName: DocumentationExtension],
        authored: [ModuleName: [SymbolGroup]],
        automatic: [SymbolGroup], links: LinkChecker.Outcome
    ) -> Page {
        let location = SourceLocation(file: SymbolPageNames.indexPath.string, line: 1, column: 1)
        var blocks = introduction(of: reference, extensions: extensions, at: location)
        // Each entry links by its page's site path, which rendering makes relative to the index.
        var destinations: [String: String] = [:]
        var anchors = HeadingAnchors()
        for case .heading(_, let content, _, _) in blocks { _ = anchors.anchor(for: content.plainText) }
        func list(_ entries: [SymbolEntry], title: String) {
            guard !entries.isEmpty else { return }
            blocks.append(.heading(level: 2, content: [.text(title)], anchor: anchors.anchor(for: title), location))
            blocks.append(
                .list(
                    .bullet,
                    items: entries.map { entry in
                        let destination = entry.path?.string ?? ""
                        destinations[destination] = destination
                        var inlines: [Inline] = [
                            .link(destination: destination, title: nil, content: [.code(entry.name)])
                        ]
                        if !entry.summary.isEmpty { inlines.append(.text(": " + entry.summary)) }
                        return [.paragraph(inlines, location)]
                    }, location))
        }
        for module in reference.modules {
            for group in authored[ModuleName(module)] ?? [] { list(group.entries, title: group.title) }
        }
        for group in automatic { list(group.entries, title: group.title) }
        var metadata = PageMetadata()
        metadata.titleHeading = "Reference"
        let document = Document(
            name: SymbolPageNames.indexName, sourcePath: SourcePath(SymbolPageNames.indexPath.string),
            title: [.text("API Reference")],
            titleLocation: location, metadata: metadata, blocks: blocks)
        return Page(
            document: document, path: SymbolPageNames.indexPath, title: "API Reference",
            summary: PageOutline.summary(of: document, pageTitles: [:]),
            tableOfContents: PageOutline.tableOfContents(of: document, pageTitles: [:]),
            groupTitle: "Reference", previous: nil, next: nil,
            resolved: ResolvedLinks(
                destinations: destinations, symbols: links.symbolTargets, docLinks: links.docTargets),
            kind: .referenceIndex)
    }

    /// What the index says before its lists: the modules' extension files' content, or a sentence
    /// of what it lists.
    private static func introduction(
        of reference: APIReference, extensions: [ModuleName: DocumentationExtension], at location: SourceLocation
    ) -> [Block] {
        let blocks = reference.modules.flatMap { extensions[ModuleName($0)]?.content ?? [] }
        guard blocks.isEmpty else { return blocks }
        let modules = reference.modules.joined(separator: " and ")
        return [
            .paragraph(
                [.text("Every public symbol of \(modules), by the part of the package that declares it.")], location)
        ]
    }

    /// The folder below the module's own that holds the symbol's file, in words
    /// (`Sources/napkin/DependencyInjection/Component.swift` → `Dependency Injection`); the
    /// module's name for a file at the module's top.
    /// The index's group of the modules the package extends.
    private static let extendedModules = APIKind.extendedModule.groupTitle

    static func role(of symbol: APISymbol) -> String {
        if symbol.kind.isExtension { return extendedModules }
        guard let file = symbol.location?.file else { return symbol.module }
        let parts = file.split(separator: "/").map(String.init)
        guard let moduleIndex = parts.lastIndex(of: symbol.module), moduleIndex + 2 < parts.count else {
            return symbol.module
        }
        return words(parts[moduleIndex + 1])
    }

    /// `DependencyInjection` → `Dependency Injection`.
    private static func words(_ name: String) -> String {
        PagePaths.kebabCase(name).split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(
            separator: " ")
    }
}
