import ArgumentParser
import DocsClientCode
import DocsCodeBlocks
import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsSupport
import DocsSymbols
import Foundation

/// `napkin-docs check`: compiles every Swift block of a package's documentation, the way
/// rustdoc's doctests do, and records what became of each for the site.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compile every Swift block of the package's documentation.",
        discussion: """
            Builds the package (unless --skip-build), then compiles:

            - the Swift blocks of its DocC catalogs' articles and of its public declarations' doc \
            comments, as client code of the module they document: each page's blocks in order, in a \
            module of their own that imports the documented one, statements wrapped in a function;
            - the @Code files of its DocC tutorials, as a program of their own, after every step;
            - the pages of targets that apply the ExecutableDocs plugin (Articles/, Tutorials/), as \
            the plugin compiles them, after every step, with every compile-error="…" block.

            Blocks that cannot stand alone (code left out with ..., a <#placeholder#>, a member or a \
            signature shown outside its type, an excerpt that starts with '.') are fragments: reported, \
            neither compiled nor failed. A block marked ignore="…" is shown only. A block may pin its \
            context with hidden lines (# let logger = Logger(label: "app")).

            Each failure is printed once, as file:line:column: error: message, at its line of the page \
            or of the .swift file; then one line counts the blocks found, compiled, failed, fragments \
            and shown only. The outcome of every block goes to .build/napkin-docs/checked-blocks.json, \
            from which napkin-docs build shows each block's state and the site's counts.

            A block that fails only for names its page never declares is compiled again with \
            stand-ins for them: if nothing else fails it needs context (a note), and an error that \
            remains is reported with what was assumed. A block that fails only on API that only \
            Apple's platforms have needs macOS or iOS (a note). A block that declares again what the \
            library declares restates the API: it is compared with the library's declarations and \
            never shadows them for later blocks.

            The exit status is 1 only for errors: the documentation is wrong for this release of the \
            package. With --strict, every block that was not compiled fails the check too.
            """
    )

    @Option(
        name: .customLong("source"),
        help: ArgumentHelp(
            "A DocC catalog, or a folder of pages for the build plugin, to check instead of the package's; repeat for several.",
            discussion:
                "A catalog's blocks are client code of the module named with --module, or of the target whose folder holds it. Another folder's pages are checked as the build plugin compiles a target's pages.",
            valueName: "dir"))
    var sources: [String] = []

    @Option(
        name: .customLong("module"),
        help: ArgumentHelp(
            "A module whose catalogs and doc comments to check; repeat for several.",
            discussion: "Defaults to the modules of the package's library products.",
            valueName: "name"))
    var documentedModules: [String] = []

    @Option(
        help: ArgumentHelp(
            "The folder of the build's modules, for `import`.",
            discussion: "Defaults to the package's .build/debug/Modules.", valueName: "dir"))
    var modules: String?

    @Option(
        help: ArgumentHelp(
            "The Swift language mode to compile the blocks in (5 or 6).",
            discussion:
                "Defaults to the package's: 6 for a manifest of tools version 6 or later that does not ask for 5."))
    var swiftVersion: String?

    @Flag(help: "Check against the modules of the last build instead of building the package first.")
    var skipBuild = false

    @Flag(help: "Leave out the doc comments of the public declarations.")
    var noDocComments = false

    @Flag(
        help: ArgumentHelp(
            "Fail on every block that was not compiled, not only on errors.",
            discussion:
                "Blocks that need context, need macOS or iOS, restate the API, are fragments, are shown only or need another module then make the exit status 1 too."
        ))
    var strict = false

    @OptionGroup(title: "Versions") var versions: VersionOptions

    func validate() throws {
        if let swiftVersion, !["5", "6"].contains(swiftVersion) {
            throw ValidationError("--swift-version must be 5 or 6")
        }
        if versions.versions, !sources.isEmpty || modules != nil || skipBuild {
            throw ValidationError(
                "--versions checks each release's own catalogs and doc comments against its own build; leave out --source, --modules and --skip-build"
            )
        }
    }

    func run() throws {
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let directory = PackageDirectory.enclosing(currentDirectory) else {
            StandardError.print(
                BuildError.noPackage(from: currentDirectory.path, needed: nil).description)
            throw ExitCode.failure
        }
        if versions.versions { return try checkVersions(of: directory, from: currentDirectory) }
        let clock = ContinuousClock()
        let start = clock.now
        let recordFile = BlockCheckRecord.location(inPackage: directory)
        do {
            let result = try check(package: directory, from: currentDirectory)
            try record(result.record, to: recordFile)
            if !result.problems.isEmpty { StandardError.print(DiagnosticError(result.problems).description) }
            print(
                CheckReport.summary(
                    result, duration: clock.now - start,
                    record: SourceReader(baseDirectory: currentDirectory).displayPath(of: recordFile)))
            let total = result.tally.total
            let failed =
                total.errors > 0 || result.problems.contains { $0.severity == .error }
                || (strict && total.notCompiled > 0)
            if failed { throw ExitCode.failure }
        } catch let error as BuildError {
            // A check that could not compile the blocks (the package does not build) leaves no
            // block counted as compiled: the last record speaks for sources that are gone.
            try? FileManager.default.removeItem(at: recordFile)
            StandardError.print(error.description)
            throw ExitCode.failure
        } catch let error as SwiftTypeChecker.Unavailable {
            StandardError.print("error: \(error.description)")
            throw ExitCode.failure
        }
    }

    /// Builds the package in `directory` (unless `--skip-build`) while its pages are read, then
    /// compiles their blocks.
    /// Checks the working tree, then each release `versions` chooses in its checkout, each
    /// against its own build, keeping each one's record in its own package for `build --versions`.
    /// Only the working tree's errors fail the check: a release's are history, told.
    private func checkVersions(of directory: URL, from currentDirectory: URL) throws {
        let reader = SourceReader(baseDirectory: currentDirectory)
        let folders: [(name: String, package: () throws -> URL)]
        do {
            folders =
                [(VersionOptions.workingTreeName, { directory })]
                + (try versions.releases(of: directory)).map { release in (release.name, release.package) }
        } catch let error as BuildError {
            StandardError.print(error.description)
            throw ExitCode.failure
        }
        var workingTreeFailed = false
        for (name, folder) in folders {
            let clock = ContinuousClock()
            let start = clock.now
            do {
                let package = try folder()
                let recordFile = BlockCheckRecord.location(inPackage: package)
                let result = try check(package: package, from: package)
                try record(result.record, to: recordFile)
                let place = package == directory ? "." : reader.displayPath(of: package)
                if !result.problems.isEmpty {
                    StandardError.print("\(name), in \(place):\n" + DiagnosticError(result.problems).description)
                }
                print(
                    "\(name): "
                        + CheckReport.summary(
                            result, duration: clock.now - start,
                            record: reader.displayPath(of: recordFile)))
                let failed = result.tally.total.errors > 0 || result.problems.contains { $0.severity == .error }
                if name == VersionOptions.workingTreeName, failed || (strict && result.tally.total.notCompiled > 0) {
                    workingTreeFailed = true
                }
            } catch let error as BuildError {
                StandardError.print("\(name): \(error.description)")
                if name == VersionOptions.workingTreeName { workingTreeFailed = true }
            } catch let error as SwiftTypeChecker.Unavailable {
                StandardError.print("\(name): error: \(error.description)")
                throw ExitCode.failure
            }
        }
        if workingTreeFailed { throw ExitCode.failure }
    }

    private func check(package directory: URL, from currentDirectory: URL) throws -> PackageCheck.Result {
        let package = SwiftPackage(directory: directory)
        // A folder of pages checked with the modules of a build already made needs nothing of SwiftPM.
        let needsPackage =
            sources.isEmpty || !skipBuild || modules == nil || sources.contains { SourceFolder.isCatalog(named: $0) }
        let description = needsPackage ? try package.describe() : nil
        let sourceDirectories = sources.map {
            URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL
        }
        let inputs = try CheckInputs(
            package: directory, description: description, requestedModules: documentedModules,
            sources: sourceDirectories, includesDocComments: !noDocComments)
        // The pages are read (most of the check's own work) while SwiftPM builds the package.
        let build =
            skipBuild
            ? nil
            : BackgroundValue {
                Result {
                    try package.build(
                        targets: inputs.targetsToBuild,
                        because: "building the package, whose modules the documentation's code imports")
                }
            }
        var pages = PackagePages(
            modules: inputs.modules, snippets: inputs.snippets, pageTargets: inputs.pageTargets,
            reader: SourceReader(baseDirectory: currentDirectory))
        try build?.value.get()
        let modulesDirectory =
            try modules.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL }
            ?? package.binPath().appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modulesDirectory.path) else {
            throw BuildError.builtModulesMissing(modulesDirectory.path)
        }
        // An executable's catalog is checked when the package's build made its module.
        let unbuilt = inputs.modulesOfShownCatalogs.filter { target in
            let module = DocCCatalog.moduleName(ofTarget: target)
            return !FileManager.default.fileExists(
                atPath: modulesDirectory.appendingPathComponent(module + ".swiftmodule").path)
        }
        if !unbuilt.isEmpty {
            let root = directory.standardizedFileURL.path + "/"
            for module in inputs.modules where unbuilt.contains(module.name) {
                for catalog in module.catalogs {
                    let path = catalog.standardizedFileURL.path
                    StandardError.print(
                        "note: \(path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path) is not checked: the package's build did not make the module \(module.name) (run `swift build` to see why)"
                    )
                }
            }
            pages = PackagePages(
                modules: inputs.modules.filter { !unbuilt.contains($0.name) }, snippets: inputs.snippets,
                pageTargets: inputs.pageTargets, reader: SourceReader(baseDirectory: currentDirectory))
        }
        let clientCheck = try clientCheck(
            modules: modulesDirectory, package: directory, fallbackImports: inputs.fallbackImports)
        var check = PackageCheck(pages: pages, clientCheck: clientCheck)
        // The record holds for these modules as built, and for the documented modules' sources
        // as they are: an edit to one (a library that stops compiling, or changes) leaves no
        // block counted as compiled until the next check.
        check.builtModules =
            Self.modulesCompiledAgainst(
                in: modulesDirectory, libraries: description?.libraryModules ?? inputs.modules.map(\.name),
                ownTargets: description?.targets.map(\.name) ?? []) + inputs.modules.flatMap(\.sourceFiles)
        return try check.run()
    }

    /// The client check of the blocks, with the compiler, the modules of `modules` to import
    /// (and the C modules' maps), and the language mode.
    private func clientCheck(modules: URL, package: URL, fallbackImports: [String]) throws -> ClientCheck {
        var typeChecker = SwiftTypeChecker(
            compiler: try SwiftTypeChecker.compilerOnPath(), moduleSearchPaths: [modules])
        // Modules that import C modules are loaded through the C modules' maps.
        typeChecker.moduleMaps = PackageLocator.cModuleMaps(of: package, builtIn: modules.deletingLastPathComponent())
        typeChecker.macroPlugins = PackageLocator.macroPlugins(builtIn: modules.deletingLastPathComponent())
        // Which compiled blocks use the package's API, from each compilation's index store.
        typeChecker.symbolUses = SymbolUseRecorder { store, files in
            try CompiledUses.symbols(inStore: store, files: files).map {
                SymbolUseRecorder.Use(
                    line: PageLine(file: $0.file, line: $0.line), code: $0.code, column: $0.column, symbol: $0.symbol)
            }
        }
        var clientCheck = ClientCheck(
            typeChecker: typeChecker,
            availableModules: AvailableModules.find(
                compiler: typeChecker.compiler, modules: modules, moduleMaps: typeChecker.moduleMaps))
        clientCheck.swiftVersion = swiftVersion ?? LanguageMode.of(package: package)
        clientCheck.fallbackImports = fallbackImports.filter(clientCheck.availableModules.contains)
        return clientCheck
    }

    /// The modules the blocks are compiled against, the package's libraries and every module of
    /// its dependencies (not its own tests or tools): once one is built again, the record is out
    /// of date.
    private static func modulesCompiledAgainst(in modules: URL, libraries: [String], ownTargets: [String]) -> [URL] {
        let (libraries, ownTargets) = (Set(libraries), Set(ownTargets))
        return ((try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []).filter { file in
            guard file.hasSuffix(".swiftmodule") else { return false }
            let module = String(file.dropLast(".swiftmodule".count))
            return libraries.contains(module) || !ownTargets.contains(module)
        }.sorted().map { modules.appendingPathComponent($0) }
    }

    /// Writes the check's record. A check of some folders keeps what the last check said of the
    /// others' blocks, while that still holds: not once a module it compiled them against was
    /// built again.
    private func record(_ checked: BlockCheckRecord, to recordFile: URL) throws {
        var record = checked
        if !sources.isEmpty, let earlier = BlockCheckRecord.read(from: recordFile), earlier.modulesAreAsChecked {
            let checkedFiles = Set(record.entries.map(\.file))
            record.entries = earlier.entries.filter { !checkedFiles.contains($0.file) } + record.entries
            record.modules = earlier.modules.merging(record.modules) { $1 }
        }
        try record.write(to: recordFile)
    }
}
