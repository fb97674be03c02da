import DocsMarkup
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

    /// Makes the pages of `reference`, checking the doc comments' links with `checker`.
    init(reference: APIReference, names: SymbolPageNames, checker: LinkChecker, pageTitles: [String: String],
         uses: CompiledUses? = nil, usePlaces: UsePlaces = UsePlaces(pages: [:])) {
        let comments = reference.symbols.concurrentMap { symbol in
            let comment = DocCommentDocument(symbol: symbol, pageName: names.names[symbol.id]!)
            let links = checker.check(DocumentReferences(comment.document).links, scope: symbol)
            return (comment, links)
        }
        var summaries: [String: String] = [:]
        for (symbol, (comment, _)) in zip(reference.symbols, comments) {
            summaries[symbol.id] = PageOutline.summary(of: comment.document, pageTitles: pageTitles)
        }
        func link(_ symbol: APISymbol) -> PageLink {
            PageLink(name: names.names[symbol.id]!, title: symbol.name, path: names.paths[symbol.id]!)
        }
        func entry(_ symbol: APISymbol) -> SymbolEntry {
            SymbolEntry(name: symbol.name, declaration: symbol.subHeading.isEmpty ? symbol.declaration : symbol.subHeading,
                        path: names.paths[symbol.id], summary: summaries[symbol.id] ?? "", isDeprecated: symbol.isDeprecated)
        }
        for (symbol, (comment, links)) in zip(reference.symbols, comments) {
            diagnostics += comment.diagnostics + links.diagnostics.map(comment.relocate)
            warnings += comment.document.warnings
            var typePaths: [String: String] = [:]
            for token in symbol.declaration {
                if let id = token.typeID, id != symbol.id, let path = names.paths[id] { typePaths[id] = path }
            }
            let details = SymbolDetails(symbol: symbol, parents: reference.ancestors(of: symbol).reversed().map(link),
                                        startsWithSummary: comment.startsWithSummary,
                                        topics: Self.topics(of: symbol, in: reference, entry: entry),
                                        relationships: Self.relationships(of: symbol, in: reference, names: names, entry: entry),
                                        typePaths: typePaths, usedIn: usePlaces.usedIn(uses?.uses[symbol.id] ?? []))
            let document = comment.document
            var tableOfContents = PageOutline.tableOfContents(of: document, pageTitles: pageTitles)
            tableOfContents += (details.topics.isEmpty ? [] : [TableOfContentsEntry(level: 2, title: "Topics", anchor: "topics")])
                + details.topics.map { TableOfContentsEntry(level: 3, title: $0.title, anchor: $0.anchor) }
                + (details.relationships.isEmpty ? [] : [TableOfContentsEntry(level: 2, title: "Relationships", anchor: "relationships")])
            pages.append(Page(document: document, path: names.paths[symbol.id]!, title: symbol.name,
                              summary: summaries[symbol.id] ?? "", tableOfContents: tableOfContents, groupTitle: nil,
                              previous: nil, next: nil, resolvedSymbols: links.symbolTargets, symbol: details))
        }
        let index = Self.index(reference, entry: entry)
        pages.append(index)
        navigation = [PageLink(index)] + reference.topLevelSymbols.map(link)
    }

    /// A type's members in DocC's automatic groups: by kind, then Default Implementations.
    private static func topics(of symbol: APISymbol, in reference: APIReference, entry: (APISymbol) -> SymbolEntry) -> [SymbolGroup] {
        let members = reference.members(of: symbol.id)
        let defaults = members.filter { $0.defaultImplementationOf != nil && symbol.kind.identifier == "protocol" }
        let own = members.filter { member in !defaults.contains { $0.id == member.id } }
        var groups = Dictionary(grouping: own, by: \.kind).sorted { ($0.key.groupOrder, $0.key.identifier) < ($1.key.groupOrder, $1.key.identifier) }
            .map { kind, symbols in
                SymbolGroup(title: kind.groupTitle, anchor: PagePaths.kebabCase(kind.groupTitle), entries: symbols.map(entry))
            }
        if !defaults.isEmpty {
            groups.append(SymbolGroup(title: "Default Implementations", anchor: "default-implementations", entries: defaults.map(entry)))
        }
        return groups
    }

    /// What the symbol conforms to and inherits from, and what conforms to or inherits from it.
    private static func relationships(of symbol: APISymbol, in reference: APIReference, names: SymbolPageNames,
                                      entry: (APISymbol) -> SymbolEntry) -> [SymbolGroup] {
        func related(_ relation: RelatedSymbol) -> SymbolEntry {
            reference.symbol(withID: relation.id).map(entry) ?? SymbolEntry(name: relation.name)
        }
        var groups: [SymbolGroup] = []
        if let superclass = symbol.superclass {
            groups.append(SymbolGroup(title: "Inherits From", anchor: "inherits-from", entries: [related(superclass)]))
        }
        if !symbol.conformances.isEmpty {
            groups.append(SymbolGroup(title: "Conforms To", anchor: "conforms-to",
                                      entries: symbol.conformances.sorted { $0.name < $1.name }.map(related)))
        }
        let subtypes = reference.subtypes(of: symbol.id)
        let subclasses = subtypes.filter { $0.superclass?.id == symbol.id }
        let conforming = subtypes.filter { $0.superclass?.id != symbol.id }
        if !subclasses.isEmpty {
            groups.append(SymbolGroup(title: "Inherited By", anchor: "inherited-by", entries: subclasses.map(entry)))
        }
        if !conforming.isEmpty {
            groups.append(SymbolGroup(title: "Conforming Types", anchor: "conforming-types", entries: conforming.map(entry)))
        }
        return groups
    }

    /// The page that lists every top-level symbol, grouped by the folder of the sources that
    /// declares it (`Routing`, `Dependency Injection`), as a package's folders name its parts.
    private static func index(_ reference: APIReference, entry: (APISymbol) -> SymbolEntry) -> Page {
        var order: [String] = []
        var grouped: [String: [APISymbol]] = [:]
        for symbol in reference.topLevelSymbols {
            let title = role(of: symbol)
            if grouped[title] == nil { order.append(title) }
            grouped[title, default: []].append(symbol)
        }
        let location = SourceLocation(file: SymbolPageNames.indexPath, line: 1, column: 1)
        var blocks: [Block] = [.paragraph([.text("Every public symbol of \(reference.modules.joined(separator: " and ")), by the part of the package that declares it.")], location)]
        for title in order.sorted() {
            blocks.append(.heading(level: 2, content: [.text(title)], anchor: PagePaths.kebabCase(title), location))
            let items = grouped[title]!.map { symbol -> [Block] in
                let entry = entry(symbol)
                // Written relative to the index page, which lies in `reference/`.
                let destination = String(entry.path!.dropFirst("reference/".count))
                var inlines: [Inline] = [.link(destination: destination, title: nil, content: [.code(symbol.name)])]
                if !entry.summary.isEmpty { inlines.append(.text(": " + entry.summary)) }
                return [.paragraph(inlines, location)]
            }
            blocks.append(.list(.bullet, items: items, location))
        }
        var metadata = PageMetadata()
        metadata.titleHeading = "Reference"
        let document = Document(name: SymbolPageNames.indexName, sourcePath: SymbolPageNames.indexPath, title: [.text("API Reference")],
                                titleLocation: location, metadata: metadata, blocks: blocks)
        return Page(document: document, path: SymbolPageNames.indexPath, title: "API Reference",
                    summary: PageOutline.summary(of: document, pageTitles: [:]),
                    tableOfContents: PageOutline.tableOfContents(of: document, pageTitles: [:]),
                    groupTitle: "Reference", previous: nil, next: nil)
    }

    /// The folder below the module's own that holds the symbol's file, in words
    /// (`Sources/napkin/DependencyInjection/Component.swift` → `Dependency Injection`); the
    /// module's name for a file at the module's top.
    static func role(of symbol: APISymbol) -> String {
        guard let file = symbol.location?.file else { return symbol.module }
        let parts = file.split(separator: "/").map(String.init)
        guard let moduleIndex = parts.lastIndex(of: symbol.module), moduleIndex + 2 < parts.count else { return symbol.module }
        return words(parts[moduleIndex + 1])
    }

    /// `DependencyInjection` → `Dependency Injection`.
    private static func words(_ name: String) -> String {
        PagePaths.kebabCase(name).split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
