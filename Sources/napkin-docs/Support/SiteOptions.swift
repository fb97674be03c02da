import ArgumentParser
import DocsCodeBlocks
import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsSupport
import Foundation

/// The options every command that builds the site shares: where the sources are, where the
/// site goes, and what the site needs to know about itself.
struct SiteOptions: ParsableArguments {
    @Option(
        name: .customLong("source"),
        help: ArgumentHelp(
            "A directory of Markdown pages; repeat for several.",
            discussion:
                "Defaults to the package's Articles/ and Tutorials/, or, in a package without Articles/, its DocC catalogs (Sources/*/*.docc); with neither, the site is the API reference of its library products. Pages found in a directory named Tutorials are tutorials.",
            valueName: "dir"))
    var sources: [String] = []

    @Option(
        help: ArgumentHelp(
            "The directory to write the site to, replaced as a whole.",
            discussion: "Defaults to the package's Site/.",
            valueName: "dir"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "A file of known symbol names, one per line, to check ``Symbol`` links against.",
            discussion: "Without it, symbol links are accepted as written.",
            valueName: "file"))
    var symbols: String?

    @Option(
        name: .customLong("module"),
        help: ArgumentHelp(
            "A module whose public API gets reference pages; repeat for several.",
            discussion:
                "Defaults to the package's library products when the sources are the package's own (no --source) and it has a Sources folder.",
            valueName: "name"))
    var modules: [String] = []

    @Option(
        help: ArgumentHelp(
            "A directory of symbol graphs (Module.symbols.json) to build the API reference from, instead of extracting them from the package.",
            valueName: "dir"))
    var symbolGraphs: String?

    @Flag(help: "Print how long each stage (read, parse, resolve, render, write) took, after every build.")
    var timings = false

    @Flag(
        help:
            "Fail the build when a public symbol of the documented modules has no doc comment (they are listed either way)."
    )
    var requireDocComments = false

    @Flag(
        help: ArgumentHelp(
            "Fail the build on any warning, as on an error.",
            discussion:
                "In DocC catalogs a link that names nothing is a warning, as DocC treats it; with this flag it is an error."
        ))
    var warningsAsErrors = false

    @Option(
        name: .customLong("Werror", withSingleDash: true),
        help: ArgumentHelp(
            "Fail the build on warnings of this kind, as on an error; repeat for several.",
            discussion:
                "The kind is the identifier printed after each problem, such as broken-link; 'Building the Site' lists them all.",
            valueName: "id"))
    var errorKinds: [String] = []

    @Option(
        name: .customLong("Wwarning", withSingleDash: true),
        help: ArgumentHelp(
            "Report problems of this kind as warnings; repeat for several.",
            discussion:
                "They stay warnings under --warnings-as-errors. broken-link, topics and documentation-extension, errors outside DocC catalogs, become warnings as in a catalog; other problems that stop the build still do.",
            valueName: "id"))
    var warningKinds: [String] = []

    @Option(
        help: ArgumentHelp(
            "The absolute URL the site is published at, for the sitemap and canonical links.",
            discussion: "Without it, the pages have no canonical link and the site no sitemap.xml.",
            valueName: "url"))
    var siteURL: String?

    @Option(
        help: ArgumentHelp(
            "The language the pages are written in, as a BCP 47 tag such as en, ja or de-CH.",
            discussion:
                "Every page says it in <html lang>, which screen readers, search engines and hyphenation use. Without it, a DocC catalog's Info.plist (CDDefaultLocalization) says, else English.",
            valueName: "tag"))
    var language: String?

    func validate() throws {
        _ = try diagnosticPolicy()
        if let language, !SiteLanguage.isTag(language) {
            throw ValidationError("--language must be a language tag such as en, ja or de-CH, not '\(language)'")
        }
        if let siteURL,
            !(siteURL.hasPrefix("https://") || siteURL.hasPrefix("http://")) || URL(string: siteURL)?.host == nil
        {
            throw ValidationError("--site-url must be an absolute http(s) URL, such as https://example.org/docs/")
        }
    }

    /// The build options these arguments describe, with the defaults filled in from the
    /// package around `currentDirectory`; `isRelease` for a release's checkout, whose symbol
    /// graphs are made current once (``KeptReleaseSymbolGraphs``).
    func buildOptions(currentDirectory: URL, isRelease: Bool = false) throws -> DocumentationBuild.Options {
        let package = PackageDirectory.enclosing(currentDirectory)
        func url(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL }

        let sourceDirectories = try sourceDirectories(currentDirectory: currentDirectory)
        let outputDirectory: URL
        if let output {
            outputDirectory = url(output)
        } else {
            guard let package else {
                throw BuildError.noPackage(from: currentDirectory.path, needed: "--output")
            }
            outputDirectory = package.appendingPathComponent("Site")
        }
        var symbolGraphInput: BuildInputs.SymbolGraphs?
        if let symbolGraphs {
            let directory = url(symbolGraphs)
            // As in a run that extracts the graphs, a module the user did not name may have none.
            let modules =
                modules.isEmpty
                ? PackageSymbolGraphs.withoutEmptyGraphs(Self.modules(inGraphsAt: directory), in: directory) : modules
            symbolGraphInput = BuildInputs.SymbolGraphs(
                directory: directory, modules: modules, packageDirectory: package ?? currentDirectory)
        } else if let package, !modules.isEmpty || (sources.isEmpty && Self.hasSources(package)) {
            symbolGraphInput = try PackageSymbolGraphs(package: package).current(modules: modules, isRelease: isRelease)
        } else {
            symbolGraphInput = nil
        }
        // The compiled pages' uses of the symbols are read from the index store of the targets
        // that compile them. Tutorials/ itself is no target: its subfolders are, one per tutorial.
        let pageDirectories = sourceDirectories.flatMap { directory in
            SourceFolder(directory).kind == .tutorials ? Self.subdirectories(of: directory) : [directory]
        }.filter { FileManager.default.fileExists(atPath: $0.path) }
        let packageCompilesPages =
            (try? package.map { try PackageSymbolGraphs(package: $0).compilesPages(in: pageDirectories) } ?? false)
            ?? false
        // Pages no target compiles use no symbol in compiled code: nothing to read.
        if !packageCompilesPages { symbolGraphInput?.indexStore = nil }
        let inputs = BuildInputs(
            sourceDirectories: sourceDirectories, requiresSourceDirectories: !sources.isEmpty,
            symbolGraphs: symbolGraphInput, symbolsFile: symbols.map(url),
            checkRecordFile: package.map(BlockCheckRecord.location(inPackage:)))
        return DocumentationBuild.Options(
            inputs: inputs, outputDirectory: outputDirectory, configuration: configuration(),
            siteTitle: package?.lastPathComponent, diagnosticPolicy: try diagnosticPolicy(),
            requiresDocComments: requireDocComments, baseDirectory: currentDirectory,
            reuse: WorkReuse(
                cachesHighlightedCode: ProcessInfo.processInfo.environment[Self.noHighlightCacheVariable] != "1"))
    }

    /// These options for the same package checked out at `checkout` (a release of
    /// `--versions`): each `--source` folder inside `package` is found at the same place in the
    /// checkout; one outside it is read as it is.
    func atPackage(_ checkout: URL, from package: URL, currentDirectory: URL) -> SiteOptions {
        var options = self
        let root = package.standardizedFileURL.path + "/"
        options.sources = sources.map { source in
            let path = URL(fileURLWithPath: source, relativeTo: currentDirectory).standardizedFileURL.path
            return path.hasPrefix(root)
                ? checkout.appendingPathComponent(String(path.dropFirst(root.count))).path : path
        }
        return options
    }

    /// Which warnings fail the build: `--warnings-as-errors`, `-Werror ID` and `-Wwarning ID`.
    func diagnosticPolicy() throws -> DiagnosticPolicy {
        func kinds(_ names: [String], option: String) throws -> Set<Diagnostic.ID> {
            Set(
                try names.map { name in
                    guard let kind = Diagnostic.ID.named(name) else {
                        let known = Diagnostic.ID.all.map(\.name)
                        let help =
                            NameSuggestions.closest(to: name, in: known).map { "did you mean '\($0)'?" }
                            ?? "the kinds are " + known.joined(separator: ", ")
                        throw ValidationError("\(option) \(name): no kind of problem is called '\(name)'; \(help)")
                    }
                    return kind
                })
        }
        let errorKinds = try kinds(errorKinds, option: "-Werror")
        let warningKinds = try kinds(warningKinds, option: "-Wwarning")
        if let both = errorKinds.intersection(warningKinds).map(\.name).sorted().first {
            throw ValidationError("\(both) is given to both -Werror and -Wwarning; keep one")
        }
        return DiagnosticPolicy(warningsAreErrors: warningsAsErrors, errorKinds: errorKinds, warningKinds: warningKinds)
    }

    /// The directories the pages are read from: `--source`, or the package's defaults.
    func sourceDirectories(currentDirectory: URL) throws -> [URL] {
        guard sources.isEmpty else {
            return sources.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL }
        }
        guard let package = PackageDirectory.enclosing(currentDirectory) else {
            throw BuildError.noPackage(from: currentDirectory.path, needed: "--source")
        }
        return PackageLocator.defaultSources(of: package)
    }

    /// The folders directly inside `directory`.
    private static func subdirectories(of directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }.filter {
            FileSystemCalls.isDirectory($0.path)
        }
    }

    /// Whether the package has a `Sources/` folder, so modules to document (a package of
    /// Markdown alone has none).
    private static func hasSources(_ package: URL) -> Bool {
        FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources").path)
    }

    /// The modules whose main graphs (`Module.symbols.json`) are in `directory`, sorted.
    private static func modules(inGraphsAt directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".symbols.json") && !$0.contains("@") }.map {
            String($0.dropLast(".symbols.json".count))
        }.sorted()
    }

    /// Set to `1`, every Swift block is highlighted anew instead of once per build; for
    /// benchmarks of the highlighter (the output is the same).
    static let noHighlightCacheVariable = "NAPKIN_DOCS_NO_HIGHLIGHT_CACHE"

    /// Said once by `build` when `options` has no site URL: what the site lacks, and why (not by
    /// `serve`, whose preview is read at its own address).
    static func noteOnSiteURL(of options: DocumentationBuild.Options) {
        guard options.configuration.siteURL == nil else { return }
        StandardError.print(
            "note: no --site-url, so the pages have no canonical link and the site no sitemap.xml; pass the URL the site will be published at to have them"
        )
    }

    /// The site URL made to end with `/`, and the path the site is served under.
    private func configuration() -> SiteConfiguration {
        let siteURL = siteURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        var basePath = siteURL.flatMap { URL(string: $0)?.path } ?? "/"
        if !basePath.hasPrefix("/") { basePath = "/" + basePath }
        if !basePath.hasSuffix("/") { basePath += "/" }
        return SiteConfiguration(siteURL: siteURL, basePath: basePath, language: language)
    }
}
