import DocsMarkup

extension SiteResolver {
    /// The relative destinations of the pages' links and images, resolved against
    /// ``resources`` (by page source path, then destination as written), and a diagnostic for
    /// each one that leads nowhere. Without a catalog, nothing is resolved or checked.
    func resolveReferences(in documents: [Document]) -> (targets: [String: [String: ReferenceTarget]], diagnostics: [Diagnostic]) {
        guard let resources else { return ([:], []) }
        let resolver = ReferenceResolver(catalog: resources)
        var targets: [String: [String: ReferenceTarget]] = [:]
        var diagnostics: [Diagnostic] = []
        // Each document's destinations are resolved on its own, on all cores.
        for (document, resolved) in zip(documents, documents.concurrentMap(resolver.resolve)) {
            if !resolved.targets.isEmpty { targets[document.sourcePath] = resolved.targets }
            diagnostics += resolved.diagnostics
        }
        return (targets, diagnostics)
    }

    /// The files the targets name, read, each once, sorted by site path; a file that cannot be
    /// read is a diagnostic at the file, as an unreadable page is.
    func readResources(_ targets: [String: [String: ReferenceTarget]]) -> (resources: [SiteResource], diagnostics: [Diagnostic]) {
        guard let catalog = resources else { return ([], []) }
        var placed: [String: String] = [:]
        for case .resource(let catalogPath, let sitePath) in targets.values.flatMap(\.values) {
            placed[sitePath] = catalogPath
        }
        var files: [SiteResource] = []
        var diagnostics: [Diagnostic] = []
        for sitePath in placed.keys.sorted(by: { $0.precedesByBytes($1) }) {
            let catalogPath = placed[sitePath]!
            if let contents = catalog.contents(of: catalogPath) {
                files.append(SiteResource(path: sitePath, contents: contents, sourcePath: catalogPath))
            } else {
                diagnostics.append(Diagnostic(at: SourceLocation(file: catalogPath, line: 1, column: 1), "cannot read the file",
                                              hint: "a page links to it; check that it exists (a symbolic link may point nowhere) and that it is readable"))
            }
        }
        return (files, diagnostics)
    }

    /// A page's targets as the site-relative URLs its links lead to: the resource's or page's
    /// path, percent-encoded, with the query and fragment as written.
    static func resolvedDestinations(_ targets: [String: ReferenceTarget], pagePaths: [String: String]) -> [String: String] {
        var destinations: [String: String] = [:]
        for (destination, target) in targets {
            let suffix = RelativeReference(destination)?.suffix ?? ""
            switch target {
            case .resource(_, let sitePath):
                destinations[destination] = URLPathEncoding.encode(sitePath) + suffix
            case .page(let sourcePath):
                guard let path = pagePaths[sourcePath] else { continue }
                destinations[destination] = URLPathEncoding.encode(path) + suffix
            }
        }
        return destinations
    }
}
