import DocsMarkup

/// DocC's convention for a catalog's landing page: without a page marked `@TechnologyRoot`,
/// the page titled with the module's symbol link (``` # ``napkin`` ```) is the root, and a
/// catalog without one gets a root page of the module's name, as DocC makes one from the module.
enum ModuleRoot {
    /// `documents`, with the module's page made the root when no page is marked as one: its
    /// title becomes the module's name. A page counts as the module's when its title's link
    /// names one of `modules`, or, without a reference (`modules` is `nil`), has no `/` (a
    /// leading `/`, DocC's absolute path, aside); of several, the one named like the catalog's
    /// module. Without any, the page of one `.docc` catalog named after its module is the root,
    /// else the catalog gets a root of its module's name.
    static func choose(in documents: [Document], modules: [String]?) -> [Document] {
        guard !documents.contains(where: \.metadata.isTechnologyRoot) else { return documents }
        let module = DocCCatalog.module(of: documents)
        let candidates = documents.indices.compactMap { index -> (index: Int, name: String)? in
            guard let addition = DocumentationExtension(documents[index]) else { return nil }
            let name = addition.link.hasPrefix("/") ? String(addition.link.dropFirst()) : addition.link
            // The catalog's own module counts even without symbols of its own (it re-exports).
            return name == module || (modules.map { $0.contains(name) } ?? !name.contains("/")) ? (index, name) : nil
        }
        let chosen = candidates.count == 1 ? candidates[0] : candidates.first { $0.name == module }
        guard let chosen else {
            // Two module pages leave the choice to the author: the missing-root error says how.
            guard candidates.isEmpty, let module else { return documents }
            // A page named after the module (`SwiftIfConfig.md`, titled in words) is its landing page.
            if let named = documents.firstIndex(where: { $0.name.string == module }) {
                var documents = documents
                documents[named].metadata.isTechnologyRoot = true
                return documents
            }
            return [generatedRoot(named: module, in: documents)] + documents
        }
        var documents = documents
        documents[chosen.index].metadata.isTechnologyRoot = true
        documents[chosen.index].title = [.text(chosen.name)]
        return documents
    }

    /// A root page of the module's name for a catalog that has none, listing nothing itself:
    /// the other pages follow it in reading order.
    private static func generatedRoot(named module: String, in documents: [Document]) -> Document {
        let catalog = documents[0].catalog?.path ?? documents[0].sourcePath.string
        let location = SourceLocation(file: catalog, line: 1, column: 1)
        var metadata = PageMetadata()
        metadata.isTechnologyRoot = true
        let note = Diagnostic(
            .note, id: .generatedRoot, at: location,
            "the catalog has no root page, so the site's root is a page titled \(module)",
            hint: "to write it, add \(module).md titled # ``\(module)``")
        return Document(
            name: PageName(module), sourcePath: SourcePath(catalog + "/" + module + ".md"), title: [.text(module)],
            titleLocation: location,
            metadata: metadata, blocks: [], warnings: [note])
    }
}
