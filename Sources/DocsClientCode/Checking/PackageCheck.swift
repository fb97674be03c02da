import DocsCodeBlocks
import DocsMarkup
import Foundation

/// Everything `napkin-docs check` compiles in a package, and what became of each Swift block.
///
/// Three kinds of pages, each compiled the way a reader uses it:
/// - the articles of DocC catalogs and the doc comments of public declarations, as client code
///   of the module they document (``ClientCheck``);
/// - DocC tutorials, whose `@Code` files are a program of their own: its last state and every
///   step's (``PageCodeChecker``);
/// - the pages of targets laid out for the build plugin (napkin's `Articles/`, `Tutorials/`),
///   as the plugin compiles them (``TargetPagesChecker``).
package struct PackageCheck: Sendable {
    /// A target laid out for the build plugin: Markdown pages in its own folder.
    package struct PageTarget: Sendable, Equatable {
        /// The target's name.
        package var name: String
        /// Its pages, read.
        package var pages: [PageCode]
        /// Why each page that could not be read was not (at its file).
        package var unreadable: [Diagnostic] = []

        package init(name: String, pages: [PageCode]) {
            self.name = name
            self.pages = pages
        }
    }

    /// What the check reads of the package, read before any compiler runs.
    package var pages: PackagePages
    /// The files the blocks' outcomes rest on, recorded with their dates
    /// (``BlockCheckRecord/modules``): the built modules the blocks are compiled against, and the
    /// documented modules' sources.
    package var builtModules: [URL] = []
    /// The client check's compiler and modules.
    package var clientCheck: ClientCheck

    package init(pages: PackagePages, clientCheck: ClientCheck) {
        self.pages = pages
        self.clientCheck = clientCheck
    }

    /// What the check found: the record of every Swift block, the problems to report, and the tally.
    package struct Result: Sendable {
        /// Every Swift block and its outcome.
        package var record: BlockCheckRecord
        /// The errors of blocks that failed, files that could not be read, deprecations.
        package var problems: [Diagnostic]
        /// The outcomes counted by where the blocks are.
        package var tally: CheckTally
        /// The pages whose blocks use names without importing their modules, with those names.
        package var namesFoundByImports: [(page: String, names: [String])]
        /// The modules imported into those pages' files (``ClientCheck/fallbackImports``).
        package var fallbackImports: [String]
    }

    /// Runs every check.
    package func run() throws -> Result {
        var findings = Findings(
            baseDirectory: pages.baseDirectory, symbolUses: clientCheck.typeChecker.symbolUses,
            documentedModules: pages.moduleNames)
        findings.problems += pages.problems
        try checkClientCode(into: &findings)
        let checker = PageCodeChecker(typeChecker: clientCheck.typeChecker)
        for tutorial in pages.tutorials {
            let checked = try checker.check(tutorial, includingFinalState: true)
            findings.problems += checked.problems
            findings.record(
                tutorial.blocks,
                PageOutcomes.of(tutorial, problems: checked.problems, compilations: checked.compilations),
                source: .tutorials)
        }
        try checkPageTargets(into: &findings)
        // A count of the compiled blocks that use the package's API is given only when every
        // compilation's index store was read.
        if clientCheck.typeChecker.symbolUses.map({ $0.failure != nil }) ?? true {
            findings.tally.compiledUsingAPI = nil
        }
        return Result(
            record: BlockCheckRecord(entries: findings.entries, modules: BlockCheckRecord.stamps(of: builtModules)),
            problems: DiagnosticError(findings.problems).diagnostics, tally: findings.tally,
            namesFoundByImports: findings.namesFoundByImports, fallbackImports: clientCheck.fallbackImports)
    }

    /// What the checks found so far: each block's outcome, the problems, the counts.
    private struct Findings {
        let baseDirectory: URL
        /// The symbols the compiled code used, when the compilations recorded them.
        let symbolUses: SymbolUseRecorder?
        let documentedModules: Set<String>
        var entries: [BlockCheckRecord.Entry] = []
        var problems: [Diagnostic] = []
        var tally = CheckTally()
        var namesFoundByImports: [(page: String, names: [String])] = []

        /// Records the outcomes of a page's blocks, counted under `source`.
        mutating func record(_ blocks: [CodeBlock], _ outcomes: [Int: BlockCheckOutcome], source: CheckTally.Source) {
            let fingerprints = BlockFingerprint.of(page: blocks)
            for (index, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
                let block = blocks[index]
                // The record keeps the uses of the lines written in the block's own file (those of a
                // tutorial's `@Code` file are counted, not linked).
                func apiUses(on lines: [CodeLine]) -> [BlockCheckRecord.LineUses]? {
                    guard outcome == .compiled, let symbolUses else { return nil }
                    return symbolUses.uses(
                        of: documentedModules, on: lines.map { PageLine($0, onPage: block.location.file) })
                }
                let uses = apiUses(on: block.lines.filter { $0.sourceFile == nil })
                entries.append(
                    BlockCheckRecord.Entry(
                        file: CheckedBlocks.absolutePath(of: block.location.file, in: baseDirectory),
                        line: block.location.line, fingerprint: fingerprints[index], outcome: outcome,
                        uses: uses?.isEmpty == false ? uses : nil))
                tally.add(outcome, from: source)
                if apiUses(on: block.lines)?.isEmpty == false { tally.compiledUsingAPI? += 1 }
            }
        }
    }

    /// Checks the catalogs' articles, the doc comments and the snippets as client code.
    private func checkClientCode(into findings: inout Findings) throws {
        var clientCheck = clientCheck
        clientCheck.api = pages.api
        let client = try clientCheck.check(pages.clientPages, plans: pages.plans)
        findings.problems += client.problems
        for (index, page) in pages.clientPages.enumerated() {
            findings.record(page.blocks, client.outcomes[index], source: pages.clientSources[index])
            if !client.namesFoundByImports[index].isEmpty {
                findings.namesFoundByImports.append((page.name, client.namesFoundByImports[index].sorted()))
            }
        }
    }

    /// Checks the pages of the targets that apply the build plugin, as the plugin compiles them.
    private func checkPageTargets(into findings: inout Findings) throws {
        let targetChecker = TargetPagesChecker(typeChecker: clientCheck.typeChecker)
        for target in pages.pageTargets where !target.pages.isEmpty {
            let checks = try targetChecker.check(target: target.name, pages: target.pages)
            for (page, checked) in zip(target.pages, checks) {
                findings.problems += checked.problems
                let outcomes = PageOutcomes.of(
                    page, problems: checked.problems + page.diagnostics, compilations: checked.compilations)
                findings.record(page.blocks, outcomes, source: .pluginPages)
            }
        }
    }
}

/// How many Swift blocks had each outcome, in all and by where they are.
package struct CheckTally: Sendable, Equatable {
    /// Where blocks are.
    package enum Source: String, Sendable, CaseIterable {
        case articles = "catalog articles"
        case docComments = "doc comments"
        case snippets = "snippets"
        case tutorials = "tutorials"
        case pluginPages = "pages of the build plugin's targets"
    }

    /// The counts of one source, or of all.
    package struct Counts: Sendable, Equatable {
        package var found = 0
        package var compiled = 0
        package var failedAsExpected = 0
        package var failed = 0
        package var fragments = 0
        package var typeCheckedOnly = 0
        package var shownOnly = 0
        package var needModules = 0
        package var needsContext = 0
        package var needsPlatform = 0
        package var restatementsMatching = 0
        package var restatementsDiffering = 0
        package var otherRelease = 0

        /// The blocks whose outcome is an error of `napkin-docs check`: the documentation is
        /// wrong for this release (a failure, a restatement that differs).
        package var errors: Int { failed + restatementsDiffering }
        /// The blocks no compiler compiled as they are: everything but compiled blocks and
        /// blocks that failed as their page says (what `--strict` fails on).
        package var notCompiled: Int { found - compiled - failedAsExpected }
    }

    /// The counts of every block.
    package var total = Counts()
    /// The counts by source.
    package var bySource: [Source: Counts] = [:]
    /// The reasons blocks were shown only, and the modules blocks needed, with how many.
    package var shownOnlyReasons: [String: Int] = [:]
    /// The modules blocks import that nothing here provides, with how many blocks.
    package var missingModules: [String: Int] = [:]
    /// The names pages never declare that blocks need, with how many blocks need each.
    package var missingNames: [String: Int] = [:]
    /// The API only Apple's platforms have that blocks use, with how many blocks use each.
    package var otherPlatformNames: [String: Int] = [:]
    /// How many compiled blocks use a symbol of a documented module, as the compiler's index
    /// store says; `nil` when that is not known (the compilations' uses were not recorded, or
    /// an index store could not be read).
    package var compiledUsingAPI: Int? = 0

    mutating func add(_ outcome: BlockCheckOutcome, from source: Source) {
        func count(_ counts: inout Counts) {
            counts.found += 1
            switch outcome {
            case .compiled: counts.compiled += 1
            case .failedAsExpected: counts.failedAsExpected += 1
            case .failed: counts.failed += 1
            case .fragment: counts.fragments += 1
            case .typeCheckedOnly: counts.typeCheckedOnly += 1
            case .shownOnly: counts.shownOnly += 1
            case .needsModule: counts.needModules += 1
            case .needsContext: counts.needsContext += 1
            case .needsPlatform: counts.needsPlatform += 1
            case .otherRelease: counts.otherRelease += 1
            case .restatesAPI(_, let differences):
                if differences.isEmpty { counts.restatementsMatching += 1 } else { counts.restatementsDiffering += 1 }
            }
        }
        count(&total)
        count(&bySource[source, default: Counts()])
        if case .shownOnly(let reason) = outcome { shownOnlyReasons[reason, default: 0] += 1 }
        if case .needsModule(let module) = outcome { missingModules[module, default: 0] += 1 }
        if case .needsContext(let names) = outcome { names.forEach { missingNames[$0, default: 0] += 1 } }
        if case .needsPlatform(let names) = outcome { names.forEach { otherPlatformNames[$0, default: 0] += 1 } }
    }
}
