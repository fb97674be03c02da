import ArgumentParser
import DocsCodeBlocks
import DocsMarkup
import Foundation

/// `napkin-docs check`: what `swift build` cannot check, every tutorial step's state and every
/// block that must fail to compile, type-checked against the modules a build made.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Type-check every tutorial step and expected failure of the pages.",
        discussion: """
        `swift build` compiles the files a page's Swift blocks build (and a DocC tutorial's \
        @Code files) as they stand after its last block. This command type-checks them after \
        every @Step as well, so that no step uses what a later one adds, and checks that each \
        block marked compile-error="…" fails with exactly that message on one of its lines. \
        It runs swiftc (from $SWIFTC or PATH) \
        against the modules of a finished build: run `swift build` first.

        Problems are printed as file:line:column: error: message, and the exit status is then 1.
        """
    )

    @Option(name: .customLong("source"), help: ArgumentHelp("A directory of Markdown pages (repeatable).",
                                                            discussion: "Defaults to the package's Articles/ and Tutorials/, or, in a package without Articles/, its DocC catalogs (Sources/*/*.docc)."))
    var sources: [String] = []

    @Option(help: ArgumentHelp("The folder of the build's modules, for `import`.",
                               discussion: "Defaults to the package's .build/debug/Modules."))
    var modules: String?

    func run() throws {
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let package = PackageDirectory.enclosing(currentDirectory)
        func url(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL }
        guard let directories = sources.isEmpty ? package.map(PackageLocator.defaultSources(of:)) : sources.map(url),
              let modulesDirectory = modules.map(url) ?? package?.appending(path: ".build/debug/Modules") else {
            StandardError.print("error: " + PackageLocator.notFound(from: currentDirectory, needed: "--source and --modules"))
            throw ExitCode.failure
        }
        guard FileManager.default.fileExists(atPath: modulesDirectory.path) else {
            StandardError.print("error: no build's modules at \(modulesDirectory.path); run `swift build` first, or name the folder with --modules")
            throw ExitCode.failure
        }
        var typeChecker = SwiftTypeChecker(compiler: try SwiftTypeChecker.compilerOnPath(), moduleSearchPaths: [modulesDirectory])
        // swift-syntax's modules import C modules, which the type checker finds through their maps.
        typeChecker.moduleMaps = package.map { PackageLocator.cModuleMaps(of: $0, builtIn: modulesDirectory.deletingLastPathComponent()) } ?? []
        let checker = PageCodeChecker(typeChecker: typeChecker)
        let reader = SourceReader(baseDirectory: currentDirectory)
        let listings = try directories.filter { FileManager.default.fileExists(atPath: $0.path) }.map { try SourceListing(listing: $0) }
        let pages = try reader.readSources(of: listings).map { PageCode(source: $0, codeFilesFoundBy: CodeFileFinder()) }

        var problems: [Diagnostic] = []
        var steps = 0
        var failures = 0
        for page in pages {
            problems += page.diagnostics
            steps += page.files.stepsToCheck.count
            failures += page.files.expectedFailures.count
            problems += try checker.problems(in: page)
        }
        guard problems.isEmpty else {
            StandardError.print(DiagnosticError(problems).description)
            StandardError.print("error: \(problems.count == 1 ? "1 problem" : "\(problems.count) problems") in the pages' Swift blocks")
            throw ExitCode.failure
        }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        print("Checked \(count(steps, "tutorial step")) and \(count(failures, "expected failure")) of \(count(pages.count, "page")): "
              + "each compiles, or fails, as its page says")
    }
}
