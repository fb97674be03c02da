import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel

/// What a page's `@Snippet`s and `@Code`s show, resolved.
struct PageShownCode: Sendable {
    /// The code each shows, by the directive's location.
    var shown: [SourceLocation: ResolvedCode] = [:]
    /// The files the `@Code`s name, read, by the file as written: the page's code counts and
    /// compiles them.
    var codeFiles: [String: TutorialCodeFile] = [:]
    /// Each that names nothing or cannot be read.
    var diagnostics: [Diagnostic] = []
}

extension SiteResolver {
    /// What a page's `@Snippet`s (from ``snippets``) and `@Code` files (from the catalog, found
    /// as a link's file is) show; each that names nothing is a diagnostic.
    func resolveCode(_ references: DocumentReferences, from sourcePath: SourcePath, resolver: ReferenceResolver?)
        -> PageShownCode
    {
        var result = PageShownCode()
        for (reference, location) in references.snippets {
            guard let snippets else {
                result.diagnostics.append(
                    Diagnostic(
                        id: .missingSnippet, at: reference.pathLocation,
                        "no Snippets folder to find '\(reference.path)' in",
                        hint:
                            "@Snippet shows a file of the Snippets folder beside the package's Package.swift; add it there"
                    ))
                continue
            }
            switch snippets.resolve(reference) {
            case .success(let snippet):
                result.shown[location] = snippet.code
                result.diagnostics += snippet.diagnostics
            case .failure(let diagnostic): result.diagnostics.append(diagnostic)
            }
        }
        for (reference, location) in references.codeFiles {
            let read = [reference.file, reference.previousFile].map { file in
                file.map { contents(of: $0, from: sourcePath, at: reference.fileLocation, resolver: resolver) }
            }
            let failures = read.compactMap { file -> Diagnostic? in
                if case .failure(let diagnostic)? = file { diagnostic } else { nil }
            }
            guard failures.isEmpty, case .success(let file)? = read[0] else {
                result.diagnostics += failures
                continue
            }
            result.codeFiles[reference.file] = file
            result.shown[location] = ResolvedCode(
                code: file.text, label: reference.name, previousCode: try? read[1]?.get().text,
                language: TutorialCodeFile.language(ofFileNamed: reference.name))
        }
        return result
    }

    /// The catalog's file `file` names, written on the page at `sourcePath`, read.
    private func contents(
        of file: String, from sourcePath: SourcePath, at location: SourceLocation, resolver: ReferenceResolver?
    ) -> Result<TutorialCodeFile, Diagnostic> {
        guard let resolver, let catalog = resources, let reference = RelativeReference(file) else {
            return .failure(
                Diagnostic(
                    id: .missingCodeFile, at: location, "cannot find the code file '\(file)'",
                    hint: "put the file in the catalog and name it by its file name"))
        }
        switch resolver.target(of: reference, from: sourcePath.string) {
        case .success(.resource(let catalogPath, _)):
            guard let bytes = catalog.contents(of: catalogPath) else {
                return .failure(
                    Diagnostic(
                        id: .missingCodeFile, at: location, "cannot read \(catalogPath), the code file '\(file)'",
                        hint: "check that the file is readable"))
            }
            return .success(TutorialCodeFile(path: catalogPath, text: String(decoding: bytes, as: UTF8.self)))
        case .success:
            return .failure(
                Diagnostic(
                    id: .missingCodeFile, at: location, "'\(file)' is a page, not a code file",
                    hint: "name the file whose code the step shows"))
        case .failure(let problem):
            return .failure(Diagnostic(id: .missingCodeFile, at: location, problem.message, hint: problem.hint))
        }
    }
}
