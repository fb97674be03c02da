import DocsMarkup

/// `@Options(scope: global) { … }`: options one page sets for every page of its DocC catalog
/// (or of the site, for pages in no catalog), where a page's own `@Options` does not set them.
enum GlobalOptions {
    /// `documents` with the global options of their catalog applied, and a warning for each
    /// global `@Options` after the first of a catalog (DocC takes one).
    static func apply(to documents: [Document]) -> (documents: [Document], warnings: [Diagnostic]) {
        var global: [String: (options: PageOptions, sourcePath: String)] = [:]
        var warnings: [Diagnostic] = []
        for document in documents where document.metadata.options.isGlobal {
            let catalog = ModuleRoot.catalog(of: document.sourcePath)?.path ?? ""
            if let first = global[catalog] {
                warnings.append(Diagnostic(.warning, at: SourceLocation(file: document.sourcePath, line: 1, column: 1),
                                           "a second @Options(scope: global) in this catalog; the one in \(first.sourcePath) applies",
                                           hint: "keep one global @Options per catalog, or make this one local (remove `scope: global`)"))
            } else {
                global[catalog] = (document.metadata.options, document.sourcePath)
            }
        }
        guard !global.isEmpty else { return (documents, []) }
        let applied = documents.map { document in
            guard let options = global[ModuleRoot.catalog(of: document.sourcePath)?.path ?? ""]?.options else { return document }
            var document = document
            document.metadata.options = document.metadata.options.filled(from: options)
            return document
        }
        return (applied, warnings)
    }
}
