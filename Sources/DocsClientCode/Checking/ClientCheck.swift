import DocsCodeBlocks
import DocsMarkup
import DocsSupport
import Foundation

/// Compiles the Swift blocks of pages as client code of the modules they document, the way
/// rustdoc compiles doctests: each page's blocks in order, in files of a module of their own that
/// imports the documented one, never inside it.
///
/// Every page becomes one file or a few (``ClientUnit``, ``ClientFileWriter``), and all the files
/// are compiled through the compiler's SIL stage, in one compiler process per core
/// (``ProvenCompilation``). What each block became is its ``BlockCheckOutcome``, read from where
/// the compiler put its errors and how far it provably went.
package struct ClientCheck: Sendable {
    /// The compiler, with the build's modules to import.
    package var typeChecker: SwiftTypeChecker
    /// The language mode the blocks are compiled in (`6`, `5`).
    package var swiftVersion = "6"
    /// The modules a block may import: the build's and the toolchain's. A unit that imports
    /// another is not compiled (the compiler would stop at it, and every other file with it).
    package var availableModules: Set<String>
    /// The modules imported, after a first try, into a unit that names what nothing it imports
    /// declares: Foundation and the package's other modules, which a block may use without
    /// showing its `import`.
    package var fallbackImports: [String] = []
    /// How many compilers run at once.
    package var parallelism = ProcessInfo.processInfo.activeProcessorCount
    /// What the documented modules declare publicly: what a block that restates them
    /// (``Restatement``) and the stand-ins of names a page never declares (``StandIns``) are
    /// read against.
    package var api = ModuleAPI()

    package init(typeChecker: SwiftTypeChecker, availableModules: Set<String>) {
        self.typeChecker = typeChecker
        self.availableModules = availableModules
    }

    /// What the check found.
    package struct Report: Sendable {
        /// Each page's Swift blocks' outcomes, by the block's index in the page.
        package var outcomes: [[Int: BlockCheckOutcome]]
        /// The errors of the blocks that failed (each once, at its place in the page), and
        /// warnings of deprecated API that compiled blocks use.
        package var problems: [Diagnostic]
        /// For each page, the names its blocks use without importing the module that declares
        /// them, found once ``fallbackImports`` were imported for it.
        package var namesFoundByImports: [Set<String>]
    }

    /// Checks `pages`.
    package func check(_ pages: [ClientPage]) throws -> Report {
        try check(pages, plans: pages.concurrentMap { $0.blocks.map(BlockPlan.of) })
    }

    /// Checks `pages`, whose blocks' `plans` (by page) were worked out already.
    package func check(_ pages: [ClientPage], plans: [[BlockPlan]]) throws -> Report {
        var report = Report(
            outcomes: Array(repeating: [:], count: pages.count), problems: [],
            namesFoundByImports: Array(repeating: [], count: pages.count))
        let (plans, restatements) = settlingRestatements(plans, of: pages)
        let compiled = try compile(
            jobs(for: pages, plans: plans, leavingOut: restatements, settling: &report), of: pages)
        report.namesFoundByImports = compiled.namesFoundByImports
        let evidence = compiled.evidence
        for (jobIndex, job) in compiled.jobs.enumerated() {
            let page = pages[job.page]
            for (position, part) in job.unit.checked.enumerated() {
                let block = page.blocks[part.block]
                let mine = evidence[jobIndex][position].diagnostics
                var (outcome, problems) = verdict(
                    for: block, diagnostics: mine, reach: evidence[jobIndex][position].reach,
                    expecting: job.unit.expectedFailure)
                if job.unit.expectedFailure == nil {
                    (outcome, problems) = Self.classified(
                        outcome, problems, of: part.block, on: page, errors: mine.filter { $0.kind == "error" },
                        standIns: compiled.standIns[jobIndex].map { ($0.standIns, $0.evidence[position]) },
                        restatement: restatements[job.page][part.block])
                }
                // Code its author said is left out, failing only as such code does, is a fragment
                // (never a block that must fail, which failed by compiling).
                let errors = mine.filter { $0.kind == "error" }
                if case .failed = outcome, job.unit.expectedFailure == nil, let reason = part.syntax.elisionComment,
                    !errors.isEmpty,
                    errors.allSatisfy({ error in
                        Self.incompleteness.contains { error.message.contains($0) }
                            || Self.isMemberLeftOut(error.message, of: part.syntax)
                    })
                {
                    (outcome, problems) = (.fragment(reason.description), [])
                }
                // An expression written to show its type or value in a comment
                // (`\Enum.Cases.one  // CaseKeyPath<Enum, Int>`), which Swift 6 refuses unused.
                if case .failed = outcome, job.unit.expectedFailure == nil, !errors.isEmpty,
                    errors.allSatisfy({ $0.message.hasPrefix("result of key path is unused") })
                {
                    (outcome, problems) = (.fragment("shows an expression's value without using it"), [])
                }
                report.outcomes[job.page][part.block] = outcome
                report.problems += problems
            }
        }
        for (index, page) in pages.enumerated() {
            Self.chargingKnockOns(
                on: page, plans: plans[index], outcomes: &report.outcomes[index], problems: &report.problems)
        }
        report.problems = DiagnosticError(report.problems).diagnostics
        return report
    }

    /// The units of `pages` to compile, one job each; the blocks settled without the compiler
    /// (fragments, blocks shown only, units that import a module not here) go into `report`.
    private func jobs(
        for pages: [ClientPage], plans: [[BlockPlan]], leavingOut restatements: [[Int: Restatement]],
        settling report: inout Report
    ) -> [Job] {
        var jobs: [Job] = []
        for (pageIndex, page) in pages.enumerated() {
            for (blockIndex, plan) in plans[pageIndex].enumerated() {
                guard case .settled(let outcome, let problem, _) = plan else { continue }
                report.outcomes[pageIndex][blockIndex] = outcome
                if let problem { report.problems.append(problem) }
            }
            let units = ClientUnit.units(of: plans[pageIndex]).map { $0.leavingOut(restatements[pageIndex]) }
            for (unitIndex, unit) in units.enumerated() {
                let imports = Set(
                    (unit.context + unit.checked).flatMap { part in
                        part.items.compactMap { index -> String? in
                            if case .import(let module) = part.syntax.items[index].kind { return module }
                            return nil
                        }
                    })
                if let missing = imports.subtracting(availableModules).subtracting([page.module]).sorted().first {
                    for part in unit.checked { report.outcomes[pageIndex][part.block] = .needsModule(missing) }
                    continue
                }
                jobs.append(
                    Job(
                        page: pageIndex, unit: unit,
                        fileName: "\(Self.fileNamePrefix)P\(pageIndex)-U\(unitIndex).swift",
                        extendsImportedTypes: Self.extendsImportedTypes(unit)))
            }
        }
        return jobs
    }

    /// One unit of a page, compiled as one file.
    struct Job: Sendable {
        var page: Int
        var unit: ClientUnit
        var fileName: String
        /// Whether the unit extends a type it does not declare: its members, even `fileprivate`,
        /// can make a name of that type ambiguous in other files, so it gets a module of its own.
        var extendsImportedTypes: Bool
        /// The modules imported besides the documented one (``ClientCheck/fallbackImports``,
        /// once they resolved a name the page uses).
        var extraImports: [String] = []
        /// The stand-ins of the names the page never declares (``StandIns``), for a compilation
        /// that only tells what else fails.
        var standIns: StandIns?
    }

    /// Whether `unit` extends a type that none of its blocks declares.
    private static func extendsImportedTypes(_ unit: ClientUnit) -> Bool {
        let parts = unit.context + unit.checked
        let declared = Set(parts.flatMap { part in part.items.flatMap { part.syntax.items[$0].declaredNames } })
        return parts.contains { part in
            part.items.contains { index in part.syntax.items[index].extendedType.map { !declared.contains($0) } ?? false
            }
        }
    }

    /// What became of `block`, compiled as far as `reach` says, and the problems to report at it.
    private func verdict(
        for block: CodeBlock, diagnostics: [CompilerDiagnostic], reach: ProvenCompilation.Reach,
        expecting message: String?
    ) -> (BlockCheckOutcome, [Diagnostic]) {
        var errors = diagnostics.filter { $0.kind == "error" }.map { error in
            guard error.location.file.hasPrefix(Self.fileNamePrefix) else { return error }
            return CompilerDiagnostic(
                kind: "error", location: block.location,
                message: "in the code napkin-docs wraps around the block: \(error.message)")
        }
        var hint: String?
        if errors.isEmpty, case .notReached(let cause) = reach {
            let notReached = PageCodeCheck.notReached(at: block.location, cause: cause)
            errors = [CompilerDiagnostic(kind: "error", location: block.location, message: notReached.message)]
            hint = notReached.hint
        }
        if let message {
            if errors.contains(where: { $0.message == message }) { return (.failedAsExpected, []) }
            var found =
                errors.isEmpty
                ? "but the block compiles"
                : "the compiler reported: " + errors.map { "'\($0.message)'" }.joined(separator: ", ")
            if errors.isEmpty, case .typeCheckedOnly(let stop) = reach,
                case .typeCheckedOnly(let reason) = Self.stopped(by: stop)
            {
                found = "but the block type-checks, and \(reason)"
            }
            return (
                .failed("expected the error '\(message)'"),
                [
                    Diagnostic(
                        id: .expectedFailure, at: block.location, "expected the error '\(message)'; \(found)",
                        hint: "copy the compiler's message into compile-error=\"…\" if it is the one the page means")
                ]
            )
        }
        let deprecations = diagnostics.filter {
            $0.kind == "warning" && !$0.location.file.isEmpty && $0.message.contains("deprecated")
        }.map {
            Diagnostic(
                .warning, id: .deprecatedAPI, at: $0.location, $0.message, hint: "the page shows API that is deprecated"
            )
        }
        guard let first = errors.first.map({ Self.pageMessage($0.message) }) else {
            if case .typeCheckedOnly(let stop) = reach { return (Self.stopped(by: stop), deprecations) }
            return (.compiled, deprecations)
        }
        let undeclared = errors.compactMap { Self.unresolvedName(in: $0.message) }
        var problems = errors.map {
            Diagnostic(id: .compileError, at: $0.location, Self.pageMessage($0.message), hint: hint)
        }
        if !undeclared.isEmpty {
            let names = Array(Set(undeclared)).sorted().map { "'\($0)'" }.joined(separator: ", ")
            problems[0].hint =
                "the page never declares \(names): declare it in an earlier block or in a hidden line (# …), or mark the block ignore=\"…\""
        }
        return (.failed(first), problems + deprecations)
    }

    /// The start of the name of every file the check compiles.
    private static let fileNamePrefix = "NapkinDocsClient-"

    /// The outcome of a block that type-checks and went no further: it names the error's place on
    /// its page or, in the code a block builds on (written into the file, not mapped), only the
    /// error.
    static func stopped(by error: CompilerDiagnostic) -> BlockCheckOutcome {
        .typeCheckedOnly(
            stoppedBy: error, place: error.location.file.hasPrefix(fileNamePrefix) ? "the code it builds on" : nil,
            message: pageMessage(error.message))
    }

    /// The compiler's message as the page's author reads it: a name another page declares is,
    /// to this page, a name it never declares (the compiler says it is `fileprivate`, which the
    /// author never wrote).
    static func pageMessage(_ message: String) -> String {
        guard let name = name(in: message, between: declaredByAnotherPage) else { return message }
        return "cannot find '\(name)' in scope (another page declares it; each page's declarations are its own)"
    }

    /// What the compiler says of code that leaves something out.
    static let incompleteness = [
        "does not conform to protocol", "missing return", "has no initializers", "not initialized",
        "before being initialized", "must have at least one executable statement",
    ]

    /// Whether `message` says a type that `syntax` declares has no member of some name (`value
    /// of type 'MySpan' has no member 'tracer'`): a member its author left out with the rest.
    static func isMemberLeftOut(_ message: String, of syntax: BlockSyntax) -> Bool {
        let prefixes = ["value of type '", "type '"]
        guard let prefix = prefixes.first(where: message.hasPrefix),
            let type = message.dropFirst(prefix.count).split(separator: "'").first,
            message.dropFirst(prefix.count + type.count).hasPrefix("' has no member")
        else { return false }
        return syntax.declaredNames.contains(String(type.split(separator: ".").last ?? ""))
    }

    /// Whether an import could declare what the error says is missing: a type (a capitalized
    /// name), a macro or an attribute (`#expect`, `@Test`), or a member (`has no member`).
    static func couldBeImported(_ message: String) -> Bool {
        guard let name = unresolvedName(in: message) else { return message.contains("has no member") }
        return name.first?.isUppercase == true || message.hasPrefix("no macro named")
            || message.hasPrefix("unknown attribute")
    }

    /// Whether a compiler error says that a name is declared nowhere in reach.
    static func isUnresolvedName(_ message: String) -> Bool {
        unresolvedName(in: message) != nil || message.contains("has no member")
    }

    /// The name of `cannot find 'x' in scope` and `cannot find type 'X' in scope`, and of
    /// `expansion of macro 'error' requires leading '#'`, which is what the compiler says of a
    /// variable named like a macro (`error`, `warning`) that nothing declares.
    static func unresolvedName(in message: String) -> String? {
        unresolvedNameMessages.lazy.compactMap { name(in: message, between: $0) }.first
    }

    /// The messages that name what is not in reach, as the text before the name and after it.
    private static let unresolvedNameMessages = [
        ("cannot find type '", "' in scope"), ("cannot find '", "' in scope"), declaredByAnotherPage,
        ("use of local variable '", "' before its declaration"), ("no macro named '", "'"),
        ("unknown attribute '", "'"),
        ("expansion of macro '", "' requires leading '#'"),
    ]

    /// A name that another page declares: each page's declarations are `fileprivate` to its file.
    private static let declaredByAnotherPage = ("'", "' is inaccessible due to 'fileprivate' protection level")

    /// The name between `message`'s `prefix` and `suffix`, when it has both.
    static func name(in message: String, between affixes: (prefix: String, suffix: String)) -> String? {
        guard message.count > affixes.prefix.count + affixes.suffix.count, message.hasPrefix(affixes.prefix),
            message.hasSuffix(affixes.suffix)
        else { return nil }
        return String(message.dropFirst(affixes.prefix.count).dropLast(affixes.suffix.count))
    }

    /// Whether the second try, with more imports, did better: it resolved a name, or it removed
    /// errors and left no name unresolved that was not before. A name the imports resolved to a
    /// type that is not the one meant (`user`, which Glibc declares as a C struct, where the page
    /// means a variable: "type 'user' has no member 'id'") still counts as unresolved. Names
    /// unresolved only in the second try do not count against it: an import cannot hide a name,
    /// so they are names the first try never reached (the arguments of an `@Test(…)` attribute
    /// nothing declared), and the page's to declare.
    static func improves(_ second: [CompilerDiagnostic], on first: [CompilerDiagnostic]) -> Bool {
        let before = unresolvedNames(first)
        let misresolved = before.filter { name in
            second.contains { $0.kind == "error" && $0.message.hasPrefix("type '\(name)' has no member") }
        }
        let after = unresolvedNames(second).union(misresolved)
        let errors = { (diagnostics: [CompilerDiagnostic]) in diagnostics.filter { $0.kind == "error" }.count }
        return !before.subtracting(after).isEmpty || (after.isSubset(of: before) && errors(second) < errors(first))
    }

    static func unresolvedNames(_ diagnostics: [CompilerDiagnostic]) -> Set<String> {
        Set(diagnostics.compactMap { $0.kind == "error" ? unresolvedName(in: $0.message) : nil })
    }
}
