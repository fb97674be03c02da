import DocsMarkup

/// DocC's convention for a catalog's landing page: without a page marked `@TechnologyRoot`,
/// the page titled with the module's symbol link (``` # ``napkin`` ```) is the root.
enum ModuleRoot {
    /// `documents`, with the module's page made the root when no page is marked as one: its
    /// title becomes the module's name. A page counts as the module's when its title's link
    /// names one of `modules`, or, without a reference (`modules` is `nil`), has no `/`.
    static func choose(in documents: [Document], modules: [String]?) -> [Document] {
        guard !documents.contains(where: \.metadata.isTechnologyRoot) else { return documents }
        let candidates = documents.indices.filter { index in
            guard let addition = DocumentationExtension(documents[index]) else { return false }
            return modules.map { $0.contains(addition.link) } ?? !addition.link.contains("/")
        }
        // Two module pages leave the choice to the author: the missing-root error says how.
        guard candidates.count == 1, let index = candidates.first, let addition = DocumentationExtension(documents[index]) else { return documents }
        var documents = documents
        documents[index].metadata.isTechnologyRoot = true
        documents[index].title = [.text(addition.link)]
        return documents
    }
}
