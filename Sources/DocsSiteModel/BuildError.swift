/// A problem with a build that is not about a place in a source file: a folder that cannot be
/// read or written, an option that names nothing. Each case carries what failed; its sentence,
/// with what to do, is written once, in ``message``.
package enum BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    // MARK: The sources

    /// A source directory given with `--source` does not exist.
    case sourceDirectoryMissing(String)
    /// A source directory could not be listed, for the system's `reason`.
    case sourceDirectoryUnlistable(String, reason: String)
    /// No page was found in the directories `searched`.
    case noPages(searched: [String])
    /// The file given with `--symbols` cannot be read.
    case symbolsFileUnreadable(String)
    /// A snippet of the package's `Snippets/` folder cannot be read.
    case snippetUnreadable(String)

    // MARK: The API

    /// The symbol graphs of `modules` are not in `directory`.
    case symbolGraphsMissing(modules: [String], directory: String)
    /// The symbol graphs could not be extracted or read: the extractor's or reader's account.
    case symbolGraphsFailed(String)
    /// `--module` names no module of the package.
    case noSuchModule(String, modules: [String])
    /// A catalog checked on its own lies in no target's folder, and no `--module` names its module.
    case noModuleForCatalog(String)
    /// The folder of a build's modules, which the check compiles against, does not exist.
    case builtModulesMissing(String)

    // MARK: The package

    /// A command that needs a package was run outside one, without the option that replaces it
    /// (`nil` when nothing replaces it: `check` compiles against the package's modules).
    case noPackage(from: String, needed: String?)
    /// SwiftPM's description of the package cannot be read: where it is, and why.
    case packageDescriptionUnreadable(String, reason: String?)
    /// `swift` could not be started while doing `task`.
    case swiftNotStarted(task: String, reason: String)
    /// `swift arguments` failed while doing `task`.
    case swiftFailed(arguments: [String], task: String)

    /// `--versions` found versions, and the documentation of none of them built.
    case noVersionBuilt([String])
    /// The releases of `--versions` could not be read or checked out, for `reason`.
    case versionsUnreadable(String)

    // MARK: The output

    /// The output directory holds a source directory, which replacing it would delete.
    case outputHoldsSources(output: String, source: String)
    /// The output directory holds `marker` (`Package.swift`, `.git`): it is no generated site.
    case outputIsNotASite(output: String, marker: String)
    /// The output directory holds files napkin-docs did not write.
    case outputHoldsOtherFiles(output: String)
    /// Writing the site failed at `step`, for the system's `reason`.
    case outputUnwritable(step: OutputStep, target: String, reason: String)
    /// The renderer made a file whose path leaves the site or is empty (a bug of napkin-docs).
    case invalidOutputPath(String)
    /// The renderer made two files at one path (a bug of napkin-docs).
    case duplicateOutputPath(String)

    /// The steps of writing a site that can fail.
    package enum OutputStep: Sendable, Equatable {
        case makeStagingDirectory, writeFiles, moveAside, moveIn
    }

    /// What went wrong, in one sentence, and what to do.
    package var message: String {
        switch self {
        case .sourceDirectoryMissing(let path):
            "the source directory \(path) does not exist"
        case .sourceDirectoryUnlistable(let path, let reason):
            "cannot list the source directory \(path): \(reason); check that it is readable"
        case .noPages(let searched):
            "no Markdown files found in \(searched.joined(separator: ", ")); add a page (a .md file), or point --source at the directory that holds them"
        case .symbolsFileUnreadable(let path):
            "cannot read the symbols file \(path); check the path given to --symbols"
        case .snippetUnreadable(let path):
            "cannot read the snippet \(path); check that it is readable"
        case .symbolGraphsMissing(let modules, let directory):
            "no symbol graph of \(modules.joined(separator: ", ")) in \(directory) (or it has no public symbols); check --module and --symbol-graphs"
        case .symbolGraphsFailed(let account):
            account
        case .noSuchModule(let name, let modules):
            "the package has no module named \(name); its modules are \(modules.sorted().joined(separator: ", "))"
        case .noModuleForCatalog(let catalog):
            "no module to check \(catalog) against: it lies in no target's folder; name the module with --module"
        case .builtModulesMissing(let folder):
            "no build's modules at \(folder); run `swift build` first, or name the folder with --modules"
        case .noPackage(let directory, let option?):
            "no Package.swift in \(directory) or above it; run inside a package or pass \(option)"
        case .noPackage(let directory, nil):
            "no Package.swift in \(directory) or above it; run inside the package whose documentation to check"
        case .packageDescriptionUnreadable(let place, let reason):
            "cannot read \(place)" + (reason.map { ": \($0)" } ?? "")
        case .swiftNotStarted(let task, let reason):
            "cannot run swift for \(task): \(reason)"
        case .swiftFailed(let arguments, let task):
            "`swift \(arguments.joined(separator: " "))` failed while \(task)"
        case .noVersionBuilt(let names):
            "the documentation of no version built (\(names.joined(separator: ", "))); fix the working tree's, or choose other releases with --version-tags"
        case .versionsUnreadable(let reason):
            "\(reason); --versions reads the releases from the package's git repository and its tags: run inside a clone that has them (git fetch --tags), or build without --versions"
        case .outputHoldsSources(let output, let source):
            "the output directory \(output) contains the source directory \(source); choose another with --output"
        case .outputIsNotASite(let output, let marker):
            "the output directory \(output) holds \(marker), so it is not a generated site; choose another with --output"
        case .outputHoldsOtherFiles(let output):
            "the output directory \(output) already holds files that napkin-docs did not write (it has no \(GeneratedSiteMarker.name)); remove it, or choose another with --output"
        case .outputUnwritable(let step, let target, let reason):
            switch step {
            case .makeStagingDirectory: "cannot create a temporary directory beside \(target): \(reason)"
            case .writeFiles: "cannot write the site: \(reason)"
            case .moveAside: "cannot move the previous \(target) aside: \(reason)"
            case .moveIn: "cannot move the new site into \(target): \(reason)"
            }
        case .invalidOutputPath(let path):
            "the renderer produced a file with an invalid path: '\(path)'"
        case .duplicateOutputPath(let path):
            "the renderer produced \(path) twice"
        }
    }

    /// `error: message`, as compilers print errors without a location.
    package var description: String { "error: \(message)" }
}
