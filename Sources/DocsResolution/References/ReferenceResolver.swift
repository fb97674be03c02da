import DocsMarkup
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// What a relative link or image destination leads to.
enum ReferenceTarget: Sendable, Equatable {
    /// A file copied into the site: its catalog path and where it goes in the site.
    case resource(catalogPath: String, sitePath: String)
    /// Another page, by its source file's path.
    case page(sourcePath: SourcePath)
    /// An image with `@2x` or `~dark` variants, each file copied into the site.
    case image(ImageVariants)
}

extension ReferenceTarget {
    /// The files of the sources it copies into the site.
    var catalogPaths: [String] {
        switch self {
        case .resource(let catalogPath, _): [catalogPath]
        case .page: []
        case .image(let variants): (variants.light + variants.dark).map(\.catalogPath)
        }
    }
}

/// What a page's relative destinations lead to.
struct ResolvedReferences: Sendable {
    /// The targets, by destination as written.
    var targets: [String: ReferenceTarget] = [:]
    /// Where each copied file is first linked from on the page, by catalog path: the place to
    /// report it at when it cannot be read.
    var firstLinks: [String: SourceLocation] = [:]
    /// A diagnostic for each link or image whose destination leads nowhere.
    var diagnostics: [Diagnostic] = []
}

/// Resolves the relative destinations of a page's links and images (`images/tree.png`,
/// `Lifecycle.md`) against the files of the sources.
///
/// A destination is resolved against the page's own directory, as mdBook and GitHub do; a bare
/// file name not found there is then looked up among all files of the source directories, as
/// DocC does, and must name exactly one. A destination must stay inside the source directories.
struct ReferenceResolver: Sendable {
    /// The files a destination may lead to.
    let catalog: ResourceCatalog
    /// The source of each documented module's page, by the module's name in lower case: what a
    /// catalog's link to another module's documentation (`./casepathscore`) leads to here.
    var modulePages: [ModuleName: SourcePath] = [:]

    /// A reason a destination leads nowhere, with what to do about it.
    struct Problem: Error, Equatable {
        var message: String
        var hint: String
        /// Whether the destination leads outside the source directories (`../../bin/tool`).
        var leavesSources = false
    }

    /// What the relative `destinations` of the page at `sourcePath` lead to; an image's may lead
    /// to its variants (see ``ImageVariants``).
    func resolve(_ destinations: [DocumentReferences.Destination], from source: SourcePath) -> ResolvedReferences {
        let sourcePath = source.string
        var resolved = ResolvedReferences()
        var seen: Set<Written> = []
        for (destination, location, isImage) in destinations {
            // A reference-style definition used many times is one destination, reported once.
            guard let reference = RelativeReference(destination),
                seen.insert(Written(destination: destination, location: location)).inserted
            else { continue }
            let at = location ?? SourceLocation(startOf: source)
            let image = isImage ? imageTarget(of: reference, from: sourcePath) : nil
            switch image.map({ Result<ReferenceTarget, Problem>.success($0) })
                ?? target(of: reference, from: sourcePath)
            {
            case .success(let target):
                resolved.targets[destination] = target
                for catalogPath in target.catalogPaths where resolved.firstLinks[catalogPath] == nil {
                    resolved.firstLinks[catalogPath] = at
                }
            case .failure where Self.isDocumentationPath(reference) && modulePage(reference) != nil:
                // Another module's documentation, which this site has: its module's page.
                resolved.targets[destination] = .page(sourcePath: modulePage(reference)!)
            case .failure(let problem) where Self.isDocumentationPath(reference) || (problem.leavesSources && !isImage):
                // `./NIOCore/Channel`, `../casepathscore`: a page of documentation hosted beside
                // this site, as DocC catalogs link to other modules; or a file of the repository
                // outside the catalog. It stays a link, which cannot be checked here.
                resolved.diagnostics.append(
                    Diagnostic(
                        .warning, id: .uncheckedLink, at: at,
                        "'\(destination)' is not a file of the sources; it is kept as a link that cannot be checked",
                        hint: problem.hint))
            case .failure(let problem):
                resolved.diagnostics.append(Diagnostic(id: .brokenLink, at: at, problem.message, hint: problem.hint))
            }
        }
        return resolved
    }

    /// A destination at the place it is written.
    private struct Written: Hashable {
        var destination: String
        var location: SourceLocation?
    }

    /// The source of the page of the module a documentation path names by itself
    /// (`./casepathscore`, `../NIOCore`), when this site documents it.
    private func modulePage(_ reference: RelativeReference) -> SourcePath? {
        let named = reference.path.split(separator: "/").filter { $0 != "." && $0 != ".." }
        guard named.count == 1, let name = named.first else { return nil }
        return modulePages[ModuleName(String(name)).lowercased]
    }

    /// Whether a destination names a documentation page rather than a file: more than one path
    /// component, or one after `./` or `../` (another module's documentation, `./NIOCore`,
    /// `../casepathscore`), and no file extension on the last one (`./NIOCore/Channel`).
    static func isDocumentationPath(_ reference: RelativeReference) -> Bool {
        let components = reference.path.split(separator: "/").filter { $0 != "." }
        let named = components.filter { $0 != ".." }
        guard components.count > 1 || reference.path.hasPrefix("./"), let last = named.last else { return false }
        return !last.contains(".")
    }

    /// What `reference`, written in the page at `sourcePath`, leads to.
    func target(of reference: RelativeReference, from sourcePath: String) -> Result<ReferenceTarget, Problem> {
        let pageDirectory = CatalogPath.directory(of: sourcePath)
        let written = reference.path
        let spellings = RelativeFileLookup.spellings(written: written, decoded: reference.decodedPath)
        guard let wanted = CatalogPath.join(pageDirectory, spellings[0]),
            let directory = catalog.directory(containing: wanted)
        else {
            let directories = catalog.directories.map(\.path).joined(separator: ", ")
            return .failure(
                Problem(
                    message: "'\(written)' leads outside the source directories",
                    hint:
                        "a page may link only to files below \(directories); copy the file there, or link to it with a full URL",
                    leavesSources: true))
        }
        switch RelativeFileLookup.find(
            spellings, fromPageAt: sourcePath, isFile: catalog.contains, filesNamed: catalog.paths(named:))
        {
        case .file(let path): return .success(target(at: path))
        case .ambiguous(let found):
            return .failure(
                Problem(
                    message: "'\(written)' names \(found.count) files: \(found.joined(separator: ", "))",
                    hint:
                        "write the path relative to this page, such as \(RelativeURL.href(from: sourcePath, to: found[0]))"
                ))
        case .none: break
        }
        if wanted.dropFirst(directory.path.count + 1).split(separator: "/").contains(where: {
            !SourceDiscovery.isVisible(String($0))
        }) {
            return .failure(
                Problem(
                    message: "'\(written)' leads to a hidden file or directory, which the site leaves out",
                    hint: "rename the file or its directory so that its name does not start with `.`"))
        }
        let name = String(spellings[0].split(separator: "/").last ?? "")
        let hint =
            NameSuggestions.closest(to: name, in: catalog.fileNames).flatMap { catalog.paths(named: $0).first }
            .map { "did you mean \(RelativeURL.href(from: sourcePath, to: $0))?" }
            ?? "a relative path is read from the page's directory\(pageDirectory.isEmpty ? "" : ", \(pageDirectory)/"); a bare file name is also looked up in all source directories"
        return .failure(Problem(message: "'\(written)' leads to no file: \(wanted) does not exist", hint: hint))
    }

    /// An image's variants, as DocC finds them by name (`tree` for `tree.png`, `tree@2x.png`,
    /// `tree~dark.png` …), in the written directory or anywhere in the sources; a single plain
    /// file is an ordinary resource. `nil` when none is found, for the ordinary resolution.
    private func imageTarget(of reference: RelativeReference, from sourcePath: String) -> ReferenceTarget? {
        let written = reference.decodedPath
        let name = String(written.split(separator: "/").last ?? "")
        var directory: String?
        if written.contains("/") {
            guard
                let joined = CatalogPath.join(
                    CatalogPath.directory(of: sourcePath), CatalogPath.directory(of: written)),
                catalog.directory(containing: joined + "/" + name) != nil
            else { return nil }
            directory = joined
        }
        guard let variants = ImageVariants.find(name, in: directory, catalog: catalog) else { return nil }
        return variants.hasVariants ? .image(variants) : target(at: variants.light[0].catalogPath)
    }

    /// A page for a Markdown file, else a resource placed below its source directory's prefix.
    private func target(at path: String) -> ReferenceTarget {
        if SourceDiscovery.isMarkdownFile(String(path.split(separator: "/").last ?? "")) {
            return .page(sourcePath: SourcePath(path))
        }
        return .resource(catalogPath: path, sitePath: catalog.sitePath(of: path))
    }
}
