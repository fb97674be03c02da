import DocsMarkup
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// Several DocC catalogs of one package (`Sources/NIOCore/Docs.docc`, `Sources/NIOPosix/Docs.docc`)
/// made into one site with a section per module, as DocC's combined documentation shows them.
///
/// Each catalog's landing page is chosen as for a catalog alone (``ModuleRoot``) and becomes the
/// module's page, named after the module (catalogs often all call it `index.md`). The site's
/// root is a page made here, titled with the package's name, whose topics have a group per
/// module: the module's page, then what that page's own topics list, then the catalog's other
/// pages. That root's groups are the sidebar's sections.
enum CatalogSections {
    /// The documents of several catalogs as one site, with the page of each module by module
    /// name; `nil` when the documents are not of several catalogs, or a page is marked as the
    /// site's root (the author chose one).
    static func combine(_ documents: [Document], modules: [String]?, siteTitle: String?) -> (
        documents: [Document], modulePages: [ModuleName: PagePath]
    )? {
        guard !documents.contains(where: \.metadata.isTechnologyRoot) else { return nil }
        var byCatalog: [String: [Document]] = [:]
        for document in documents {
            guard let catalog = document.catalog else { return nil }
            byCatalog[catalog.path, default: []].append(document)
        }
        guard byCatalog.count > 1 else { return nil }

        var combined: [Document] = []
        var sections: [Section] = []
        for (_, documents) in byCatalog.sorted(by: { $0.key.precedesByBytes($1.key) }) {
            var catalogDocuments = ModuleRoot.choose(in: documents, modules: modules)
            guard let module = catalogDocuments[0].catalog?.module,
                let rootIndex = catalogDocuments.firstIndex(where: \.metadata.isTechnologyRoot)
            else {
                // A catalog whose landing page is left to the author (two module pages): the
                // missing-root error of the whole site says how to choose.
                combined += catalogDocuments
                continue
            }
            var root = catalogDocuments.remove(at: rootIndex)
            root.metadata.isTechnologyRoot = false
            root.name = PageName(module)
            // With a reference, a page titled with a symbol link extends that symbol's page.
            let pages =
                modules == nil ? catalogDocuments : catalogDocuments.filter { DocumentationExtension($0) == nil }
            sections.append(Section(module: module, root: root, others: pages))
            combined += [root] + catalogDocuments
        }
        guard !sections.isEmpty else { return nil }
        let modulePages = Dictionary(
            sections.map {
                (
                    ModuleName($0.module),
                    PagePaths.path(forPageNamed: PageName($0.module), isRoot: false, isTutorial: false)
                )
            },
            uniquingKeysWith: { first, _ in first })
        let firstCatalog = sections[0].root.catalog?.path ?? ""
        let directory = CatalogPath.directory(of: CatalogPath.directory(of: firstCatalog))
        return ([siteRoot(sections, title: siteTitle, directory: directory)] + combined, modulePages)
    }

    /// One catalog's pages: its module's page and the others.
    private struct Section {
        var module: String
        var root: Document
        var others: [Document]
    }

    /// The site's root: a sentence naming the modules, and a topic group per module. No file
    /// holds it: it stands in the folder of the first catalog's module (`Sources/`).
    private static func siteRoot(_ sections: [Section], title: String?, directory: String) -> Document {
        let location = SourceLocation(file: directory.isEmpty ? "." : directory, line: 1, column: 1)
        let title = title ?? "Documentation"
        var metadata = PageMetadata()
        metadata.isTechnologyRoot = true
        let modules = sections.map(\.module)
        var blocks: [Block] = [
            .paragraph(
                [.text("The documentation of \(modules.count) modules: \(modules.joined(separator: ", ")).")], location),
            .heading(level: 2, content: [.text("Topics")], anchor: "topics", location),
        ]
        for section in sections {
            blocks.append(
                .heading(
                    level: 3, content: [.text(section.module)], anchor: PagePaths.kebabCase(section.module), location))
            blocks.append(.list(.bullet, items: entries(of: section).map { [.paragraph([$0], location)] }, location))
        }
        return Document(
            name: rootName(avoiding: sections), sourcePath: SourcePath(location.file), title: [.text(title)],
            titleLocation: location,
            metadata: metadata, blocks: blocks)
    }

    /// A module's entries in the root's topics: its page, the pages its page's topics list, then
    /// its other pages by name. Its symbols are listed on its page and in the reference.
    private static func entries(of section: Section) -> [Inline] {
        let location = section.root.titleLocation
        var entries: [Inline] = [.docLink(name: section.module, location)]
        var listed: Set<PageName> = [PageName(section.module)]
        for group in TopicsSection(section.root.blocks).groups {
            // `<doc:Getting-Started>` names `Getting Started.md`: both spellings count as listed.
            for case (.docLink(let name, let at)?, _) in group.items where listed.insert(PageName(name)).inserted {
                listed.insert(PageName(name.replacingOccurrences(of: "-", with: " ")))
                entries.append(.docLink(name: name, at))
            }
        }
        let unlisted = section.others.map(\.name).filter { !listed.contains($0) }.sorted { $0.precedesByBytes($1) }
        return entries + unlisted.map { .docLink(name: $0.string, location) }
    }

    /// A name for the root that no module page has.
    private static func rootName(avoiding sections: [Section]) -> PageName {
        let taken = Set(sections.map { PageName($0.module) } + sections.flatMap { $0.others.map(\.name) })
        var name = PageName("index")
        while taken.contains(name) { name = PageName("_" + name.string) }
        return name
    }
}
