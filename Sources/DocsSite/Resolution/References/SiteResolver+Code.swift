import DocsMarkup

extension SiteResolver {
    /// What a page's `@Snippet`s (from ``snippets``) and `@Code` files (from the catalog, found
    /// as a link's file is) show; each that names nothing is a diagnostic.
    func resolveCode(_ references: DocumentReferences, from sourcePath: String, resolver: ReferenceResolver?) -> (shown: [SourceLocation: ResolvedCode], diagnostics: [Diagnostic]) {
        var shown: [SourceLocation: ResolvedCode] = [:]
        var diagnostics: [Diagnostic] = []
        for (reference, location) in references.snippets {
            guard let snippets else {
                diagnostics.append(Diagnostic(at: reference.pathLocation, "no Snippets folder to find '\(reference.path)' in",
                                              hint: "@Snippet shows a file of the Snippets folder beside the package's Package.swift; add it there"))
                continue
            }
            switch snippets.resolve(reference) {
            case .success(let snippet):
                shown[location] = snippet.code
                diagnostics += snippet.diagnostics
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        for (reference, location) in references.codeFiles {
            let read = [reference.file, reference.previousFile].map { file in
                file.map { contents(of: $0, from: sourcePath, at: reference.fileLocation, resolver: resolver) }
            }
            switch (read[0], read[1]) {
            case (.success(let code)?, .success(let previous)?):
                shown[location] = ResolvedCode(code: code, label: reference.name, previousCode: previous, language: Self.language(of: reference.name))
            case (.success(let code)?, nil):
                shown[location] = ResolvedCode(code: code, label: reference.name, language: Self.language(of: reference.name))
            default:
                for case .failure(let diagnostic)? in read { diagnostics.append(diagnostic) }
            }
        }
        return (shown, diagnostics)
    }

    /// The text of the catalog's file `file` names, written on the page at `sourcePath`.
    private func contents(of file: String, from sourcePath: String, at location: SourceLocation, resolver: ReferenceResolver?) -> Result<String, Diagnostic> {
        guard let resolver, let catalog = resources, let reference = RelativeReference(file) else {
            return .failure(Diagnostic(at: location, "cannot find the code file '\(file)'", hint: "put the file in the catalog and name it by its file name"))
        }
        switch resolver.target(of: reference, from: sourcePath) {
        case .success(.resource(let catalogPath, _)):
            guard let bytes = catalog.contents(of: catalogPath) else {
                return .failure(Diagnostic(at: location, "cannot read \(catalogPath), the code file '\(file)'", hint: "check that the file is readable"))
            }
            return .success(String(decoding: bytes, as: UTF8.self))
        case .success:
            return .failure(Diagnostic(at: location, "'\(file)' is a page, not a code file", hint: "name the file whose code the step shows"))
        case .failure(let problem):
            return .failure(Diagnostic(at: location, problem.message, hint: problem.hint))
        }
    }

    /// `swift` for a Swift file's name, else its extension (`console`, `yaml`), for highlighting.
    static func language(of name: String) -> String {
        let suffix = name.split(separator: ".").last.map(String.init) ?? ""
        return name.contains(".") ? suffix.lowercased() : name.lowercased()
    }
}
