import DocsMarkup
import DocsSupport
import Foundation

/// Finds and reads the files a DocC tutorial's `@Code(file:)` directives name, for the tools that
/// read a page on its own (the build plugin's extractor, `napkin-docs check`), by the site's rule
/// (``RelativeFileLookup``) applied to the files on disk of one catalog (the `.docc` directory
/// around the page, or the page's own directory): a path from the page's directory that stays in
/// the catalog, else a bare file name naming exactly one file in it. (The site applies the rule to
/// all its source directories.)
package struct CodeFileFinder: Sendable {
    /// Creates a finder.
    package init() {}

    /// The files the `@Code` directives among `blocks` name, read, by the file as written; and a
    /// diagnostic at the `file:` argument of each that cannot be found or read.
    package func files(for blocks: [Block], ofPageAt pagePath: String) -> (
        files: [String: TutorialCodeFile], diagnostics: [Diagnostic]
    ) {
        var references: [CodeFileReference] = []
        func visit(_ block: Block) {
            if case .codeFile(let reference, _) = block { references.append(reference) }
            block.forEachChildBlockList { $0.forEach(visit) }
        }
        blocks.forEach(visit)
        guard !references.isEmpty else { return ([:], []) }

        let catalog = Self.catalog(of: pagePath)
        // Listed once, and only when a bare name needs it.
        var listing: [SourceDiscovery.File]?
        func catalogFiles() -> [SourceDiscovery.File] {
            if listing == nil {
                listing =
                    (try? SourceDiscovery().files(in: URL(fileURLWithPath: catalog.isEmpty ? "." : catalog))) ?? []
            }
            return listing!
        }
        var files: [String: TutorialCodeFile] = [:]
        var diagnostics: [Diagnostic] = []
        for reference in references where files[reference.file] == nil {
            switch find(reference.file, from: pagePath, catalog: catalog, catalogFiles: catalogFiles) {
            case .success(let path):
                guard let data = FileManager.default.contents(atPath: path) else {
                    diagnostics.append(
                        Diagnostic(
                            id: .missingCodeFile, at: reference.fileLocation,
                            "cannot read \(path), the code file '\(reference.file)'",
                            hint: "check that the file is readable"))
                    continue
                }
                files[reference.file] = TutorialCodeFile(path: path, text: String(decoding: data, as: UTF8.self))
            case .failure(let problem):
                diagnostics.append(
                    Diagnostic(id: .missingCodeFile, at: reference.fileLocation, problem.message, hint: problem.hint))
            }
        }
        return (files, diagnostics)
    }

    private struct Problem: Error {
        var message: String
        var hint: String
    }

    /// The path of the file `written` names from the page at `pagePath`, by the site's rule
    /// (``RelativeFileLookup``) applied to the files of the catalog on disk.
    private func find(
        _ written: String, from pagePath: String, catalog: String, catalogFiles: () -> [SourceDiscovery.File]
    ) -> Result<String, Problem> {
        let decoded = written.removingPercentEncoding ?? written
        if let path = CatalogPath.join(CatalogPath.directory(of: pagePath), decoded), !catalog.isEmpty,
            !path.hasPrefix(catalog + "/")
        {
            return .failure(
                Problem(
                    message: "'\(written)' leads outside the catalog \(catalog)",
                    hint: "put the code file in the catalog, whose files the site copies and the build plugin watches"))
        }
        let inCatalog = { (path: String) in catalog.isEmpty || path.hasPrefix(catalog + "/") }
        let found = RelativeFileLookup.find(
            RelativeFileLookup.spellings(written: written, decoded: decoded), fromPageAt: pagePath,
            isFile: { inCatalog($0) && FileSystemCalls.isFile($0) },
            filesNamed: { name in
                catalogFiles().filter { $0.name == name }.map {
                    catalog.isEmpty ? $0.relativePath : catalog + "/" + $0.relativePath
                }
            })
        switch found {
        case .file(let path): return .success(path)
        case .ambiguous(let paths):
            return .failure(
                Problem(
                    message: "'\(written)' names \(paths.count) files: \(paths.joined(separator: ", "))",
                    hint: "write the path relative to the page"))
        case .none:
            return .failure(
                Problem(
                    message: "cannot find the code file '\(written)'",
                    hint:
                        "a path is read from the page's directory; a bare file name is also looked up in the whole catalog, \(catalog.isEmpty ? "." : catalog)"
                ))
        }
    }

    /// The catalog around the page (``DocCCatalog``), else the page's own directory (`""` for
    /// the current one).
    static func catalog(of pagePath: String) -> String {
        DocCCatalog(containing: pagePath)?.path ?? CatalogPath.directory(of: pagePath)
    }

}

extension PageCode {
    /// Reads a page's code straight from its source, as ``init(source:)`` does, and the files its
    /// `@Code` directives show (a DocC tutorial's) from around it with `finder`; a file that
    /// cannot be found or read is among the ``diagnostics``.
    package init(source: SourceFile, codeFilesFoundBy finder: CodeFileFinder) {
        let parsed = DocumentParser().blocks(of: source)
        let (files, problems) = finder.files(for: parsed.blocks, ofPageAt: source.path)
        self.init(
            page: source.pageName, sourcePath: source.sourcePath, blocks: parsed.blocks, source: source.bytes,
            codeFiles: files)
        diagnostics = DiagnosticError(problems + diagnostics).diagnostics
    }
}
