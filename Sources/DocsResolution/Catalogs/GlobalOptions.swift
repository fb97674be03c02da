import DocsMarkup

/// `@Options(scope: global) { … }`: options one page sets for every page of its DocC catalog
/// (or of the site, for pages in no catalog), where a page's own `@Options` does not set them.
enum GlobalOptions {
    /// `documents` with the global options of their catalog applied, and a warning for each
    /// global `@Options` after the first of a catalog (DocC takes one).
    static func apply(to documents: [Document]) -> (documents: [Document], warnings: [Diagnostic]) {
        var global: [String: PageOptions] = [:]
        var warnings: [Diagnostic] = []
        for document in documents {
            guard let location = document.metadata.options.globalScope else { continue }
            let catalog = document.catalog?.path ?? ""
            if let first = global[catalog]?.globalScope {
                warnings.append(
                    Diagnostic(
                        .warning, id: .repeatedOptions, at: location,
                        "a second @Options(scope: global) in this catalog; the one at \(first) applies",
                        hint: "keep one global @Options per catalog, or make this one local (remove `scope: global`)"))
            } else {
                global[catalog] = document.metadata.options
            }
        }
        guard !global.isEmpty else { return (documents, []) }
        let applied = documents.map { document in
            guard let options = global[document.catalog?.path ?? ""] else {
                return document
            }
            var document = document
            document.metadata.options = document.metadata.options.filled(from: options)
            return document
        }
        return (applied, warnings)
    }
}
